import http from 'node:http';

/*
 * `npm run bench:proxy`'s reads of the draw and the leaderboard (forked, told what to do over IPC), at a steady
 * rate each, open loop: a read goes out when it is due however long the earlier ones take, and each is noted
 * with when it was sent and how long it took. A process of their own, as the fans reading are devices of their
 * own: in the bench's main process, its synchronous work (listing PostgreSQL's and nginx's processes for the
 * CPU figures, 200 ms on a slow machine) held back the reads due meanwhile and the noting of those answered,
 * and counted as the server's slowness.
 */

export interface Sample {
  at: number;
  ms: number;
  status: number;
}

type Command = { type: 'start'; reads: Array<{ url: string; rate: number }> } | { type: 'stop' } | { type: 'close' };

/** The wall clock in milliseconds with the monotonic clock's precision: comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

/** Reads of `url` at `rate` a second (keep-alive connections, as many as are in flight) until stopped. */
function steadyReads(url: string, rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const samples: Sample[] = [];
  const interval = 1000 / rate;
  let next = now();
  let stopped = false;
  const inFlight = new Set<Promise<void>>();
  const readOnce = () =>
    new Promise<void>((resolve) => {
      const at = now();
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          samples.push({ at, ms: now() - at, status: response.statusCode ?? 0 });
          resolve();
        });
      });
      request.on('error', () => {
        samples.push({ at, ms: now() - at, status: 0 });
        resolve();
      });
    });
  const tick = () => {
    if (stopped) return;
    // Every read due by now goes out, however late the timer fired: a busy machine doesn't lower the rate.
    while (next <= now()) {
      const read = readOnce();
      inFlight.add(read);
      void read.then(() => inFlight.delete(read));
      next += interval;
    }
    setTimeout(tick, Math.max(0, next - now()));
  };
  tick();
  return {
    async stop() {
      stopped = true;
      await Promise.all(inFlight);
      agent.destroy();
      return samples;
    },
  };
}

let running: Array<ReturnType<typeof steadyReads>> = [];

process.on('message', (command: Command) => {
  if (command.type === 'start') {
    running = command.reads.map(({ url, rate }) => steadyReads(url, rate));
    process.send?.({ type: 'started' });
  } else if (command.type === 'stop') {
    const stopping = running;
    running = [];
    void Promise.all(stopping.map((reads) => reads.stop())).then((samples) =>
      process.send?.({ type: 'samples', samples }),
    );
  } else if (command.type === 'close') {
    process.disconnect?.();
    setTimeout(() => process.exit(0), 100).unref();
  }
});
