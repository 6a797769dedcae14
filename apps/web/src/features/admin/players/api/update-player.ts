import { dataResponse, PlayerSchema, type PlayerUpdateSchema } from '@squash/core';
import type { z } from 'zod';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';
import { useAdminMutation } from '../../utils/use-admin-mutation';

export type PlayerUpdate = z.input<typeof PlayerUpdateSchema>;

/** `PATCH /api/admin/players/:id`: only the changed fields (spec 001 §5). */
export async function updatePlayer({ id, changes }: { id: string; changes: PlayerUpdate }) {
  return (await adminApi.patch(`/admin/players/${encodeURIComponent(id)}`, changes, dataResponse(PlayerSchema))).data;
}

export const useUpdatePlayer = () =>
  useAdminMutation(updatePlayer, (player) => [
    queryKeys.admin.players.detail(player.id),
    queryKeys.admin.players.lists(),
  ]);
