import { LEADERBOARD_PAGE_SIZE, LeaderboardRowSchema, pagedResponse } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveRefetch } from './live';

const LeaderboardResponseSchema = pagedResponse(LeaderboardRowSchema);
export type TournamentLeaderboardResponse = ReturnType<typeof LeaderboardResponseSchema.parse>;

export interface GetTournamentLeaderboardParams {
  tournamentId: string;
  page?: number;
  pageSize?: number;
}

/** `GET /api/tournaments/:id/leaderboard` */
export function getTournamentLeaderboard(
  { tournamentId, page = 0, pageSize = LEADERBOARD_PAGE_SIZE }: GetTournamentLeaderboardParams,
  signal?: AbortSignal,
): Promise<TournamentLeaderboardResponse> {
  return api.get(`/tournaments/${encodeURIComponent(tournamentId)}/leaderboard`, LeaderboardResponseSchema, {
    query: { page, page_size: pageSize },
    signal,
  });
}

export function getTournamentLeaderboardQueryOptions(params: GetTournamentLeaderboardParams) {
  return queryOptions({
    queryKey: ['tournaments', 'leaderboard', params.tournamentId, params],
    queryFn: ({ signal }) => getTournamentLeaderboard(params, signal),
  });
}

export function useTournamentLeaderboard(params: GetTournamentLeaderboardParams, { live = false } = {}) {
  return useQuery({
    ...getTournamentLeaderboardQueryOptions(params),
    ...liveRefetch(live),
    // Expanding keeps the ten rows on screen while the hundred load.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === params.tournamentId ? previous : undefined,
  });
}
