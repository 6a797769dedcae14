import { type AdminStats, AdminStatsSchema, dataResponse } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

export type { AdminStats };

/** `GET /api/admin/stats`: the dashboard's counts. */
export async function getStats(signal?: AbortSignal): Promise<AdminStats> {
  return (await adminApi.get('/admin/stats', dataResponse(AdminStatsSchema), { signal })).data;
}

export const getStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.stats(), queryFn: ({ signal }) => getStats(signal) });

export function useStats() {
  return useQuery(getStatsQueryOptions());
}
