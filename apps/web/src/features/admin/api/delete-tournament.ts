import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';
import { getTournamentsQueryOptions } from './get-tournaments';

/** `DELETE /api/admin/tournaments/:id`. */
export function deleteTournament(tournamentId: string) {
  return adminApi.delete(`/admin/tournaments/${encodeURIComponent(tournamentId)}`);
}

export function useDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTournament,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTournamentsQueryOptions().queryKey }),
  });
}
