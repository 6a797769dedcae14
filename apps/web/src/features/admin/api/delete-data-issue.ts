import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';
import { getDataIssuesQueryOptions } from './get-data-issues';
import { getStatsQueryOptions } from './get-stats';

/** `DELETE /api/admin/data-issues/:id`: the issue is resolved or not worth keeping. */
export function deleteDataIssue(issueId: string) {
  return adminApi.delete(`/admin/data-issues/${encodeURIComponent(issueId)}`);
}

export function useDeleteDataIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataIssue,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getDataIssuesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getStatsQueryOptions().queryKey });
    },
  });
}
