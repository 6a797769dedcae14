import { REALTIME_RECONNECT_MS } from './constants.js';

/**
 * Further waits for a stream that keeps failing before it ever opens: the server's bounds refuse it (429
 * or 503 with Retry-After: 30) or it is down. The page polls meanwhile, so asking less often costs nothing.
 */
export const REALTIME_REFUSED_BACKOFF_MS = [30_000, 60_000] as const;

/**
 * How long the page waits before asking for its live stream again after `failures` failures in a row:
 * the spec's 1, 2, 5, then 10 s after a stream that was open drops; when it has not opened since the
 * failures began, the wait grows on to 30 s and then a minute.
 */
export function liveReconnectDelayMs(failures: number, openedSinceFirstFailure: boolean): number {
  const schedule: readonly number[] = openedSinceFirstFailure
    ? REALTIME_RECONNECT_MS
    : [...REALTIME_RECONNECT_MS, ...REALTIME_REFUSED_BACKOFF_MS];
  return schedule[Math.min(Math.max(0, failures), schedule.length - 1)] as number;
}
