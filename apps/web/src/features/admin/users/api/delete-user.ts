import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `DELETE /api/admin/users/:id`. */
export function deleteUser(userId: string) {
  return adminApi.delete(`/admin/users/${encodeURIComponent(userId)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.lists() }),
  });
}
