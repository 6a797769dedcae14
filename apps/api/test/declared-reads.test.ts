import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedRead, declaredReads } from '../src/cache/declared-reads.js';
import { asUser, createTestApp, signedInUser, type TestContext } from './helpers.js';

/*
 * A read route declares its cache in its own options (issue 64, point 2, decision 031), and the declared-reads
 * plugin serves it: the answer kept under the declared key, shared as declared, a check before the cache run
 * before it. The caches' own behaviour (read after write on both databases, the leaderboard's checks, the front
 * cache) is their tests' (cache-read-after-write, leaderboard-cache, front-cache-hooks, after-change).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

describe('a declared cached read', () => {
  it('is kept under its declared key and scope, and answered again with the same ETag, a 304 when asked so', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/matches?page_size=1' })).json();
    const id = list.data[0].id as string;
    expect(ctx.app.publicReads.current(`match:${id}`, null)).toBeUndefined();
    const first = await ctx.app.inject({ method: 'GET', url: `/api/matches/${id}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const kept = ctx.app.publicReads.current(`match:${id}`, null);
    expect(kept?.etag).toBe(first.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/matches/${id}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // HEAD, which Fastify adds beside each GET, is served the same way, without a body.
    const head = await ctx.app.inject({ method: 'HEAD', url: `/api/matches/${id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.body).toBe('');
  });

  it("answers a fan's own read for that fan alone: private, kept by the fan's key", async () => {
    const cookie = await signedInUser(ctx.app, 'declared.reads@example.org');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(cookie) })).json();
    const own = await ctx.app.inject({ method: 'GET', url: '/api/user/record', headers: asUser(cookie) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(ctx.app.publicReads.current(`fan-own:${me.data.id}`, null)?.etag).toBe(own.headers.etag);
    // Signed out, the route's own check refuses before any cache is asked.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/record' })).statusCode).toBe(401);
  });

  it("keeps a league's table from a fan who is not a member, however often a member has read it", async () => {
    const owner = await signedInUser(ctx.app, 'declared.owner@example.org');
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: asUser(owner),
      payload: { name: 'Declared Reads League' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const url = `/api/leagues/${made.json().data.id}/leaderboard`;
    for (let read = 0; read < 2; read += 1) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: asUser(owner) })).statusCode).toBe(200);
    }
    const stranger = await signedInUser(ctx.app, 'declared.stranger@example.org');
    const refused = await ctx.app.inject({ method: 'GET', url, headers: asUser(stranger) });
    expect(refused.statusCode).toBe(404);
  });

  it('can only be declared on a read', async () => {
    const app = Fastify();
    await app.register(declaredReads, { leaderboardVersion: async () => null });
    // Fastify runs the route hooks when the route is added or at ready, whichever comes first for it.
    const declare = async () => {
      app.post('/things', { config: cachedRead({ key: () => 'things', endedBy: null }) }, async () => ({ data: [] }));
      await app.ready();
    };
    await expect(declare()).rejects.toThrow('/things: only a read (GET) can be cached');
    await app.close();
  });
});
