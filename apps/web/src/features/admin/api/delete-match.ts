import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';
import { getMatchesQueryOptions } from './get-matches';
import { getTournamentQueryOptions } from './get-tournament';

/** `DELETE /api/admin/matches/:id`. */
export function deleteMatch(matchId: string) {
  return adminApi.delete(`/admin/matches/${encodeURIComponent(matchId)}`);
}

export function useDeleteMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getMatchesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getTournamentQueryOptions().queryKey });
    },
  });
}
