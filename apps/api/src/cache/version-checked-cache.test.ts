import { describe, expect, it } from 'vitest';
import { type CacheSource, versionCheckedCache } from './version-checked-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A source whose value and version a test sets, counting what the cache asks of it. */
function source(initial: { value: string; version: string | null }) {
  const state = { ...initial, loads: 0, checks: 0 };
  const it: CacheSource & { state: typeof state } = {
    state,
    async load() {
      state.loads += 1;
      return { value: state.value, version: state.version };
    },
    async version() {
      state.checks += 1;
      return state.version;
    },
  };
  return it;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('versionCheckedCache', () => {
  it('loads once for concurrent misses and serves the value while fresh', async () => {
    let clock = 0;
    const cache = versionCheckedCache({ freshMs: 1000, now: () => clock });
    const s = source({ value: 'v1', version: '1' });
    expect(await Promise.all([cache.get('k', s), cache.get('k', s), cache.get('k', s)])).toEqual(['v1', 'v1', 'v1']);
    clock = 999;
    expect(await cache.get('k', s)).toBe('v1');
    expect(s.state).toMatchObject({ loads: 1, checks: 0 });
  });

  it('after freshMs checks the version in the background: unchanged costs no load', async () => {
    let clock = 0;
    const cache = versionCheckedCache({ freshMs: 1000, staleMs: 5000, now: () => clock });
    const s = source({ value: 'v1', version: '1' });
    await cache.get('k', s);
    clock = 1500;
    expect(await cache.get('k', s)).toBe('v1');
    await settle();
    expect(s.state).toMatchObject({ loads: 1, checks: 1 });
    // Checked at 1500: fresh again until 2500.
    clock = 2400;
    expect(await cache.get('k', s)).toBe('v1');
    expect(s.state.checks).toBe(1);
  });

  it('serves the stale value while a changed version is reloaded, then the new value', async () => {
    let clock = 0;
    const cache = versionCheckedCache({ freshMs: 1000, staleMs: 5000, now: () => clock });
    const s = source({ value: 'old', version: '1' });
    await cache.get('k', s);
    Object.assign(s.state, { value: 'new', version: '2' });
    clock = 1500;
    expect(await cache.get('k', s)).toBe('old');
    expect(await cache.get('k', s)).toBe('old');
    await settle();
    expect(s.state).toMatchObject({ loads: 2, checks: 1 });
    expect(await cache.get('k', s)).toBe('new');
  });

  it('makes readers wait once the value is older than staleMs since its last check', async () => {
    let clock = 0;
    const cache = versionCheckedCache({ freshMs: 1000, staleMs: 5000, now: () => clock });
    const s = source({ value: 'old', version: '1' });
    await cache.get('k', s);
    Object.assign(s.state, { value: 'new', version: '2' });
    clock = 6000;
    expect(await cache.get('k', s)).toBe('new');
  });

  it('reloads without asking when the version is null or the value older than maxAgeMs', async () => {
    let clock = 0;
    const cache = versionCheckedCache({ freshMs: 1000, staleMs: 1000, maxAgeMs: 10_000, now: () => clock });
    const open = source({ value: 'a', version: null });
    await cache.get('open', open);
    clock = 2000;
    await cache.get('open', open);
    expect(open.state).toMatchObject({ loads: 2, checks: 0 });

    const ranked = source({ value: 'b', version: '7' });
    await cache.get('ranked', ranked);
    clock = 20_000;
    await cache.get('ranked', ranked);
    expect(ranked.state).toMatchObject({ loads: 2, checks: 0 });
  });

  it('drops everything on invalidate and never stores a load that began before it', async () => {
    const cache = versionCheckedCache({ freshMs: 60_000, now: () => 0 });
    const s = source({ value: 'before', version: '1' });
    await cache.get('k', s);
    const slow = deferred<{ value: string; version: string }>();
    cache.invalidate();
    const started = cache.get('k', { load: () => slow.promise, version: async () => '1' });
    // A write lands while that load is running.
    cache.invalidate();
    slow.resolve({ value: 'read before the write', version: '1' });
    expect(await started).toBe('read before the write');
    Object.assign(s.state, { value: 'after the write', version: '2' });
    expect(await cache.get('k', s)).toBe('after the write');
    expect(await cache.get('k', source({ value: 'unused', version: '3' }))).toBe('after the write');
  });

  it('keeps nothing from a failure: the next reader loads again', async () => {
    let clock = 0;
    const cache = versionCheckedCache({ freshMs: 1000, staleMs: 1000, now: () => clock });
    const failing: CacheSource = {
      load: async () => Promise.reject(new Error('Tournament not found')),
      version: async () => 'missing',
    };
    await expect(cache.get('k', failing)).rejects.toThrow('Tournament not found');
    expect(await cache.get('k', source({ value: 'back', version: '1' }))).toBe('back');
    // A value whose source has gone: the check fails, the reader sees the error, nothing stays.
    clock = 5000;
    await expect(cache.get('k', failing)).rejects.toThrow('Tournament not found');
    await expect(cache.get('k', failing)).rejects.toThrow('Tournament not found');
  });

  it('reports a failed background check, and not one a reader waited for (it got the error itself)', async () => {
    let clock = 0;
    const reported: unknown[] = [];
    const cache = versionCheckedCache({
      freshMs: 1000,
      staleMs: 5000,
      now: () => clock,
      onRefreshError: (error) => reported.push(error),
    });
    const s = source({ value: 'v1', version: '1' });
    await cache.get('k', s);
    const lost = async () => Promise.reject(new Error('connection lost'));
    const failing: CacheSource = { load: lost, version: lost };
    clock = 1500;
    expect(await cache.get('k', failing)).toBe('v1');
    await cache.settled();
    expect(reported.map(String)).toEqual(['Error: connection lost']);
    // Nothing kept from it: the next reader waits for a load of its own.
    await expect(cache.get('k', failing)).rejects.toThrow('connection lost');
    expect(reported).toHaveLength(1);
  });

  it('keeps at most maxKeys values, dropping the oldest', async () => {
    const cache = versionCheckedCache({ freshMs: 60_000, maxKeys: 2, now: () => 0 });
    await cache.get('a', source({ value: 'a1', version: '1' }));
    await cache.get('b', source({ value: 'b1', version: '1' }));
    await cache.get('c', source({ value: 'c1', version: '1' }));
    expect(await cache.get('a', source({ value: 'a2', version: '1' }))).toBe('a2');
    expect(await cache.get('c', source({ value: 'c2', version: '1' }))).toBe('c1');
  });

  it('is off with freshMs 0', async () => {
    const cache = versionCheckedCache({ freshMs: 0 });
    const s = source({ value: 'v', version: '1' });
    await cache.get('k', s);
    await cache.get('k', s);
    expect(s.state.loads).toBe(2);
  });

  it("a reader after a notice waits for a check begun after it: a fresh value from before isn't served, nor an older check shared", async () => {
    const cache = versionCheckedCache({ freshMs: 1000, staleMs: 5000, now: () => 0 });
    const s = source({ value: 'before', version: '1' });
    expect(await cache.get('k', s, { after: 1 })).toBe('before');
    // The change is committed; the clock stands still, so the value is fresh to any other reader.
    s.state.value = 'after';
    s.state.version = '2';
    expect(await cache.get('k', s)).toBe('before');
    expect(await cache.get('k', s, { after: 1 })).toBe('before');
    // Notice 2 heard: a reader that heard of it gets the new value, checked for it.
    expect(await cache.get('k', s, { after: 2 })).toBe('after');
    expect(s.state).toMatchObject({ loads: 2, checks: 1 });
    // Kept: checked after notice 2, it is fresh for those readers too.
    expect(await cache.get('k', s, { after: 2 })).toBe('after');
    expect(s.state).toMatchObject({ loads: 2, checks: 1 });

    // A check under way that began at notice 3 (its version read before the next change was committed) is
    // not the answer for a reader that heard of notice 4: that one waits for it to end, then has its own.
    const slow = deferred<string | null>();
    const early = cache.get('k', { load: s.load, version: () => slow.promise }, { after: 3 });
    s.state.value = 'fourth';
    s.state.version = '4';
    const late = cache.get('k', s, { after: 4 });
    slow.resolve('2');
    expect(await early).toBe('after');
    expect(await late).toBe('fourth');
  });
});
