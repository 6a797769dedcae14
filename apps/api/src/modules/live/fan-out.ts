import type { ServerResponse } from 'node:http';

/** Streams written to at a time before requests waiting behind them get theirs. */
export const FAN_OUT_SLICE = 500;
/**
 * The pause between slices once an event has more streams than a slice: 500 streams every 25 ms is 20,000 a
 * second a process, so a final's 10,000 watchers on one process have it within half a second.
 */
export const FAN_OUT_GAP_MS = 25;

/**
 * Writes events to live streams a slice at a time: a result for a final's 10,000 watchers on a process is
 * 10,000 socket writes, which in one go held every read that arrived meanwhile for as long as they took
 * (hundreds of milliseconds on a loaded 2-core machine, `npm run bench:proxy`). Between slices the event loop
 * takes the requests waiting, and with `gapMs` the machine's cores too: the writes, nginx passing them on
 * and the readers' devices are spread over a few hundred milliseconds instead of taking every core at once,
 * so reads arriving meanwhile keep their pace while every watcher still has the event within a second.
 * An event for no more streams than a slice goes at once. Events keep their order per stream.
 *
 * An event that `supersedes` (a tournament's new version) replaces the same stream's one still waiting: a
 * result's notice and its outlook's a moment later were two writes to each of 30,000 streams, and the page
 * only needs the newest version to know it must read again.
 */
export function slicedFanOut(slice = FAN_OUT_SLICE, gapMs = FAN_OUT_GAP_MS) {
  const queue: Array<[ServerResponse, string]> = [];
  /** Where each stream's superseding event waits in the queue. */
  const waiting = new Map<ServerResponse, number>();
  let head = 0;
  let scheduled = false;
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
  };
  return {
    write(stream: ServerResponse, event: string, { supersedes = false } = {}) {
      const earlier = supersedes ? waiting.get(stream) : undefined;
      const slot = earlier === undefined ? undefined : queue[earlier];
      if (slot) {
        slot[1] = event;
        return;
      }
      if (supersedes) waiting.set(stream, queue.length);
      queue.push([stream, event]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
    },
    /** Events waiting for their slice (the tests'). */
    pending: () => queue.length - head,
  };
}
