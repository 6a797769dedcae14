import { AdminLeagueSchema, pagedResponse } from '@squash/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

export interface AdminLeaguesParams {
  page: number;
  /** Part of a league's name or of its owner's username. */
  search: string;
}

/** `GET /api/admin/leagues`: one page of leagues, newest first. */
export async function getAdminLeagues({ page, search }: AdminLeaguesParams, signal?: AbortSignal) {
  return adminApi.get('/admin/leagues', pagedResponse(AdminLeagueSchema), {
    query: { page, search: search || undefined },
    signal,
  });
}

export const getAdminLeaguesQueryOptions = (params: AdminLeaguesParams) =>
  queryOptions({
    queryKey: queryKeys.admin.leagues.list(params),
    queryFn: ({ signal }) => getAdminLeagues(params, signal),
  });

export function useAdminLeagues(params: AdminLeaguesParams) {
  return useQuery({ ...getAdminLeaguesQueryOptions(params), placeholderData: keepPreviousData });
}

/** `DELETE /api/admin/leagues/:id`: the league and its memberships go; entries stay. */
export function useDeleteAdminLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leagueId: string) => adminApi.delete(`/admin/leagues/${encodeURIComponent(leagueId)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.leagues.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all() });
    },
  });
}
