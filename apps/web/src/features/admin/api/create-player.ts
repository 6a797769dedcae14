import { dataResponse, type PlayerFormSchema, PlayerSchema } from '@squash/core';
import type { z } from 'zod';
import { adminApi } from '../lib/admin-api';
import { useAdminMutation } from '../lib/use-admin-mutation';
import { getPlayersQueryOptions } from './get-players';

export type PlayerInput = z.input<typeof PlayerFormSchema>;

/** `POST /api/admin/players`. */
export async function createPlayer(body: PlayerInput) {
  return (await adminApi.post('/admin/players', body, dataResponse(PlayerSchema))).data;
}

export const useCreatePlayer = () => useAdminMutation(createPlayer, () => [getPlayersQueryOptions().queryKey]);
