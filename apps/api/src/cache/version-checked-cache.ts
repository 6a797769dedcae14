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
  generation: number;
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
  const slots = new Map<string, Slot>();
  const refreshing = new Map<string, Promise<string>>();
  let generation = 0;
  let closed = false;

  function store(key: string, slot: Slot) {
    // Map order is insertion order: drop the oldest keys beyond the cap.
    slots.delete(key);
    slots.set(key, slot);
    for (const oldest of slots.keys()) {
      if (slots.size <= maxKeys) break;
      slots.delete(oldest);
    }
  }

  async function check(key: string, source: CacheSource, startedIn: number): Promise<string> {
    const slot = slots.get(key);
    if (slot && slot.version !== null && now() - slot.loadedAt < maxAgeMs) {
      const version = await source.version();
      if (version === slot.version && startedIn === generation) {
        slot.checkedAt = now();
        return slot.value;
      }
    }
    const loaded = await source.load();
    if (startedIn === generation) {
      const at = now();
      store(key, { ...loaded, loadedAt: at, checkedAt: at, generation: startedIn });
    }
    return loaded.value;
  }

  function refresh(key: string, source: CacheSource): Promise<string> {
    const running = refreshing.get(key);
    if (running) return running;
    const startedIn = generation;
    const promise = check(key, source, startedIn)
      .catch((error: unknown) => {
        // A failed check leaves nothing behind to serve: the next reader tries again.
        if (startedIn === generation) slots.delete(key);
        throw error;
      })
      .finally(() => {
        if (refreshing.get(key) === promise) refreshing.delete(key);
      });
    refreshing.set(key, promise);
    return promise;
  }

  return {
    peek(key) {
      if (freshMs <= 0) return undefined;
      const slot = slots.get(key);
      return slot && slot.generation === generation && now() - slot.checkedAt < freshMs ? slot.value : undefined;
    },
    async get(key, source) {
      if (freshMs <= 0) return (await source.load()).value;
      const slot = slots.get(key);
      if (slot && slot.generation === generation) {
        const sinceCheck = now() - slot.checkedAt;
        if (sinceCheck < freshMs) return slot.value;
        if (sinceCheck < staleMs) {
          refresh(key, source).catch((error: unknown) => {
            if (!closed) onRefreshError(error);
          });
          return slot.value;
        }
      }
      return refresh(key, source);
    },
    async settled() {
      await Promise.allSettled([...refreshing.values()]);
    },
    invalidate() {
      generation += 1;
      slots.clear();
      refreshing.clear();
    },
    close() {
      closed = true;
    },
  };
}
