import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DataLoadError } from '@/components/data-load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { DetailItem } from '../../components/detail-item';
import { NotFoundView } from '../../components/not-found-view';
import { PageHeader } from '../../components/page-header';
import { formatDay } from '../../utils/format';
import { useEntry } from '../api/get-entry';

export function AdminEntryPage() {
  const { entryId = '' } = useParams();
  const entry = useEntry(entryId);

  if (entry.isPending) return <Spinner />;
  if (entry.isError) {
    if (entry.error instanceof ApiError && [400, 404].includes(entry.error.status)) {
      return (
        <NotFoundView title="Entry not found" backHref={paths.admin.entries.getHref()} backLabel="Back to Entries" />
      );
    }
    return <DataLoadError error={entry.error} onRetry={() => entry.refetch()} />;
  }
  const e = entry.data;
  return (
    <>
      <title>Entry · Admin</title>
      <Button variant="link" className="mb-2 px-0" asChild>
        <Link to={paths.admin.entries.getHref()}>
          <ArrowLeft aria-hidden="true" />
          Back to Entries
        </Link>
      </Button>
      <PageHeader title="Entry Details" />
      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <DetailItem label="ID" value={<span className="break-all font-mono text-sm">{e.id}</span>} />
            <DetailItem
              label="User"
              value={
                <Link to={paths.admin.user.getHref(e.userId)} className="text-primary hover:underline">
                  {e.username}
                </Link>
              }
            />
            <DetailItem
              label="Tournament"
              value={
                <Link to={paths.admin.tournament.getHref(e.tournamentId)} className="text-primary hover:underline">
                  {e.tournamentName ?? 'Unknown Tournament'}
                </Link>
              }
            />
            <DetailItem label="Finalized" value={e.finalizedAt ? formatDay(e.finalizedAt) : 'Not Finalized'} />
            <DetailItem label="Created At" value={formatDay(e.createdAt)} />
            <DetailItem label="Points" value={e.points} />
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
