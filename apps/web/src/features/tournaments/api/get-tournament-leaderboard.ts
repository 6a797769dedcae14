import type { LeaderboardRow, PageInfo } from '@squash/core';
import { LEADERBOARD_PAGE_SIZE } from '@squash/core/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveQuery } from '@/lib/after-change';
import { api, serverTyped } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useLiveRefetch } from './live';

export interface TournamentLeaderboardResponse {
  data: LeaderboardRow[];
  pageInfo: PageInfo;
}
// Part of the tournament page: checked by the server (`pagedResponse(LeaderboardRowSchema)`), see `serverTyped`.
const LeaderboardResponseSchema = serverTyped<TournamentLeaderboardResponse>();

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
    query: { page, page_size: pageSize, ...liveQuery(tournamentId) },
    signal,
  });
}

export function getTournamentLeaderboardQueryOptions(params: GetTournamentLeaderboardParams) {
  return queryOptions({
    queryKey: queryKeys.tournaments.leaderboard(params.tournamentId, params),
    queryFn: ({ signal }) => getTournamentLeaderboard(params, signal),
  });
}

export function useTournamentLeaderboard(params: GetTournamentLeaderboardParams, { live = false } = {}) {
  return useQuery({
    ...getTournamentLeaderboardQueryOptions(params),
    ...useLiveRefetch(live, params.tournamentId),
    // Expanding keeps the ten rows on screen while the hundred load.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === params.tournamentId ? previous : undefined,
  });
}
