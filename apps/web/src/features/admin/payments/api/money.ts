import {
  AdminPaymentSchema,
  type AdminPaymentsQuery,
  AdminPrizeWindowSchema,
  CreditTransactionSchema,
  dataResponse,
  type PaymentStatus,
  PrizePoolSchema,
  PrizeSchema,
  pagedResponse,
} from '@squash/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/*
 * The back office's money: a fan's credits (with bonus credits), a tournament's prize pool (with its
 * cash prizes), and every card payment.
 */

const UserCreditsSchema = pagedResponse(CreditTransactionSchema).extend({ balance: z.number().int() });

/** `GET /api/admin/users/:id/credit-transactions`: the fan's balance and one page (20) of their lines. */
export const getUserCreditsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.users.creditsPage(userId, page),
    queryFn: ({ signal }) =>
      adminApi.get(`/admin/users/${encodeURIComponent(userId)}/credit-transactions`, UserCreditsSchema, {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useUserCredits(userId: string, page: number) {
  return useQuery(getUserCreditsQueryOptions(userId, page));
}

/** `POST /api/admin/users/:id/credits`: Add Bonus Credits; one idempotency key per form submission. */
export function useAddBonusCredits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, reason, key }: { amount: number; reason: string; key: string }) =>
      adminApi.post(
        `/admin/users/${encodeURIComponent(userId)}/credits`,
        { amount, reason },
        dataResponse(z.object({ balance: z.number().int() })),
        { headers: { 'Idempotency-Key': key } },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.credits(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.detail(userId) }),
      ]),
  });
}

/** `GET /api/admin/tournaments/:id/prize-pool`: fee, pool, the split (projected until settled), prizes. */
export function usePrizePool(tournamentId: string) {
  return useQuery({
    queryKey: queryKeys.admin.tournaments.prizePool(tournamentId),
    queryFn: ({ signal }) =>
      adminApi
        .get(`/admin/tournaments/${encodeURIComponent(tournamentId)}/prize-pool`, dataResponse(PrizePoolSchema), {
          signal,
        })
        .then((body) => body.data),
  });
}

/** `POST /api/admin/prizes/:id/mark-paid` with the payment's reference, and what was checked of an unverified winner. */
export function useMarkPrizePaid(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ prizeId, ...body }: { prizeId: string; reference: string; identityChecked?: string }) =>
      adminApi.post(
        `/admin/prizes/${encodeURIComponent(prizeId)}/mark-paid`,
        body,
        dataResponse(PrizeSchema.pick({ id: true, paidAt: true, reference: true, cents: true })),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.prizePool(tournamentId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.detail(tournamentId) }),
      ]),
  });
}

/**
 * `PUT /api/admin/tournaments/:id/prize-hold` with why, or `DELETE` to release (`reason` null): the payout waits
 * while held (issue 62, point 6).
 */
export function useSetPrizeHold(tournamentId: string) {
  const queryClient = useQueryClient();
  const url = `/admin/tournaments/${encodeURIComponent(tournamentId)}/prize-hold` as const;
  return useMutation({
    mutationFn: (reason: string | null) =>
      reason === null
        ? api.delete(url, dataResponse(AdminPrizeWindowSchema))
        : adminApi.put(url, { reason }, dataResponse(AdminPrizeWindowSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.prizePool(tournamentId) }),
  });
}

/** `POST /api/admin/disputes/:id/resolve` with how it was resolved (told to the fan). */
export function useResolveDispute(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, resolution }: { disputeId: string; resolution: string }) =>
      adminApi.post(`/admin/disputes/${encodeURIComponent(disputeId)}/resolve`, { resolution }, z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.prizePool(tournamentId) }),
  });
}

/** `PATCH /api/admin/tournaments/:id {entryFee}`: while no entry has paid it. */
export function useSetEntryFee(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryFee: number) =>
      adminApi.patch(`/admin/tournaments/${encodeURIComponent(tournamentId)}`, { entryFee }, z.unknown()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.prizePool(tournamentId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.detail(tournamentId) }),
      ]),
  });
}

/** `GET /api/admin/payments`: one page (20) of card payments, newest first, optionally one status. */
export function usePayments(params: Pick<AdminPaymentsQuery, 'page'> & { status?: PaymentStatus }) {
  return useQuery({
    queryKey: queryKeys.admin.payments(params),
    queryFn: ({ signal }) =>
      adminApi.get('/admin/payments', pagedResponse(AdminPaymentSchema), {
        query: { page: params.page, status: params.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
