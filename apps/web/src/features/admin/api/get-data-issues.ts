import { DataIssueSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

/** `GET /api/admin/data-issues`: one page of data issues, newest first. */
export async function getDataIssues({ page }: { page: number }, signal?: AbortSignal) {
  return adminApi.get('/admin/data-issues', pagedResponse(DataIssueSchema), { query: { page }, signal });
}

export const getDataIssuesQueryOptions = (params?: { page: number }) =>
  queryOptions({
    queryKey: params ? ['admin', 'data-issues', 'list', params] : ['admin', 'data-issues', 'list'],
    queryFn: ({ signal }) => getDataIssues(params ?? { page: 0 }, signal),
  });

export function useDataIssues(params: { page: number }) {
  return useQuery({ ...getDataIssuesQueryOptions(params), placeholderData: keepPreviousData });
}
