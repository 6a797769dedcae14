import { dataResponse, MatchSchema } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';
import { getMatchQueryOptions } from './get-match';
import { getTournamentQueryOptions } from './get-tournament';

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
      queryClient.setQueryData(getMatchQueryOptions(matchId).queryKey, match);
      void queryClient.invalidateQueries({ queryKey: getTournamentQueryOptions(match.tournamentId).queryKey });
    },
  });
}
