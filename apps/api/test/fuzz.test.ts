import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import { asUser, createTestApp, ORIGIN, overSocket, signedInUser, type TestContext } from './helpers.js';

/*
 * Bad input, generated (fast-check): at least 10,000 requests spread over every route the server
 * registers, anonymous, as a fan and as an admin, with wrong types, huge and unicode strings, NUL,
 * extra fields (role, points, balance, isAdmin), deep JSON and bad ids. None may answer 5xx, none may
 * show a stack or SQL, no extra field may take effect. FUZZ_SEED=<n> replays a run; FUZZ_RUNS changes
 * how many requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const LEAKS =
  /\bat [\w.<>]+ \(|\.(?:ts|js):\d+:\d+|syntax error at or near|\bselect\b.+\bfrom\b|\binsert into\b|violates .* constraint|relation "|stack/i;

let ctx: TestContext;
let socket: ReturnType<typeof overSocket>;
let fan: string;
let admin: string;
let routes: string[];
let ids: string[];

beforeAll(async () => {
  // The importer's fetches go to a closed local port: refused at once, never the internet.
  // Over a real socket with the read caches as production has them: the answers kept in front of
  // Fastify, and the HTTP server's own refusals (headers too large), are in the path.
  ctx = await createTestApp({
    seed: true,
    config: { WEB_DIST_DIR: '/nonexistent', PSA_FETCH_BASE: 'http://127.0.0.1:9' },
  });
  socket = overSocket(ctx.app);
  fan = await signedInUser(ctx.app, 'fuzz.fan@example.org');
  admin = await signedInUser(ctx.app, 'fuzz.admin@example.org');
  await setRole(ctx.database.db, 'fuzz.admin@example.org', 'admin');
  routes = [...new Set(ctx.app.routeList)].filter(
    (route) => route.includes(' /api/') && !route.startsWith('HEAD ') && !route.includes('/api/docs'),
  );
  const tournaments = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?page_size=5' })).json().data;
  const matches = (await ctx.app.inject({ method: 'GET', url: '/api/matches?page_size=5' })).json().data;
  ids = [...tournaments, ...matches].map((row: { id: string }) => row.id);
  console.log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} requests over ${routes.length} routes`);
});
afterAll(async () => ctx?.close());

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>',
    '🎾'.repeat(300),
  ),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);
const anyId = fc.oneof(
  fc.uuid(),
  fc.constantFrom(...['00000000-0000-0000-0000-000000000000', 'null', '-1', '1e9']),
  nasty,
);
const scalar = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), nasty);
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('value'), { maxLength: 4 }), tie('object')),
  object: fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('name', 'email', 'username', 'matchTips', 'url', 'page')),
    tie('value'),
    { maxKeys: 5 },
  ),
}));
const privileged = fc.record({
  role: fc.constantFrom('admin', 'user', 'root'),
  isAdmin: fc.boolean(),
  points: fc.integer(),
  balance: fc.integer(),
  creditBalance: fc.integer(),
});
const body = fc.oneof(
  jsonish.object,
  fc.tuple(jsonish.object, privileged).map(([value, extra]) => ({ ...value, ...extra })),
  fc.array(scalar, { maxLength: 5 }),
  scalar,
  fc.integer({ min: 100, max: 20_000 }).map((depth) => ({ raw: `${'['.repeat(depth)}${']'.repeat(depth)}` })),
  fc.constant({ raw: '{"name":' }),
);
const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'page',
      'page_size',
      'status',
      'gender',
      'sort_by',
      'sort_order',
      'is_completed',
      'to',
      'username',
      'tournament_id',
    ),
    fc.string({ maxLength: 8 }),
  ),
  nasty,
  { maxKeys: 4 },
);

const request = fc.record({
  route: fc.nat(),
  who: fc.constantFrom('anonymous', 'fan', 'admin'),
  id: fc.oneof(
    anyId,
    fc.nat().map((n) => ids[n % ids.length] as string),
  ),
  query,
  body,
});

describe('generated bad input over every route', () => {
  it(`answers every request with a clear 4xx or a success, never a 5xx or a leak (${RUNS} requests)`, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const route = routes[input.route % routes.length] as string;
        const [method, path] = route.split(' ') as [string, string];
        const url = `${path
          .replaceAll(/:[a-zA-Z]+/g, () => encodeURIComponent(input.id))
          .replace('*', encodeURIComponent(input.id))}?${new URLSearchParams(input.query as Record<string, string>)}`;
        const cookie = input.who === 'fan' ? fan : input.who === 'admin' ? admin : undefined;
        const raw = typeof input.body === 'object' && input.body !== null && 'raw' in input.body;
        const response = await socket({
          method,
          url,
          headers: { ...(cookie ? asUser(cookie) : { origin: ORIGIN }), 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'DELETE'
            ? {}
            : { payload: raw ? (input.body as { raw: string }).raw : JSON.stringify(input.body) }),
        });
        sent++;
        // The API's own description names SQL words and stacks in its prose (better-auth's routes).
        const leaks = !path.startsWith('/api/openapi.json') && LEAKS.test(response.body);
        if (response.statusCode >= 500 || leaks) {
          throw new Error(
            `${method} ${url.slice(0, 300)} as ${input.who} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
          );
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);

    // No extra field took effect: the fan is still a fan with no points from nowhere.
    const details = await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(fan) });
    expect(details.json().data).toMatchObject({ isAdmin: false });
    const entries = await ctx.app.inject({ method: 'GET', url: '/api/entries', headers: asUser(fan) });
    expect(entries.json().data).toEqual([]);
  }, 300_000);
});
