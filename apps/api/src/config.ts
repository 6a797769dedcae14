import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DISPUTE_WINDOW_HOURS } from '@squash/core';
import { z } from 'zod';
import { PROCESS_ROLES } from './lib/roles.js';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true' || value === '1'));

/** An IPv4 or IPv6 address, or a CIDR range of one ('10.0.0.0/8', 'fd00::/8'). */
function isAddressOrRange(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d+$/.test(bits) && width <= (family === 4 ? 32 : 128);
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const optionalUrl = z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL' }).optional());

const postgresUrl = z.preprocess(
  emptyAsUndefined,
  z
    .url({ error: 'must be a postgres:// URL' })
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL')
    .optional(),
);

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: postgresUrl,
    /**
     * PostgreSQL itself when DATABASE_URL goes through PgBouncer in transaction pooling: the change notices'
     * listener, migrations and the start-up lock keep a session there (a few connections a process).
     */
    DATABASE_DIRECT_URL: postgresUrl,
    /**
     * Connections a process may open to DATABASE_URL. Every process's, plus a few each for the change
     * notices and the start-up lock, must fit PostgreSQL's max_connections (100 by default): the live
     * streams' processes need few (deploy/systemd/squashtips-live@.service).
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1_000).default(20),
    SEED_DEMO: flag(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Log every request and answer (Fastify's access log); off by default: it cost most of the throughput of cached reads. */
    ACCESS_LOG: flag(false),
    /** Requests slower than this are logged (warn) with their route and time, access log or not. */
    SLOW_REQUEST_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
    WEB_DIST_DIR: z
      .string()
      .min(1)
      .default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
    /** Hosts of the old site: pages served from them show the 'We're Moving!' notice. */
    LEGACY_HOSTNAMES: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    NEW_SITE_URL: optionalUrl,
    SOCIAL_FACEBOOK_URL: optionalUrl,
    SOCIAL_INSTAGRAM_URL: optionalUrl,
    SOCIAL_X_URL: optionalUrl,
    SOCIAL_YOUTUBE_URL: optionalUrl,
    /** ISO 4217 code every price is shown in; one credit = one entry = 10.00 of it. */
    CURRENCY: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
      .default('AUD')
      .transform((value) => value.toUpperCase()),
    /**
     * How long a leaderboard page is served from memory before it is read again (0: never cached).
     * Writes through this process clear it at once; other processes' writes show after this long.
     */
    LEADERBOARD_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /**
     * How long a public read (tournaments, draws, results, a player's matches, the season) may be served
     * from memory while no change notice has arrived (0: never cached). A change anywhere, in any process
     * on the same database, ends it at once; the limit is for what changes with the clock alone.
     */
    PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /**
     * How long a signed-in request may use the session and profile it found before, without asking the
     * database (0: always ask). A sign-out, an ended session or a changed profile ends it at once, in any
     * process on the same database (change notices); a write by the session ends it too.
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
    /** Off: entries are free and no credit screens show. On: an entry costs its tournament's fee in credits. */
    CREDITS_ENABLED: flag(true),
    /**
     * How long a finished tournament's prizes stay provisional (issue 62, point 6): fans may dispute the result,
     * an admin may hold the payout, a corrected result changes them. 0 settles at once.
     */
    PRIZE_DISPUTE_WINDOW_HOURS: z.coerce.number().int().min(0).max(720).default(DEFAULT_DISPUTE_WINDOW_HOURS),
    /** Stripe: with both keys set, credits are bought through Stripe's embedded Checkout. */
    STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    /** Signs Stripe's webhook deliveries (POST /api/payments/webhook). */
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    /** Send the Stripe SDK's requests to this origin instead (tests, mirrors), like PSA_FETCH_BASE. */
    STRIPE_API_URL: optionalUrl,
    /** Card payments: 'test' (the built-in test checkout, refused in production unless set here on purpose). */
    PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['test'], { error: 'must be test' }).optional()),
    /** The entry fee, in whole credits, that newly imported tournaments get (0 = free). */
    ENTRY_FEE_CREDITS: z.coerce.number().int().min(0).max(1000).default(1),
    /** The address people reach the site at; links in mails and the trusted origin for sign-in. */
    PUBLIC_URL: optionalUrl,
    /** Signs session cookies. Without it one is generated once and kept in the database. */
    AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    /** `smtp://user:pass@host:587`; without it mails go to the console and the admins' outbox (GET /api/admin/outbox). */
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('SquashTips <no-reply@squashtips.local>'),
    /**
     * Web Push (VAPID) keys, base64url, as `npx web-push generate-vapid-keys` prints them. Without them a
     * pair is generated at first start and kept in the database (like AUTH_SECRET): set both or neither.
     */
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
        .optional(),
    ),
    /** Who push services can reach about our notifications: a mailto: or https: URL (default: PUBLIC_URL). */
    VAPID_SUBJECT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')
        .optional(),
    ),
    /**
     * The push services devices may subscribe with (host names, comma-separated; a leading dot for a
     * domain and its subdomains). Notifications are only ever sent to these: a subscription naming any
     * other host is refused, so the server can't be made to post to an address of someone's choosing.
     */
    PUSH_SERVICE_HOSTS: z
      .string()
      .default('fcm.googleapis.com,.push.services.mozilla.com,.notify.windows.com,.push.apple.com')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /**
     * Password of the demo sign-ins admin@example.com and fan@example.com, used when they are created.
     * Unset: a random one is generated at first start and printed with the URL.
     */
    DEMO_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{8,}$/,
          'must be 8+ characters with a lowercase and an uppercase letter, a number and a symbol',
        )
        .optional(),
    ),
    /**
     * Behind a reverse proxy: the proxy's addresses (IPs or CIDRs, comma-separated), whose
     * X-Forwarded-For gives the client's address (rate limits and stream caps need it). `true` trusts
     * any sender: only where no client can reach the process but through the proxy.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context): boolean | string[] => {
        const text = value.trim().toLowerCase();
        if (text === '' || text === 'false' || text === '0') return false;
        if (text === 'true' || text === '1') return true;
        const addresses = text.split(',').map((part) => part.trim());
        const bad = addresses.filter((address) => !isAddressOrRange(address));
        if (bad.length > 0) {
          context.addIssue({
            code: 'custom',
            message: `must be true, false or the proxy's IP addresses or CIDR ranges (not ${bad.join(', ')})`,
          });
          return z.NEVER;
        }
        return addresses;
      }),
    /** Per-address and per-email limits on sign-in, sign-up, reset and lookups. */
    RATE_LIMIT_ENABLED: flag(true),
    /** Bearer token that reads GET /api/metrics without an admin session (Prometheus scrapers). */
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    /** Fetch the tour's pages from this origin instead (tests, mirrors); admins still enter real URLs. */
    PSA_FETCH_BASE: optionalUrl,
    /**
     * Where the outlook job's sums run (seconds of CPU at 100,000 entries): `worker`, a worker thread of the
     * built server, so requests are answered meanwhile; `main`, this thread (running from the source, where
     * there is no built worker), said in the log at start.
     */
    OUTLOOK_THREAD: z.enum(['worker', 'main']).default('worker'),
    /**
     * What this process is for (issue 65, src/lib/roles.ts): `all` (everything: npm start), `requests` (the API
     * and the pages, no job worker), `live` (the live streams, no job worker nor scheduler) or `jobs` (the job
     * workers and their schedule). deploy/ starts each by name; /api/health says which.
     */
    ROLE: z.enum(PROCESS_ROLES, { error: `ROLE must be one of ${PROCESS_ROLES.join(', ')}` }).default('all'),
    /** Minutes between result syncs of active imported tournaments. */
    SYNC_INTERVAL: z.coerce.number().int().min(1).max(59).default(10),
    /**
     * Open live streams (server-sent events) one client address may hold; beyond it 429 with Retry-After.
     * Generous for many fans behind one NAT: a fan's page holds one or two.
     */
    LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(200),
    /**
     * Open live streams this process holds in all; beyond it 503 with Retry-After. 0: half the process's
     * file descriptor limit (raised to its hard limit at start), leaving the rest for ordinary requests.
     */
    LIVE_STREAMS_MAX: z.coerce.number().int().min(0).max(1_000_000).default(0),
    /**
     * Connections this process holds in all (live streams included). At the bound, connections that hold
     * no request (idle keep-alive ones, and ones opened over a second ago that have sent no request) are
     * closed, oldest first, to take a new one; with none to close the new one is answered 503. 0: the
     * process's open-files limit less 256 kept for itself.
     */
    CONNECTIONS_MAX: z.coerce.number().int().min(0).max(10_000_000).default(0),
    /**
     * Sign-ins (and other password checks) waiting for this process's hashing thread at most; past it they
     * are answered 503 with Retry-After: a flood can't pile up memory, and a fan waits seconds at most.
     */
    SIGN_IN_QUEUE: z.coerce.number().int().min(1).max(10_000).default(64),
    /** Share images kept in memory (MB): the most asked for; 0 keeps none there. */
    SHARE_IMAGE_MEMORY_MB: z.coerce.number().int().min(0).max(100_000).default(50),
    /**
     * Share images kept on disk (MB), in an owner-only temporary folder of the process's own, emptied when it
     * stops: every image drawn, so that each is drawn once per version of its data; 0 keeps none there.
     */
    SHARE_IMAGE_DISK_MB: z.coerce.number().int().min(0).max(1_000_000).default(1024),
    /** Connections one client address may hold open at once (not counted behind TRUST_PROXY: the proxy bounds its own). */
    CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(500),
    /** A request whose headers haven't all arrived this long after it began is answered 408 and closed. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
    /** A request whose body hasn't all arrived this long after it began is answered 408 and closed. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /**
     * A request body arriving slower than this (bytes a second, on average, after its first 5 s) is answered
     * 408 and closed; at the connection bound the slowest bodies are closed first after the silent connections.
     */
    BODY_MIN_BYTES_PER_S: z.coerce.number().int().min(1).max(10_000_000).default(1000),
    /** An idle keep-alive connection is closed after this long. */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  })
  .refine((config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
  })
  .refine((config) => (config.VAPID_PUBLIC_KEY === undefined) === (config.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'set both VAPID keys or neither',
  })
  .refine((config) => config.DATABASE_DIRECT_URL === undefined || config.DATABASE_URL !== undefined, {
    path: ['DATABASE_DIRECT_URL'],
    message: 'only with DATABASE_URL (the pooler it bypasses)',
  });

export type Config = z.infer<typeof ConfigSchema>;

/** The reader of process.env (with defaultDatabaseUser below): parsed once, failing fast with every bad variable listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** Settings for tests and tools: defaults with overrides, no environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: false,
    // The rate-limit tests turn it on; every other test signs in far more often than a person.
    RATE_LIMIT_ENABLED: false,
    // The read caches stay as production runs them (issue 44); a test of services alone turns them off by
    // name (createTestApp's `cachesOff`).
    // The API tests run from the source, where there is no built worker (ops-tests run the built one).
    OUTLOOK_THREAD: 'main',
    // Entries are free unless a test is about paying for them (those turn credits on, as production has them).
    CREDITS_ENABLED: false,
    ...overrides,
  };
}

/** The user to connect to PostgreSQL as when its URL names none: libpq's choice ($PGUSER, then the OS user). */
export function defaultDatabaseUser(env: NodeJS.ProcessEnv = process.env): string {
  return env.PGUSER || env.USER || 'postgres';
}
