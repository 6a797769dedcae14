import { AdminTournamentSchema, pagedResponse, type TournamentStatus } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

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

export const getTournamentsQueryOptions = (params: TournamentsParams) =>
  queryOptions({
    queryKey: queryKeys.admin.tournaments.list(params),
    queryFn: ({ signal }) => getTournaments(params, signal),
  });

export function useTournaments(params: TournamentsParams) {
  return useQuery({ ...getTournamentsQueryOptions(params), placeholderData: keepPreviousData });
}
