import { dataResponse, MatchSchema } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

export type PlayerPosition = 'playerOne' | 'playerTwo';

/** `POST /api/admin/matches/:id/qualifier`: marks an empty Round 1 slot as a qualifier's. */
export async function setQualifier(matchId: string, playerPosition: PlayerPosition) {
  return (
    await adminApi.post(
      `/admin/matches/${encodeURIComponent(matchId)}/qualifier`,
      { playerPosition },
      dataResponse(MatchSchema),
    )
  ).data;
}

export function useSetQualifier(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerPosition: PlayerPosition) => setQualifier(matchId, playerPosition),
    onSuccess: (match) => {
      queryClient.setQueryData(queryKeys.admin.matches.detail(matchId), match);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.detail(match.tournamentId) });
    },
  });
}
