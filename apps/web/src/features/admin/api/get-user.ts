import { type AdminUserDetail, AdminUserDetailSchema, dataResponse } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

export type { AdminUserDetail };

/** `GET /api/admin/users/:id`: the user with credits, entries, points and success rate. */
export async function getUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return (
    await adminApi.get(`/admin/users/${encodeURIComponent(userId)}`, dataResponse(AdminUserDetailSchema), { signal })
  ).data;
}

export const getUserQueryOptions = (userId?: string) =>
  queryOptions({
    queryKey: userId ? ['admin', 'users', 'detail', userId] : ['admin', 'users', 'detail'],
    queryFn: ({ signal }) => getUser(userId ?? '', signal),
  });

export function useUser(userId: string) {
  return useQuery(getUserQueryOptions(userId));
}
