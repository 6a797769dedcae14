import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { sessionTokenOf } from '../auth/session-token.js';
import { type CachedBody, matchesEtag } from './cached-body.js';

/**
 * The answers of public reads, kept by exact URL in front of Fastify, the way a reverse proxy's
 * micro-cache would: a repeated read of a draw every open page polls is written straight to the socket,
 * with no routing, hooks or validation (bench:api: they cost more than half of a cached read).
 *
 * Nothing is answered here that Fastify has not answered first: an entry is made by `sendCached` after
 * the route validated the same URL, and holds the very headers and bytes of that answer. It is only
 * served while `isCurrent()` says the cached body behind it is still the one the cache would serve (its
 * version current, within its age), so a write through this process or a change notice from another
 * ends it at once, as it ends the cached body itself. Reads with a body or a method other than GET
 * never come here.
 *
 * A signed-in reader's own answer ('private': their entries, a league's table for its members) is kept
 * for that session alone: found by the session token of the request's cookie as well as the URL, and
 * only while the session is still one the session cache trusts (`isCurrent` asks it), so a sign-out, an
 * ended session or a changed profile ends it at once. Another session, or no cookie, never sees it.
 */
export interface FrontCache {
  /** Answers `request` if it can; false: Fastify answers it. */
  serve(request: IncomingMessage, response: ServerResponse, afterChange?: boolean): boolean;
  remember(entry: FrontEntry): void;
  clear(): void;
  readonly size: number;
}

export interface FrontEntry {
  /** The request's URL as it arrived (path and query). */
  url: string;
  /** For one session's own answer: the session token its cookie must carry; null for a public answer. */
  sessionToken: string | null;
  /** The encoding the answer is in ('' for none): the reader must have asked for exactly the same. */
  acceptEncoding: string;
  cached: CachedBody;
  /** The answer's bytes: the body, or its compressed form. */
  payload: Buffer;
  etag: string;
  /** Every header of the answer, security headers included, as name/value pairs. */
  headers: ReadonlyArray<readonly [string, string]>;
  /**
   * Whether the answer is still current; `afterChange`: for a read after a change heard on a live stream,
   * once this process has heard every change committed before it (cache/after-change.ts).
   */
  isCurrent: (afterChange: boolean) => boolean;
  /** Told of each answer given here (the request metrics). */
  answered: (status: 200 | 304, seconds: number) => void;
}

interface Entry extends FrontEntry {
  full: string[];
  notModified: string[];
}

const keyOf = (url: string, acceptEncoding: string, sessionToken: string | null) =>
  `${sessionToken ?? ''}\n${acceptEncoding}\n${url}`;

export function frontCache({ maxEntries = 10_000, maxPrivateEntries = 20_000 } = {}): FrontCache {
  // Apart, so one session's many answers never push the public ones out.
  const publicEntries = new LRUCache<string, Entry>({ max: maxEntries });
  const privateEntries = new LRUCache<string, Entry>({ max: maxPrivateEntries });

  function find(request: IncomingMessage): { entries: LRUCache<string, Entry>; key: string; entry: Entry } | null {
    const url = request.url ?? '';
    const acceptEncoding = request.headers['accept-encoding'] ?? '';
    const publicKey = keyOf(url, acceptEncoding, null);
    const found = publicEntries.get(publicKey);
    if (found) return { entries: publicEntries, key: publicKey, entry: found };
    // While no session has an answer here, a request's cookie is never read.
    if (privateEntries.size === 0) return null;
    const token = sessionTokenOf(request.headers.cookie);
    if (!token) return null;
    const privateKey = keyOf(url, acceptEncoding, token);
    const own = privateEntries.get(privateKey);
    return own ? { entries: privateEntries, key: privateKey, entry: own } : null;
  }

  return {
    serve(request, response, afterChange = false) {
      if (request.method !== 'GET' || (publicEntries.size === 0 && privateEntries.size === 0)) return false;
      const found = find(request);
      if (!found) return false;
      const { entry } = found;
      if (!entry.isCurrent(afterChange)) {
        found.entries.delete(found.key);
        return false;
      }
      const started = performance.now();
      const match = request.headers['if-none-match'];
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
      const key = keyOf(entry.url, entry.acceptEncoding, entry.sessionToken);
      const entries = entry.sessionToken === null ? publicEntries : privateEntries;
      entries.set(key, { ...entry, full, notModified });
    },
    clear: () => {
      publicEntries.clear();
      privateEntries.clear();
    },
    get size() {
      return publicEntries.size + privateEntries.size;
    },
  };
}
