import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PasswordTask } from './password-worker.js';

/** A sign-in is refused rather than left waiting longer than this for its hash (nginx gives up at 60 s). */
const MAX_WAIT_MS = 10_000;
/** A hash's cost before any has been measured (scrypt at better-auth's cost on a slow core). */
const FIRST_GUESS_MS = 100;

/** The worker file beside this one: the build's JavaScript, or the source itself (Node strips its types). */
function workerFile(): string {
  const built = new URL('./password-worker.js', import.meta.url);
  return fileURLToPath(existsSync(fileURLToPath(built)) ? built : new URL('./password-worker.ts', import.meta.url));
}

export interface PasswordHashing {
  /**
   * Takes a request that will check or set a password, if fewer than the bound are waiting: a function that
   * lets it go once it has its answer. Null when full: refuse it (503) before it starts.
   */
  admit(): (() => void) | null;
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Passwords hashed and checked in one worker thread of this process at a lower CPU priority (nice +10), one at
 * a time: a sign-in costs tens of milliseconds of CPU by design, and better-auth's own hashing ran them in
 * libuv's pool, four at once in each process at the event loop's priority, so at the deadline a rush of
 * sign-ins took the cores from the reads (`npm run bench:deadline`: the draw's p99 went from 13 ms to 321 ms
 * beside them). Niced, the hashing gets what the event loops leave; a sign-in waits in the queue instead.
 */
export function passwordHashing({
  queue,
  maxWaitMs = MAX_WAIT_MS,
}: {
  queue: number;
  maxWaitMs?: number;
}): PasswordHashing {
  let pool: Piscina | undefined;
  let admitted = 0;
  /**
   * What a hash has lately cost the ones waiting behind it (a moving average of each one's time from being
   * handed to the pool to its answer, shared among those that were ahead of it): longer when the event
   * loops take the cores from the niced thread.
   */
  let hashMs = FIRST_GUESS_MS;
  /** When each task still in the pool was handed to it, oldest first. */
  const handedAt: number[] = [];
  const run = async (task: PasswordTask): Promise<string | boolean> => {
    pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      niceIncrement: 10,
    });
    const ahead = handedAt.length;
    const at = performance.now();
    handedAt.push(at);
    try {
      const answer: string | boolean = await pool.run(task);
      hashMs = 0.7 * hashMs + (0.3 * (performance.now() - at)) / (ahead + 1);
      return answer;
    } finally {
      handedAt.splice(handedAt.indexOf(at), 1);
    }
  };
  /** Whether the task longest in the pool has waited half the longest wait: the thread is starved. */
  const starved = () => {
    const [oldest] = handedAt;
    return oldest !== undefined && performance.now() - oldest > maxWaitMs / 2;
  };
  return {
    admit() {
      // Full, or the ones waiting would take longer than a fan should wait: the niced thread gets what the
      // event loops leave, so when they take the cores a hash slows down and fewer are let in.
      if (admitted >= queue || admitted * hashMs > maxWaitMs || starved()) return null;
      admitted += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        admitted -= 1;
      };
    },
    async hash(password) {
      const hash = await run({ password });
      if (typeof hash !== 'string') throw new Error('the hashing thread answered no hash');
      return hash;
    },
    verify: async ({ hash, password }) => (await run({ hash, password })) === true,
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
