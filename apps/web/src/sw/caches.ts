/*
 * The service worker's caches, named here for both sides: the worker fills them, the page clears the
 * private one (lib/offline-cache.ts). Plain values only: the page imports this file too.
 */

/** API reads kept for when the network is gone; may hold a fan's private answers. */
export const API_READS_CACHE = 'api-reads';
/** Pages as the server last sent them (the public HTML; nothing of a fan's own). */
export const PAGES_CACHE = 'pages';

/**
 * The API reads the worker keeps: the site's content and the fan's own (with who is signed in, so their
 * pages open offline as theirs), not the rest of sign-in, live streams (never-ending answers), payments,
 * the back office, metrics or the API's documentation, which must always be current or are no use offline.
 */
export function isCachedApiRead(path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  if (path === '/api/auth/get-session') return true;
  if (/\/live$/.test(path)) return false;
  return !/^\/api\/(auth|live|payments|admin|metrics|docs|openapi|push|health|dev)(\/|\.|$)/.test(path);
}
