import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { fixedClock } from '../src/lib/clock.js';
import { createTestDatabase, SEED_NOW, type TestDatabase } from './helpers.js';

/*
 * The front cache (modules/live/front-cache.ts) answers a repeated read before Fastify routes it, so no
 * hook runs for it. Each hook Fastify runs for a read the front cache may answer (a route with
 * `cachedAnswer`) must be named here with what the front path does in its place; a hook added later
 * (an audit, tracing, a kill switch) fails this test until someone decides. Hooks are told apart by
 * their function's name, so every hook has one.
 */
const FRONT_PATH: Record<string, string> = {
  'onRequest setSecurityHeaders': 'the kept answer carries every header it was first sent with, these included',
  'onRequest refuseCrossSiteWrite': 'acts on writes only; the front path answers GET alone',
  'onRequest requireUser':
    'a private answer is kept for its session alone and served only while the session cache trusts it',
  'onRequest syncAfterChange':
    'the front path runs the same barrier first (serveAfterChange), then serves only what is current after the change',
  'onRequest warmShareRenderer':
    "a link preview answered from memory draws nothing: the image's own request starts the drawing thread if it must",
  'preHandler requireLeagueMember':
    "a league's table is kept for a member's session alone, and only while the league's version (its members) holds: a fan who leaves is refused at their next read",
  'preValidation refuseUnstorableInput': 'a URL is kept only once Fastify has validated and answered it',
  'onSend endCachesOnWrite': 'acts on writes only',
  'onSend forgetSessionOnWrite': 'acts on writes only',
  'onResponse countRequest': "answered() records the request in the metrics (the route's own series)",
  'onResponse logSlowRequest': 'an answer from memory is never slow: nothing to log',
};

const HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
  'onRequestAbort',
] as const;

let database: TestDatabase;
let app: App;
let seen: FastifyRequest | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  // The caches as production has them: a route is cached only where they are on.
  app = await buildApp(testConfig({ PUBLIC_CACHE_MS: 1000, LEADERBOARD_CACHE_MS: 1000, SESSION_CACHE_MS: 30_000 }), {
    db: database.db,
    clock: fixedClock(SEED_NOW),
  });
  app.addHook('onRequest', function capture(request, _reply, done) {
    seen = request;
    done();
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** The hooks Fastify runs for the route `url` reaches, as 'stage name', and the route's own config. */
async function hooksOf(url: string): Promise<{ hooks: string[]; cached: boolean }> {
  seen = undefined;
  await app.inject({ method: 'GET', url });
  if (!seen) throw new Error(`GET ${url} reached no route`);
  const request = seen as unknown as Record<symbol, Record<string, unknown>>;
  const key = Object.getOwnPropertySymbols(request).find((symbol) => symbol.description === 'fastify.context');
  const context = key ? request[key] : undefined;
  if (!context) throw new Error("Fastify's route context was not found on the request");
  const hooks = HOOKS.flatMap((stage) =>
    ((context[stage] as Array<{ name: string }> | null) ?? []).map(
      (hook) => `${stage} ${hook.name.replace(/^bound /, '')}`,
    ),
  ).filter((hook) => hook !== 'onRequest capture');
  return { hooks, cached: (context.config as { cachedAnswer?: boolean } | undefined)?.cachedAnswer === true };
}

describe('the front cache and the hooks', () => {
  it('every hook of a read it may answer is covered on its path, or named here as not needed', async () => {
    const reads = app.cachedRouteList.filter((route) => route.startsWith('GET ')).map((route) => route.slice(4));
    const problems: string[] = [];
    const used = new Set<string>();
    for (const route of reads) {
      const { hooks, cached } = await hooksOf(route.replace(/:\w+/g, randomUUID()));
      expect(cached, route).toBe(true);
      for (const hook of hooks) {
        used.add(hook);
        if (!hook.split(' ')[1]) problems.push(`${route}: a ${hook.trim()} hook without a name`);
        else if (!(hook in FRONT_PATH)) problems.push(`${route}: '${hook}' runs on the router's path, not the front's`);
      }
    }
    expect(problems).toEqual([]);
    expect(reads.length).toBeGreaterThan(10);
    // Nothing named here that no longer exists.
    expect(Object.keys(FRONT_PATH).filter((hook) => !used.has(hook))).toEqual([]);
  });
});
