import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuth, resolveAuthSecret } from './auth/auth.js';
import { passwordHashing } from './auth/password-hashing.js';
import { type LiveTokens, liveTokens } from './cache/after-change.js';
import type { DataChanges } from './cache/changes.js';
import { declaredReads } from './cache/declared-reads.js';
import { type FrontCache, frontCache } from './cache/front-cache.js';
import { readCaches } from './cache/index.js';
import type { NoticeCache } from './cache/notice-cache.js';
import type { VersionCheckedCache } from './cache/version-checked-cache.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { type Mailer, outboxMailer, smtpMailer } from './integrations/mail/mailer.js';
import type { JobRunner } from './jobs/queue.js';
import type { Clock } from './lib/clock.js';
import { accountSignalHooks } from './modules/account-reviews/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { creditRoutes } from './modules/credits/routes.js';
import { entryRoutes } from './modules/entries/routes.js';
import { fanRoutes } from './modules/fans/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { identityRoutes } from './modules/identity/routes.js';
import { leaderboardRoutes } from './modules/leaderboard/routes.js';
import { leaderboardVersion } from './modules/leaderboard/service.js';
import { leagueRoutes } from './modules/leagues/routes.js';
import { liveRoutes } from './modules/live/routes.js';
import { matchRoutes } from './modules/matches/routes.js';
import { myDataRoutes } from './modules/my-data/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { playerRoutes } from './modules/players/routes.js';
import { prizeWindowRoutes } from './modules/prizes/routes.js';
import { pushRoutes } from './modules/push/routes.js';
import {
  notifyDevices,
  type PushEvent,
  pushFigures,
  resolveVapidKeys,
  type VapidKeys,
} from './modules/push/service.js';
import { responsiblePlayRoutes } from './modules/responsible-play/routes.js';
import { shareRoutes } from './modules/share/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { tournamentRoutes } from './modules/tournaments/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { apiDocs, apiDocument } from './plugins/api-docs.js';
import { authentication } from './plugins/auth.js';
import { errorHandling, frameworkErrorHandler } from './plugins/error-handler.js';
import { httpServerFactory } from './plugins/http-server.js';
import { jsonBody } from './plugins/json-body.js';
import { type Metrics, metrics, type PoolStats } from './plugins/metrics.js';
import { rateLimits } from './plugins/rate-limits.js';
import { clientErrorHandler, securityHeaderHooks } from './plugins/security-headers.js';
import { textInputGuard } from './plugins/text-input.js';
import { webApp } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    mailer: Mailer;
    /** The job queue, once the server has started it (absent in tests that don't need it). */
    jobs: JobRunner | null;
    /** The server's Web Push identity (VAPID keys): configured, or generated once and kept. */
    vapid: VapidKeys;
    /**
     * Notifies the devices of an event's fans, once per event (issue 26): through the job queue when it
     * runs, never slowing the request; in this process otherwise (tests, tools). A failure is logged,
     * never the caller's.
     */
    notify(event: PushEvent): Promise<void>;
    /** Leaderboard pages kept in memory for a moment; cleared by any write through this process. */
    leaderboards: VersionCheckedCache;
    /** The data's versions, kept current by the database's change notices (LISTEN/NOTIFY). */
    changes: DataChanges;
    /** The tokens live streams send with a change, for the reads pages ask again for (cache/after-change.ts). */
    liveTokens: LiveTokens;
    /** Public reads served from memory while their version is current. */
    publicReads: NoticeCache;
    /** Leagues' reads (tables, members, a member's role), the same way, kept longer (no clock moves them). */
    leagueReads: NoticeCache;
    /** Their answers, kept by URL and written before Fastify routes the request. */
    front: FrontCache;
    /** Every route registered, as 'METHOD /url' (the access-matrix test walks them all). */
    routeList: string[];
    /** The routes answered through the read caches (`config.cachedAnswer`), as 'METHOD /url'. */
    cachedRouteList: string[];
  }
}

export interface AppDependencies {
  db: Database;
  clock: Clock;
  /** The database pool's figures for /api/metrics (PostgreSQL); absent on the embedded database. */
  poolStats?: () => PoolStats;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox that only administrators read. */
  mailer?: Mailer;
  /** Change notices to share (a test of two instances gives each its own); made here when absent. */
  changes?: DataChanges;
  /** The milliseconds the leaderboard cache measures freshness by (a test moves them by hand); performance.now by default. */
  cacheNow?: () => number;
}

export type App = FastifyInstance;

/** The whole server, built in-process: `server.ts` listens with it, tests call `app.inject`. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<App> {
  const front = frontCache();
  const app = Fastify({
    serverFactory: httpServerFactory(
      config,
      front,
      (): Metrics | undefined => app.metrics,
      (): DataChanges | undefined => app.changes,
    ),
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Errors are logged by the error handler and slow requests below; a line per request is opt-in.
    logController: new LogController({ disableRequestLogging: !config.ACCESS_LOG }),
    // Ids in paths are UUIDs and queries short; anything bigger is a mistake or an attack.
    routerOptions: { maxParamLength: 1000 },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  const routeList: string[] = [];
  const cachedRouteList: string[] = [];
  app.decorate('routeList', routeList);
  app.decorate('cachedRouteList', cachedRouteList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeList.push(`${method} ${route.url}`);
      if (route.config?.cachedAnswer) cachedRouteList.push(`${method} ${route.url}`);
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure first, then routes (fastify/demo order).
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('clock', deps.clock);
  const mailer =
    deps.mailer ??
    (config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : outboxMailer(deps.db, { quiet: config.NODE_ENV === 'test' }));
  app.decorate('mailer', mailer);
  app.decorate('jobs', null);
  await app.register(readCaches, { config, front, changes: deps.changes, cacheNow: deps.cacheNow });
  // Before any route: each read route that declares its cache (`config: cachedRead(...)`) is served through it.
  await app.register(declaredReads, {
    leaderboardVersion: (server, tournamentId) => leaderboardVersion(server.db, tournamentId, server.clock.now()),
  });
  app.addHook('onClose', () => mailer.close());
  app.addHook('onResponse', function logSlowRequest(request, reply, done) {
    const elapsed = reply.elapsedTime;
    if (elapsed >= config.SLOW_REQUEST_MS) {
      request.log.warn(
        { route: request.routeOptions.url, status: reply.statusCode, ms: Math.round(elapsed) },
        'slow request',
      );
    }
    done();
  });
  // Each a plugin that Fastify doesn't encapsulate (fastify-plugin): its hooks and decorators are the whole app's.
  await app.register(errorHandling);
  await app.register(jsonBody);
  await app.register(textInputGuard);
  await app.register(securityHeaderHooks, {
    stripe: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY),
  });
  await app.register(compression);
  // Before any route it documents (the metrics' and every /api route).
  await app.register(apiDocs);
  await app.register(rateLimits, { enabled: config.RATE_LIMIT_ENABLED, db: deps.db });
  const secret = await resolveAuthSecret(deps.db, config);
  app.decorate('liveTokens', liveTokens(secret));
  const passwords = passwordHashing({ queue: config.SIGN_IN_QUEUE });
  await app.register(authentication, {
    auth: createAuth({ db: deps.db, config, mailer, secret, passwords }),
    passwords,
  });
  await app.register(metrics, {
    token: config.METRICS_TOKEN,
    poolStats: deps.poolStats,
    pushFigures: () => pushFigures(deps.db),
  });

  // Devices subscribe with this key; generated once and kept when not configured (like the auth secret).
  const vapid = await resolveVapidKeys(deps.db, config);
  app.decorate('vapid', vapid);
  app.decorate('notify', async (event: PushEvent) => {
    try {
      if (app.jobs) await app.jobs.notify(event);
      else await notifyDevices(deps.db, vapid, event);
    } catch (error) {
      app.log.error({ err: error, event: event.key }, 'notifying devices failed');
    }
  });
  await app.register(apiRoutes, { prefix: '/api', vapid });

  await app.register(webApp, { webRoot: config.WEB_DIST_DIR });

  return app;
}

/** Every /api route but the metrics and auth ones (registered with their plugins). */
async function apiRoutes(api: App, { vapid }: { vapid: VapidKeys }) {
  api.get('/openapi.json', { schema: { hide: true } }, async () => apiDocument(api));
  await api.register(healthRoutes);
  await api.register(tournamentRoutes);
  await api.register(liveRoutes);
  await api.register(matchRoutes);
  await api.register(playerRoutes);
  await api.register(feedbackRoutes);
  await api.register(leaderboardRoutes);
  await api.register(siteRoutes);
  await api.register(userRoutes);
  await api.register(responsiblePlayRoutes);
  await api.register(myDataRoutes);
  await api.register(accountSignalHooks);
  await api.register(identityRoutes);
  await api.register(prizeWindowRoutes);
  await api.register(entryRoutes);
  await api.register(leagueRoutes);
  await api.register(shareRoutes);
  await api.register(fanRoutes);
  await api.register(creditRoutes);
  await api.register(paymentRoutes);
  await api.register(pushRoutes, { vapid });
  await api.register(adminRoutes, { prefix: '/admin' });
}

/**
 * Compression for what Fastify answers, but not for reads that keep their compressed forms with their
 * cached body (sendCached); a read has no body to decompress. The onRoute hook goes first, before the
 * compress plugin's own, so neither hook is theirs to pay for.
 */
async function registerCompression(app: App) {
  app.addHook('onRoute', (route) => {
    if (route.config?.cachedAnswer) route.compress = false;
    if (
      route.method === 'GET' ||
      (Array.isArray(route.method) && route.method.every((m) => m === 'GET' || m === 'HEAD'))
    ) {
      route.decompress = false;
    }
  });
  await app.register(compress, { threshold: 1024 });
}

const compression = fp(registerCompression, { name: 'compression', fastify: '5.x' });
