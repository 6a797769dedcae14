import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A back-office write: calls the endpoint, then refreshes every cached query under the keys it names
 * (each a query-options factory's key, CONVENTIONS 13) before the caller's own `onSuccess` runs, so
 * the page it navigates to shows the saved record.
 */
export function useAdminMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  staleKeys: (data: TData) => QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => Promise.all(staleKeys(data).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
