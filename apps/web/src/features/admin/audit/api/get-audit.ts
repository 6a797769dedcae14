import { type AdminAuditQuery, AuditEntrySchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

export type AuditParams = Pick<AdminAuditQuery, 'page' | 'admin' | 'resource' | 'from' | 'to'>;

/** `GET /api/admin/audit`: one page of the administrators' writes, newest first, with the filters set. */
export async function getAudit({ page, ...filters }: AuditParams, signal?: AbortSignal) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return adminApi.get('/admin/audit', pagedResponse(AuditEntrySchema), { query: { page, ...query }, signal });
}

export const getAuditQueryOptions = (params: AuditParams) =>
  queryOptions({ queryKey: queryKeys.admin.audit(params), queryFn: ({ signal }) => getAudit(params, signal) });

export function useAudit(params: AuditParams) {
  return useQuery({ ...getAuditQueryOptions(params), placeholderData: keepPreviousData });
}
