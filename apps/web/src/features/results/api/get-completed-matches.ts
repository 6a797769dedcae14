import { MatchSchema, pagedResponse } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const MatchesResponseSchema = pagedResponse(MatchSchema);
export type CompletedMatchesResponse = ReturnType<typeof MatchesResponseSchema.parse>;

export const RESULTS_PAGE_SIZE = 20;

export interface GetCompletedMatchesParams {
  page?: number;
  pageSize?: number;
}

/** `GET /api/matches?is_completed=true`, the latest first. */
export function getCompletedMatches(
  { page = 0, pageSize = RESULTS_PAGE_SIZE }: GetCompletedMatchesParams = {},
  signal?: AbortSignal,
): Promise<CompletedMatchesResponse> {
  return api.get('/matches', MatchesResponseSchema, {
    query: { is_completed: true, sort_by: 'starts_at', sort_order: 'desc', page, page_size: pageSize },
    signal,
  });
}

export function getCompletedMatchesQueryOptions(params: GetCompletedMatchesParams = {}) {
  return queryOptions({
    queryKey: queryKeys.completedMatches.list(params),
    queryFn: ({ signal }) => getCompletedMatches(params, signal),
  });
}

export function useCompletedMatches(params: GetCompletedMatchesParams = {}) {
  // The page on screen stays until the next one arrives, so the pager does not jump.
  return useQuery({ ...getCompletedMatchesQueryOptions(params), placeholderData: (previous) => previous });
}
