import { type Gender, PlayerSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

interface PlayersParams {
  gender: Gender;
  page: number;
  /** The server's default when absent. */
  pageSize?: number;
}

/** `GET /api/admin/players`: one page of one tour's players, by world rank. */
export async function getPlayers({ gender, page, pageSize }: PlayersParams, signal?: AbortSignal) {
  return adminApi.get('/admin/players', pagedResponse(PlayerSchema), {
    query: { gender, page, page_size: pageSize },
    signal,
  });
}

export const getPlayersQueryOptions = (params?: PlayersParams) =>
  queryOptions({
    queryKey: params ? ['admin', 'players', 'list', params] : ['admin', 'players', 'list'],
    queryFn: ({ signal }) => getPlayers(params ?? { gender: 'mens', page: 0 }, signal),
  });

export function usePlayers(params: PlayersParams) {
  return useQuery({ ...getPlayersQueryOptions(params), placeholderData: keepPreviousData });
}
