import { type AdminUserDetail, AdminUserDetailSchema, dataResponse } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

export type { AdminUserDetail };

/** `GET /api/admin/users/:id`: the user with credits, entries, points and success rate. */
export async function getUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return (
    await adminApi.get(`/admin/users/${encodeURIComponent(userId)}`, dataResponse(AdminUserDetailSchema), { signal })
  ).data;
}

export const getUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.users.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });

export function useUser(userId: string) {
  return useQuery(getUserQueryOptions(userId));
}
