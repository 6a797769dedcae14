import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `DELETE /api/admin/players/:id`. */
export function deletePlayer(playerId: string) {
  return adminApi.delete(`/admin/players/${encodeURIComponent(playerId)}`);
}

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.players.lists() }),
  });
}
