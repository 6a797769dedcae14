import { type AdminPlayerDetail, AdminPlayerDetailSchema, dataResponse } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

export type { AdminPlayerDetail };

/** `GET /api/admin/players/:id`: the player with their upcoming and completed matches. */
export async function getPlayer(playerId: string, signal?: AbortSignal): Promise<AdminPlayerDetail> {
  return (
    await adminApi.get(`/admin/players/${encodeURIComponent(playerId)}`, dataResponse(AdminPlayerDetailSchema), {
      signal,
    })
  ).data;
}

export const getPlayerQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.players.detail(playerId),
    queryFn: ({ signal }) => getPlayer(playerId, signal),
  });

export function usePlayer(playerId: string) {
  return useQuery(getPlayerQueryOptions(playerId));
}
