import type { TournamentDetail } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveQuery } from '@/lib/after-change';
import { api, serverTyped } from '@/lib/api-client';
import { useStreamOpen } from '@/lib/live-stream';
import { queryKeys } from '@/lib/query-keys';
import { statusAt } from '../utils/tournament-filters';
import { LIVE_REFRESH_MS, livePath } from './live';

export interface TournamentResponse {
  data: TournamentDetail;
}
// The tournament page's first request, checked by the server against `dataResponse(TournamentDetailSchema)`:
// not again here, so zod stays off the page's first load (see `serverTyped`).
const TournamentResponseSchema = serverTyped<TournamentResponse>();

/** `GET /api/tournaments/:id`: the tournament with its draw. */
export function getTournament(tournamentId: string, signal?: AbortSignal): Promise<TournamentResponse> {
  return api.get(`/tournaments/${encodeURIComponent(tournamentId)}`, TournamentResponseSchema, {
    query: liveQuery(tournamentId),
    signal,
  });
}

export function getTournamentQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: queryKeys.tournaments.detail(tournamentId),
    queryFn: ({ signal }) => getTournament(tournamentId, signal),
    select: (response) => response.data,
  });
}

export function useTournament(tournamentId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const streaming = useStreamOpen(livePath(tournamentId));
  return useQuery({
    ...getTournamentQueryOptions(tournamentId),
    enabled,
    // While play is on, results appear without a reload: pushed by the live stream, polled without it.
    refetchInterval: (query) => {
      const tournament = query.state.data?.data;
      const live = tournament !== undefined && statusAt(tournament, new Date()) === 'ACTIVE';
      return live && !streaming ? LIVE_REFRESH_MS : false;
    },
    refetchIntervalInBackground: false,
  });
}
