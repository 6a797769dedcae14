import type { Gender, PageInfo, Tournament, TournamentStatus } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface TournamentsResponse {
  data: Tournament[];
  pageInfo: PageInfo;
}
// The list page's first request: the server checks it against `pagedResponse(TournamentSchema)`, and zod
// stays off this page's first load (see `serverTyped`).
const TournamentsResponseSchema = serverTyped<TournamentsResponse>();

export interface GetTournamentsParams {
  gender?: Gender;
  status?: TournamentStatus[];
  sortBy?: 'start_date' | 'end_date';
  sortOrder?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** `GET /api/tournaments` */
export function getTournaments(params: GetTournamentsParams = {}, signal?: AbortSignal): Promise<TournamentsResponse> {
  return api.get('/tournaments', TournamentsResponseSchema, {
    query: {
      gender: params.gender,
      status: params.status?.join(','),
      sort_by: params.sortBy,
      sort_order: params.sortOrder,
      page: params.page,
      page_size: params.pageSize,
    },
    signal,
  });
}

export function getTournamentsQueryOptions(params: GetTournamentsParams = {}) {
  return queryOptions({
    queryKey: queryKeys.tournaments.list(params),
    queryFn: ({ signal }) => getTournaments(params, signal),
  });
}

export function useTournaments(params: GetTournamentsParams = {}) {
  return useQuery({
    ...getTournamentsQueryOptions(params),
    // Turning a page keeps the cards on screen until the next page arrives; another filter shows skeletons.
    placeholderData: (previous, previousQuery) =>
      samePagedList(previousQuery?.queryKey[2], params) ? previous : undefined,
  });
}

function samePagedList(previous: unknown, next: GetTournamentsParams): boolean {
  if (typeof previous !== 'object' || previous === null) return false;
  const { page: _previousPage, ...rest } = previous as GetTournamentsParams;
  const { page: _nextPage, ...nextRest } = next;
  return JSON.stringify(rest) === JSON.stringify(nextRest);
}
