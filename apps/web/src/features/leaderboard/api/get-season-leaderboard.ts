import { SeasonLeaderboardResponseSchema } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const SEASON_LEADERBOARD_PAGE_SIZE = 20;

export interface GetSeasonLeaderboardParams {
  /** '2025/26'; the current season when absent. */
  season?: string;
  page?: number;
  pageSize?: number;
}

/** `GET /api/leaderboard`: every fan's points over the tournaments of the current season. */
export function getSeasonLeaderboard(
  { season, page = 0, pageSize = SEASON_LEADERBOARD_PAGE_SIZE }: GetSeasonLeaderboardParams = {},
  signal?: AbortSignal,
) {
  return api.get('/leaderboard', SeasonLeaderboardResponseSchema, {
    query: { season, page, page_size: pageSize },
    signal,
  });
}

export function getSeasonLeaderboardQueryOptions(params: GetSeasonLeaderboardParams = {}) {
  return queryOptions({
    queryKey: queryKeys.seasonLeaderboard(params),
    queryFn: ({ signal }) => getSeasonLeaderboard(params, signal),
  });
}

export function useSeasonLeaderboard(params: GetSeasonLeaderboardParams = {}) {
  return useQuery({
    ...getSeasonLeaderboardQueryOptions(params),
    // Turning a page keeps the table on screen until the next page arrives; another season shows skeletons.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as GetSeasonLeaderboardParams | undefined)?.season === params.season
        ? previous
        : undefined,
  });
}
