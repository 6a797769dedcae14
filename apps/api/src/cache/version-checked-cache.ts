import { LRUCache } from 'lru-cache';
import { AppError } from '../lib/app-error.js';

/**
 * A short-lived in-memory cache for hot public reads (leaderboard pages): every open tournament page
 * asks for the same pages every few seconds, and a database read per request can't give a p99 of a
 * few milliseconds at hundreds of requests in flight.
 *
 * - One refresh per key at a time: concurrent misses share it (no stampede).
 * - A value is served as it is for `freshMs` after it was last checked. After that, and up to
 *   `staleMs`, it is still served while one background refresh checks it; later than that, readers
 *   wait for the check.
 * - A check first asks for the key's version (a cheap read); the same version means the value still
 *   holds, and only a changed version (or a value older than `maxAgeMs`, or a `null` version, which
 *   means "can't tell") pays for a new load.
 * - `invalidate()` after a write in this process drops everything at once; a load that started before
 *   it is not stored.
 * - `freshMs` 0 turns it off: every call loads.
 *
 * The mechanics are lru-cache's (`fetch`): the bounded map (least recently used out first), one load
 * per key in flight, the stale value served while it runs, and `clear()` aborting the loads under way
 * so none of them is stored. What is its own: a value's freshness counts from its last check, not
 * from its load, and the check is the version query.
 */
export interface Versioned {
  value: string;
  /** What the value was read at; `null`: no version to compare, so a check always reloads. */
  version: string | null;
}

export interface CacheSource {
  load(): Promise<Versioned>;
  version(): Promise<string | null>;
}

export interface VersionCheckedCache {
  /**
   * The key's value. `after`: a version of the caller's change notices (the tournament's, `app.changes`) the
   * value must have been checked at or after; a value checked before it is checked again now, the reader
   * waiting (one check for all of them). A page that heard of a change asks so, rather than taking a
   * value up to `freshMs` old that may not have it.
   */
  get(key: string, source: CacheSource, options?: { after?: number }): Promise<string>;
  /** The value `get` would serve at once without a check, if any (fresh, and no write since). */
  peek(key: string, options?: { after?: number }): string | undefined;
  invalidate(): void;
  /** Resolves once the checks under way now have ended (a test's signal, instead of a sleep). */
  settled(): Promise<void>;
  /** Stop reporting background failures (the database is closing). */
  close(): void;
}

interface Slot extends Versioned {
  loadedAt: number;
  checkedAt: number;
  /** The caller's notice version when this check began (0 when none was given). */
  checkedAfter: number;
}

/** What a check needs: where to read, and whether a reader is being served the old value meanwhile. */
interface Check {
  source: CacheSource;
  inBackground: boolean;
  after: number;
}

export function versionCheckedCache({
  freshMs,
  staleMs = freshMs * 5,
  maxAgeMs = 60_000,
  maxKeys = 5000,
  now = () => performance.now(),
  // A read the client could have been told no (the tournament deleted meanwhile) is no failure to report.
  onRefreshError = (error: unknown) => {
    if (error instanceof AppError && error.statusCode < 500) return;
    console.warn(`[cache] background refresh failed: ${String(error)}`);
  },
}: {
  freshMs: number;
  staleMs?: number;
  maxAgeMs?: number;
  maxKeys?: number;
  now?: () => number;
  onRefreshError?: (error: unknown) => void;
}): VersionCheckedCache {
  const checking = new Set<Promise<unknown>>();
  /** Each key's check under way, with the notice version it began at. */
  const underway = new Map<string, { after: number; done: Promise<unknown> }>();
  let closed = false;

  async function check(stale: Slot | undefined, { source, after }: Check, signal: AbortSignal): Promise<Slot> {
    if (stale && stale.version !== null && now() - stale.loadedAt < maxAgeMs) {
      const version = await source.version();
      // Aborted: a write came meanwhile, and the version read before it proves nothing after it.
      if (version === stale.version && !signal.aborted) return { ...stale, checkedAt: now(), checkedAfter: after };
    }
    const loaded = await source.load();
    const at = now();
    return { ...loaded, loadedAt: at, checkedAt: at, checkedAfter: after };
  }

  const slots = new LRUCache<string, Slot, Check>({
    max: maxKeys,
    // A load that began before `invalidate()` still answers the readers waiting on it, but is not stored.
    ignoreFetchAbort: true,
    fetchMethod(key, stale, { signal, context }) {
      const running = check(stale, context, signal).catch((error: unknown) => {
        if (context.inBackground && !closed) onRefreshError(error);
        throw error;
      });
      checking.add(running);
      underway.set(key, { after: context.after, done: running });
      void running
        .finally(() => {
          checking.delete(running);
          if (underway.get(key)?.done === running) underway.delete(key);
        })
        .catch(() => {});
      return running;
    },
  });

  return {
    peek(key, { after = 0 } = {}) {
      if (freshMs <= 0) return undefined;
      const slot = slots.peek(key);
      return slot && now() - slot.checkedAt < freshMs && slot.checkedAfter >= after ? slot.value : undefined;
    },
    async get(key, source, { after = 0 } = {}) {
      if (freshMs <= 0) return (await source.load()).value;
      // A check that began before `after` can't answer this reader, and lru-cache's fetch would share it:
      // wait for it to end first.
      for (let running = underway.get(key); running && running.after < after; running = underway.get(key)) {
        await running.done.catch(() => {});
      }
      const slot = slots.peek(key);
      const sinceCheck = slot ? now() - slot.checkedAt : Number.POSITIVE_INFINITY;
      const checkedBefore = !slot || slot.checkedAfter < after;
      if (sinceCheck < freshMs && slot && !checkedBefore) return slot.value;
      const inBackground = sinceCheck < staleMs && !checkedBefore;
      const checked = await slots.fetch(key, {
        context: { source, inBackground, after },
        forceRefresh: true,
        allowStale: inBackground,
      });
      if (!checked) throw new Error(`the cache's check of ${key} answered nothing`);
      return checked.value;
    },
    async settled() {
      await Promise.allSettled([...checking]);
    },
    invalidate() {
      slots.clear();
    },
    close() {
      closed = true;
    },
  };
}
