import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DataLoadError } from '@/components/data-load-error';
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

  if (entry.isPending || entry.isError) {
    return (
      <>
        <title>{t`Entry · Admin`}</title>
        {entry.isPending ? (
          <Spinner />
        ) : entry.error instanceof ApiError && [400, 404].includes(entry.error.status) ? (
          <NotFoundView
            title={t`Entry not found`}
            backHref={paths.admin.entries.getHref()}
            backLabel={t`Back to Entries`}
          />
        ) : (
          <DataLoadError error={entry.error} onRetry={() => entry.refetch()} />
        )}
      </>
    );
  }
  const e = entry.data;
  return (
    <>
      <title>{t`Entry · Admin`}</title>
      <BackLink to={paths.admin.entries.getHref()} className="mb-4">
        <Trans>Back to Entries</Trans>
      </BackLink>
      <PageHeader title={t`Entry Details`} />
      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <DetailItem label={t`ID`} value={<span className="break-all font-mono text-sm">{e.id}</span>} />
            <DetailItem
              label={t`User`}
              value={
                <Link to={paths.admin.user.getHref(e.userId)} className="text-primary hover:underline">
                  {e.username}
                </Link>
              }
            />
            <DetailItem
              label={t`Tournament`}
              value={
                <Link to={paths.admin.tournament.getHref(e.tournamentId)} className="text-primary hover:underline">
                  {e.tournamentName ?? t`Unknown Tournament`}
                </Link>
              }
            />
            <DetailItem label={t`Finalized`} value={e.finalizedAt ? formatDay(e.finalizedAt) : t`Not Finalized`} />
            <DetailItem label={t`Created At`} value={formatDay(e.createdAt)} />
            <DetailItem label={t`Points`} value={e.points} />
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
