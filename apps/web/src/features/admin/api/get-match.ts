import { dataResponse, type Match, MatchSchema } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

/** `GET /api/admin/matches/:id`. */
export async function getMatch(matchId: string, signal?: AbortSignal): Promise<Match> {
  return (await adminApi.get(`/admin/matches/${encodeURIComponent(matchId)}`, dataResponse(MatchSchema), { signal }))
    .data;
}

export const getMatchQueryOptions = (matchId?: string) =>
  queryOptions({
    queryKey: matchId ? ['admin', 'matches', 'detail', matchId] : ['admin', 'matches', 'detail'],
    queryFn: ({ signal }) => getMatch(matchId ?? '', signal),
  });

export function useMatch(matchId: string) {
  return useQuery(getMatchQueryOptions(matchId));
}
