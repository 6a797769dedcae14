import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ZodType } from 'zod';
import { sessionTokenOf } from '../auth/session-token.js';
import { SHARED_AFTER_CHANGE } from './after-change.js';
import { type CachedBody, cachedBody, type Encoding, matchesEtag } from './cached-body.js';
import type { DataChanges } from './changes.js';

/**
 * Whose data a cached read shows: a tournament id, a league's 'league:<id>', several of them (a league's
 * table of one tournament), or null (everything).
 */
export type CacheScope = string | readonly string[] | null;

/**
 * Reads served from memory while their data's version is current (the database's change
 * notices move it, and a write in this process moves it before its answer goes out), for at most
 * `maxAgeMs` (a status that changes with the clock, such as a tournament starting, needs no write).
 * Concurrent misses of one key share one load; the key count is capped (the least
 * recently used first out).
 */
export interface NoticeCache {
  /** The body (JSON) and its strong ETag for `key`, whose data is `scope`'s. */
  get(key: string, scope: CacheScope, load: () => Promise<unknown>): Promise<CachedBody>;
  /** The body `get` would serve for `key` without loading, if it is still current. */
  current(key: string, scope: CacheScope): CachedBody | undefined;
  clear(): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers through `sendCached`, which compresses once per body: the compress plugin stays out. */
    cachedAnswer?: boolean;
  }
}

/** The route config of a read answered through `sendCached` or `serveCached`. */
export const CACHED_ANSWER = { cachedAnswer: true } as const;

/** Below this a compressed answer saves less than it costs (the compress plugin's own threshold). */
const COMPRESS_MIN_BYTES = 1024;
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new Map() });
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 6 (of 11): a draw in about a millisecond, off the event loop, within a tenth of the best size.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

function compressed(cached: CachedBody, encoding: Encoding): Promise<Buffer> {
  let pending = cached.encoded[encoding];
  if (!pending) {
    pending = compressors[encoding](cached.bytes);
    cached.encoded[encoding] = pending;
  }
  return pending;
}

interface Slot extends CachedBody {
  version: number;
}

/** What a load needs: the scope whose version it is read at, and the read. */
interface Load {
  scope: CacheScope;
  read: () => Promise<unknown>;
}

export function noticeCache(
  changes: Pick<DataChanges, 'tournamentVersion' | 'globalVersion' | 'isLive'>,
  { maxAgeMs = 1000, maxKeys = 10_000, now = () => performance.now() } = {},
): NoticeCache {
  // Versions only grow, so the greatest of several moves whenever any of them does.
  const versionOf = (scope: CacheScope): number =>
    scope === null
      ? changes.globalVersion()
      : typeof scope === 'string'
        ? changes.tournamentVersion(scope)
        : Math.max(0, ...scope.map((each) => changes.tournamentVersion(each)));

  async function load({ scope, read }: Load): Promise<Slot> {
    // The version before the read: a change during it leaves the stored copy stale, so the next read reloads.
    const version = versionOf(scope);
    return { ...cachedBody(JSON.stringify(await read())), version };
  }

  // lru-cache: at most `maxKeys` (least recently used out first), each for `maxAgeMs`, one load per key
  // in flight. Time starts at 1: lru-cache reads a start time of 0 as 'no time-to-live'.
  const slots =
    maxAgeMs > 0
      ? new LRUCache<string, Slot, Load>({
          max: maxKeys,
          ttl: maxAgeMs,
          ttlResolution: 0,
          perf: { now: () => now() + 1 },
          fetchMethod: (_key, _stale, { context }) => load(context),
        })
      : null;

  const currentSlot = (key: string, scope: CacheScope) => {
    const slot = slots?.get(key);
    return slot && slot.version === versionOf(scope) && changes.isLive() ? slot : undefined;
  };

  return {
    async get(key, scope, read) {
      if (!slots || !changes.isLive()) return load({ scope, read });
      // The version this reader must see: every notice it has heard of (a read after a change has heard the
      // change's, cache/after-change.ts).
      const wanted = versionOf(scope);
      for (;;) {
        const slot = currentSlot(key, scope);
        if (slot) return slot;
        // Forced: a slot of an older version is still stored, and must not be served while this loads. A load
        // already in flight is shared whatever `forceRefresh` says (lru-cache), and one that began before a
        // notice this reader has heard reads what was true before it: then load again. The next load began
        // after this call, so it is of `wanted` or later.
        const loaded = await slots.fetch(key, { context: { scope, read }, forceRefresh: true });
        if (!loaded) throw new Error(`the cache's load of ${key} answered nothing`);
        if (loaded.version >= wanted) return loaded;
      }
    },
    current: currentSlot,
    clear: () => slots?.clear(),
  };
}

/**
 * Sends a cached public read: `304 Not Modified` with no body when the browser (or a CDN) already has
 * it, else the JSON, compressed when the reader accepts it (each encoding its own ETag, as a strong ETag
 * names one representation). `no-cache`: anyone may keep a copy but must ask again each time, so nobody
 * is served a result older than the last write they made (a 304 costs next to nothing).
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  /** 'private': one fan's own data (their entries, their rows), which no shared cache may keep. */
  audience: 'public' | 'private' = 'public',
  /** Instead of `<audience>, no-cache`: a constant may be kept for a while. */
  cacheControl = `${audience}, no-cache`,
  /**
   * Whether `cached` is still what this read serves: given, the answer is kept in front of Fastify by URL
   * (a private one by URL and session, while the session cache still trusts that session).
   */
  isCurrent?: (afterChange: boolean) => boolean,
) {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && cached.bytes.length >= COMPRESS_MIN_BYTES ? encodings.negotiate(accepted) : null;
  const etag = encoding ? `${cached.etag.slice(0, -1)}-${encoding}"` : cached.etag;
  // A page's read after a change, with its token: one answer for all its watchers (cache/after-change.ts).
  const control =
    audience === 'public' && cacheControl === 'public, no-cache' && request.server.liveTokens.sharedAfterChange(request)
      ? SHARED_AFTER_CHANGE
      : cacheControl;
  reply.header('etag', etag).header('cache-control', control).header('vary', 'accept-encoding');
  reply.type('application/json; charset=utf-8');
  // A content-encoding already set tells the compress plugin to leave the answer alone.
  if (encoding) reply.header('content-encoding', encoding);
  const payload = encoding ? await compressed(cached, encoding) : cached.bytes;
  // Kept in front for the next reader of this URL (a private answer: for this session only), whether this
  // one gets the body or a 304.
  if (isCurrent && request.method === 'GET' && reply.getHeader('set-cookie') === undefined) {
    const sessionToken = audience === 'private' ? sessionTokenOf(request.headers.cookie) : null;
    if (audience === 'public') rememberInFront(request, reply, cached, payload, null, isCurrent);
    else if (sessionToken) {
      const { server } = request;
      rememberInFront(
        request,
        reply,
        cached,
        payload,
        sessionToken,
        (afterChange) => isCurrent(afterChange) && server.sessionKnown(sessionToken),
      );
    }
  }
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, etag)) {
    reply.removeHeader('content-type').removeHeader('content-encoding');
    return reply.code(304).send();
  }
  return reply.send(payload);
}

/** The answer about to go out, kept by its URL (and session) in front of Fastify (front-cache.ts) while `isCurrent` holds. */
function rememberInFront(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  payload: Buffer,
  sessionToken: string | null,
  isCurrent: (afterChange: boolean) => boolean,
) {
  const { front, metrics } = request.server;
  const route = request.routeOptions.url ?? '';
  const headers = Object.entries(reply.getHeaders()).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)] as const],
  );
  front.remember({
    url: request.raw.url ?? request.url,
    sessionToken,
    acceptEncoding: request.headers['accept-encoding'] ?? '',
    cached,
    payload,
    etag: String(reply.getHeader('etag')),
    headers: [...headers, ['content-length', String(payload.length)]],
    isCurrent,
    answered: (status, seconds) => metrics.recordRequest('GET', route, status, seconds),
  });
}

/**
 * The cached form of bodies that another cache already keeps as strings (leaderboard pages, crowd picks):
 * the same string again gets the same CachedBody, so its ETag and compressed forms are made once.
 */
export function cachedBodies(maxKeys = 5000) {
  const bodies = new LRUCache<string, CachedBody>({ max: maxKeys });
  return (key: string, body: string): CachedBody => {
    const known = bodies.get(key);
    if (known?.body === body) return known;
    const cached = cachedBody(body);
    bodies.set(key, cached);
    return cached;
  };
}

/**
 * A public read through the cache: `read` runs on a miss and its answer goes through the route's own 200
 * response schema (as Fastify's serializer would: unknown fields dropped), then is kept as JSON with its ETag.
 */
export async function serveCached(
  cache: NoticeCache,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    key,
    scope,
    read,
    audience = 'public',
  }: {
    key: string;
    scope: CacheScope;
    read: () => Promise<unknown>;
    audience?: 'public' | 'private';
  },
) {
  const schema = (request.routeOptions.schema?.response as Record<number, ZodType> | undefined)?.[200];
  if (!schema) throw new Error(`${request.routeOptions.url} has no 200 response schema to serve through the cache`);
  const cached = await cache.get(key, scope, async () => schema.parse(await read()));
  return sendCached(request, reply, cached, audience, undefined, () => cache.current(key, scope) === cached);
}

/**
 * A cache key for a read's validated query: zod builds it in its schema's order of keys, whatever the
 * order in the URL, and leaves out unknown ones, so the same query is always the same key.
 */
export function queryKey(query: unknown): string {
  return JSON.stringify(query ?? {});
}
