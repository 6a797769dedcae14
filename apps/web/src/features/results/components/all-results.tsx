import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { RotateCw, Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { RESULTS_PAGE_SIZE, useCompletedMatches } from '../api/get-completed-matches';
import { ResultCard } from './result-card';
import { ResultsSkeleton } from './results-skeleton';

export function AllResults({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const matches = useCompletedMatches({ page, pageSize: RESULTS_PAGE_SIZE });

  if (matches.isPending) return <ResultsSkeleton label={t`Loading results`} />;

  if (matches.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border bg-card px-4 py-14 text-center">
        <p className="font-semibold">
          <Trans>Error loading matches: {errorMessage(matches.error)}</Trans>
        </p>
        <Button variant="outline" onClick={() => void matches.refetch()}>
          <RotateCw aria-hidden="true" />
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }

  const { data, pageInfo } = matches.data;
  if (data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-16 text-center">
        <Trophy className="mb-2 size-8 text-muted-foreground" aria-hidden="true" />
        <h3 className="text-lg font-bold">
          <Trans>No Results Yet</Trans>
        </h3>
        <p className="text-muted-foreground">
          <Trans>There are no completed matches to display.</Trans>
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-3" aria-label={t`Completed matches`} aria-busy={matches.isPlaceholderData}>
        {data.map((match) => (
          <li key={match.id}>
            <ResultCard match={match} />
          </li>
        ))}
      </ul>
      {pageInfo.totalRecords > pageInfo.pageSize && (
        <Pager pageInfo={pageInfo} onPageChange={onPageChange} label={t`Results pages`} />
      )}
    </div>
  );
}
