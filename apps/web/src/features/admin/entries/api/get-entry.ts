import { AdminEntrySchema, dataResponse } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `GET /api/admin/entries/:id`. */
export async function getEntry(entryId: string, signal?: AbortSignal) {
  return (
    await adminApi.get(`/admin/entries/${encodeURIComponent(entryId)}`, dataResponse(AdminEntrySchema), { signal })
  ).data;
}

export const getEntryQueryOptions = (entryId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.entries.detail(entryId),
    queryFn: ({ signal }) => getEntry(entryId, signal),
  });

export function useEntry(entryId: string) {
  return useQuery(getEntryQueryOptions(entryId));
}
