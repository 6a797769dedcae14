import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `DELETE /api/admin/matches/:id`. */
export function deleteMatch(matchId: string) {
  return adminApi.delete(`/admin/matches/${encodeURIComponent(matchId)}`);
}

export function useDeleteMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.matches.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.details() });
    },
  });
}
