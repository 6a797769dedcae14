import { LRUCache } from 'lru-cache';

/**
 * How long a page rendered with its data is sent again to readers whose answers are the same: a busy
 * tournament's page costs one rendering per this time (a few milliseconds of the event loop), not one
 * per reader. The page's data says when it was rendered, so its first frame's countdown is that old at
 * most; the app then reads the clock (decision 018).
 */
export const RENDERED_PAGE_MS = 10_000;

/**
 * Pages the server renders per request with their data (a tournament's page), by a hash of the path and the
 * very answers they were rendered with.
 *
 * How it stays current: by its key. Any change of the data is a different answer, so a different key and a
 * new rendering; the 10 s time-to-live only bounds the memory of pages nobody asks for again.
 */
export function renderedPages(): LRUCache<string, string> {
  return new LRUCache<string, string>({ max: 500, ttl: RENDERED_PAGE_MS });
}

/**
 * A prerendered page (the home page, say) with its link preview's tags and title, compressed for one encoding:
 * by the page, its language, the encoding and the tags themselves, so the home page stays one compression per
 * version of its preview, not one per reader.
 *
 * How it stays current: by its key (the preview's own text; a change of the data is other tags).
 */
export function previewedPages(): LRUCache<string, { br?: Buffer; gzip?: Buffer }> {
  return new LRUCache<string, { br?: Buffer; gzip?: Buffer }>({ max: 200 });
}
