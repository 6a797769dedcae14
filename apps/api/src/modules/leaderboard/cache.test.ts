import { describe, expect, it } from 'vitest';
import { readCache } from './cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('readCache', () => {
  it('loads once for concurrent misses and serves the value while fresh', async () => {
    let clock = 0;
    const cache = readCache({ freshMs: 1000, now: () => clock });
    let loads = 0;
    const load = async () => `v${++loads}`;
    const [a, b, c] = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect([a, b, c]).toEqual(['v1', 'v1', 'v1']);
    clock = 999;
    expect(await cache.get('k', load)).toBe('v1');
    expect(loads).toBe(1);
  });

  it('serves a stale value while one background load refreshes it, then the new value', async () => {
    let clock = 0;
    const cache = readCache({ freshMs: 1000, staleMs: 5000, now: () => clock });
    await cache.get('k', async () => 'old');
    clock = 1500;
    const refresh = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return refresh.promise;
    };
    expect(await cache.get('k', load)).toBe('old');
    expect(await cache.get('k', load)).toBe('old');
    expect(loads).toBe(1);
    refresh.resolve('new');
    await refresh.promise;
    await Promise.resolve();
    expect(await cache.get('k', async () => 'unused')).toBe('new');
  });

  it('waits for a new load once the value is older than the stale limit', async () => {
    let clock = 0;
    const cache = readCache({ freshMs: 1000, staleMs: 5000, now: () => clock });
    await cache.get('k', async () => 'old');
    clock = 6000;
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('drops everything on invalidate and never stores a load that began before it', async () => {
    const cache = readCache({ freshMs: 60_000, now: () => 0 });
    await cache.get('k', async () => 'before');
    const slow = deferred<string>();
    cache.invalidate();
    const started = cache.get('k', () => slow.promise);
    // A write lands while that load is running.
    cache.invalidate();
    slow.resolve('read before the write');
    expect(await started).toBe('read before the write');
    expect(await cache.get('k', async () => 'after the write')).toBe('after the write');
    expect(await cache.get('k', async () => 'unused')).toBe('after the write');
  });

  it('does not keep failures: the next call loads again', async () => {
    const cache = readCache({ freshMs: 60_000, now: () => 0 });
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('keeps at most maxKeys values, dropping the oldest', async () => {
    const cache = readCache({ freshMs: 60_000, maxKeys: 2, now: () => 0 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('is off with freshMs 0', async () => {
    const cache = readCache({ freshMs: 0 });
    let loads = 0;
    await cache.get('k', async () => `v${++loads}`);
    expect(await cache.get('k', async () => `v${++loads}`)).toBe('v2');
  });
});
