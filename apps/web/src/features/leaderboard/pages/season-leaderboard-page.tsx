import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { ChevronLeft, ChevronRight, Medal } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { DataLoadError } from '@/components/data-load-error';
import { SeasonLeaderboardTable } from '@/components/season-leaderboard-table';
import { Pager } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { SEASON_LEADERBOARD_PAGE_SIZE, useSeasonLeaderboard } from '../api/get-season-leaderboard';
import { currentSeasonLabel, formatSeasonDates, isSeasonLabel, shiftSeason } from '../utils/season';

/** Every fan's points over the season's tournaments (1 August to 31 July), paged; past seasons by `?season=`. */
export function SeasonLeaderboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = useMemo(() => currentSeasonLabel(new Date()), []);
  const requested = searchParams.get('season');
  const season = isSeasonLabel(requested) && requested <= current ? requested : current;
  const page = readPage(searchParams);
  const leaderboard = useSeasonLeaderboard({
    season: season === current ? undefined : season,
    page,
    pageSize: SEASON_LEADERBOARD_PAGE_SIZE,
  });

  function seasonLink(label: string) {
    // '?season=2025/26' reads better than the encoded '%2F', and a season label needs no escaping.
    const search = label === current ? '' : `?season=${label}`;
    return { pathname: paths.leaderboard.getHref(), search };
  }

  function changePage(next: number) {
    const params = new URLSearchParams();
    if (season !== current) params.set('season', season);
    if (next > 0) params.set('page', String(next + 1));
    setSearchParams(params);
    window.scrollTo({ top: 0 });
  }

  const info = leaderboard.data?.season;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <title>{t`Season Leaderboard ${season} · ${PRODUCT_NAME}`}</title>
      <header className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
            <Medal className="size-4" aria-hidden="true" />
            <Trans>{season} season</Trans>
          </p>
          <h1 className="font-display text-4xl tracking-tight sm:text-5xl">
            <Trans>Season Leaderboard</Trans>
          </h1>
          <p className="mt-2 text-muted-foreground">
            <Trans>
              Points from every tournament starting in the season
              {info ? ` (${formatSeasonDates(info.startDate, info.endDate)})` : ''}.
            </Trans>
          </p>
        </div>
        <nav aria-label={t`Seasons`} className="flex items-center gap-2">
          <ButtonLink
            to={seasonLink(shiftSeason(season, -1))}
            aria-label={t`Previous season, ${shiftSeason(season, -1)}`}
            variant="outline"
            size="sm"
            icon={ChevronLeft}
          >
            {shiftSeason(season, -1)}
          </ButtonLink>
          {season < current && (
            <ButtonLink
              to={seasonLink(shiftSeason(season, 1))}
              aria-label={t`Next season, ${shiftSeason(season, 1)}`}
              variant="outline"
              size="sm"
              iconEnd={ChevronRight}
            >
              {shiftSeason(season, 1)}
            </ButtonLink>
          )}
        </nav>
      </header>

      {leaderboard.isPending ? (
        <div className="overflow-hidden rounded-xl border bg-card shadow-sm" aria-busy="true">
          <span className="sr-only">
            <Trans>Loading leaderboard</Trans>
          </span>
          <div className="h-10 border-b" />
          {Array.from({ length: 10 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className="flex h-[53px] items-center gap-4 border-b px-4 last:border-0">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-4 w-12" />
              <Skeleton className="h-4 w-12" />
              <Skeleton className="h-4 w-8" />
            </div>
          ))}
        </div>
      ) : leaderboard.isError ? (
        <DataLoadError error={leaderboard.error} onRetry={() => void leaderboard.refetch()} />
      ) : leaderboard.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-16 text-center">
          <h2 className="text-lg font-bold">
            <Trans>No Entries Yet</Trans>
          </h2>
          <p className="max-w-sm text-muted-foreground">
            <Trans>
              No one has tipped a tournament of the {season} season yet. Pick an upcoming tournament and lead the way.
            </Trans>
          </p>
          <ButtonLink to={paths.tournaments.getHref()} variant="outline" className="mt-2">
            <Trans>Browse tournaments</Trans>
          </ButtonLink>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <SeasonLeaderboardTable
            rows={leaderboard.data.data}
            caption={t`Season leaderboard ${season}, page ${leaderboard.data.pageInfo.currentPage + 1}`}
            busy={leaderboard.isPlaceholderData}
          />
          {leaderboard.data.pageInfo.totalRecords > leaderboard.data.pageInfo.pageSize && (
            <Pager pageInfo={leaderboard.data.pageInfo} onPageChange={changePage} label={t`Leaderboard pages`} />
          )}
        </div>
      )}
    </div>
  );
}

/** `?page=2` is the second page (people count from one; the API counts from zero). */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}
