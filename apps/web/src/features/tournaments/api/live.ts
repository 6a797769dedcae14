import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveStream, useStreamOpen } from '@/lib/live-stream';
import { queryKeys } from '@/lib/query-keys';

/**
 * A tournament under way is pushed its news (draw, entry figures, leaderboard) by the server's live
 * stream (`/api/tournaments/:id/live`): each change asks again for what the page shows, so a result
 * appears within a second or two. While the stream is down the page polls every 5 s instead; TanStack
 * Query stops polling while the tab is hidden (`refetchIntervalInBackground`).
 */
export const LIVE_REFRESH_MS = 5000;

export const livePath = (tournamentId: string) => `/tournaments/${encodeURIComponent(tournamentId)}/live`;

/**
 * Polling every 5 s while `live` and no stream is open for the page's tournament. A hook: the query
 * re-renders when the stream opens or closes, which is when TanStack Query looks at the interval again.
 */
export function useLiveRefetch(live: boolean, tournamentId: string) {
  const streaming = useStreamOpen(livePath(tournamentId));
  return { refetchInterval: live && !streaming ? LIVE_REFRESH_MS : false, refetchIntervalInBackground: false } as const;
}

/**
 * Keeps the tournament's stream open while `live`; each change refreshes the tournament's reads and the
 * fan's entry. `drawOnly`: a tournament still open for tips hears of draw changes (a qualifier set, a
 * player replaced) at once, and only those: the fan's picks on the page are theirs until they submit.
 */
export function useLiveTournament(tournamentId: string, live: boolean, { drawOnly = false } = {}) {
  const queryClient = useQueryClient();
  const onChange = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.detail(tournamentId) });
    if (drawOnly) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.leaderboards(tournamentId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.pickStats(tournamentId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.entries.all() });
    // A league's table of this tournament (the leaderboard's scope switch), and my places in my leagues.
    void queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all() });
  }, [queryClient, tournamentId, drawOnly]);
  useLiveStream(livePath(tournamentId), live, onChange);
}
