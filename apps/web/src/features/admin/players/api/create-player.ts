import { dataResponse, type PlayerFormSchema, PlayerSchema } from '@squash/core';
import type { z } from 'zod';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';
import { useAdminMutation } from '../../utils/use-admin-mutation';

export type PlayerInput = z.input<typeof PlayerFormSchema>;

/** `POST /api/admin/players`. */
export async function createPlayer(body: PlayerInput) {
  return (await adminApi.post('/admin/players', body, dataResponse(PlayerSchema))).data;
}

export const useCreatePlayer = () => useAdminMutation(createPlayer, () => [queryKeys.admin.players.lists()]);
