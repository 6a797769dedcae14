import { type Gender, PlayerSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

/** `GET /api/admin/players`: one page of one tour's players, by world rank. */
export async function getPlayers({ gender, page }: { gender: Gender; page: number }, signal?: AbortSignal) {
  return adminApi.get('/admin/players', pagedResponse(PlayerSchema), { query: { gender, page }, signal });
}

export const getPlayersQueryOptions = (params?: { gender: Gender; page: number }) =>
  queryOptions({
    queryKey: params ? ['admin', 'players', 'list', params] : ['admin', 'players', 'list'],
    queryFn: ({ signal }) => getPlayers(params ?? { gender: 'mens', page: 0 }, signal),
  });

export function usePlayers(params: { gender: Gender; page: number }) {
  return useQuery({ ...getPlayersQueryOptions(params), placeholderData: keepPreviousData });
}
