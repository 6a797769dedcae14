import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { connectionOptions, type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { matches, players, rounds, tournaments } from '../src/db/schema.js';
import { type Clock, fixedClock } from '../src/lib/clock.js';
import { grantBonusCredits, ledgerProblems } from '../src/modules/ledger/service.js';
import { listOutbox } from '../src/modules/outbox/service.js';
import { seedDemo } from '../src/seed/demo.js';
import { ensureDemoAccounts } from '../src/seed/demo-accounts.js';

/** Tests run on PGlite in memory, or on PostgreSQL when DATABASE_URL is set (a throwaway database each). */
export const usingPostgres = Boolean(process.env.DATABASE_URL);

export interface TestDatabase extends DatabaseHandle {
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: a copy of the run's migrated template (test/global-setup.ts) where there
 * is one, else made and migrated here. `migrate()` runs either way (on a copy it finds nothing to do).
 */
export async function createTestDatabase({
  onQuery,
}: {
  onQuery?: (query: string) => void;
} = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const template = inject('testDatabaseTemplate');
  if (!adminUrl) {
    const handle = await openDatabase({
      ...(template?.kind === 'pglite' ? { loadDataDir: new Blob([readFileSync(template.file)]) } : {}),
      ...(onQuery ? { onQuery } : {}),
    });
    await handle.migrate();
    return { ...handle, drop: () => handle.close() };
  }
  const name = `squash_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client(connectionOptions(adminUrl));
  await admin.connect();
  await admin.query(
    template?.kind === 'postgres' ? `create database ${name} template ${template.name}` : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), ...(onQuery ? { onQuery } : {}) });
  await handle.migrate();
  return {
    ...handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client(connectionOptions(adminUrl));
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: TestDatabase;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

export const SEED_NOW = '2026-11-21T15:00:00.000Z';

/**
 * The outlook's sums as the API tests run them: from the source there is no built worker, so on this thread,
 * as OUTLOOK_THREAD=main says (ops-tests/outlook-worker.test.ts runs the worker). For `computeOutlooks`, and
 * for the jobs' dependencies.
 */
export const FROM_SOURCE = { thread: 'main' } as const;
export const JOBS_FROM_SOURCE = { outlookThread: 'main' } as const;

/** How long a change notice takes at most to reach every process's caches, as the tests allow it. */
export const NOTICE_DELIVERY_MS = 2000;

/**
 * `read` again until `done` says its answer is the one wanted, for at most the notice's delivery: what a
 * write made outside this process (a command-line tool, another process, a direct statement) shows through
 * the caches once its change notice has arrived, as in production. The last answer, whatever it is.
 */
export async function afterNotice<T>(read: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + NOTICE_DELIVERY_MS;
  let answer = await read();
  while (!done(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    answer = await read();
  }
  return answer;
}

/** The real app on a fresh database, optionally with the demo seed, standing at a fixed instant. */
export async function createTestApp(
  options: {
    seed?: boolean;
    now?: string;
    config?: Partial<Config>;
    clock?: Clock;
    onQuery?: (query: string) => void;
    /**
     * The read caches run as in production unless a test of services alone turns them off, saying why: it
     * writes through services (as a job does) and reads over HTTP at once, where production's readers see
     * such a write within the caches' second (LEADERBOARD_CACHE_MS, PUBLIC_CACHE_MS).
     */
    cachesOff?: string;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(options.onQuery ? { onQuery: options.onQuery } : {});
  const clock = fixedClock(options.now ?? SEED_NOW);
  // Seeded around the app's own clock: a test on the real clock must find the demo as it would be today.
  if (options.seed) await seedDemo(database.db, { now: (options.clock ?? clock).now() });
  const caches = options.cachesOff ? { LEADERBOARD_CACHE_MS: 0, PUBLIC_CACHE_MS: 0, SESSION_CACHE_MS: 0 } : {};
  const app = await buildApp(testConfig({ ...caches, ...options.config }), {
    db: database.db,
    clock: options.clock ?? clock,
    poolStats: database.poolStats,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      // Whatever the file did, the ledger must still hold: each transfer sums to zero, every kept balance
      // equals its lines, no fan is below zero.
      const problems = await ledgerProblems(database.db);
      await app.close();
      await database.drop();
      if (problems.length > 0) throw new Error(`the ledger does not hold after this file:\n${problems.join('\n')}`);
    },
  };
}

export interface SocketAnswer {
  statusCode: number;
  body: string;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: as inject's json(): a test reads the fields it asserts on.
  json(): any;
}

/**
 * A caller of the app over a real socket, answering like `app.inject`: the request goes the way a
 * browser's does, through the HTTP server and the answers kept in front of Fastify (which inject never
 * reaches). The app starts listening on a free port at the first call.
 */
export function overSocket(app: App) {
  return async ({
    method = 'GET',
    url,
    headers = {},
    payload,
  }: {
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string | object;
  }): Promise<SocketAnswer> => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const json = payload !== undefined && typeof payload === 'object';
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(payload === undefined ? {} : { body: json ? JSON.stringify(payload) : payload }),
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      body,
      headers: Object.fromEntries(response.headers.entries()),
      json: () => JSON.parse(body),
    };
  };
}

/** GET a JSON route and return status and parsed body. */
export async function getJson<T = unknown>(app: App, url: string): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
}

export const ORIGIN = 'http://localhost:3000';
export const STRONG_PASSWORD = 'Nick!Shot2026';

/** The session cookie of a response, as a Cookie header value. */
export function cookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  return response.cookies
    .filter((cookie) => cookie.name.includes('session_token'))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** The newest mail to `to` in the outbox (no SMTP in tests), read straight from the database. */
export async function latestMail(app: App, to: string) {
  const { data } = await listOutbox(app.db, { to: to.toLowerCase(), page: 0, page_size: 1 });
  const [mail] = data;
  if (!mail) throw new Error(`no mail to ${to}`);
  return { ...mail, link: mail.link ?? '' };
}

/** Follows a mailed link the way a browser would: path and query against the app. */
export async function followLink(app: App, link: string, cookie?: string) {
  const url = new URL(link);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });
}

/** A POST as our own web page sends it to someone not signed in: with our Origin, no cookie. */
export function postFromSite(app: App, url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload });
}

export async function signUp(app: App, email: string, password = STRONG_PASSWORD) {
  return postFromSite(app, '/api/auth/sign-up/email', { email, password, name: '', callbackURL: '/dashboard' });
}

export async function signIn(app: App, email: string, password = STRONG_PASSWORD) {
  return postFromSite(app, '/api/auth/sign-in/email', { email, password });
}

/** What a fan says to play for money where the shipped table allows it all (issue 62): an adult in Australia. */
export const ELIGIBLE_AUSTRALIAN = {
  acceptedTermsAt: '2026-01-01T00:00:00.000Z',
  dateOfBirth: '1990-06-15',
  country: 'AU',
} as const;

/**
 * Signs up, follows the verification mail and signs in: the Cookie header of a fresh session. The fan accepts
 * the terms and declares an adult Australian (ELIGIBLE_AUSTRALIAN) unless `eligible` is false: a test of
 * what paid play asks for starts from a fan who has said nothing.
 */
export async function signedInUser(
  app: App,
  email: string,
  password = STRONG_PASSWORD,
  { eligible = true }: { eligible?: boolean } = {},
): Promise<string> {
  const signUpResponse = await signUp(app, email, password);
  if (signUpResponse.statusCode !== 200) throw new Error(`sign-up failed: ${signUpResponse.body}`);
  await followLink(app, (await latestMail(app, email)).link);
  const response = await signIn(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const cookie = cookieOf(response);
  if (eligible) {
    const declared = await app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: asUser(cookie),
      payload: ELIGIBLE_AUSTRALIAN,
    });
    if (declared.statusCode !== 200) throw new Error(`declaring the fan eligible failed: ${declared.body}`);
  }
  return cookie;
}

/** A new signed-in fan holding `credits` credits (a bonus grant): their Cookie header and profile id. */
export async function fanWithCredits(
  app: App,
  email: string,
  credits = 0,
  { eligible = true }: { eligible?: boolean } = {},
): Promise<{ cookie: string; id: string }> {
  const cookie = await signedInUser(app, email, STRONG_PASSWORD, { eligible });
  const me = (await app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(cookie) })).json().data;
  if (credits > 0)
    await grantBonusCredits(app.db, { userId: me.id, amount: credits, reason: 'Test', requestId: email });
  return { cookie, id: me.id as string };
}

/** The demo's administrator and fan, made with a known password: the Cookie header of a session for each. */
export async function demoSessions(app: App): Promise<{ admin: string; fan: string }> {
  const password = 'Demo!Pass2026';
  await ensureDemoAccounts(app, password);
  return {
    admin: cookieOf(await signIn(app, 'admin@example.com', password)),
    fan: cookieOf(await signIn(app, 'fan@example.com', password)),
  };
}

/** The seeded upcoming tournament with its draw, as GET /api/tournaments/:id answers it. */
export async function upcomingTournament(app: App): Promise<import('@squash/core').TournamentDetail> {
  const list = (await app.inject({ method: 'GET', url: '/api/tournaments?status=UPCOMING&page_size=1' })).json()
    .data as Array<{ id: string }>;
  const id = list[0]?.id;
  if (!id) throw new Error('no upcoming tournament: seed the database');
  return (await app.inject({ method: 'GET', url: `/api/tournaments/${id}` })).json().data;
}

/** A request as our own web page sends it: with the session cookie and our Origin. */
export function asUser(cookie: string) {
  return { cookie, origin: ORIGIN };
}

/** A full, consistent set of tips for a draw: in every match, the player `choose` prefers. */
export function bracketTips(
  detail: { rounds: readonly import('@squash/core').Round[] },
  choose: (one: string, two: string) => string = (one) => one,
): import('@squash/core').MatchTip[] {
  const draw = toTipDraw(detail.rounds);
  const picks = new Map<string, import('@squash/core').Pick>();
  for (const match of [...draw].sort((a, b) => a.roundIndex - b.roundIndex)) {
    if (match.isBye) continue;
    const [one, two] = projectSlotsFor(draw, picks).get(match.id) ?? [null, null];
    if (!one || !two) throw new Error(`match ${match.id} has an empty slot`);
    picks.set(match.id, { predictedWinnerId: choose(one, two), predictedScore: '3-1' });
  }
  return [...picks].map(([matchId, pick]) => ({ matchId, ...pick }));
}

import { projectSlots as projectSlotsFor, toTipDraw } from '@squash/core';

/**
 * A four-player women's draw starting in an hour (semi-finals A v B and C v D, then the final), players
 * named '<name> A' to 'D' and ranked 1 to 4, for fans to enter. Returns it and each player's letter by id.
 */
export async function fourPlayerDraw(db: Database, name: string) {
  const [tournament] = await db
    .insert(tournaments)
    .values({
      name,
      gender: 'womens',
      status: 'UPCOMING',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      startsAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  if (!tournament) throw new Error('no tournament');
  const [semis, final] = await db
    .insert(rounds)
    .values([
      { tournamentId: tournament.id, index: 1, name: 'Semi-finals' },
      { tournamentId: tournament.id, index: 2, name: 'Final' },
    ])
    .returning();
  const four = await db
    .insert(players)
    .values(
      ['A', 'B', 'C', 'D'].map((letter, n) => ({
        fullName: `${name} ${letter}`,
        gender: 'womens' as const,
        worldRank: n + 1,
      })),
    )
    .returning();
  const [last] = await db
    .insert(matches)
    .values({ tournamentId: tournament.id, roundId: final?.id ?? '', position: 1 })
    .returning();
  await db.insert(matches).values(
    [0, 1].map((n) => ({
      tournamentId: tournament.id,
      roundId: semis?.id ?? '',
      position: n + 1,
      playerOneId: four[2 * n]?.id,
      playerTwoId: four[2 * n + 1]?.id,
      nextMatchId: last?.id,
      nextMatchPlayerSlot: (n + 1) as 1 | 2,
    })),
  );
  const letters = new Map(four.map((player) => [player.id, player.fullName.slice(-1)]));
  return { tournament, letters };
}
