import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type ErrorResponse, PRODUCT_NAME } from '@squash/core';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth, resolveAuthSecret } from './auth/auth.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { type Mailer, outboxMailer, smtpMailer } from './integrations/mail/mailer.js';
import type { JobRunner } from './jobs/queue.js';
import type { Clock } from './lib/clock.js';
import { adminRoutes } from './modules/admin/routes.js';
import { creditRoutes } from './modules/credits/routes.js';
import { entryRoutes } from './modules/entries/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { type ReadCache, readCache } from './modules/leaderboard/cache.js';
import { leaderboardRoutes } from './modules/leaderboard/routes.js';
import { leagueRoutes } from './modules/leagues/routes.js';
import { type DataChanges, listenForChanges } from './modules/live/changes.js';
import { type FrontCache, frontCache } from './modules/live/front-cache.js';
import { type PublicCache, publicCache } from './modules/live/public-cache.js';
import { liveRoutes } from './modules/live/routes.js';
import { matchRoutes } from './modules/matches/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { playerRoutes } from './modules/players/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { tournamentRoutes } from './modules/tournaments/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { registerJsonBody } from './plugins/json-body.js';
import { type PoolStats, registerMetrics } from './plugins/metrics.js';
import { registerRateLimits } from './plugins/rate-limits.js';
import {
  API_SECURITY_HEADERS,
  applySecurityHeaders,
  clientErrorHandler,
  createSecurityHeaders,
  isApiAnswer,
  securityHeaderPairs,
} from './plugins/security-headers.js';
import { registerTextInputGuard } from './plugins/text-input.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    mailer: Mailer;
    /** The job queue, once the server has started it (absent in tests that don't need it). */
    jobs: JobRunner | null;
    /** Leaderboard pages kept in memory for a moment; cleared by any write through this process. */
    leaderboards: ReadCache;
    /** The data's versions, kept current by the database's change notices (LISTEN/NOTIFY). */
    changes: DataChanges;
    /** Public reads served from memory while their version is current. */
    publicReads: PublicCache;
    /** Their answers, kept by URL and written before Fastify routes the request. */
    front: FrontCache;
    /** Every route registered, as 'METHOD /url' (the access-matrix test walks them all). */
    routeList: string[];
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
  // Public reads answered before Fastify when their answer is known and current (front-cache.ts); off with
  // ACCESS_LOG, whose line per request only Fastify writes.
  const front = frontCache();
  const app = Fastify({
    serverFactory: (handler, options) => {
      const listener = config.ACCESS_LOG
        ? handler
        : (request: IncomingMessage, response: ServerResponse) => {
            if (!front.serve(request, response)) handler(request, response);
          };
      // Slow clients are bounded (issue 23): headers and body within their timeouts, checked every
      // second rather than Node's 30 s; idle keep-alive connections closed; live streams are exempt
      // from neither, since their request is complete at once.
      const timeouts = options as { connectionTimeout?: number };
      const server = createServer(
        {
          headersTimeout: config.HEADERS_TIMEOUT_MS,
          requestTimeout: config.REQUEST_TIMEOUT_MS,
          keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
          connectionsCheckingInterval: 1000,
        },
        listener,
      );
      server.setTimeout(timeouts.connectionTimeout ?? 0);
      // The proxy's own connections are not counted: it bounds its clients itself. (With TRUST_PROXY=true
      // any sender may be the proxy, so none is counted.)
      if (config.TRUST_PROXY !== true) {
        const proxies = new Set(config.TRUST_PROXY || []);
        boundConnectionsPerAddress(server, config.CONNECTIONS_PER_CLIENT, () => app.metrics, proxies);
      }
      return server;
    },
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Errors are logged by the error handler and slow requests below; a line per request is opt-in.
    logController: new LogController({ disableRequestLogging: !config.ACCESS_LOG }),
    // Ids in paths are UUIDs and queries short; anything bigger is a mistake or an attack.
    routerOptions: { maxParamLength: 1000 },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler,
    // A malformed URL ('/api/tournaments/%') or an over-long id is refused by the router before any
    // hook runs: answer it like every other error, security headers included.
    frameworkErrors: async (error, request, reply) => {
      await applySecurityHeaders(request.raw, reply.raw);
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body: ErrorResponse = {
        error: tooLong
          ? { code: 'URI_TOO_LONG', message: 'A path parameter is too long' }
          : { code: 'BAD_REQUEST', message: `The URL is malformed: ${error.message}` },
      };
      return (reply as FastifyReply).code(tooLong ? 414 : 400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  const routeList: string[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push(`${method} ${route.url}`);
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
  app.decorate('leaderboards', readCache({ freshMs: config.LEADERBOARD_CACHE_MS, now: deps.cacheNow }));
  const changes = deps.changes ?? (await listenForChanges(deps.db, { log: console }));
  if (!deps.changes) app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  app.decorate('publicReads', publicCache(changes, { maxAgeMs: config.PUBLIC_CACHE_MS }));
  app.decorate('front', front);
  // A write (result, entry, correction, refund) may move the leaderboard: drop cached pages before the
  // answer goes out, so whoever made the change sees it on the next read. Other processes learn of it
  // from the database's change notice.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) {
      app.leaderboards.invalidate();
      changes.touch();
    }
    done(null, payload);
  });
  app.addHook('onClose', () => mailer.close());
  app.addHook('onClose', async () => app.leaderboards.close());
  app.addHook('onResponse', (request, reply, done) => {
    const elapsed = reply.elapsedTime;
    if (elapsed >= config.SLOW_REQUEST_MS) {
      request.log.warn(
        { route: request.routeOptions.url, status: reply.statusCode, ms: Math.round(elapsed) },
        'slow request',
      );
    }
    done();
  });
  registerErrorHandling(app);
  registerJsonBody(app);
  registerTextInputGuard(app);

  const securityHeaders = securityHeaderPairs(
    createSecurityHeaders({ stripe: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiAnswer(request.url) ? API_SECURITY_HEADERS : securityHeaders) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
  // Before the compress plugin's own onRoute hook: reads keep their compressed forms with their cached
  // body (sendCached), and a read has no body to decompress, so neither hook is theirs to pay for.
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
  await registerRateLimits(app, { enabled: config.RATE_LIMIT_ENABLED, db: deps.db });
  await registerAuth(
    app,
    createAuth({ db: deps.db, config, mailer, secret: await resolveAuthSecret(deps.db, config) }),
  );

  registerMetrics(app, { token: config.METRICS_TOKEN, poolStats: deps.poolStats });

  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: 'Squash tournament tipping.' },
      servers: [],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes);
      await api.register(tournamentRoutes);
      await api.register(liveRoutes);
      await api.register(matchRoutes);
      await api.register(playerRoutes);
      await api.register(feedbackRoutes);
      await api.register(leaderboardRoutes);
      await api.register(siteRoutes);
      await api.register(userRoutes);
      await api.register(entryRoutes);
      await api.register(leagueRoutes);
      await api.register(creditRoutes);
      await api.register(paymentRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  const webRoot = config.WEB_DIST_DIR;
  const hasWeb = existsSync(join(webRoot, 'index.html'));
  const prerenderedPages = hasWeb ? loadPrerenderedPages(webRoot) : [];
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // Routes for the files that exist at start; every other path falls through to the SPA below.
      wildcard: false,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite names built assets by content hash, so they never change under the same URL.
        res.setHeader(
          'cache-control',
          path.includes(`${join(webRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing hashed asset is an old build's chunk: a 404 lets the browser fail clearly.
    const isFile = path.startsWith('/assets/');
    if (path === '/api' || path.startsWith('/api/') || isFile || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${path}` } });
    }
    if (!hasWeb) {
      return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    // A first page rendered at build time paints before the app's code has loaded; it is the page without a
    // query string (the tournament list's filters live there, and would change its first screen).
    const prerendered = request.url.includes('?') ? undefined : prerenderedPages.find((page) => page.path.test(path));
    if (prerendered) {
      // Compressed at start: @fastify/compress only hooks routes, and this handler is none.
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html');
      if (!encoding) return reply.send(prerendered.html);
      return reply.header('content-encoding', encoding).send(prerendered[encoding]);
    }
    // Client-side routes: the SPA decides, including its own 404 page.
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });

  return app;
}

/**
 * The HTML of the web app's first pages, rendered at build time (apps/web/scripts/prerender.mjs): each is
 * index.html with the page's first screen already in it, for the paths its pattern matches. Read (and
 * compressed) once at start, like the list of static files. None when the build has none.
 */
function loadPrerenderedPages(webRoot: string): Array<{ path: RegExp; html: string; br: Buffer; gzip: Buffer }> {
  const dir = join(webRoot, '.prerendered');
  if (!existsSync(join(dir, 'pages.json'))) return [];
  const pages = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')) as Array<{ path: string; file: string }>;
  return pages.map((page) => {
    const html = readFileSync(join(dir, page.file), 'utf8');
    return { path: new RegExp(page.path), html, br: brotliCompressSync(html), gzip: gzipSync(html) };
  });
}

/**
 * At most `perAddress` open connections from one client address: one more is answered 429 and closed
 * before it is read, so one client can't hold the descriptors everyone else needs.
 */
function boundConnectionsPerAddress(
  server: Server,
  perAddress: number,
  metrics: () => App['metrics'] | undefined,
  exempt: Set<string>,
) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (exempt.has(address) || exempt.has(address.replace(/^::ffff:/, ''))) return;
    const held = open.get(address) ?? 0;
    if (held >= perAddress) {
      metrics()?.connectionsRefused.inc();
      socket.end('HTTP/1.1 429 Too Many Requests\r\nRetry-After: 10\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroySoon();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
