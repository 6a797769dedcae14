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
 * Share images drawn in one worker thread at a lower CPU priority (piscina's pool, its queue bounded): a
 * rendering takes tens of milliseconds of CPU, which must never be the event loop's, where the API's reads are
 * answered. The thread starts with the first image and stops after a minute without one.
 */
export function shareRenderer(): ShareRenderer {
  let pool: Piscina | undefined;
  const started = () => {
    pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: 1,
      maxQueue: SHARE_RENDER_QUEUE,
      idleTimeout: 60_000,
      niceIncrement: 10,
    });
    return pool;
  };
  return {
    warm() {
      const running = pool !== undefined && pool.threads.length > 0;
      if (!running)
        void started()
          .run(null)
          .catch(() => undefined);
    },
    async render(card) {
      const workers = started();
      if (workers.queueSize >= SHARE_RENDER_QUEUE) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Too many share images are being drawn right now: try again shortly');
      }
      const png: Uint8Array = await workers.run(card);
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
