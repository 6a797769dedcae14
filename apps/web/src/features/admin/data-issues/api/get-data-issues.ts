import { DataIssueSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `GET /api/admin/data-issues`: one page of data issues, newest first. */
export async function getDataIssues({ page }: { page: number }, signal?: AbortSignal) {
  return adminApi.get('/admin/data-issues', pagedResponse(DataIssueSchema), { query: { page }, signal });
}

export const getDataIssuesQueryOptions = (params: { page: number }) =>
  queryOptions({
    queryKey: queryKeys.admin.dataIssues.list(params),
    queryFn: ({ signal }) => getDataIssues(params, signal),
  });

export function useDataIssues(params: { page: number }) {
  return useQuery({ ...getDataIssuesQueryOptions(params), placeholderData: keepPreviousData });
}
