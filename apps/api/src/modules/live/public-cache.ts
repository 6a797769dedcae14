import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataChanges } from './changes.js';

/**
 * Reads served from memory while their data's version is current (the database's change
 * notices move it, and a write in this process moves it before its answer goes out), for at most
 * `maxAgeMs` (a status that changes with the clock, such as a tournament starting, needs no write).
 * Concurrent misses of one key share one load; the key count is capped (oldest first out).
 */
export interface PublicCache {
  /** The body (JSON) and its strong ETag for `key`, whose data is `scope`'s: a tournament id, or null (everything). */
  get(key: string, scope: string | null, load: () => Promise<unknown>): Promise<CachedBody>;
  clear(): void;
}

export interface CachedBody {
  body: string;
  etag: string;
}

interface Slot extends CachedBody {
  version: number;
  loadedAt: number;
}

export function publicCache(
  changes: DataChanges,
  { maxAgeMs = 1000, maxKeys = 10_000, now = () => performance.now() } = {},
): PublicCache {
  const slots = new Map<string, Slot>();
  const loading = new Map<string, Promise<Slot>>();
  const versionOf = (scope: string | null) =>
    scope === null ? changes.globalVersion() : changes.tournamentVersion(scope);

  async function load(key: string, scope: string | null, read: () => Promise<unknown>): Promise<Slot> {
    // The version before the read: a change during it leaves the stored copy stale, so the next read reloads.
    const version = versionOf(scope);
    const body = JSON.stringify(await read());
    const slot = { body, etag: etagOf(body), version, loadedAt: now() };
    if (changes.isLive() && maxAgeMs > 0) {
      slots.delete(key);
      slots.set(key, slot);
      for (const oldest of slots.keys()) {
        if (slots.size <= maxKeys) break;
        slots.delete(oldest);
      }
    }
    return slot;
  }

  return {
    async get(key, scope, read) {
      const slot = slots.get(key);
      if (slot && slot.version === versionOf(scope) && now() - slot.loadedAt < maxAgeMs && changes.isLive()) {
        return slot;
      }
      let pending = loading.get(key);
      if (!pending) {
        pending = load(key, scope, read).finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },
    clear: () => slots.clear(),
  };
}

/**
 * Sends a cached public read: `304 Not Modified` with no body when the browser (or a CDN) already has
 * it, else the JSON. `no-cache`: anyone may keep a copy but must ask again each time, so nobody is
 * served a result older than the last write they made (a 304 costs next to nothing).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  /** 'private': one fan's own data (their entries, their rows), which no shared cache may keep. */
  audience: 'public' | 'private' = 'public',
  /** Instead of `<audience>, no-cache`: a constant may be kept for a while. */
  cacheControl = `${audience}, no-cache`,
) {
  reply.header('etag', cached.etag).header('cache-control', cacheControl);
  const match = request.headers['if-none-match'];
  if (match?.split(',').some((tag) => tag.trim() === cached.etag)) return reply.code(304).send();
  // Already JSON, so Fastify sends it as it is; the route's schema still documents its shape.
  return reply.type('application/json; charset=utf-8').send(cached.body as never);
}

/**
 * A public read through the cache: `read` runs on a miss and its answer goes through the route's response
 * schema (as Fastify's serializer would: unknown fields dropped), then is kept as JSON with its ETag.
 */
export async function serveCached(
  cache: PublicCache,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    key,
    scope,
    schema,
    read,
    audience = 'public',
  }: {
    key: string;
    scope: string | null;
    schema: { parse(value: unknown): unknown };
    read: () => Promise<unknown>;
    audience?: 'public' | 'private';
  },
) {
  const cached = await cache.get(key, scope, async () => schema.parse(await read()));
  return sendCached(request, reply, cached, audience);
}

/** A cache key for a read's validated query: the same query in any order of parameters is one key. */
export function queryKey(query: unknown): string {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** A strong ETag for a JSON body. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
