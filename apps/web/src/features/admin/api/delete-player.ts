import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';
import { getPlayersQueryOptions } from './get-players';

/** `DELETE /api/admin/players/:id`. */
export function deletePlayer(playerId: string) {
  return adminApi.delete(`/admin/players/${encodeURIComponent(playerId)}`);
}

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPlayersQueryOptions().queryKey }),
  });
}
