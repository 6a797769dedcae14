import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { DataLoadError } from '@/components/data-load-error';
import { LeaderboardTable } from '@/components/leaderboard-table';
import { SeasonLeaderboardTable } from '@/components/season-leaderboard-table';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pager } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { tournamentTitle } from '@/lib/labels';
import { useTableTournaments } from '../api/leagues';
import { isSeasonTable, useLeagueTable } from '../api/my-leagues';

const PAGE_SIZE = 20;
const SEASON = 'season';

/** The league's season table, or its table of one tournament, picked from the tournaments; paged. */
export function LeagueTables({ leagueId, myUserId }: { leagueId: string; myUserId: string | undefined }) {
  const selectId = useId();
  const [scope, setScope] = useState(SEASON);
  const [page, setPage] = useState(0);
  const tournaments = useTableTournaments();
  // Each tournament, followed by its Second Chance (a bracket of its own, with its own table) where it has one.
  const choices = useMemo(
    () =>
      (tournaments.data ?? []).flatMap((tournament) => [
        {
          id: tournament.id,
          name: tournament.name,
          title: tournamentTitle(tournament),
          started: tournament.status !== 'UPCOMING',
        },
        ...(tournament.secondChance
          ? [
              {
                id: tournament.secondChance.id,
                name: t`${tournament.name} · Second Chance`,
                title: t`${tournamentTitle(tournament)} · Second Chance`,
                started: tournament.secondChance.status !== 'UPCOMING',
              },
            ]
          : []),
      ]),
    [tournaments.data],
  );
  const table = useLeagueTable(leagueId, {
    ...(scope === SEASON ? {} : { tournamentId: scope }),
    page,
    pageSize: PAGE_SIZE,
  });
  const chosen = choices.find((choice) => choice.id === scope);
  const tournamentName = chosen?.name ?? '';
  const caption = scope === SEASON ? t`League table, this season` : t`League table, ${tournamentName}`;

  return (
    <section aria-labelledby={`${selectId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={`${selectId}-heading`} className="text-2xl font-bold">
          <Trans>League table</Trans>
        </h2>
        <div className="flex flex-col gap-1.5 sm:w-80">
          <Label htmlFor={selectId}>
            <Trans>Show</Trans>
          </Label>
          <NativeSelect
            id={selectId}
            value={scope}
            onChange={(event) => {
              setScope(event.target.value);
              setPage(0);
            }}
          >
            <option value={SEASON}>
              <Trans>The season (all tournaments)</Trans>
            </option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {table.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">
            <Trans>Loading the league table</Trans>
          </span>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-12 rounded-lg" />
          ))}
        </div>
      ) : table.isError ? (
        <DataLoadError error={table.error} onRetry={() => void table.refetch()} />
      ) : table.data.data.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-10 text-center text-muted-foreground">
          {scope === SEASON
            ? t`No member has entered a tournament this season yet.`
            : t`No member has entered this tournament.`}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {isSeasonTable(table.data) ? (
            <SeasonLeaderboardTable rows={table.data.data} caption={caption} busy={table.isPlaceholderData} />
          ) : (
            <LeaderboardTable
              rows={table.data.data.map((row) => ({ row, isMine: row.userId === myUserId }))}
              caption={caption}
              busy={table.isPlaceholderData}
              markOf={(row) => row.leagueOutlook?.first ?? null}
              entryHref={chosen?.started ? (row) => paths.entryPicks.getHref(chosen.id, row.entryId) : undefined}
            />
          )}
          {table.data.pageInfo.totalRecords > table.data.pageInfo.pageSize && (
            <Pager pageInfo={table.data.pageInfo} onPageChange={setPage} label={t`League table pages`} />
          )}
        </div>
      )}
    </section>
  );
}
