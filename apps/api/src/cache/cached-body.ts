import { createHash } from 'node:crypto';

/*
 * A cached answer's body and how HTTP caches name it (ETag, If-None-Match): shared by the read caches
 * (notice-cache.ts) and the answers kept in front of Fastify (front-cache.ts), so neither imports the other.
 */

/** The encodings a body is kept compressed in, besides identity. */
export type Encoding = 'br' | 'gzip';

/**
 * A JSON body kept in memory with its strong ETag, and its compressed forms, each made once (on the first
 * request that accepts it) instead of on every answer as @fastify/compress would: a browser always asks
 * for them, and a draw of 25 kB is 3 kB in brotli.
 */
export interface CachedBody {
  body: string;
  etag: string;
  /** The body as bytes (UTF-8), made once. */
  bytes: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export function cachedBody(body: string): CachedBody {
  return { body, etag: etagOf(body), bytes: Buffer.from(body), encoded: {} };
}

/**
 * Bodies made once per object, for answers that are a function of one object alone (a signed-in fan's own
 * details, from the profile the session cache keeps).
 *
 * How it stays current: by the object's identity. A changed profile or a new sign-in is a new object, so a
 * new body; an object nobody holds any more is forgotten with it (a WeakMap).
 */
export function bodiesByObject<Key extends object>(): (key: Key, make: () => string) => CachedBody {
  const bodies = new WeakMap<Key, CachedBody>();
  return (key, make) => {
    let kept = bodies.get(key);
    if (!kept) {
      kept = cachedBody(make());
      bodies.set(key, kept);
    }
    return kept;
  };
}

/** A strong ETag for a JSON body. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match compares weakly (RFC 9110): a proxy that compressed on its way marks the tag W/. */
export function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}
