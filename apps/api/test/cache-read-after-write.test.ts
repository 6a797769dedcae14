import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase, queryRows } from '../src/db/client.js';
import { fixedClock } from '../src/lib/clock.js';
import {
  afterNotice,
  asUser,
  createTestApp,
  demoSessions,
  overSocket,
  SEED_NOW,
  type TestContext,
  usingPostgres,
} from './helpers.js';

/*
 * Read after write, for every cached read, across two instances (issue 28): writes go through one
 * instance; every cached URL is read over a real socket from the other, whose caches (and answers kept
 * in front of Fastify) were warm, until it answers what a cache-less instance reads from the database,
 * within the change notice's delivery (2 s). On PostgreSQL the second instance has its own pool,
 * another process as far as the database can tell. Every cached route must have changed under one of
 * the writes at least once, or the check would say nothing about it.
 */

/** Cached routes whose answer no write can change (nothing of theirs is in the database). */
const CONSTANT: Record<string, string> = {};

let ctx: TestContext;
let reader: App;
let fresh: App;
let closeOthers: () => Promise<void>;
let sessions: { fan: string; admin: string };
let urls: Array<{ route: string; url: string; cookie: string | null }>;
let readFromOther: ReturnType<typeof overSocket>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, config: { CREDITS_ENABLED: true } });
  const second = usingPostgres ? await openDatabase({ databaseUrl: ctx.database.databaseUrl as string }) : null;
  const db = second?.db ?? ctx.database.db;
  // The reader keeps public reads a minute, not production's second: only a change notice can end them in
  // time, so a missing one shows. Leaderboard pages keep production's setting: they are checked against
  // the tournament's version every second by design (decision 006), not told by notices.
  reader = await buildApp(testConfig({ PUBLIC_CACHE_MS: 60_000, CREDITS_ENABLED: true }), {
    db,
    clock: fixedClock(SEED_NOW),
  });
  // What the database says now: the same server with every cache off.
  fresh = await buildApp(
    testConfig({ CREDITS_ENABLED: true, PUBLIC_CACHE_MS: 0, LEADERBOARD_CACHE_MS: 0, SESSION_CACHE_MS: 0 }),
    { db, clock: fixedClock(SEED_NOW) },
  );
  await Promise.all([reader.ready(), fresh.ready()]);
  closeOthers = async () => {
    await reader.close();
    await fresh.close();
    await second?.close();
  };
  readFromOther = overSocket(reader);
  sessions = await demoSessions(ctx.app);

  const [active] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id from tournaments where status = 'ACTIVE' and parent_id is null`,
  );
  const [match] = await queryRows<{ id: string; player_one_id: string }>(
    ctx.database.db,
    sql`select id, player_one_id from matches where tournament_id = ${active?.id} and player_one_id is not null
        order by is_completed desc, id limit 1`,
  );
  const [firstEntry, secondEntry] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id from entries where tournament_id = ${active?.id} order by id limit 2`,
  );
  const league = await ctx.app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: asUser(sessions.fan),
    payload: { name: 'Read After Write' },
  });
  const leagueId = league.json().data.id as string;
  const byRoute: Record<string, string[]> = {
    'GET /api/tournaments/:id': [`/api/tournaments/${active?.id}`],
    'GET /api/tournaments/:id/leaderboard': [`/api/tournaments/${active?.id}/leaderboard`],
    'GET /api/tournaments/:id/user-leaderboard': [`/api/tournaments/${active?.id}/user-leaderboard`],
    'GET /api/tournaments/:id/pick-stats': [`/api/tournaments/${active?.id}/pick-stats`],
    'GET /api/entries/:id/picks': [`/api/entries/${firstEntry?.id}/picks`],
    'GET /api/entries/:id/compare/:otherId': [`/api/entries/${firstEntry?.id}/compare/${secondEntry?.id}`],
    'GET /api/fans/:username': ['/api/fans/alex_boast'],
    'GET /api/share/page': [`/api/share/page?path=/tournaments/${active?.id}/entries/${firstEntry?.id}`],
    'GET /api/matches/:id': [`/api/matches/${match?.id}`],
    'GET /api/players/:id/matches': [`/api/players/${match?.player_one_id}/matches`],
    'GET /api/leagues/:id/leaderboard': [
      `/api/leagues/${leagueId}/leaderboard`,
      `/api/leagues/${leagueId}/leaderboard?tournamentId=${active?.id}`,
    ],
  };
  urls = ctx.app.cachedRouteList
    .filter((route) => route.startsWith('GET ') && !(route in CONSTANT))
    .flatMap((route) => {
      const path = route.slice(4);
      const list = byRoute[route] ?? (path.includes(':') ? [] : [path]);
      if (list.length === 0) throw new Error(`no URL to read ${route} at: add one`);
      return list.flatMap((url) => [
        { route, url, cookie: null },
        { route, url, cookie: sessions.fan },
      ]);
    });
});
afterAll(async () => {
  await closeOthers?.();
  await ctx?.close();
});

const headersOf = (cookie: string | null) => (cookie ? asUser(cookie) : {});

/** Each URL's answer from the other instance, read twice so its caches and the front are warm. */
async function warmReads(): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const { url, cookie } of urls) {
    await readFromOther({ url, headers: headersOf(cookie) });
    bodies.set(`${cookie ? 'fan' : 'visitor'} ${url}`, (await readFromOther({ url, headers: headersOf(cookie) })).body);
  }
  return bodies;
}

/** Reads every URL from the other instance until it answers what the database says; the stale ones, and the changed. */
async function readAfterWrite(before: Map<string, string>): Promise<{ stale: string[]; changed: Set<string> }> {
  const stale: string[] = [];
  const changed = new Set<string>();
  for (const { route, url, cookie } of urls) {
    const key = `${cookie ? 'fan' : 'visitor'} ${url}`;
    const want = (await fresh.inject({ method: 'GET', url, headers: headersOf(cookie) })).body;
    const got = await afterNotice(
      async () => (await readFromOther({ url, headers: headersOf(cookie) })).body,
      (body) => body === want,
    );
    if (got !== want) stale.push(`${key}: still ${got.slice(0, 120)}`);
    if (want !== before.get(key)) changed.add(route);
  }
  return { stale, changed };
}

describe('read after write across two instances', () => {
  it('every cached read answers the write made through the other instance, within the notice delivery', async () => {
    /** One write through the first instance, as `who`: its status. */
    const write = async (
      who: 'admin' | 'fan',
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) =>
      (await ctx.app.inject({ method, url, headers: asUser(sessions[who]), ...(payload ? { payload } : {}) }))
        .statusCode;
    const first = async <Row>(query: ReturnType<typeof sql>) => (await queryRows<Row>(ctx.database.db, query))[0];
    const activeId = async () =>
      (await first<{ id: string }>(sql`select id from tournaments where status = 'ACTIVE' and parent_id is null`))?.id;
    const writes: Array<[string, () => Promise<number>]> = [
      [
        'a result recorded',
        async () => {
          const open = await first<{ id: string; player_one_id: string }>(
            sql`select m.id, m.player_one_id from matches m join tournaments t on t.id = m.tournament_id
                where t.status = 'ACTIVE' and not m.is_completed and m.player_one_id is not null
                  and m.player_two_id is not null limit 1`,
          );
          return write('admin', 'POST', `/api/admin/matches/${open?.id}/result`, {
            winnerId: open?.player_one_id,
            outcome: 'played',
            gameScore: '3-1',
          });
        },
      ],
      [
        'a player renamed',
        async () => {
          const player = await first<{ id: string }>(
            sql`select p.id from players p join matches m on m.player_one_id = p.id
                join tournaments t on t.id = m.tournament_id where t.status = 'ACTIVE' limit 1`,
          );
          return write('admin', 'PATCH', `/api/admin/players/${player?.id}`, { fullName: 'Renamed Player' });
        },
      ],
      ['the fan renamed', () => write('fan', 'PATCH', '/api/user', { username: 'renamed_fan' })],
      [
        'the tournament renamed',
        async () => write('admin', 'PATCH', `/api/admin/tournaments/${await activeId()}`, { name: 'Renamed Open' }),
      ],
      [
        "the footer's social links set",
        () =>
          write('admin', 'PUT', '/api/admin/site-settings', {
            socialLinks: { Facebook: null, Instagram: 'https://instagram.com/squash', X: null, YouTube: null },
          }),
      ],
      [
        'the tournament deleted, its paid entries refunded',
        async () => write('admin', 'DELETE', `/api/admin/tournaments/${await activeId()}`),
      ],
    ];
    const changedBySome = new Set<string>();
    for (const [name, made] of writes) {
      const before = await warmReads();
      expect(await made(), name).toBeLessThan(300);
      const { stale, changed } = await readAfterWrite(before);
      expect(stale, `after ${name}`).toEqual([]);
      for (const route of changed) changedBySome.add(route);
    }
    const routes = new Set(urls.map((each) => each.route));
    expect([...routes].filter((route) => !changedBySome.has(route))).toEqual([]);
  });
});
