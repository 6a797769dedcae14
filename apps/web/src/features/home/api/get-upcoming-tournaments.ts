import type { PageInfo, Tournament } from '@squash/core';
import { HOME_UPCOMING_LIMIT } from '@squash/core/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The first page's own request: not checked again here (see `serverTyped`).
const TournamentsResponse = serverTyped<{ data: Tournament[]; pageInfo: PageInfo }>();

/**
 * `GET /api/tournaments?status=UPCOMING`: the next tournaments open for tips, by start date then end
 * date. The API sorts by one column, so a page of candidates is fetched and ordered here.
 */
export async function getUpcomingTournaments(signal?: AbortSignal) {
  const response = await api.get('/tournaments', TournamentsResponse, {
    query: { status: 'UPCOMING', sort_by: 'start_date', sort_order: 'asc', page_size: HOME_UPCOMING_CANDIDATES },
    signal,
  });
  return nextUpcoming(response.data);
}

/** Enough to find the three earliest even when several start on the same day. */
const HOME_UPCOMING_CANDIDATES = 20;

export function nextUpcoming<T extends { startDate: string; endDate: string; name: string }>(
  tournaments: readonly T[],
): T[] {
  return [...tournaments]
    .sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate) || a.name.localeCompare(b.name),
    )
    .slice(0, HOME_UPCOMING_LIMIT);
}

export function getUpcomingTournamentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tournaments.upcoming(HOME_UPCOMING_LIMIT),
    queryFn: ({ signal }) => getUpcomingTournaments(signal),
  });
}

export function useUpcomingTournaments() {
  return useQuery(getUpcomingTournamentsQueryOptions());
}
