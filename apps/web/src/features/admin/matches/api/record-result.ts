import { dataResponse, MatchSchema, type RecordResultRequest } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

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
      queryClient.setQueryData(queryKeys.admin.matches.detail(matchId), match);
      // The winner moves on: the draw and the lists change too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.matches.details() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.matches.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.detail(match.tournamentId) });
    },
  });
}
