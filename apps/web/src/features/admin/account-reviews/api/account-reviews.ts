import { AccountReviewSchema, dataResponse, type ResolveAccountReviewRequest } from '@squash/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/account-reviews`: pairs of accounts a signal says may be one person's, newest seen first. */
export function useAccountReviews(status: 'open' | 'resolved') {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.accountReviews.list(status),
      queryFn: async ({ signal }) =>
        (
          await api.get('/admin/account-reviews', dataResponse(z.array(AccountReviewSchema)), {
            query: { status },
            signal,
          })
        ).data,
    }),
  );
}

/** `POST /api/admin/account-reviews/:id/resolve`: two people, or one (naming the second account), audited. */
export function useResolveAccountReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, ...decision }: ResolveAccountReviewRequest & { reviewId: string }) =>
      (
        await api.post(
          `/admin/account-reviews/${encodeURIComponent(reviewId)}/resolve`,
          decision,
          dataResponse(AccountReviewSchema),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.accountReviews.all() }),
  });
}
