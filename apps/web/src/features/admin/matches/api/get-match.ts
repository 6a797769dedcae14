import { dataResponse, type Match, MatchSchema } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `GET /api/admin/matches/:id`. */
export async function getMatch(matchId: string, signal?: AbortSignal): Promise<Match> {
  return (await adminApi.get(`/admin/matches/${encodeURIComponent(matchId)}`, dataResponse(MatchSchema), { signal }))
    .data;
}

export const getMatchQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.matches.detail(matchId),
    queryFn: ({ signal }) => getMatch(matchId, signal),
  });

export function useMatch(matchId: string) {
  return useQuery(getMatchQueryOptions(matchId));
}
