import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';
import { getUsersQueryOptions } from './get-users';

/** `DELETE /api/admin/users/:id`. */
export function deleteUser(userId: string) {
  return adminApi.delete(`/admin/users/${encodeURIComponent(userId)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey }),
  });
}
