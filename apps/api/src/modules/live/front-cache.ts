import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedBody } from './public-cache.js';

/**
 * The answers of public reads, kept by exact URL in front of Fastify, the way a reverse proxy's
 * micro-cache would: a repeated read of a draw every open page polls is written straight to the socket,
 * with no routing, hooks or validation (bench:api: they cost more than half of a cached read).
 *
 * Nothing is answered here that Fastify has not answered first: an entry is made by `sendCached` after
 * the route validated the same URL, and holds the very headers and bytes of that answer. It is only
 * served while `isCurrent()` says the cached body behind it is still the one the cache would serve (its
 * version current, within its age), so a write through this process or a change notice from another
 * ends it at once, as it ends the cached body itself. Reads with a body, a cookie-bound audience
 * ('private') or a method other than GET never come here.
 */
export interface FrontCache {
  /** Answers `request` if it can; false: Fastify answers it. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  remember(entry: FrontEntry): void;
  clear(): void;
  readonly size: number;
}

export interface FrontEntry {
  /** The request's URL as it arrived (path and query). */
  url: string;
  /** The encoding the answer is in ('' for none): the reader must have asked for exactly the same. */
  acceptEncoding: string;
  cached: CachedBody;
  /** The answer's bytes: the body, or its compressed form. */
  payload: Buffer;
  etag: string;
  /** Every header of the answer, security headers included, as name/value pairs. */
  headers: ReadonlyArray<readonly [string, string]>;
  isCurrent: () => boolean;
  /** Told of each answer given here (the request metrics). */
  answered: (status: 200 | 304, seconds: number) => void;
}

interface Entry extends FrontEntry {
  full: string[];
  notModified: string[];
}

const keyOf = (url: string, acceptEncoding: string) => `${acceptEncoding}\n${url}`;

export function frontCache({ maxEntries = 10_000 } = {}): FrontCache {
  const entries = new Map<string, Entry>();

  return {
    serve(request, response) {
      if (request.method !== 'GET' || entries.size === 0) return false;
      const { headers } = request;
      const url = request.url ?? '';
      const entry = entries.get(keyOf(url, headers['accept-encoding'] ?? ''));
      if (!entry) return false;
      if (!entry.isCurrent()) {
        entries.delete(keyOf(url, entry.acceptEncoding));
        return false;
      }
      const started = performance.now();
      const match = headers['if-none-match'];
      if (match !== undefined && matchesEtag(match, entry.etag)) {
        response.writeHead(304, entry.notModified);
        response.end();
        entry.answered(304, (performance.now() - started) / 1000);
        return true;
      }
      response.writeHead(200, entry.full);
      response.end(entry.payload);
      entry.answered(200, (performance.now() - started) / 1000);
      return true;
    },
    remember(entry) {
      const full = entry.headers.flat();
      const notModified = entry.headers.filter(([name]) => !/^content-(length|type|encoding)$/i.test(name)).flat();
      const key = keyOf(entry.url, entry.acceptEncoding);
      entries.delete(key);
      entries.set(key, { ...entry, full, notModified });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/** If-None-Match compares weakly (RFC 9110): a proxy that compressed on its way marks the tag W/. */
export function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}
