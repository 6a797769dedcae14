import { LRUCache } from 'lru-cache';
import { perDatabase } from './per-database.js';

/** How long a draw read by a submission is reused by the next ones (decision 017). */
export const RECENT_DRAW_MS = 2000;

/**
 * Open tournaments' draws as entry submissions read them (typed by the submission path, which makes the one
 * instance), per database, for two seconds: at the deadline
 * thousands of fans submit against the same draw, and reading it (63 rows) was half of each submission's
 * round trips.
 *
 * How it stays current: it doesn't need to. It is never trusted alone: the entry's statement checks the
 * draw's fingerprint, the fee and the start against the database, and writes nothing if any moved (the
 * submission then reads the draw again). The time-to-live only bounds how long a changed draw costs that
 * second read.
 */
export function recentDrawsCache<Draw extends object>(): (db: object) => LRUCache<string, Draw> {
  return perDatabase(() => new LRUCache<string, Draw>({ max: 100, ttl: RECENT_DRAW_MS }));
}
