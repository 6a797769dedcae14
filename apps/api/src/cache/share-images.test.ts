import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShareImageStore, shareImages } from './share-images.js';

const folders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('squashtips-share-images-')));

/** The folder a store made since `had` was listed. */
function newFolder(had: Set<string>): string {
  const made = [...folders()].filter((name) => !had.has(name));
  expect(made).toHaveLength(1);
  return join(tmpdir(), made[0] as string);
}

/** Waits until `card` is kept on disk (its file written, then counted): asked for again, it is read back, not drawn. */
async function keptOnDisk(store: ShareImageStore, drawn: string[], card: string) {
  await vi.waitFor(async () => {
    const before = drawn.length;
    await store.fetch(card, card);
    expect(drawn.length).toBe(before);
  });
}

/** A store whose drawings are counted: each card's PNG is its text, 1,000 bytes long. */
function counted(limits: { memoryBytes: number; diskBytes: number }) {
  const drawn: string[] = [];
  const store = shareImages(async (card) => {
    drawn.push(card);
    return Buffer.alloc(1000, card);
  }, limits);
  return { drawn, store };
}

let open: ShareImageStore[] = [];
afterEach(async () => {
  await Promise.all(open.map((store) => store.close()));
  open = [];
});

describe('share images kept', () => {
  it('are drawn once per key while memory keeps them, and concurrent asks share one drawing', async () => {
    const { drawn, store } = counted({ memoryBytes: 10_000, diskBytes: 0 });
    open.push(store);
    await Promise.all([store.fetch('a', 'a'), store.fetch('a', 'a'), store.fetch('a', 'a')]);
    expect((await store.fetch('a', 'a')).toString()[0]).toBe('a');
    expect(drawn).toEqual(['a']);
  });

  it('are read back from disk once memory has let them go, not drawn again', async () => {
    const had = folders();
    const { drawn, store } = counted({ memoryBytes: 0, diskBytes: 100_000 });
    open.push(store);
    const path = newFolder(had);
    await store.fetch('a', 'a');
    await keptOnDisk(store, drawn, 'a');
    const drawings = drawn.length;
    expect((await store.fetch('a', 'a')).equals(Buffer.alloc(1000, 'a'))).toBe(true);
    expect(drawn.length).toBe(drawings);
    expect(readdirSync(path)).toHaveLength(1);
  });

  it('keep the disk within its bound, least recently asked for out first, in a folder only its owner reads', async () => {
    const had = folders();
    const { drawn, store } = counted({ memoryBytes: 0, diskBytes: 3000 });
    open.push(store);
    const path = newFolder(had);
    expect(statSync(path).mode & 0o777).toBe(0o700);
    // One after another, each kept before the next is asked for: the least recently asked for is 'a'.
    for (const card of ['a', 'b', 'c', 'd', 'e']) {
      await store.fetch(card, card);
      await keptOnDisk(store, drawn, card);
    }
    await vi.waitFor(() => expect(readdirSync(path).length).toBe(3));
    for (const file of readdirSync(path)) expect(statSync(join(path, file)).mode & 0o777).toBe(0o600);
    drawn.length = 0;
    await store.fetch('a', 'a');
    expect(drawn).toEqual(['a']);
    await store.close();
    expect(existsSync(path)).toBe(false);
  });
});
