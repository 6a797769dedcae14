import { dataResponse } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../lib/admin-api';

const AdminStatsSchema = z.object({
  users: z.number().int(),
  activeTournaments: z.number().int(),
  entries: z.number().int(),
  openDataIssues: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** `GET /api/admin/stats`: the dashboard's counts. */
export async function getStats(signal?: AbortSignal): Promise<AdminStats> {
  return (await adminApi.get('/admin/stats', dataResponse(AdminStatsSchema), { signal })).data;
}

export const getStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'stats'], queryFn: ({ signal }) => getStats(signal) });

export function useStats() {
  return useQuery(getStatsQueryOptions());
}
