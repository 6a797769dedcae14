import { dataResponse, MatchSchema, type MatchUpdate } from '@squash/core';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';
import { useAdminMutation } from '../../utils/use-admin-mutation';

/** `PATCH /api/admin/matches/:id`: only the changed fields; Completed with a winner records the result. */
export async function updateMatch({ id, changes }: { id: string; changes: MatchUpdate }) {
  return (await adminApi.patch(`/admin/matches/${encodeURIComponent(id)}`, changes, dataResponse(MatchSchema))).data;
}

// A result moves the winner into the next match and a player change reaches the players' pages.
export const useUpdateMatch = () =>
  useAdminMutation(updateMatch, (match) => [
    queryKeys.admin.matches.details(),
    queryKeys.admin.matches.lists(),
    queryKeys.admin.players.details(),
    queryKeys.admin.tournaments.detail(match.tournamentId),
  ]);
