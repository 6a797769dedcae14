import type { MatchPickStats } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveQuery } from '@/lib/after-change';
import { api, serverTyped } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Read on the tournament page's first render: checked by the server (`MatchPickStatsSchema`), see `serverTyped`.
const PickStatsResponseSchema = serverTyped<{ data: MatchPickStats[] }>();

/** `GET /api/tournaments/:id/pick-stats`: how the crowd picked each match; refused (409) before the lock. */
export async function getPickStats(tournamentId: string, signal?: AbortSignal): Promise<MatchPickStats[]> {
  return (
    await api.get(`/tournaments/${encodeURIComponent(tournamentId)}/pick-stats`, PickStatsResponseSchema, {
      query: liveQuery(tournamentId),
      signal,
    })
  ).data;
}

export const getPickStatsQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.pickStats(tournamentId),
    queryFn: ({ signal }) => getPickStats(tournamentId, signal),
    select: (stats) => new Map(stats.map((match) => [match.matchId, match])),
    // Tips are locked once these exist: the figures can't change.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Only once the tournament is under way: asking earlier is refused, and would show the crowd's picks. */
export function usePickStats(tournamentId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getPickStatsQueryOptions(tournamentId), enabled });
}
