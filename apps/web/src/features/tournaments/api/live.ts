/**
 * How often a tournament under way asks for news (draw, entry figures, leaderboard): results show
 * within 5 seconds without a reload. Polling, not server-sent events: a few small cached reads per
 * open tab, and TanStack Query already stops while the tab is hidden (`refetchIntervalInBackground`).
 */
export const LIVE_REFRESH_MS = 5000;

/** The query options that make a read live while `live` is true. */
export function liveRefetch(live: boolean) {
  return { refetchInterval: live ? LIVE_REFRESH_MS : false, refetchIntervalInBackground: false } as const;
}
