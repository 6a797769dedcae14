import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { notFound } from '../lib/app-error.js';
import { checkedAfter, keptCurrent } from './after-change.js';
import { type CacheScope, cachedBodies, sendCached, serveCached } from './notice-cache.js';

/** What a route file takes from the cache besides its declaration: a query's key, and the mark of a route whose
 * module helper answers through `sendCached` (the compress plugin stays out). */
export { CACHED_ANSWER, queryKey } from './notice-cache.js';

/*
 * A read route's cache, declared once in its own options (issue 64, point 2), the way the Epic Stack's
 * `cachified` declares one: what the answer is kept by, what change ends it, how long it may be kept at most and
 * who may share it. The route's handler is only the read; the plugin below wraps it, so no route makes a cache
 * call of its own (scripts/boundaries.ts refuses one). cache/index.ts says how each cache stays current.
 *
 *   api.get('/matches/:id', {
 *     config: cachedRead<{ params: typeof IdParamSchema }>({ key: ({ params }) => `match:${params.id}`, endedBy: null }),
 *     schema: { params: IdParamSchema, response: { 200: dataResponse(MatchSchema) } },
 *   }, async ({ params }) => ({ data: await getMatch(app.db, params.id) }));
 */

/** A cached route's schemas, as its declaration names them: `{ params: typeof IdParamSchema }`. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
}

/** A cached route's request as its declaration sees it: the params and query its schemas validated. */
export type DeclaredRequest<S extends RouteSchemas> = FastifyRequest & {
  params: S['params'] extends z.ZodType ? z.infer<S['params']> : unknown;
  query: S['query'] extends z.ZodType ? z.infer<S['query']> : unknown;
};

/**
 * A function of a cached route's request. Written as a method's type, which TypeScript compares bivariantly, so a
 * declaration typed by the route's own params (`DeclaredRequest`) is kept as one of any request (the plugin only
 * ever calls it with that route's request).
 */
type OfRequest<R, T> = { of(request: R): T }['of'];

export interface CachedReadDeclaration<R = FastifyRequest> {
  /** What the answer is kept by: the route's name and what it depends on (params, query, the fan of a private read). */
  key: OfRequest<R, string>;
  /**
   * Whose change notices end it: a tournament's id, a league's `league:<id>`, several of them, or null for any
   * change (changes.ts). With `checkedBy: 'leaderboard'`, the one tournament whose leaderboard version it follows.
   */
  endedBy: CacheScope | OfRequest<R, CacheScope>;
  /**
   * How long it may be kept while no notice ends it:
   * - 'draw' (the default, `PUBLIC_CACHE_MS`): a draw's status moves with the clock (a tournament starts) with
   *   no write to tell of it;
   * - 'league' (a minute): nothing in a league's tables moves with the clock alone;
   * - 'leaderboard' (`LEADERBOARD_CACHE_MS`, then one cheap check of the tournament's leaderboard version,
   *   stale-while-revalidate): a leaderboard page or the crowd's picks, asked for by every open page of a
   *   tournament every few seconds.
   */
  keptFor?: 'draw' | 'league' | 'leaderboard';
  /** Who may keep the answer: anyone, a shared cache included ('public', the default), or only the fan it is about. */
  sharedWith?: 'public' | 'fan';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route's read is cached (declared-reads.ts): the plugin serves it through the cache it names. */
    cachedRead?: CachedReadDeclaration;
  }
}

/**
 * A route's `config` declaring its read cached: typed by the route's params and query schemas (`{ params: typeof
 * IdParamSchema }`), which Fastify has validated before the handler, and so before the declaration is asked.
 */
export function cachedRead<S extends RouteSchemas = RouteSchemas>(
  declaration: CachedReadDeclaration<DeclaredRequest<S>>,
): { cachedAnswer: true; cachedRead: CachedReadDeclaration } {
  return { cachedAnswer: true, cachedRead: declaration };
}

export interface DeclaredReadsOptions {
  /** A tournament's leaderboard version (a cheap query): null when it can't tell, 'missing' for no such tournament. */
  leaderboardVersion: (app: FastifyInstance, tournamentId: string) => Promise<string | null>;
}

/** Every handler this plugin has wrapped: Fastify's HEAD route of a GET passes through onRoute too. */
const wrapped = new WeakSet<RouteHandlerMethod>();

function serveDeclaredRead(route: RouteOptions, { leaderboardVersion }: DeclaredReadsOptions) {
  const declared = route.config?.cachedRead;
  if (!declared || wrapped.has(route.handler)) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
    throw new Error(`${route.url}: only a read (GET) can be cached`);
  }
  const read = route.handler;
  // One cached body per distinct leaderboard answer, so its ETag and compressed forms are made once.
  const bodies = cachedBodies();
  const handler: RouteHandlerMethod = async function cachedHandler(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const key = declared.key(request);
    const scope = typeof declared.endedBy === 'function' ? declared.endedBy(request) : declared.endedBy;
    const audience = declared.sharedWith === 'fan' ? 'private' : 'public';
    const load = () => Promise.resolve(read.call(this, request, reply));
    if (declared.keptFor !== 'leaderboard') {
      const cache = declared.keptFor === 'league' ? this.leagueReads : this.publicReads;
      return serveCached(cache, request, reply, { key, scope, audience, read: load });
    }
    if (typeof scope !== 'string') throw new Error(`${route.url}: a leaderboard read follows one tournament`);
    const version = () => leaderboardVersion(this, scope);
    const body = await this.leaderboards.get(
      key,
      {
        version,
        async load() {
          // The version first: a re-rank landing in between makes it older, never newer, than the rows.
          const at = await version();
          if (at === 'missing') throw notFound('Tournament');
          return { value: JSON.stringify(await load()), version: at };
        },
      },
      checkedAfter(this, request, scope),
    );
    return sendCached(request, reply, bodies(key, body), audience, undefined, keptCurrent(this, key, scope, body));
  };
  wrapped.add(handler);
  route.handler = handler;
}

async function registerDeclaredReads(app: FastifyInstance, options: DeclaredReadsOptions) {
  app.addHook('onRoute', (route) => serveDeclaredRead(route, options));
}

/** Serves every route that declares `config: cachedRead(...)` through the cache it names. Registered before the routes. */
export const declaredReads = fp(registerDeclaredReads, { name: 'declared-reads', fastify: '5.x' });
