import type { ServerResponse } from 'node:http';

/** Streams written to in one turn of the event loop before requests waiting behind them get theirs. */
export const FAN_OUT_SLICE = 500;

/**
 * Writes events to live streams a slice at a time: a result for a final's 10,000 watchers on a process is
 * 10,000 socket writes, which in one go held every read that arrived meanwhile for as long as they took
 * (hundreds of milliseconds on a loaded 2-core machine, `npm run bench:proxy`). Between slices the event loop
 * takes the requests waiting (setImmediate runs after I/O), so the watchers still have it within a
 * second and the reads keep their pace. Events keep their order per stream.
 */
export function slicedFanOut(slice = FAN_OUT_SLICE) {
  const queue: Array<[ServerResponse, string]> = [];
  let head = 0;
  let scheduled = false;
  const drain = () => {
    const end = Math.min(queue.length, head + slice);
    for (; head < end; head++) {
      const next = queue[head];
      if (next && !next[0].destroyed && !next[0].writableEnded) next[0].write(next[1]);
    }
    if (head < queue.length) {
      setImmediate(drain);
      return;
    }
    queue.length = 0;
    head = 0;
    scheduled = false;
  };
  return {
    write(stream: ServerResponse, event: string) {
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
