/**
 * A short-lived in-memory cache for hot public reads (leaderboard pages): the same page is asked for
 * by every open tournament page every few seconds, and a database round trip per request can't give
 * a p99 of a few milliseconds at hundreds of requests in flight.
 *
 * - One load per key at a time: concurrent misses share it (no stampede).
 * - Fresh for `freshMs`; after that, and up to `staleMs`, the old value is served while one request
 *   reloads it in the background, so a refresh never makes readers wait.
 * - `invalidate()` after a write in this process drops everything at once; a load that started before
 *   the write is not stored. Writes by other processes (or jobs) show once `freshMs` has passed.
 * - `freshMs` 0 turns it off: every call loads.
 */
export interface ReadCache {
  get(key: string, load: () => Promise<string>): Promise<string>;
  invalidate(): void;
}

interface Slot {
  value: string;
  loadedAt: number;
  generation: number;
}

export function readCache({
  freshMs,
  staleMs = freshMs * 5,
  maxKeys = 5000,
  now = () => performance.now(),
  onRefreshError = (error: unknown) => console.warn(`[cache] background refresh failed: ${String(error)}`),
}: {
  freshMs: number;
  staleMs?: number;
  maxKeys?: number;
  now?: () => number;
  onRefreshError?: (error: unknown) => void;
}): ReadCache {
  const slots = new Map<string, Slot>();
  const loading = new Map<string, Promise<string>>();
  let generation = 0;

  function load(key: string, loader: () => Promise<string>): Promise<string> {
    const running = loading.get(key);
    if (running) return running;
    const startedIn = generation;
    const promise = loader()
      .then((value) => {
        if (startedIn === generation) {
          // Map order is insertion order: drop the oldest keys beyond the cap.
          slots.delete(key);
          slots.set(key, { value, loadedAt: now(), generation: startedIn });
          for (const oldest of slots.keys()) {
            if (slots.size <= maxKeys) break;
            slots.delete(oldest);
          }
        }
        return value;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  }

  return {
    async get(key, loader) {
      if (freshMs <= 0) return loader();
      const slot = slots.get(key);
      if (slot && slot.generation === generation) {
        const age = now() - slot.loadedAt;
        if (age < freshMs) return slot.value;
        if (age < staleMs) {
          load(key, loader).catch(onRefreshError);
          return slot.value;
        }
      }
      return load(key, loader);
    },
    invalidate() {
      generation += 1;
      slots.clear();
      loading.clear();
    },
  };
}
