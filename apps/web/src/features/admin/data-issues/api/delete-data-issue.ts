import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `DELETE /api/admin/data-issues/:id`: the issue is resolved or not worth keeping. */
export function deleteDataIssue(issueId: string) {
  return adminApi.delete(`/admin/data-issues/${encodeURIComponent(issueId)}`);
}

export function useDeleteDataIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataIssue,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dataIssues.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats() });
    },
  });
}
