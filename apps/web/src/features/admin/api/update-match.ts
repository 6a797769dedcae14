import { dataResponse, MatchSchema, type MatchUpdate } from '@squash/core';
import { adminApi } from '../lib/admin-api';
import { useAdminMutation } from '../lib/use-admin-mutation';
import { getMatchQueryOptions } from './get-match';
import { getMatchesQueryOptions } from './get-matches';
import { getPlayerQueryOptions } from './get-player';
import { getTournamentQueryOptions } from './get-tournament';

/** `PATCH /api/admin/matches/:id`: only the changed fields; Completed with a winner records the result. */
export async function updateMatch({ id, changes }: { id: string; changes: MatchUpdate }) {
  return (await adminApi.patch(`/admin/matches/${encodeURIComponent(id)}`, changes, dataResponse(MatchSchema))).data;
}

// A result moves the winner into the next match and a player change reaches the players' pages.
export const useUpdateMatch = () =>
  useAdminMutation(updateMatch, (match) => [
    getMatchQueryOptions().queryKey,
    getMatchesQueryOptions().queryKey,
    getPlayerQueryOptions().queryKey,
    getTournamentQueryOptions(match.tournamentId).queryKey,
  ]);
