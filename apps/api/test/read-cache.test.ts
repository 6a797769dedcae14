import { describe, expect, it } from 'vitest';
import { type CacheSource, versionCheckedCache } from '../src/cache/version-checked-cache.js';

/** A source whose value and version the test sets; counts its loads. */
function source(value = 'page-1') {
  const state = { value, version: 'v1', loads: 0 };
  const cacheSource: CacheSource = {
    load: async () => {
      state.loads += 1;
      return { value: state.value, version: state.version };
    },
    version: async () => state.version,
  };
  return { state, cacheSource };
}

describe('versionCheckedCache.peek (what the front cache may answer without asking)', () => {
  it('gives the value while it is fresh, nothing once it is stale, after a write, or before any read', async () => {
    let clock = 0;
    const cache = versionCheckedCache({ freshMs: 1000, now: () => clock });
    const { cacheSource } = source();
    expect(cache.peek('board')).toBeUndefined();
    expect(await cache.get('board', cacheSource)).toBe('page-1');
    expect(cache.peek('board')).toBe('page-1');
    clock = 999;
    expect(cache.peek('board')).toBe('page-1');
    clock = 1000;
    expect(cache.peek('board')).toBeUndefined();
    // Served stale while one check runs in the background; fresh again once it has.
    await cache.get('board', cacheSource);
    await cache.settled();
    expect(cache.peek('board')).toBe('page-1');
    cache.invalidate();
    expect(cache.peek('board')).toBeUndefined();
  });

  it('gives nothing when the cache is off', async () => {
    const cache = versionCheckedCache({ freshMs: 0 });
    await cache.get('board', source().cacheSource);
    expect(cache.peek('board')).toBeUndefined();
  });
});
