import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { DataLoadError } from '@/components/data-load-error';
import { Pager } from '@/components/ui/pagination';
import { useCurrentUser } from '@/lib/current-user';
import { useTournaments } from '../api/get-tournaments';
import { useMyEntries } from '../api/my-entries';
import { TournamentCard, TournamentCardSkeleton } from '../components/tournament-card';
import { TournamentFilters } from '../components/tournament-filters';
import {
  readTournamentFilters,
  sortActiveFirst,
  type TournamentListFilters,
  tournamentListQuery,
  writeTournamentFilters,
} from '../utils/tournament-filters';

/** Current tournaments are few: one page holds them all, so 'active first' can be ordered here. */
const CURRENT_PAGE_SIZE = 100;
const COMPLETED_PAGE_SIZE = 12;
const SKELETON_COUNT = 3;

const EMPTY_MESSAGES = {
  current: <Trans>No active or upcoming tournaments at the moment.</Trans>,
  completed: <Trans>No completed tournaments yet.</Trans>,
} as const;

export function TournamentsPage() {
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readTournamentFilters(searchParams);
  const page = filters.filter === 'completed' ? readPage(searchParams) : 0;
  const tournaments = useTournaments({
    ...tournamentListQuery(filters),
    page,
    pageSize: filters.filter === 'current' ? CURRENT_PAGE_SIZE : COMPLETED_PAGE_SIZE,
  });

  // A signed-in fan's cards say whether they have entered (spec 000: entry status chips for signed-in users).
  const user = useCurrentUser();
  const myEntries = useMyEntries({ enabled: user !== null });
  const entryOf = (tournamentId: string) =>
    user === null || !myEntries.data
      ? undefined
      : (myEntries.data.find((entry) => entry.tournamentId === tournamentId) ?? null);

  const now = new Date();
  const list = tournaments.data?.data ?? [];
  const cards = filters.filter === 'current' ? sortActiveFirst(list, now) : list;

  // Each choice is a new history entry: Back returns to the previous view, reload keeps it.
  const changeFilters = (next: TournamentListFilters) => setSearchParams(writeTournamentFilters(next));
  const changePage = (nextPage: number) => {
    const params = writeTournamentFilters(filters);
    if (nextPage > 0) params.set('page', String(nextPage + 1));
    setSearchParams(params);
  };

  return (
    // A screen high whatever the list holds: three placeholder cards give way to one card, say, and the
    // footer would come up into view (a layout shift); this way it waits below the fold either way.
    <div className="mx-auto min-h-dvh w-full max-w-6xl px-4 py-8 sm:py-12">
      <title>{t`Tournaments · ${PRODUCT_NAME}`}</title>
      <header className="mb-6 sm:mb-8">
        <p className="mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
          <Trophy className="size-4" aria-hidden="true" />
          <Trans>PSA World Tour</Trans>
        </p>
        <h1 id={headingId} className="font-display text-4xl tracking-tight sm:text-5xl">
          <Trans>Tournaments</Trans>
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          <Trans>Men's and women's professional squash events. Pick the winners before the first ball is struck.</Trans>
        </p>
      </header>

      <TournamentFilters value={filters} onChange={changeFilters} />

      <section aria-labelledby={headingId} aria-busy={tournaments.isPending} className="mt-6">
        {tournaments.isPending ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Loading tournaments`}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <TournamentCardSkeleton />
              </li>
            ))}
          </ul>
        ) : tournaments.isError ? (
          <DataLoadError error={tournaments.error} onRetry={() => void tournaments.refetch()} />
        ) : cards.length === 0 ? (
          <p className="rounded-xl border border-dashed px-4 py-16 text-center text-muted-foreground">
            {EMPTY_MESSAGES[filters.filter]}
          </p>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Tournaments`}>
              {cards.map((tournament) => (
                <li key={tournament.id}>
                  <TournamentCard tournament={tournament} now={now} entry={entryOf(tournament.id)} />
                </li>
              ))}
            </ul>
            {tournaments.data.pageInfo.totalRecords > tournaments.data.pageInfo.pageSize && (
              <Pager
                pageInfo={tournaments.data.pageInfo}
                onPageChange={changePage}
                label={t`Tournament pages`}
                className="mt-8"
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** `?page=2` is the second page (people count from one; the API counts from zero). */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}
