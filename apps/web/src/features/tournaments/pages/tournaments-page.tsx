import { PRODUCT_NAME } from '@squash/core';
import { useId } from 'react';
import { DataLoadError } from '@/components/data-load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTournaments } from '../api/get-tournaments';
import { TournamentList } from '../components/tournament-list';

// One page is enough until the list gets its filters (gender, active/completed) and paging.
const PAGE_SIZE = 50;

export function TournamentsPage() {
  const headingId = useId();
  const tournaments = useTournaments({ pageSize: PAGE_SIZE });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <title>{`Tournaments · ${PRODUCT_NAME}`}</title>
      <h1 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
        Tournaments
      </h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        Men's and women's professional squash events. Pick the winners before the first match starts.
      </p>
      {tournaments.isPending ? (
        <Spinner />
      ) : tournaments.isError ? (
        <DataLoadError error={tournaments.error} onRetry={() => void tournaments.refetch()} />
      ) : (
        <TournamentList tournaments={tournaments.data.data} labelledBy={headingId} />
      )}
    </div>
  );
}
