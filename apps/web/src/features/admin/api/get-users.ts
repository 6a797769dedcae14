import { AdminUserSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

/** `GET /api/admin/users`: one page of users, newest first. */
export async function getUsers({ page }: { page: number }, signal?: AbortSignal) {
  return adminApi.get('/admin/users', pagedResponse(AdminUserSchema), {
    query: { page, sort_by: 'created_at', sort_order: 'DESC' },
    signal,
  });
}

export const getUsersQueryOptions = (params?: { page: number }) =>
  queryOptions({
    queryKey: params ? ['admin', 'users', 'list', params] : ['admin', 'users', 'list'],
    queryFn: ({ signal }) => getUsers(params ?? { page: 0 }, signal),
  });

export function useUsers(params: { page: number }) {
  return useQuery({ ...getUsersQueryOptions(params), placeholderData: keepPreviousData });
}
