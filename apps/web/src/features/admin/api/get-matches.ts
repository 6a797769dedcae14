import { MatchSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

/** `GET /api/admin/matches`: one page of upcoming or completed matches. */
export async function getMatches({ isCompleted, page }: { isCompleted: boolean; page: number }, signal?: AbortSignal) {
  return adminApi.get('/admin/matches', pagedResponse(MatchSchema), {
    query: { is_completed: isCompleted, page },
    signal,
  });
}

export const getMatchesQueryOptions = (params?: { isCompleted: boolean; page: number }) =>
  queryOptions({
    queryKey: params ? ['admin', 'matches', 'list', params] : ['admin', 'matches', 'list'],
    queryFn: ({ signal }) => getMatches(params ?? { isCompleted: false, page: 0 }, signal),
  });

export function useMatches(params: { isCompleted: boolean; page: number }) {
  return useQuery({ ...getMatchesQueryOptions(params), placeholderData: keepPreviousData });
}
