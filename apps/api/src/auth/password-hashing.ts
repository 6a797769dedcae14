import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PasswordTask } from './password-worker.js';

/** The worker file beside this one: the build's JavaScript, or the source itself (Node strips its types). */
function workerFile(): string {
  const built = new URL('./password-worker.js', import.meta.url);
  return fileURLToPath(existsSync(fileURLToPath(built)) ? built : new URL('./password-worker.ts', import.meta.url));
}

export interface PasswordHashing {
  /** Whether the queue is full: a sign-in now would wait too long (refuse it before it starts). */
  busy(): boolean;
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
export function passwordHashing({ queue }: { queue: number }): PasswordHashing {
  let pool: Piscina | undefined;
  const run = async <T>(task: PasswordTask): Promise<T> => {
    pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: 1,
      maxQueue: queue,
      idleTimeout: 60_000,
      niceIncrement: 10,
    });
    return pool.run(task);
  };
  return {
    busy: () => (pool?.queueSize ?? 0) >= queue,
    hash: (password) => run<string>({ password }),
    verify: ({ hash, password }) => run<boolean>({ hash, password }),
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
