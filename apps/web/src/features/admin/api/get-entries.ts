import { AdminEntrySchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

/** `GET /api/admin/entries`: one page of entries, newest first. */
export async function getEntries({ page }: { page: number }, signal?: AbortSignal) {
  return adminApi.get('/admin/entries', pagedResponse(AdminEntrySchema), { query: { page }, signal });
}

export const getEntriesQueryOptions = (params?: { page: number }) =>
  queryOptions({
    queryKey: params ? ['admin', 'entries', 'list', params] : ['admin', 'entries', 'list'],
    queryFn: ({ signal }) => getEntries(params ?? { page: 0 }, signal),
  });

export function useEntries(params: { page: number }) {
  return useQuery({ ...getEntriesQueryOptions(params), placeholderData: keepPreviousData });
}
