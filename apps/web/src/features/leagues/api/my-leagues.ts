import type {
  LeagueLeaderboardResponse,
  LeagueTableRow,
  MyLeague,
  PageInfo,
  SeasonLeaderboardResponse,
} from '@squash/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/*
 * The fan's leagues and a league's tables: read by the leagues pages, the dashboard (my place in each) and
 * a tournament's leaderboard (its scope switch).
 */

// Read by the tournament page too: checked by the server (`MyLeagueSchema`, `LeagueLeaderboardResponseSchema`),
// not again here, so zod stays off that page's load (see `serverTyped`).
const MyLeaguesResponseSchema = serverTyped<{ data: MyLeague[] }>();
const LeagueTableResponseSchema = serverTyped<LeagueLeaderboardResponse>();

/** `GET /api/leagues`: my leagues by name, with my place in each season table. */
export async function getMyLeagues(signal?: AbortSignal): Promise<MyLeague[]> {
  return (await api.get('/leagues', MyLeaguesResponseSchema, { signal })).data;
}

export const myLeaguesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.leagues.mine(), queryFn: ({ signal }) => getMyLeagues(signal) });

export function useMyLeagues({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myLeaguesQueryOptions(), enabled });
}

export interface LeagueTableParams {
  /** One tournament's table; the season's without it. */
  tournamentId?: string;
  /** '2025/26'; the current season when absent (season table only). */
  season?: string;
  page?: number;
  pageSize?: number;
}

export type LeagueTournamentTable = { data: LeagueTableRow[]; pageInfo: PageInfo };

/** `GET /api/leagues/:id/leaderboard`: ranked within the league. */
export function getLeagueTable(
  leagueId: string,
  { tournamentId, season, page = 0, pageSize = 20 }: LeagueTableParams,
  signal?: AbortSignal,
): Promise<LeagueLeaderboardResponse> {
  return api.get(`/leagues/${encodeURIComponent(leagueId)}/leaderboard`, LeagueTableResponseSchema, {
    query: { tournamentId, season, page, page_size: pageSize },
    signal,
  });
}

export const isSeasonTable = (table: LeagueLeaderboardResponse): table is SeasonLeaderboardResponse =>
  'season' in table;

export function leagueTableQueryOptions(leagueId: string, params: LeagueTableParams) {
  return queryOptions({
    queryKey: queryKeys.leagues.table(leagueId, params),
    queryFn: ({ signal }) => getLeagueTable(leagueId, params, signal),
  });
}

/** A league's table; turning a page keeps the last one on screen until the next arrives. */
export function useLeagueTable(
  leagueId: string | undefined,
  params: LeagueTableParams,
  /** Polling while a tournament is under way without its live stream (`useLiveRefetch`). */
  options: { refetchInterval?: number | false; refetchIntervalInBackground?: boolean } = {},
) {
  return useQuery({
    ...leagueTableQueryOptions(leagueId ?? '', params),
    enabled: leagueId !== undefined,
    placeholderData: keepPreviousData,
    ...options,
  });
}
