import {
  type CreatePaymentRequest,
  CreatePaymentResponseSchema,
  dataResponse,
  type Payment,
  PaymentSchema,
  pagedResponse,
} from '@squash/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateCredits } from './credit-balance';

const PaymentResponseSchema = dataResponse(PaymentSchema);

/** `POST /api/payments`: opens a checkout session for `creditAmount` credits at the server's price. */
export async function createPayment(body: CreatePaymentRequest) {
  return (await api.post('/payments', body, CreatePaymentResponseSchema)).data;
}

/** `GET /api/payments/:id`: one of the fan's payments (the receipt polls it while it is processing). */
export async function getPayment(paymentId: string, signal?: AbortSignal): Promise<Payment> {
  return (await api.get(`/payments/${encodeURIComponent(paymentId)}`, PaymentResponseSchema, { signal })).data;
}

/** `POST /api/payments/:id/test-checkout`: the test checkout's Pay button. */
export async function payWithTestCard({ paymentId, cardNumber }: { paymentId: string; cardNumber: string }) {
  return (
    await api.post(`/payments/${encodeURIComponent(paymentId)}/test-checkout`, { cardNumber }, PaymentResponseSchema)
  ).data;
}

/** `POST /api/payments/:id/cancel`: 'Change' at the checkout ends the payment it leaves, for good. */
export async function cancelPayment(paymentId: string) {
  return (await api.post(`/payments/${encodeURIComponent(paymentId)}/cancel`, {}, PaymentResponseSchema)).data;
}

/** A payment still being processed is asked again every 2 s until the provider has decided. */
export const PAYMENT_POLL_MS = 2000;
export const isProcessing = (payment: Payment) => payment.status === 'CREATING' || payment.status === 'PENDING';

export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: queryKeys.payment(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    refetchInterval: (query) => (query.state.data && isProcessing(query.state.data) ? PAYMENT_POLL_MS : false),
  });

export function usePayment(paymentId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...paymentQueryOptions(paymentId), enabled });
}

/** Once a payment has been decided, what the fan holds has changed: balance and transactions. */
export function useRefreshCredits() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateCredits(queryClient), [queryClient]);
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}

export function usePayWithTestCard() {
  const queryClient = useQueryClient();
  const refreshCredits = useRefreshCredits();
  return useMutation({
    mutationFn: payWithTestCard,
    onSuccess: async (payment) => {
      queryClient.setQueryData(queryKeys.payment(payment.id), payment);
      await refreshCredits();
    },
  });
}

/** Ends the payment a fan leaves at the checkout; the page moves on at once, whatever the answer. */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSuccess: (payment) => queryClient.setQueryData(queryKeys.payment(payment.id), payment),
  });
}

/** How many of their latest payments /credits shows. */
export const MY_PAYMENTS_SHOWN = 5;

/** `GET /api/payments`: the fan's latest card payments, whatever became of them. */
export function useMyPayments({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.myPayments(),
    queryFn: ({ signal }) =>
      api.get('/payments', pagedResponse(PaymentSchema), { query: { page: 0, page_size: MY_PAYMENTS_SHOWN }, signal }),
    enabled,
  });
}
