import { dataResponse, type MatchFormSchema, MatchSchema } from '@squash/core';
import type { z } from 'zod';
import { adminApi } from '../lib/admin-api';
import { useAdminMutation } from '../lib/use-admin-mutation';
import { getMatchesQueryOptions } from './get-matches';
import { getTournamentQueryOptions } from './get-tournament';

export type MatchInput = z.input<typeof MatchFormSchema>;

/** `POST /api/admin/matches`: a match in a draw that is still being created. */
export async function createMatch(body: MatchInput) {
  return (await adminApi.post('/admin/matches', body, dataResponse(MatchSchema))).data;
}

export const useCreateMatch = () =>
  useAdminMutation(createMatch, (match) => [
    getMatchesQueryOptions().queryKey,
    getTournamentQueryOptions(match.tournamentId).queryKey,
  ]);
