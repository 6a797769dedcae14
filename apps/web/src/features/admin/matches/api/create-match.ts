import { dataResponse, type MatchFormSchema, MatchSchema } from '@squash/core';
import type { z } from 'zod';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';
import { useAdminMutation } from '../../utils/use-admin-mutation';

export type MatchInput = z.input<typeof MatchFormSchema>;

/** `POST /api/admin/matches`: a match in a draw that is still being created. */
export async function createMatch(body: MatchInput) {
  return (await adminApi.post('/admin/matches', body, dataResponse(MatchSchema))).data;
}

export const useCreateMatch = () =>
  useAdminMutation(createMatch, (match) => [
    queryKeys.admin.matches.lists(),
    queryKeys.admin.tournaments.detail(match.tournamentId),
  ]);
