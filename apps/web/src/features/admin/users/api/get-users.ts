import { AdminUserSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `GET /api/admin/users`: one page of users, newest first. */
export async function getUsers({ page }: { page: number }, signal?: AbortSignal) {
  return adminApi.get('/admin/users', pagedResponse(AdminUserSchema), {
    query: { page, sort_by: 'created_at', sort_order: 'DESC' },
    signal,
  });
}

export const getUsersQueryOptions = (params: { page: number }) =>
  queryOptions({
    queryKey: queryKeys.admin.users.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
  });

export function useUsers(params: { page: number }) {
  return useQuery({ ...getUsersQueryOptions(params), placeholderData: keepPreviousData });
}
