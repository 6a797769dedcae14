import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../lib/app-error.js';
import { errorResponses } from '../lib/error-responses.js';

/** Process-wide figures (CPU, memory, event loop, GC): one set per process, however many apps it builds. */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Notifications to devices, all processes together (the database's figures). */
export interface PushFigures {
  devices: number;
  sent: number;
  failed: number;
  gone: number;
}

export interface Metrics {
  registry: Registry;
  /** A background job ran (pg-boss worker): its outcome and how long it took. */
  jobFinished(job: string, outcome: 'success' | 'failure', seconds: number): void;
  /** Open live (server-sent events) connections: +1 when one opens, -1 when it closes. */
  liveConnections: Gauge;
  /** A live stream refused: its client address holds its share ('client') or the process is full ('process'). */
  liveRefused: Counter<'reason'>;
  /**
   * A round of live writes done: from the first event queued to every stream written (modules/live/fan-out.ts),
   * by pace: 'now' (a change), 'gentle' (an outlook), 'heartbeat'.
   */
  liveFanOut: Histogram<'pace'>;
  /** A connection closed at once: its client address already held its share. */
  connectionsRefused: Counter;
  /** A request answered (Fastify's own are counted by the hook below; the front cache's by calling this). */
  recordRequest(method: string, route: string, status: number, seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics at GET /api/metrics (prom-client): requests per route pattern, their durations,
 * background jobs, the database pool and live connections, plus the process's own figures. Readable
 * by an administrator's session or with METRICS_TOKEN as a bearer token.
 */
async function registerMetrics(
  app: FastifyInstance,
  {
    token,
    poolStats,
    pushFigures,
  }: { token?: string; poolStats?: () => PoolStats; pushFigures?: () => Promise<PushFigures> },
) {
  const registry = new Registry();
  const { requests, durations, jobRuns, jobDurations, liveConnections, liveRefused, liveFanOut, connectionsRefused } =
    metricSeries(registry, poolStats);
  if (pushFigures) pushSeries(registry, pushFigures);
  processSeries(app, registry);

  // One counter increment and one histogram observation per request: cheap enough to keep always on once
  // each route's labelled series is looked up once (prom-client hashes the labels on every unbound call).
  const series = new Map<string, { count: { inc(): void }; time: { observe(seconds: number): void } }>();
  const recordRequest = (method: string, route: string, status: number, seconds: number) => {
    const key = `${method} ${status} ${route}`;
    let bound = series.get(key);
    if (!bound) {
      bound = {
        count: requests.labels({ method, route, status_code: status }),
        time: durations.labels({ method, route }),
      };
      series.set(key, bound);
    }
    bound.count.inc();
    bound.time.observe(seconds);
  };

  app.decorate('metrics', {
    registry,
    jobFinished(job, outcome, seconds) {
      jobRuns.inc({ job, outcome });
      jobDurations.observe({ job }, seconds);
    },
    liveConnections,
    liveRefused,
    liveFanOut,
    connectionsRefused,
    recordRequest,
  } satisfies Metrics);

  app.addHook('onResponse', function countRequest(request, reply, done) {
    recordRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const bearer = token ? Buffer.from(`Bearer ${token}`) : undefined;
  const hasToken = (request: FastifyRequest) => {
    const header = Buffer.from(request.headers.authorization ?? '');
    return bearer !== undefined && header.length === bearer.length && timingSafeEqual(header, bearer);
  };

  app.get(
    '/api/metrics',
    {
      config: { answersWith: { mediaType: 'text/plain', description: "Prometheus' text format" } },
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (an admin session or the METRICS_TOKEN bearer token)',
        response: errorResponses(401, 403),
      },
      preHandler: async (request, reply) => {
        if (hasToken(request)) return;
        if (request.headers.authorization) throw new AppError('UNAUTHORIZED', 'The metrics token is not valid');
        await app.requireAdmin(request, reply);
      },
    },
    async (_request, reply) => {
      const merged = Registry.merge([processRegistry, registry]);
      return reply.type(merged.contentType).send(await merged.metrics());
    },
  );
}

/** What this process is for (ROLE), and whether it publishes the change log now (decision 032). */
function processSeries(app: FastifyInstance, registry: Registry) {
  new Gauge({
    name: 'process_role',
    help: 'What this process is for (ROLE): 1 on its role',
    labelNames: ['role'] as const,
    registers: [registry],
  }).set({ role: app.config.ROLE }, 1);
  new Gauge({
    name: 'change_log_publisher',
    help: 'Whether this process publishes the change log now (one per database): 1 or 0',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('changes') && app.changes.isPublisher() ? 1 : 0);
    },
  });
}

/** The app's own series in `registry`: requests, jobs, live streams and their writes, refused connections and the pool. */
function metricSeries(registry: Registry, poolStats: (() => PoolStats) | undefined) {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background job runs, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDurations = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a background job run took, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10, 30, 60],
    registers: [registry],
  });
  const liveConnections = new Gauge({
    name: 'live_connections',
    help: 'Open live-update (server-sent events) connections',
    registers: [registry],
  });
  const liveRefused = new Counter({
    name: 'live_streams_refused_total',
    help: 'Live streams refused: client (its address holds its share, 429) or process (full, 503)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const liveFanOut = new Histogram({
    name: 'live_fan_out_seconds',
    help: "Time from a live event's first write queued to every stream written, by pace (now, gentle, heartbeat)",
    labelNames: ['pace'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [registry],
  });
  const connectionsRefused = new Counter({
    name: 'connections_refused_total',
    help: 'Connections closed at once because their client address already held its share',
    registers: [registry],
  });
  if (poolStats) {
    for (const [name, help, key] of [
      ['db_pool_connections', 'Database pool connections, in use or idle', 'total'],
      ['db_pool_idle_connections', 'Database pool connections idle', 'idle'],
      ['db_pool_waiting_requests', 'Queries waiting for a database connection', 'waiting'],
    ] as const) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(poolStats()[key]);
        },
      });
    }
  }
  return { requests, durations, jobRuns, jobDurations, liveConnections, liveRefused, liveFanOut, connectionsRefused };
}

/**
 * Devices subscribed to notifications, and what became of the notifications sent so far, read from the
 * database when scraped: the same figures from every process, since every process sends.
 */
function pushSeries(registry: Registry, readFigures: () => Promise<PushFigures>) {
  // One read of the database per scrape, shared by the two series.
  let read: { at: number; figures: Promise<PushFigures> } | undefined;
  const pushFigures = () => {
    if (!read || Date.now() - read.at > 1000) read = { at: Date.now(), figures: readFigures() };
    return read.figures;
  };
  new Gauge({
    name: 'push_devices_subscribed',
    help: "Fans' devices subscribed to notifications",
    registers: [registry],
    async collect() {
      this.set((await pushFigures()).devices);
    },
  });
  new Gauge({
    name: 'push_notifications',
    help: 'Notifications to devices so far, all processes, by outcome: sent, failed (a try), gone (device removed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
    async collect() {
      const figures = await pushFigures();
      for (const outcome of ['sent', 'failed', 'gone'] as const) this.set({ outcome }, figures[outcome]);
    },
  });
}

export const metrics = fp(registerMetrics, { name: 'metrics', fastify: '5.x' });
