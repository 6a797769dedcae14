import { AdminEntrySchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `GET /api/admin/entries`: one page of entries, newest first. */
export async function getEntries({ page }: { page: number }, signal?: AbortSignal) {
  return adminApi.get('/admin/entries', pagedResponse(AdminEntrySchema), { query: { page }, signal });
}

export const getEntriesQueryOptions = (params: { page: number }) =>
  queryOptions({
    queryKey: queryKeys.admin.entries.list(params),
    queryFn: ({ signal }) => getEntries(params, signal),
  });

export function useEntries(params: { page: number }) {
  return useQuery({ ...getEntriesQueryOptions(params), placeholderData: keepPreviousData });
}
