import { dataResponse, MatchSchema, type RecordResultRequest } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';
import { getMatchQueryOptions } from './get-match';
import { getMatchesQueryOptions } from './get-matches';
import { getTournamentQueryOptions } from './get-tournament';

/** `POST /api/admin/matches/:id/result`. */
export async function recordResult(matchId: string, body: RecordResultRequest) {
  return (await adminApi.post(`/admin/matches/${encodeURIComponent(matchId)}/result`, body, dataResponse(MatchSchema)))
    .data;
}

export function useRecordResult(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordResultRequest) => recordResult(matchId, body),
    onSuccess: (match) => {
      queryClient.setQueryData(getMatchQueryOptions(matchId).queryKey, match);
      // The winner moves on: the draw and the lists change too.
      void queryClient.invalidateQueries({ queryKey: getMatchQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getMatchesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getTournamentQueryOptions(match.tournamentId).queryKey });
    },
  });
}
