import { OutboxMailSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

export interface OutboxParams {
  page: number;
  /** Only the mails to this address (any case). */
  to?: string;
}

/** `GET /api/admin/outbox`: one page of the mails kept instead of sent (no SMTP), newest first. */
export async function getOutbox({ page, to }: OutboxParams, signal?: AbortSignal) {
  return adminApi.get('/admin/outbox', pagedResponse(OutboxMailSchema), {
    query: to ? { page, to } : { page },
    signal,
  });
}

export const getOutboxQueryOptions = (params?: OutboxParams) =>
  queryOptions({
    queryKey: params ? ['admin', 'outbox', 'list', params] : ['admin', 'outbox', 'list'],
    queryFn: ({ signal }) => getOutbox(params ?? { page: 0 }, signal),
  });

export function useOutbox(params: OutboxParams) {
  return useQuery({ ...getOutboxQueryOptions(params), placeholderData: keepPreviousData });
}
