import { pagedResponse, TournamentSchema } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const TournamentsResponseSchema = pagedResponse(TournamentSchema);
export type TournamentsResponse = ReturnType<typeof TournamentsResponseSchema.parse>;

export interface GetTournamentsParams {
  page?: number;
  pageSize?: number;
}

/** `GET /api/tournaments` */
export function getTournaments(params: GetTournamentsParams = {}, signal?: AbortSignal): Promise<TournamentsResponse> {
  return api.get('/tournaments', TournamentsResponseSchema, {
    query: { page: params.page, page_size: params.pageSize },
    signal,
  });
}

export function getTournamentsQueryOptions(params: GetTournamentsParams = {}) {
  return queryOptions({
    queryKey: ['tournaments', 'list', params],
    queryFn: ({ signal }) => getTournaments(params, signal),
  });
}

export function useTournaments(params: GetTournamentsParams = {}) {
  return useQuery(getTournamentsQueryOptions(params));
}
