import { LRUCache } from 'lru-cache';

/**
 * Share images (PNG) by the card they were drawn from: the key is the strong ETag of the card's text (made
 * from the data by the share module and kept in `app.publicReads`), so an image is drawn once per version of
 * its data and any change of the data is a new key.
 *
 * How it stays current: by its key, like renderedPages. At most 50 MB of images; concurrent misses of one
 * card share one drawing (lru-cache's fetch).
 */
export function shareImages(draw: (key: string, card: string) => Promise<Buffer>) {
  return new LRUCache<string, Buffer, string>({
    maxSize: 50 * 1024 * 1024,
    sizeCalculation: (png) => png.length,
    fetchMethod: (key, _stale, { context }) => draw(key, context),
  });
}
