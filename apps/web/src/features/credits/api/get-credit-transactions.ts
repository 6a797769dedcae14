import { CreditTransactionSchema, pagedResponse } from '@squash/core';
import { CREDIT_TRANSACTIONS_PAGE_SIZE } from '@squash/core/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/credit-transactions`: one page (20) of the signed-in fan's credit transactions, newest first. */
export async function getCreditTransactions({ page }: { page: number }, signal?: AbortSignal) {
  return api.get('/credit-transactions', pagedResponse(CreditTransactionSchema), {
    query: { page, page_size: CREDIT_TRANSACTIONS_PAGE_SIZE },
    signal,
  });
}

export const getCreditTransactionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.creditTransactions.page(page),
    queryFn: ({ signal }) => getCreditTransactions({ page }, signal),
  });

export function useCreditTransactions({ page, enabled }: { page: number; enabled: boolean }) {
  return useQuery({ ...getCreditTransactionsQueryOptions(page), enabled, placeholderData: keepPreviousData });
}
