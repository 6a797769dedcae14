import { type Gender, PlayerSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

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

export const getPlayersQueryOptions = (params: PlayersParams) =>
  queryOptions({
    queryKey: queryKeys.admin.players.list(params),
    queryFn: ({ signal }) => getPlayers(params, signal),
  });

export function usePlayers(params: PlayersParams) {
  return useQuery({ ...getPlayersQueryOptions(params), placeholderData: keepPreviousData });
}
