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
  get(key: string, source: CacheSource): Promise<string>;
  /** The value `get` would serve at once without a check, if any (fresh, and no write since). */
  peek(key: string): string | undefined;
  invalidate(): void;
  /** Resolves once the checks under way now have ended (a test's signal, instead of a sleep). */
  settled(): Promise<void>;
  /** Stop reporting background failures (the database is closing). */
  close(): void;
}

interface Slot extends Versioned {
  loadedAt: number;
  checkedAt: number;
}

/** What a check needs: where to read, and whether a reader is being served the old value meanwhile. */
interface Check {
  source: CacheSource;
  inBackground: boolean;
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
  let closed = false;

  async function check(stale: Slot | undefined, source: CacheSource, signal: AbortSignal): Promise<Slot> {
    if (stale && stale.version !== null && now() - stale.loadedAt < maxAgeMs) {
      const version = await source.version();
      // Aborted: a write came meanwhile, and the version read before it proves nothing after it.
      if (version === stale.version && !signal.aborted) return { ...stale, checkedAt: now() };
    }
    const loaded = await source.load();
    const at = now();
    return { ...loaded, loadedAt: at, checkedAt: at };
  }

  const slots = new LRUCache<string, Slot, Check>({
    max: maxKeys,
    // A load that began before `invalidate()` still answers the readers waiting on it, but is not stored.
    ignoreFetchAbort: true,
    fetchMethod(_key, stale, { signal, context }) {
      const running = check(stale, context.source, signal).catch((error: unknown) => {
        if (context.inBackground && !closed) onRefreshError(error);
        throw error;
      });
      checking.add(running);
      void running.finally(() => checking.delete(running)).catch(() => {});
      return running;
    },
  });

  return {
    peek(key) {
      if (freshMs <= 0) return undefined;
      const slot = slots.peek(key);
      return slot && now() - slot.checkedAt < freshMs ? slot.value : undefined;
    },
    async get(key, source) {
      if (freshMs <= 0) return (await source.load()).value;
      const slot = slots.peek(key);
      const sinceCheck = slot ? now() - slot.checkedAt : Number.POSITIVE_INFINITY;
      if (sinceCheck < freshMs && slot) return slot.value;
      const inBackground = sinceCheck < staleMs;
      const checked = await slots.fetch(key, {
        context: { source, inBackground },
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
