import type { CreditBalance } from '@squash/core';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';
import { useSiteConfig } from '@/lib/site-config';

/*
 * The signed-in fan's credit balance. Credits own it; the header, the dashboard and the tournament page's
 * entry read it through this feature's index. The header asks for it on every page, so its answer is
 * taken as the server typed it (no zod on first load, see `serverTyped`).
 */
const CreditBalanceResponse = serverTyped<{ data: CreditBalance }>();

/** After anything that moves credits (a payment, a paid entry): balance and transactions are read again. */
export function invalidateCredits(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.creditBalance() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.creditTransactions.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.myPayments() }),
  ]);
}

const creditBalanceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.creditBalance(),
    queryFn: async ({ signal }) => (await api.get('/credit-balance', CreditBalanceResponse, { signal })).data.balance,
  });

/** The balance in hundredths of a credit, asked only for a signed-in fan while credits are on. */
export function useCreditBalance() {
  const user = useCurrentUser();
  const creditsEnabled = useSiteConfig().data?.creditsEnabled === true;
  return useQuery({ ...creditBalanceQueryOptions(), enabled: user !== null && creditsEnabled });
}

/** Whether the credit screens show: the server's flag (off until the config has arrived). */
export function useCreditsEnabled(): boolean {
  return useSiteConfig().data?.creditsEnabled === true;
}
