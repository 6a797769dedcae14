import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { registerAfterChange } from './after-change.js';
import { type DataChanges, listenForChanges } from './changes.js';
import type { FrontCache } from './front-cache.js';
import { noticeCache } from './notice-cache.js';
import { versionCheckedCache } from './version-checked-cache.js';

/*
 * The API's read caches, and the one rule they keep (decision 016).
 *
 * THE RULE. A read is kept only while nothing it shows can have changed, and only where the code can
 * say why:
 * - What may be cached: a GET whose answer depends on the database, the route's path and validated
 *   query, and for a private answer ('private': a fan's own entries, a league's tables for its members)
 *   the session. Never a write, an error, or an answer that sets a cookie.
 * - Key and scope: the key names the route and its query (`queryKey`), and the session for a private
 *   answer (the front cache keys those by session token). The scope names whose changes end it: a
 *   tournament id, a league's `league:<id>`, several of them, or null for everything.
 * - Every table a cached read reads sends a change notice (statement triggers, migrations 0012 and
 *   0015), or changes only in a transaction that writes one that does. `cache-triggers.test.ts` holds
 *   the few of the second kind, with why, and fails for any other.
 * - A write through this process ends every cache before its answer goes out (read your writes); other
 *   processes end theirs on the notice, within milliseconds (`cache-read-after-write.test.ts`). While
 *   the notice listener is down nothing is kept.
 * - A page's read after a change its live stream told of (After-Change) first hears every notice committed
 *   before it, and takes nothing checked before the tournament's latest notice (after-change.ts); with the
 *   change's token it may be kept by a shared cache, nginx, by its URL (decision 026).
 *
 * HOW A READ USES THEM (issue 64): a read route declares its cache in its own options, `config: cachedRead({ key,
 * endedBy, keptFor, sharedWith })` (declared-reads.ts), and the declared-reads plugin serves it through the cache
 * it names; a route file makes no cache call of its own (the boundaries test's `cache-call-in-route`).
 *
 * THE CACHES, every one in this folder, by how each knows it is current (and, for those a route can't name in
 * its declaration, why not):
 * - changes.ts (`app.changes`): not a cache but what they all stand on: the data's versions by scope, from
 *   the change log (decision 032: recorded in each write, published after it), moved at once by a write through
 *   this process.
 * - noticeCache (`app.publicReads`, `app.leagueReads`): a declared read's JSON (`keptFor` 'draw' or 'league'),
 *   current while its scope's notice version hasn't moved, for at most PUBLIC_CACHE_MS (a status that moves with
 *   the clock, such as a tournament starting, needs no write); a league's reads for a minute (nothing in them
 *   moves with the clock). Concurrent misses share one load. Also, undeclared: a league's member check
 *   (leagues/membership.ts: not an answer but a refusal before one) and a share card's text (share/images.ts:
 *   the answer is the PNG drawn from it).
 * - versionCheckedCache (`app.leaderboards`): a declared read with `keptFor: 'leaderboard'` (leaderboard
 *   pages and crowd picks), served for LEADERBOARD_CACHE_MS, then re-checked against the tournament's
 *   leaderboard version with one cheap query (stale-while-revalidate up to five times that); ended at once by a
 *   write in this process.
 * - frontCache (`app.front`): the answers of those reads, by exact URL (and session), written to the
 *   socket before Fastify routes the request, while the cached body behind each is still current.
 *   `front-cache-hooks.test.ts` names what each hook of the router's path becomes on this one. Not declared:
 *   every declared read is kept here by itself.
 * - sessionCache (used by plugins/auth.ts): a session's profile for SESSION_CACHE_MS, ended by the
 *   notices on auth_sessions and users. Not declared: it is no route's answer but who is asking.
 * - rankedOrder (ranked-orders.ts, the leaderboard service): a tournament's entries in leaderboard order,
 *   current while its leaderboard version hasn't moved; a minute at most. Not declared: a service's step
 *   (a page of a fan's rows needs the whole order), not an answer.
 * - recentDrawsCache (recent-draws.ts, entry submissions): a draw reused for 2 s, never trusted alone (the
 *   entry's statement checks it against the database). Not declared: it serves a write.
 * - renderedPages (rendered-pages.ts, plugins/web-app.ts): a page rendered with its data, keyed by that
 *   very data, so any change is a new key; 10 s. Not declared: HTML of the web app's routes, not an API read.
 * - previewedPages (rendered-pages.ts, plugins/web-app.ts): a prerendered page with its link preview's tags,
 *   compressed, keyed by the page and those very tags (the preview is a declared read); 200 at most. Not
 *   declared, as renderedPages.
 * - shareImages (share-images.ts, modules/share): a share image's PNG, keyed by the ETag of the card's text it
 *   was drawn from (that text is kept by the public reads, above), so any change of the data is a new key; 50 MB
 *   in memory and 1 GB on disk by default. Not declared: bytes drawn from a read, not the read.
 * - cachedBody / bodiesByObject / cachedBodies: a body's strong ETag and its compressed forms, made once
 *   per body (per object: a fan's own details, users/details.ts, per profile the session cache holds; not
 *   declared, as it reads no database).
 * A cache defined anywhere else fails the boundaries test (`cache-outside-cache`: lru-cache is imported
 * here alone); the per-database ones (perDatabase) keep two databases in one process apart.
 *
 * THE MECHANICS (bounded maps, time-to-live, one load per key, stale-while-revalidate, single flight) are
 * lru-cache's (its fetch shares one load among concurrent misses); each cache adds only how it knows it is
 * current.
 */

/**
 * The read caches and their invalidation: leaderboard pages (`leaderboards`), the data's versions from
 * the database's change notices (`changes`), public reads (`publicReads`) and their answers in front of
 * Fastify (`front`). A write (result, entry, correction, refund) may move what they hold: it ends them
 * before its answer goes out, so whoever made the change sees it on the next read; other processes learn
 * of it from the database's change notice.
 */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long a league's read is kept at most while no change notice has ended it. */
const LEAGUE_READS_MS = 60_000;

async function registerReadCaches(
  app: FastifyInstance,
  {
    config,
    front,
    changes: shared,
    cacheNow,
  }: { config: Config; front: FrontCache; changes?: DataChanges; cacheNow?: () => number },
) {
  app.decorate('leaderboards', versionCheckedCache({ freshMs: config.LEADERBOARD_CACHE_MS, now: cacheNow }));
  app.addHook('onClose', async () => app.leaderboards.close());
  const changes = shared ?? (await listenForChanges(app.db, { log: console }));
  if (!shared) app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  app.decorate('publicReads', noticeCache(changes, { maxAgeMs: config.PUBLIC_CACHE_MS }));
  // A league's reads change only with a write (members, entries, results), whose change notice ends them at
  // once in every process; nothing in them moves with the clock alone, so they are kept far longer than a draw.
  app.decorate(
    'leagueReads',
    noticeCache(changes, { maxAgeMs: config.PUBLIC_CACHE_MS > 0 ? LEAGUE_READS_MS : 0, maxKeys: 20_000 }),
  );
  app.decorate('front', front);
  registerAfterChange(app);
  app.addHook('onSend', function endCachesOnWrite(request, reply, payload, done) {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) {
      app.leaderboards.invalidate();
      changes.touch();
    }
    done(null, payload);
  });
}

export const readCaches = fp(registerReadCaches, { name: 'read-caches', fastify: '5.x' });
