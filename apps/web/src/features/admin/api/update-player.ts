import { dataResponse, PlayerSchema, type PlayerUpdateSchema } from '@squash/core';
import type { z } from 'zod';
import { adminApi } from '../lib/admin-api';
import { useAdminMutation } from '../lib/use-admin-mutation';
import { getPlayerQueryOptions } from './get-player';
import { getPlayersQueryOptions } from './get-players';

export type PlayerUpdate = z.input<typeof PlayerUpdateSchema>;

/** `PATCH /api/admin/players/:id`: only the changed fields (spec 001 §5). */
export async function updatePlayer({ id, changes }: { id: string; changes: PlayerUpdate }) {
  return (await adminApi.patch(`/admin/players/${encodeURIComponent(id)}`, changes, dataResponse(PlayerSchema))).data;
}

export const useUpdatePlayer = () =>
  useAdminMutation(updatePlayer, (player) => [
    getPlayerQueryOptions(player.id).queryKey,
    getPlayersQueryOptions().queryKey,
  ]);
