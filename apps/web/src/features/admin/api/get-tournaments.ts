import { AdminTournamentSchema, pagedResponse, type TournamentStatus } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

const ResponseSchema = pagedResponse(AdminTournamentSchema);

interface TournamentsParams {
  status: TournamentStatus;
  page: number;
  /** The server's default when absent. */
  pageSize?: number;
}

/** `GET /api/admin/tournaments`: one page of tournaments in one status. */
export async function getTournaments({ status, page, pageSize }: TournamentsParams, signal?: AbortSignal) {
  return adminApi.get('/admin/tournaments', ResponseSchema, {
    query: { status, page, page_size: pageSize },
    signal,
  });
}

export const getTournamentsQueryOptions = (params?: TournamentsParams) =>
  queryOptions({
    queryKey: params ? ['admin', 'tournaments', 'list', params] : ['admin', 'tournaments', 'list'],
    queryFn: ({ signal }) => getTournaments(params ?? { status: 'ACTIVE', page: 0 }, signal),
  });

export function useTournaments(params: TournamentsParams) {
  return useQuery({ ...getTournamentsQueryOptions(params), placeholderData: keepPreviousData });
}
