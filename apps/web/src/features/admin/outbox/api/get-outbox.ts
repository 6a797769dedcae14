import { OutboxMailSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

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

export const getOutboxQueryOptions = (params: OutboxParams) =>
  queryOptions({
    queryKey: queryKeys.admin.outbox.list(params),
    queryFn: ({ signal }) => getOutbox(params, signal),
  });

export function useOutbox(params: OutboxParams) {
  return useQuery({ ...getOutboxQueryOptions(params), placeholderData: keepPreviousData });
}
