import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../lib/app-error.js';
import type { ShareCard } from './render-worker.js';

export type { ShareCard } from './render-worker.js';

/**
 * At most this many share images wait for the renderer; more are refused (503) rather than queued: a flood of
 * requests for images nobody has asked for before can't pile up memory or delay the ones already waiting.
 */
export const SHARE_RENDER_QUEUE = 16;

/** The worker file beside this one: the build's JavaScript, or the source itself (Node strips its types). */
function workerFile(): string {
  const built = new URL('./render-worker.js', import.meta.url);
  return fileURLToPath(existsSync(fileURLToPath(built)) ? built : new URL('./render-worker.ts', import.meta.url));
}

export interface ShareRenderer {
  render(card: ShareCard): Promise<Buffer>;
  /**
   * Starts the worker thread (its fonts and layout engine loaded) if it isn't running: a link preview's crawler
   * asks for the page, then for its image, and that image then doesn't wait for the thread to start.
   */
  warm(): void;
  close(): Promise<void>;
}

/**
 * Images one drawing thread draws before it is replaced by a fresh one. resvg-js 2.6 keeps the pixels of every
 * image it draws (about 3.3 MB at 1200 x 630) in native memory that no garbage collection returns, only the
 * thread's end (measured: 2,400 images took a process from 80 MB to 8.6 GB; thx/resvg-js#216, open since
 * 2023). A thread started fresh after this many holds at most about 100 MB.
 */
export const SHARE_IMAGES_PER_THREAD = 32;

/**
 * Share images drawn in one worker thread at a lower CPU priority (piscina's pool, its queue bounded): a
 * rendering takes tens of milliseconds of CPU, which must never be the event loop's, where the API's reads are
 * answered. The thread starts with the first image and stops after a minute without one, or after
 * `imagesPerThread` images: the next one is drawn by a new thread while the old one finishes what it was given
 * and ends, returning the memory the native renderer kept.
 */
export function shareRenderer({ imagesPerThread = SHARE_IMAGES_PER_THREAD } = {}): ShareRenderer {
  let pool: Piscina | undefined;
  let given = 0;
  /** Pools replaced, finishing their last images: their queues count against the bound until they end. */
  const retiring = new Set<Piscina>();
  const fresh = () =>
    new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: 1,
      maxQueue: SHARE_RENDER_QUEUE,
      idleTimeout: 60_000,
      niceIncrement: 10,
    });
  const started = () => {
    pool ??= fresh();
    return pool;
  };
  /** The pool for the next image: after `imagesPerThread`, a fresh one, and the old one ends once it is done. */
  const next = () => {
    const current = started();
    if (given < imagesPerThread) return current;
    given = 0;
    retiring.add(current);
    void current.close().finally(() => retiring.delete(current));
    pool = fresh();
    return pool;
  };
  const waiting = () => [...retiring].reduce((sum, old) => sum + old.queueSize, pool?.queueSize ?? 0);
  return {
    warm() {
      const running = pool !== undefined && pool.threads.length > 0;
      if (!running)
        void started()
          .run(null)
          .catch(() => undefined);
    },
    async render(card) {
      if (waiting() >= SHARE_RENDER_QUEUE) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Too many share images are being drawn right now: try again shortly');
      }
      const workers = next();
      given++;
      const png: Uint8Array = await workers.run(card);
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
    async close() {
      await Promise.all([pool?.destroy(), ...[...retiring].map((old) => old.destroy())]);
      pool = undefined;
      retiring.clear();
    },
  };
}
