import { describe, expect, it } from 'vitest';
import { dataChangeState } from './changes.js';
import { noticeCache } from './notice-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A tournament's draw as the database has it, read by a load the test holds until it lets it answer. */
function heldDraw() {
  const state = { result: 'none', loads: 0 };
  const held: Array<() => void> = [];
  return {
    state,
    /** Lets every load under way answer. */
    release: () => {
      for (const answer of held.splice(0)) answer();
    },
    async read() {
      state.loads += 1;
      // What the query saw when it ran: the data as it was when the load began.
      const seen = state.result;
      const answer = deferred<void>();
      held.push(answer.resolve);
      await answer.promise;
      return { result: seen };
    },
  };
}

const changes = () => {
  const state = dataChangeState();
  return { state, changes: { ...state, isLive: () => true } };
};

describe('noticeCache', () => {
  it('shares one load among concurrent misses of a key', async () => {
    const { changes: c } = changes();
    const cache = noticeCache(c, { maxAgeMs: 1000 });
    const draw = heldDraw();
    const both = Promise.all([cache.get('draw', 't1', draw.read), cache.get('draw', 't1', draw.read)]);
    await Promise.resolve();
    draw.release();
    const [a, b] = await both;
    expect(a.body).toBe('{"result":"none"}');
    expect(b).toBe(a);
    expect(draw.state.loads).toBe(1);
  });

  it("doesn't answer a reader who heard a notice with a load that began before it", async () => {
    const { state, changes: c } = changes();
    const cache = noticeCache(c, { maxAgeMs: 1000 });
    const draw = heldDraw();
    // A plain read's load is under way when the result commits and its notice arrives.
    const before = cache.get('draw', 't1', draw.read);
    await Promise.resolve();
    draw.state.result = '3-1';
    state.notice('t1');
    // A page that heard of the change asks now: the load in flight read the draw before the result.
    const after = cache.get('draw', 't1', draw.read);
    draw.release();
    expect((await before).body).toBe('{"result":"none"}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    draw.release();
    expect((await after).body).toBe('{"result":"3-1"}');
    expect(draw.state.loads).toBe(2);
    // And it is what the next reader is served, with no load of its own.
    expect((await cache.get('draw', 't1', draw.read)).body).toBe('{"result":"3-1"}');
    expect(draw.state.loads).toBe(2);
  });

  it('loads again once a notice of its scope arrives, and not for another scope', async () => {
    const { state, changes: c } = changes();
    const cache = noticeCache(c, { maxAgeMs: 1000 });
    let loads = 0;
    const read = async () => ({ loads: ++loads });
    expect((await cache.get('draw', 't1', read)).body).toBe('{"loads":1}');
    state.notice('t2');
    expect((await cache.get('draw', 't1', read)).body).toBe('{"loads":1}');
    state.notice('t1');
    expect((await cache.get('draw', 't1', read)).body).toBe('{"loads":2}');
  });
});
