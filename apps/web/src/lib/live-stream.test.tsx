// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStreamOpen, useLiveStream } from './live-stream';

/*
 * The page's side of the server's change streams: an EventSource while the page is visible, each event handed
 * on with its kind, the stream retried after 1, 2, 5 then 10 s when it fails (longer while the server keeps
 * refusing it), closed while the page is hidden and when the page leaves.
 */

/** An EventSource the test drives: it opens, sends and fails when told. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: string) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

const latest = () => FakeEventSource.made.at(-1) as FakeEventSource;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.made = [];
  visibility = 'visible';
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function watch(path = '/tournaments/t-1/live', enabled = true) {
  const onChange = vi.fn();
  const hook = renderHook(({ on }) => useLiveStream(path, on, onChange), { initialProps: { on: enabled } });
  return { onChange, hook };
}

describe('a live stream', () => {
  it("opens on the API's path, and says so once it is open", () => {
    watch();
    expect(latest().url).toBe('/api/tournaments/t-1/live');
    expect(isStreamOpen('/tournaments/t-1/live')).toBe(false);
    act(() => latest().emit('open'));
    expect(isStreamOpen('/tournaments/t-1/live')).toBe(true);
  });

  it('hands on each event with its kind, its data parsed', () => {
    const { onChange } = watch();
    act(() => {
      latest().emit('open');
      latest().emit('version', '{"version":3}');
      latest().emit('change', '{"at":"token"}');
      latest().emit('change', 'not json');
    });
    expect(onChange.mock.calls).toEqual([
      [{ version: 3 }, 'version'],
      [{ at: 'token' }, 'change'],
      [null, 'change'],
    ]);
  });

  it('retries a stream that failed after 1, 2, 5, then every 10 s', () => {
    watch();
    act(() => latest().emit('open'));
    for (const wait of [1000, 2000, 5000, 10_000, 10_000]) {
      const failed = latest();
      act(() => failed.emit('error'));
      expect(failed.closed).toBe(true);
      expect(isStreamOpen('/tournaments/t-1/live')).toBe(false);
      act(() => vi.advanceTimersByTime(wait - 1));
      expect(latest()).toBe(failed);
      act(() => vi.advanceTimersByTime(1));
      expect(latest()).not.toBe(failed);
    }
  });

  it('starts the schedule again once the stream has opened', () => {
    watch();
    act(() => latest().emit('open'));
    act(() => latest().emit('error'));
    act(() => vi.advanceTimersByTime(1000));
    act(() => latest().emit('error'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => latest().emit('open'));
    const again = latest();
    act(() => again.emit('error'));
    act(() => vi.advanceTimersByTime(1000));
    expect(latest()).not.toBe(again);
  });

  it('waits longer while the server keeps refusing the stream (it never opens)', () => {
    watch();
    const waits: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const refused = latest();
      act(() => refused.emit('error'));
      let waited = 0;
      while (latest() === refused && waited < 120_000) {
        act(() => vi.advanceTimersByTime(1000));
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits.slice(0, 4)).toEqual([1000, 2000, 5000, 10_000]);
    expect(Math.min(...waits.slice(4))).toBeGreaterThan(10_000);
  });

  it('closes while the page is hidden, and opens again when it is shown', () => {
    watch();
    act(() => latest().emit('open'));
    const first = latest();
    visibility = 'hidden';
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(first.closed).toBe(true);
    expect(isStreamOpen('/tournaments/t-1/live')).toBe(false);
    visibility = 'visible';
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(latest()).not.toBe(first);
    expect(latest().closed).toBe(false);
  });

  it('opens nothing while not enabled, and closes when the page leaves', () => {
    const { hook } = watch('/live', false);
    expect(FakeEventSource.made).toHaveLength(0);
    hook.rerender({ on: true });
    expect(FakeEventSource.made).toHaveLength(1);
    act(() => latest().emit('open'));
    hook.unmount();
    expect(latest().closed).toBe(true);
    expect(isStreamOpen('/live')).toBe(false);
    // No retry is left behind either.
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.made).toHaveLength(1);
  });
});
