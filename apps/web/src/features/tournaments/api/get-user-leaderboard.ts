import type { LeaderboardRow } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useLiveRefetch } from './live';

export type UserLeaderboardRows = LeaderboardRow[];
// Part of the tournament page: checked by the server (`LeaderboardRowSchema`), see `serverTyped`.
const UserLeaderboardResponseSchema = serverTyped<{ data: UserLeaderboardRows }>();

/** `GET /api/tournaments/:id/user-leaderboard`: the signed-in fan's own rows. */
export async function getUserLeaderboard(tournamentId: string, signal?: AbortSignal): Promise<UserLeaderboardRows> {
  return (
    await api.get(`/tournaments/${encodeURIComponent(tournamentId)}/user-leaderboard`, UserLeaderboardResponseSchema, {
      signal,
    })
  ).data;
}

export const getUserLeaderboardQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.myLeaderboardRows(tournamentId),
    queryFn: ({ signal }) => getUserLeaderboard(tournamentId, signal),
  });

/** The spec: only with a tournament id and a signed-in user. */
export function useUserLeaderboard(tournamentId: string, { enabled, live }: { enabled: boolean; live: boolean }) {
  return useQuery({ ...getUserLeaderboardQueryOptions(tournamentId), enabled, ...useLiveRefetch(live, tournamentId) });
}
