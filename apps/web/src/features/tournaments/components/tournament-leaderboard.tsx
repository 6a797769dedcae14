import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { LeaderboardRow } from '@squash/core';
import { LEADERBOARD_EXPANDED_PAGE_SIZE, LEADERBOARD_PAGE_SIZE } from '@squash/core/rules';
import { ChevronDown, ChevronUp, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { LeaderboardTable } from '@/components/leaderboard-table';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pager } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLeagueTable, useMyLeagues } from '@/features/leagues';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useTournamentLeaderboard } from '../api/get-tournament-leaderboard';
import { useUserLeaderboard } from '../api/get-user-leaderboard';
import { useLiveRefetch } from '../api/live';
import { withOwnRows } from '../utils/leaderboard';

const EVERYONE = 'everyone';

/**
 * The leaderboard, for everyone or, for a fan in leagues, within one of them (the scope switch): the
 * league's table of this tournament ranks its members among themselves.
 */
export function TournamentLeaderboard(props: {
  tournamentId: string;
  signedIn: boolean;
  live: boolean;
  /** Tips are locked: each row opens its entry's picks. */
  started: boolean;
}) {
  const selectId = useId();
  const [scope, setScope] = useState(EVERYONE);
  const leagues = useMyLeagues({ enabled: props.signedIn });
  const chosen = leagues.data?.find((league) => league.id === scope);
  return (
    <div className="flex flex-col gap-4">
      {leagues.data && leagues.data.length > 0 && (
        <div className="flex flex-col gap-1.5 sm:w-80 sm:self-end">
          <Label htmlFor={selectId}>
            <Trans>Show</Trans>
          </Label>
          <NativeSelect
            id={selectId}
            value={chosen ? scope : EVERYONE}
            onChange={(event) => setScope(event.target.value)}
          >
            <option value={EVERYONE}>
              <Trans>Everyone</Trans>
            </option>
            {leagues.data.map((league) => (
              <option key={league.id} value={league.id}>
                {league.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {chosen ? (
        <LeagueScope leagueId={chosen.id} leagueName={chosen.name} {...props} />
      ) : (
        <EveryoneLeaderboard {...props} />
      )}
    </div>
  );
}

const LEAGUE_PAGE_SIZE = 20;

/** One of my leagues' table of this tournament, paged, live like the tournament's own. */
function LeagueScope({
  leagueId,
  leagueName,
  tournamentId,
  live,
  started,
}: {
  leagueId: string;
  leagueName: string;
  tournamentId: string;
  live: boolean;
  started: boolean;
}) {
  const [page, setPage] = useState(0);
  const me = useCurrentUser();
  const table = useLeagueTable(
    leagueId,
    { tournamentId, page, pageSize: LEAGUE_PAGE_SIZE },
    useLiveRefetch(live, tournamentId),
  );
  if (table.isPending) return <LeaderboardSkeleton />;
  if (table.isError) return <LeaderboardError error={table.error} onRetry={() => void table.refetch()} />;
  const { data: rows, pageInfo } = table.data;
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-16 text-center text-muted-foreground">
        <Trans>No one in {leagueName} has entered this tournament yet.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <LeaderboardTable
        rows={(rows as LeaderboardRow[]).map((row) => ({ row, isMine: row.userId === me?.id }))}
        caption={t`Leaderboard of ${leagueName}, ${rows.length} of ${pageInfo.totalRecords} entries`}
        busy={table.isPlaceholderData}
        entryHref={started ? (row) => paths.entryPicks.getHref(tournamentId, row.entryId) : undefined}
      />
      {pageInfo.totalRecords > pageInfo.pageSize ? (
        <Pager pageInfo={pageInfo} onPageChange={setPage} label={t`${leagueName} leaderboard pages`} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {plural(pageInfo.totalRecords, { one: `# entry in ${leagueName}`, other: `# entries in ${leagueName}` })}
        </p>
      )}
    </div>
  );
}

/**
 * The tournament's leaderboard: the top 10, and the top 100 once expanded (the toggle shows only when
 * there are more than 10 entries). A signed-in fan's own rows are highlighted, and shown after the top 3
 * when they are not within the top 7. Live while play is on.
 */
function EveryoneLeaderboard({
  tournamentId,
  signedIn,
  live,
  started,
}: {
  tournamentId: string;
  signedIn: boolean;
  live: boolean;
  started: boolean;
}) {
  const tableId = useId();
  const [expanded, setExpanded] = useState(false);
  const leaderboard = useTournamentLeaderboard(
    { tournamentId, page: 0, pageSize: expanded ? LEADERBOARD_EXPANDED_PAGE_SIZE : LEADERBOARD_PAGE_SIZE },
    { live },
  );
  const own = useUserLeaderboard(tournamentId, { enabled: signedIn, live });

  if (leaderboard.isPending) return <LeaderboardSkeleton />;
  if (leaderboard.isError)
    return <LeaderboardError error={leaderboard.error} onRetry={() => void leaderboard.refetch()} />;

  const { data: rows, pageInfo } = leaderboard.data;
  const displayed = withOwnRows(rows, own.data ?? []);
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-16 text-center text-muted-foreground">
        <Trans>No one has entered this tournament yet.</Trans>
      </p>
    );
  }

  const canExpand = pageInfo.totalRecords > LEADERBOARD_PAGE_SIZE;
  return (
    <div className="flex flex-col gap-4">
      <LeaderboardTable
        id={tableId}
        rows={displayed}
        caption={t`Leaderboard, ${rows.length} of ${pageInfo.totalRecords} entries`}
        busy={leaderboard.isPlaceholderData}
        entryHref={started ? (row) => paths.entryPicks.getHref(tournamentId, row.entryId) : undefined}
      />
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {plural(pageInfo.totalRecords, {
            one: `Showing ${rows.length} of # entry`,
            other: `Showing ${rows.length} of # entries`,
          })}
        </p>
        {canExpand && (
          <Button
            variant="outline"
            aria-expanded={expanded}
            aria-controls={tableId}
            disabled={leaderboard.isPlaceholderData}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {expanded ? t`Show top ${LEADERBOARD_PAGE_SIZE}` : t`Show top ${LEADERBOARD_EXPANDED_PAGE_SIZE}`}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A leaderboard that failed to load: what went wrong, and Retry. */
function LeaderboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border px-4 py-12 text-center">
      <p className="font-semibold">
        <Trans>Error loading leaderboard: {errorMessage(error)}</Trans>
      </p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}

function LeaderboardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm" aria-busy="true">
      <span className="sr-only">
        <Trans>Loading leaderboard</Trans>
      </span>
      <div className="h-10 border-b" />
      {Array.from({ length: LEADERBOARD_PAGE_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex h-[53px] items-center gap-4 border-b px-4 last:border-0">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-10" />
        </div>
      ))}
    </div>
  );
}
