import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';

export interface ShareImageStore {
  /** The PNG of `key` (a card's ETag), drawn from `card` (its text) when neither memory nor disk has it. */
  fetch(key: string, card: string): Promise<Buffer>;
  /** Empties the folder once the writes in flight are done. */
  close(): Promise<void>;
}

/**
 * Share images (PNG) by the card they were drawn from: the key is the strong ETag of the card's text (made
 * from the data by the share module and kept in `app.publicReads`), so an image is drawn once per version of
 * its data and any change of the data is a new key.
 *
 * How it stays current: by its key, like renderedPages. The most asked for are kept in memory (`memoryBytes`,
 * 50 MB by default: a few hundred images); every image drawn is also written to a folder of this process's own
 * (`diskBytes`, owner-only, emptied when the process stops), so that a tournament's thousands of entry images
 * in three languages are drawn once each, not again whenever memory has let them go (issue 63: each drawing is
 * 50 ms of a thread). Both bounds hold: past them the least recently asked for goes. Concurrent misses of one
 * card share one drawing (lru-cache's fetch).
 */
export function shareImages(
  draw: (card: string) => Promise<Buffer>,
  { memoryBytes, diskBytes }: { memoryBytes: number; diskBytes: number },
): ShareImageStore {
  const disk = diskBytes > 0 ? diskTier(diskBytes) : undefined;
  const drawAndKeep = async (key: string, card: string) => {
    const png = (await disk?.read(key)) ?? (await draw(card));
    disk?.keep(key, png);
    return png;
  };
  const memory =
    memoryBytes > 0
      ? new LRUCache<string, Buffer, string>({
          maxSize: memoryBytes,
          sizeCalculation: (png) => png.length,
          fetchMethod: (key, _stale, { context }) => drawAndKeep(key, context),
        })
      : undefined;
  return {
    async fetch(key, card) {
      const png = memory ? await memory.fetch(key, { context: card }) : await drawAndKeep(key, card);
      if (!png) throw new Error(`the share image ${key} was not drawn`);
      return png;
    },
    async close() {
      memory?.clear();
      await disk?.close();
    },
  };
}

/** PNGs in a temporary folder only this process's user can read, at most `maxBytes`, least recently asked for out first. */
function diskTier(maxBytes: number) {
  const folder = mkdtempSync(join(tmpdir(), 'squashtips-share-images-'));
  const file = (key: string) => join(folder, `${createHash('sha256').update(key).digest('hex')}.png`);
  /** Writes in flight: the folder is removed only after them (one landing in it meanwhile made it not empty). */
  const writing = new Set<Promise<unknown>>();
  let closed = false;
  const kept = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes),
    dispose: (_bytes, key, reason) => {
      if (reason !== 'set') void rm(file(key), { force: true });
    },
  });
  return {
    async read(key: string): Promise<Buffer | undefined> {
      if (!kept.has(key)) return undefined;
      kept.get(key);
      return readFile(file(key)).catch(() => {
        kept.delete(key);
        return undefined;
      });
    },
    keep(key: string, png: Buffer) {
      if (closed || kept.has(key) || png.length > maxBytes) return;
      // Written, then counted: an image is read from disk only once it is all there.
      const write = writeFile(file(key), png, { mode: 0o600 })
        .then(() => {
          if (!closed) kept.set(key, png.length);
        })
        .catch(() => undefined)
        .finally(() => writing.delete(write));
      writing.add(write);
    },
    async close() {
      closed = true;
      await Promise.all(writing);
      kept.clear();
      await rm(folder, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
