import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { HEARTBEAT, heartbeats, slicedFanOut, versionFanOut } from '../src/modules/live/fan-out.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function fakeStreams(count: number) {
  return Array.from({ length: count }, () => {
    const written: string[] = [];
    return Object.assign(
      { destroyed: false, writableEnded: false, write: (event: string) => written.push(event) },
      { written },
    );
  });
}

describe("a live event's fan-out", () => {
  it('writes a slice of streams per turn of the event loop, letting what waits run between slices', async () => {
    const fanOut = slicedFanOut(500, 0);
    const streams = fakeStreams(1_200);
    for (const stream of streams) fanOut.write(stream as unknown as ServerResponse, 'event: change\n\n');
    expect(streams.filter((stream) => stream.written.length > 0)).toHaveLength(0);
    const writtenAfter: number[] = [];
    for (let turn = 0; turn < 4; turn++) {
      await nextTurn();
      writtenAfter.push(streams.filter((stream) => stream.written.length > 0).length);
    }
    expect(writtenAfter).toEqual([500, 1_000, 1_200, 1_200]);
    expect(fanOut.pending()).toBe(0);
  });

  it('spreads a large audience over time: a slice, then a pause, so the cores serve what else waits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const fanOut = slicedFanOut(100, 30);
      const streams = fakeStreams(250);
      for (const stream of streams) fanOut.write(stream as unknown as ServerResponse, 'event: change\n\n');
      const written = () => streams.filter((stream) => stream.written.length > 0).length;
      await nextTurn();
      expect(written()).toBe(100);
      vi.advanceTimersByTime(29);
      await nextTurn();
      expect(written()).toBe(100);
      vi.advanceTimersByTime(1);
      expect(written()).toBe(200);
      vi.advanceTimersByTime(30);
      expect(written()).toBe(250);
      expect(fanOut.pending()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps each stream's events in order and skips streams that have closed", async () => {
    const fanOut = slicedFanOut(2, 0);
    const [open, closed] = fakeStreams(2) as [ReturnType<typeof fakeStreams>[0], ReturnType<typeof fakeStreams>[0]];
    closed.destroyed = true;
    for (const event of ['a', 'b', 'c']) {
      fanOut.write(open as unknown as ServerResponse, event);
      fanOut.write(closed as unknown as ServerResponse, event);
    }
    for (let turn = 0; turn < 4; turn++) await nextTurn();
    expect(open.written).toEqual(['a', 'b', 'c']);
    expect(closed.written).toEqual([]);
  });

  it("replaces a stream's waiting version with a newer one, and never a stream's other events", async () => {
    const fanOut = slicedFanOut(1, 0);
    const [first, second] = fakeStreams(2) as [ReturnType<typeof fakeStreams>[0], ReturnType<typeof fakeStreams>[0]];
    fanOut.write(first as unknown as ServerResponse, 'v1', { supersedes: true });
    fanOut.write(second as unknown as ServerResponse, 'v1', { supersedes: true });
    fanOut.write(first as unknown as ServerResponse, ': heartbeat');
    // Both still wait: the newer version takes the older one's place.
    fanOut.write(first as unknown as ServerResponse, 'v2', { supersedes: true });
    fanOut.write(second as unknown as ServerResponse, 'v2', { supersedes: true });
    await nextTurn();
    expect(first.written).toEqual(['v2']);
    // The second stream's wait is over for its first event once written; a newer one then queues anew.
    for (let turn = 0; turn < 4; turn++) await nextTurn();
    expect(first.written).toEqual(['v2', ': heartbeat']);
    expect(second.written).toEqual(['v2']);
    fanOut.write(second as unknown as ServerResponse, 'v3', { supersedes: true });
    await nextTurn();
    expect(second.written).toEqual(['v2', 'v3']);
  });

  it("takes a newer version in the place of a stream's one still waiting, or forgets it when told", async () => {
    const fanOut = slicedFanOut(1, 0);
    const [first, second] = fakeStreams(2) as [ReturnType<typeof fakeStreams>[0], ReturnType<typeof fakeStreams>[0]];
    expect(fanOut.replace(first as unknown as ServerResponse, 'v0')).toBe(false);
    fanOut.write(first as unknown as ServerResponse, 'v1', { supersedes: true });
    fanOut.write(second as unknown as ServerResponse, 'v1', { supersedes: true });
    expect(fanOut.replace(first as unknown as ServerResponse, 'v2')).toBe(true);
    fanOut.drop(second as unknown as ServerResponse);
    for (let turn = 0; turn < 3; turn++) await nextTurn();
    expect(first.written).toEqual(['v2']);
    expect(second.written).toEqual([]);
    expect(fanOut.replace(first as unknown as ServerResponse, 'v3')).toBe(false);
  });

  it("sends a tournament's outlook at the gentle pace, a result at once, and each stream only its newest version", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const now = slicedFanOut(2, 10);
      const gentle = slicedFanOut(2, 100);
      const versions = versionFanOut(now, gentle);
      const streams = fakeStreams(4);
      const [a, b, c, d] = streams as [
        ReturnType<typeof fakeStreams>[0],
        ReturnType<typeof fakeStreams>[0],
        ReturnType<typeof fakeStreams>[0],
        ReturnType<typeof fakeStreams>[0],
      ];
      const send = (stream: typeof a, event: string, outlookOnly: boolean) =>
        versions.send(stream as unknown as ServerResponse, event, { outlookOnly });
      // A result for four watchers: two now, two after the pause.
      for (const stream of streams) send(stream, 'result', false);
      await nextTurn();
      expect(streams.map((stream) => stream.written)).toEqual([['result'], ['result'], [], []]);
      // Its outlook: where the result still waits it takes its place; the others wait for the gentle pace.
      for (const stream of streams) send(stream, 'outlook', true);
      vi.advanceTimersByTime(10);
      expect(streams.map((stream) => stream.written)).toEqual([['result'], ['result'], ['outlook'], ['outlook']]);
      await nextTurn();
      expect(a.written).toEqual(['result', 'outlook']);
      expect(b.written).toEqual(['result', 'outlook']);
      // A result after an outlook still waiting goes now, and the outlook is forgotten.
      send(c, 'outlook 2', true);
      send(d, 'outlook 2', true);
      send(d, 'result 2', false);
      await nextTurn();
      expect(d.written).toEqual(['outlook', 'result 2']);
      vi.advanceTimersByTime(1_000);
      await nextTurn();
      expect(c.written).toEqual(['outlook', 'outlook 2']);
      expect(d.written).toEqual(['outlook', 'result 2']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends every stream its heartbeat at the gentle pace, apart from the events, which never wait behind them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const streams = fakeStreams(250);
    const beat = heartbeats(streams as unknown as ServerResponse[], 1_000);
    try {
      const events = slicedFanOut();
      const beaten = () => streams.filter((stream) => stream.written.includes(HEARTBEAT)).length;
      const told = () => streams.filter((stream) => stream.written.includes('event: change\n\n')).length;
      vi.advanceTimersByTime(1_000);
      // A result right after the round began: every stream has it in three slices, 5 ms apart.
      for (const stream of streams) events.write(stream as unknown as ServerResponse, 'event: change\n\n');
      await nextTurn();
      vi.advanceTimersByTime(10);
      expect(told()).toBe(250);
      // The heartbeats meanwhile: a slice every 50 ms.
      expect(beaten()).toBe(100);
      vi.advanceTimersByTime(40);
      expect(beaten()).toBe(200);
      vi.advanceTimersByTime(50);
      expect(beaten()).toBe(250);
      expect(beat.pending()).toBe(0);
    } finally {
      beat.stop();
      vi.useRealTimers();
    }
  });

  it('lets a round of heartbeats pass while the one before is still going out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const streams = fakeStreams(250);
    const beat = heartbeats(streams as unknown as ServerResponse[], 60);
    const counts = () => streams.map((stream) => stream.written.length);
    try {
      vi.advanceTimersByTime(60);
      await nextTurn();
      // 60 ms later the second slice has gone and the third waits: that round lets the next tick pass.
      vi.advanceTimersByTime(60);
      expect(beat.pending()).toBe(50);
      vi.advanceTimersByTime(40);
      expect(beat.pending()).toBe(0);
      expect(new Set(counts())).toEqual(new Set([1]));
      // The next tick (180 ms) begins a round again.
      vi.advanceTimersByTime(20);
      await nextTurn();
      expect(counts().filter((count) => count === 2)).toHaveLength(100);
    } finally {
      beat.stop();
      vi.useRealTimers();
    }
  });

  it('tells how long each round took, from its first event queued to every stream written', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const rounds: number[] = [];
      const fanOut = slicedFanOut(100, 30, (seconds) => rounds.push(seconds));
      const streams = fakeStreams(250);
      for (const stream of streams) fanOut.write(stream as unknown as ServerResponse, 'event: change\n\n');
      await nextTurn();
      vi.advanceTimersByTime(30);
      expect(rounds).toEqual([]);
      // An event queued meanwhile is the same round's.
      fanOut.write(streams[0] as unknown as ServerResponse, 'event: change\n\n');
      vi.advanceTimersByTime(30);
      expect(rounds).toEqual([0.06]);
      // The next begins when an event is queued again.
      vi.advanceTimersByTime(1_000);
      fanOut.write(streams[1] as unknown as ServerResponse, 'event: change\n\n');
      await nextTurn();
      expect(rounds).toEqual([0.06, 0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
