import { MatchSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `GET /api/admin/matches`: one page of upcoming or completed matches. */
export async function getMatches({ isCompleted, page }: { isCompleted: boolean; page: number }, signal?: AbortSignal) {
  return adminApi.get('/admin/matches', pagedResponse(MatchSchema), {
    query: { is_completed: isCompleted, page },
    signal,
  });
}

export const getMatchesQueryOptions = (params: { isCompleted: boolean; page: number }) =>
  queryOptions({
    queryKey: queryKeys.admin.matches.list(params),
    queryFn: ({ signal }) => getMatches(params, signal),
  });

export function useMatches(params: { isCompleted: boolean; page: number }) {
  return useQuery({ ...getMatchesQueryOptions(params), placeholderData: keepPreviousData });
}
