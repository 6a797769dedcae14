import type { ServerResponse } from 'node:http';
import type { TournamentChange } from '../../cache/changes.js';

/** Streams written to at a time before requests waiting behind them get theirs. */
export const FAN_OUT_SLICE = 100;
/**
 * The pause between slices once an event has more streams than a slice: 100 streams every 5 ms is up to 20,000
 * a second a process, so a final's 10,000 watchers on one process have it within about half a second.
 */
export const FAN_OUT_GAP_MS = 5;
/**
 * The pause for news that can wait a few seconds (a tournament's outlook, a second or so after its result):
 * 100 streams every 50 ms, a final's 10,000 watchers on a process in 5 s, so the second burst of a result
 * doesn't take the cores again while reads arrive.
 */
export const GENTLE_GAP_MS = 50;

/**
 * Writes events to live streams a slice at a time: a result for a final's 10,000 watchers on a process is
 * 10,000 socket writes, which in one go held every read that arrived meanwhile for as long as they took
 * (hundreds of milliseconds on a loaded 2-core machine, `npm run bench:proxy`). A slice of 100 writes holds
 * the event loop a few milliseconds, and between slices it takes the requests waiting; the pause after each
 * spreads the writes, nginx passing them on and the watchers' devices reading them over half a second or so
 * instead of taking every core at once. Measured on 3 processes behind nginx with 30,000 watchers (2 cores,
 * slow day): reads' p99 over the result 52 to 170 ms with slices of 100 every 5 ms, 192 ms with 500 every 25 ms
 * (both with the outlook's notice gentle, `versionFanOut`), 215 to 1,287 ms with 500 a turn (docs/scaling.md). An event for no more streams than a slice goes at once.
 * Events keep their order per stream.
 *
 * An event that `supersedes` (a tournament's new version) replaces the same stream's one still waiting: a
 * result's notice and its outlook's a moment later were two writes to each of 30,000 streams, and the page
 * only needs the newest version to know it must read again.
 */
export function slicedFanOut(
  slice = FAN_OUT_SLICE,
  gapMs = FAN_OUT_GAP_MS,
  /** A round done: seconds from its first event queued to the queue empty again (the metrics' live_fan_out_seconds). */
  onDrained?: (seconds: number) => void,
) {
  const queue: Array<[ServerResponse, string] | undefined> = [];
  /** Where each stream's superseding event waits in the queue. */
  const waiting = new Map<ServerResponse, number>();
  let head = 0;
  let scheduled = false;
  let roundStarted = 0;
  const drain = () => {
    const end = Math.min(queue.length, head + slice);
    for (; head < end; head++) {
      const next = queue[head];
      if (!next) continue;
      if (waiting.get(next[0]) === head) waiting.delete(next[0]);
      if (!next[0].destroyed && !next[0].writableEnded) next[0].write(next[1]);
    }
    if (head < queue.length) {
      if (gapMs > 0) setTimeout(drain, gapMs);
      else setImmediate(drain);
      return;
    }
    queue.length = 0;
    waiting.clear();
    head = 0;
    scheduled = false;
    onDrained?.((performance.now() - roundStarted) / 1000);
  };
  /** Puts `event` in the place of the stream's superseding event still waiting; false when none waits. */
  const replace = (stream: ServerResponse, event: string): boolean => {
    const earlier = waiting.get(stream);
    const slot = earlier === undefined ? undefined : queue[earlier];
    if (!slot) return false;
    slot[1] = event;
    return true;
  };
  return {
    write(stream: ServerResponse, event: string, { supersedes = false } = {}) {
      if (supersedes && replace(stream, event)) return;
      if (supersedes) waiting.set(stream, queue.length);
      queue.push([stream, event]);
      if (!scheduled) {
        scheduled = true;
        roundStarted = performance.now();
        setImmediate(drain);
      }
    },
    replace,
    /** Forgets the stream's superseding event still waiting (a newer one goes another way). */
    drop(stream: ServerResponse) {
      const earlier = waiting.get(stream);
      if (earlier === undefined) return;
      queue[earlier] = undefined;
      waiting.delete(stream);
    },
    /** Events waiting for their slice (the tests'). */
    pending: () => queue.length - head,
  };
}

type FanOut = ReturnType<typeof slicedFanOut>;

/** The comment line that keeps a quiet stream open through proxies. */
export const HEARTBEAT = ': heartbeat\n\n';

/**
 * A heartbeat to every stream each `intervalMs`, in a queue of its own at the gentle pace (100 streams every
 * 50 ms: a process's 15,000 in under 8 s). In the events' queue, a round of 10,000 heartbeats held back any
 * result that came in the half second or more it took, and took the cores at once as a result does; a
 * heartbeat can wait seconds. A round still going out when the next is due (more streams than the interval
 * has slices for) lets that one pass: every stream still has one within two intervals.
 */
export function heartbeats(
  streams: Iterable<ServerResponse>,
  intervalMs: number,
  onDrained?: (seconds: number) => void,
) {
  const beats = slicedFanOut(FAN_OUT_SLICE, GENTLE_GAP_MS, onDrained);
  const timer = setInterval(() => {
    if (beats.pending() > 0) return;
    for (const stream of streams) beats.write(stream, HEARTBEAT);
  }, intervalMs);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    /** Heartbeats waiting for their slice (the tests'). */
    pending: beats.pending,
  };
}

/**
 * A tournament's new versions to its streams: at once through `fanOut`, or at the gentle pace when the change
 * is its outlook alone (then, if the stream's previous version still waits at once, the newer takes its
 * place). Either way a stream keeps only its newest version waiting.
 */
export function versionFanOut(fanOut: FanOut, gentle: FanOut = slicedFanOut(FAN_OUT_SLICE, GENTLE_GAP_MS)) {
  return {
    send(stream: ServerResponse, event: string, { outlookOnly }: TournamentChange) {
      if (outlookOnly) {
        if (!fanOut.replace(stream, event)) gentle.write(stream, event, { supersedes: true });
        return;
      }
      gentle.drop(stream);
      fanOut.write(stream, event, { supersedes: true });
    },
  };
}
