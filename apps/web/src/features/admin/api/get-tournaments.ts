import { AdminTournamentSchema, pagedResponse, type TournamentStatus } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

const ResponseSchema = pagedResponse(AdminTournamentSchema);

/** `GET /api/admin/tournaments`: one page of tournaments in one status. */
export async function getTournaments(
  { status, page }: { status: TournamentStatus; page: number },
  signal?: AbortSignal,
) {
  return adminApi.get('/admin/tournaments', ResponseSchema, { query: { status, page }, signal });
}

export const getTournamentsQueryOptions = (params?: { status: TournamentStatus; page: number }) =>
  queryOptions({
    queryKey: params ? ['admin', 'tournaments', 'list', params] : ['admin', 'tournaments', 'list'],
    queryFn: ({ signal }) => getTournaments(params ?? { status: 'ACTIVE', page: 0 }, signal),
  });

export function useTournaments(params: { status: TournamentStatus; page: number }) {
  return useQuery({ ...getTournamentsQueryOptions(params), placeholderData: keepPreviousData });
}
