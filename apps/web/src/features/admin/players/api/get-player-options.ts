import type { Gender, Player } from '@squash/core';
import { MAX_PAGE_SIZE } from '@squash/core/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getPlayers } from './get-players';

/**
 * Every player of one tour, by world rank, for the match form's player lists: page after page of the
 * admin list. Kept under the list's key, so a new or edited player refreshes it too.
 */
export async function getPlayerOptions(gender: Gender, signal?: AbortSignal): Promise<Player[]> {
  const all: Player[] = [];
  for (let page: number | null = 0; page !== null; ) {
    const result = await getPlayers({ gender, page, pageSize: MAX_PAGE_SIZE }, signal);
    all.push(...result.data);
    page = result.pageInfo.nextPage;
  }
  return all;
}

export const getPlayerOptionsQueryOptions = (gender: Gender) =>
  queryOptions({
    queryKey: queryKeys.admin.players.options(gender),
    queryFn: ({ signal }) => getPlayerOptions(gender, signal),
  });

export function usePlayerOptions(gender: Gender | undefined) {
  return useQuery({ ...getPlayerOptionsQueryOptions(gender ?? 'mens'), enabled: gender !== undefined });
}
