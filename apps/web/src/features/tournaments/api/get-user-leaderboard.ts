import { LeaderboardRowSchema } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { liveRefetch } from './live';

const UserLeaderboardResponseSchema = z.object({ data: z.array(LeaderboardRowSchema) });
export type UserLeaderboardRows = z.infer<typeof UserLeaderboardResponseSchema>['data'];

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
    queryKey: ['tournaments', 'leaderboard', tournamentId, 'mine'],
    queryFn: ({ signal }) => getUserLeaderboard(tournamentId, signal),
  });

/** The spec: only with a tournament id and a signed-in user. */
export function useUserLeaderboard(tournamentId: string, { enabled, live }: { enabled: boolean; live: boolean }) {
  return useQuery({ ...getUserLeaderboardQueryOptions(tournamentId), enabled, ...liveRefetch(live) });
}
