import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { rememberLiveToken } from '@/lib/after-change';
import { type LiveEventKind, useLiveStream, useStreamOpen } from '@/lib/live-stream';
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
 * At most one draw refresh in this long while a tournament is open for tips: every entry submitted is a
 * change too, and in the last minutes before the lock thousands of open pages must not each read the draw
 * again for each of thousands of entries. A draw change (a qualifier set) still shows within seconds.
 */
export const OPEN_DRAW_REFRESH_MS = 15_000;
/** The first refresh waits up to this long, at random, so open pages don't all ask in the same instant. */
const OPEN_DRAW_JITTER_MS = 2_000;

/**
 * Keeps the tournament's stream open while `live`; each change refreshes the tournament's reads and the
 * fan's entry. `drawOnly`: a tournament still open for tips hears of draw changes (a qualifier set, a
 * player replaced), refreshing only the draw, spread out and at most once per OPEN_DRAW_REFRESH_MS; the
 * fan's picks on the page are theirs until they submit.
 */
export function useLiveTournament(tournamentId: string, live: boolean, { drawOnly = false } = {}) {
  const queryClient = useQueryClient();
  const lastDrawRefresh = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const onChange = useCallback(
    (data: unknown, kind: LiveEventKind) => {
      // The reads asked again carry the change's token (lib/after-change.ts).
      if (kind === 'change') rememberLiveToken(tournamentId, (data as { at?: unknown } | null)?.at);
      const refreshDraw = (counts: boolean) => {
        pending.current = null;
        if (counts) lastDrawRefresh.current = Date.now();
        void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.detail(tournamentId) });
      };
      if (drawOnly) {
        if (pending.current) return;
        // The stream's first message (on opening, or opening again) asks again too, but it is no change: it
        // must not hold back the next real one (a qualifier set seconds after the page opened showed 15 s late).
        const counts = kind === 'change';
        const wait = counts ? Math.max(0, lastDrawRefresh.current + OPEN_DRAW_REFRESH_MS - Date.now()) : 0;
        pending.current = setTimeout(() => refreshDraw(counts), wait + Math.random() * OPEN_DRAW_JITTER_MS);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.detail(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.leaderboards(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.pickStats(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.entries.all() });
      // A league's table of this tournament (the leaderboard's scope switch), and my places in my leagues.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all() });
    },
    [queryClient, tournamentId, drawOnly],
  );
  useLiveStream(livePath(tournamentId), live, onChange);
}
