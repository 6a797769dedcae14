import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { setRole } from '../src/cli/admin.js';
import { testConfig } from '../src/config.js';
import { openDatabase, queryRows } from '../src/db/client.js';
import { fixedClock } from '../src/lib/clock.js';
import { recordResult } from '../src/modules/results/service.js';
import { asUser, createTestApp, SEED_NOW, signedInUser, type TestContext, usingPostgres } from './helpers.js';

/*
 * Public reads from memory, kept current across processes by the database's change notices, and the
 * live stream that tells watchers. The cache is on here (tests elsewhere run with it off).
 */

let ctx: TestContext;
let other: App;
let closeOther: () => Promise<void>;
let active: TournamentDetail;
const cacheOn = { PUBLIC_CACHE_MS: 60_000, LEADERBOARD_CACHE_MS: 0, SESSION_CACHE_MS: 60_000 };

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, config: cacheOn });
  // A second instance: on PostgreSQL with a pool of its own (another process, as far as the database
  // can tell); on PGlite the same embedded database, which has one process anyway.
  const second = usingPostgres ? await openDatabase({ databaseUrl: ctx.database.databaseUrl as string }) : null;
  other = await buildApp(testConfig(cacheOn), {
    db: second?.db ?? ctx.database.db,
    clock: fixedClock(SEED_NOW),
  });
  await other.ready();
  closeOther = async () => {
    await other.close();
    await second?.close();
  };
  const [row] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id from tournaments where status = 'ACTIVE' and parent_id is null`,
  );
  active = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${row?.id}` })).json().data;
});
afterAll(async () => {
  await closeOther?.();
  await ctx?.close();
});

/** The next undecided match with both players, decided for player one through the result service (no HTTP). */
async function recordNextResult() {
  const [match] = await queryRows<{ id: string; player_one_id: string }>(
    ctx.database.db,
    sql`select id, player_one_id from matches where tournament_id = ${active.id} and not is_completed
        and player_one_id is not null and player_two_id is not null order by starts_at nulls last, id limit 1`,
  );
  if (!match) throw new Error('no match left to decide');
  await recordResult(ctx.database.db, {
    matchId: match.id,
    winnerId: match.player_one_id,
    outcome: 'played',
    gameScore: '3-1',
    now: new Date(SEED_NOW),
  });
  return match.id;
}

const completedIn = (body: { data: TournamentDetail }, matchId: string) =>
  body.data.rounds.flatMap((round) => round.matches).find((match) => match.id === matchId)?.isCompleted;

describe('public reads from memory', () => {
  it('answers a repeated read from memory with the same strong ETag, and 304 with no body when the reader has it', async () => {
    const first = await other.inject({ method: 'GET', url: `/api/tournaments/${active.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await other.inject({
      method: 'GET',
      url: `/api/tournaments/${active.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('answers a browser compressed, each encoding with its own ETag, made once per body', async () => {
    const url = `/api/tournaments/${active.id}`;
    const plain = await other.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await other.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(answer.rawPayload).toString()).toBe(plain.body);
      const etag = answer.headers.etag as string;
      expect(etag).not.toBe(plain.headers.etag);
      // The same bytes again (made once), and 304 for that representation's tag, weak or strong.
      const again = await other.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(again.rawPayload.equals(answer.rawPayload)).toBe(true);
      for (const tag of [etag, `W/${etag}`]) {
        const revalidated = await other.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding, 'if-none-match': tag },
        });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.body).toBe('');
      }
      // The plain body's tag is not this representation's: the full compressed answer, never a 304.
      const mismatched = await other.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding, 'if-none-match': plain.headers.etag as string },
      });
      expect(mismatched.statusCode).toBe(200);
    }
    // A small body isn't worth compressing.
    const small = await other.inject({ method: 'GET', url: '/api/site-config', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('takes a query in any order of its parameters as the same cached read', async () => {
    const first = await other.inject({ method: 'GET', url: '/api/matches?is_completed=true&page_size=7' });
    const swapped = await other.inject({ method: 'GET', url: '/api/matches?page_size=7&is_completed=true' });
    expect(swapped.headers.etag).toBe(first.headers.etag);
    expect(swapped.json().pageInfo.pageSize).toBe(7);
  });

  it('keeps one cached copy per query: each season its own table', async () => {
    const season = async (label: string) =>
      (await other.inject({ method: 'GET', url: `/api/leaderboard?season=${label}` })).json().season.label;
    expect(await season('2022/23')).toBe('2022/23');
    expect(await season('2023/24')).toBe('2023/24');
    expect(await season('2022/23')).toBe('2022/23');
  });

  it("shows another process's write within the notice's delivery, and never answers 304 for a changed body", async () => {
    const before = await other.inject({ method: 'GET', url: `/api/tournaments/${active.id}` });
    const etag = before.headers.etag as string;
    const matchId = await recordNextResult();
    const deadline = Date.now() + 2000;
    let after = await other.inject({
      method: 'GET',
      url: `/api/tournaments/${active.id}`,
      headers: { 'if-none-match': etag },
    });
    while (after.statusCode === 304 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await other.inject({
        method: 'GET',
        url: `/api/tournaments/${active.id}`,
        headers: { 'if-none-match': etag },
      });
    }
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(completedIn(after.json(), matchId)).toBe(true);
    // The list of results moved too (the matches of every tournament).
    const results = await other.inject({ method: 'GET', url: '/api/matches?is_completed=true&page_size=100' });
    expect(results.json().data.some((match: { id: string }) => match.id === matchId)).toBe(true);
  });

  it('shows a write made through this process to its next read at once (read your writes)', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/tournaments?page_size=100' });
    const [tournament] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`update tournaments set name = 'Renamed Live Open' where id = ${active.id} returning id`,
    );
    // A service write is not an HTTP write: this one waits for the notice, like another process would.
    const deadline = Date.now() + 2000;
    let names: string[] = [];
    while (Date.now() < deadline) {
      names = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?page_size=100' }))
        .json()
        .data.map((row: { name: string }) => row.name);
      if (names.includes('Renamed Live Open')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(names).toContain('Renamed Live Open');
    expect(tournament?.id).toBe(active.id);
  });
});

/** A GET over a real socket (no decompression, headers as sent). */
interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

async function getRaw(app: App, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise<RawAnswer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('answers kept in front of Fastify', () => {
  /**
   * Each request's answer, and whether the front cache gave it (true) or Fastify did (false). Watching starts
   * once every change committed so far has reached the app: a change read later (a sign-up's, a league join's)
   * would clear what the first read keeps, whatever the code under test does.
   */
  async function watchFront(app: App) {
    await app.changes.sync();
    const serve = vi.spyOn(app.front, 'serve');
    return {
      answeredInFront: () => serve.mock.results.map((result) => result.value as boolean),
      stop: () => serve.mockRestore(),
    };
  }

  it('answers a repeated public read with the same headers and bytes, without Fastify, 304 included', async () => {
    const path = `/api/tournaments/${active.id}`;
    const watch = await watchFront(other);
    try {
      for (const encoding of ['', 'gzip, deflate, br']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const first = await getRaw(other, path, headers);
        const second = await getRaw(other, path, headers);
        expect(second.status).toBe(200);
        expect(second.body.equals(first.body)).toBe(true);
        const { date: _one, ...firstHeaders } = first.headers;
        const { date: _two, ...secondHeaders } = second.headers;
        expect(secondHeaders).toEqual(firstHeaders);
        expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        const revalidated = await getRaw(other, path, { ...headers, 'if-none-match': first.headers.etag as string });
        expect(revalidated.status).toBe(304);
        expect(revalidated.body.length).toBe(0);
        expect(revalidated.headers.etag).toBe(first.headers.etag);
        expect(revalidated.headers['content-length']).toBeUndefined();
      }
      // The first of each encoding went through Fastify; the repeats and the 304s did not.
      expect(watch.answeredInFront()).toEqual([false, true, true, false, true, true]);
    } finally {
      watch.stop();
    }
  });

  it('keeps an answer in front after a 304 from Fastify too (a reader revalidating after the entry ended)', async () => {
    const path = `/api/tournaments/${active.id}`;
    const first = await getRaw(other, path);
    other.front.clear();
    const watch = await watchFront(other);
    try {
      const headers = { 'if-none-match': first.headers.etag as string };
      expect((await getRaw(other, path, headers)).status).toBe(304);
      expect((await getRaw(other, path, headers)).status).toBe(304);
      expect(watch.answeredInFront()).toEqual([false, true]);
    } finally {
      watch.stop();
    }
  });

  it("stops answering from the front once another process's write reaches this one", async () => {
    const path = `/api/tournaments/${active.id}`;
    await getRaw(other, path);
    const before = await getRaw(other, path);
    const matchId = await recordNextResult();
    await expect
      .poll(async () => completedIn(JSON.parse((await getRaw(other, path)).body.toString()), matchId), {
        timeout: 2000,
        interval: 20,
      })
      .toBe(true);
    const after = await getRaw(other, path, { 'if-none-match': before.headers.etag as string });
    expect(after.status).toBe(200);
  });

  it('keeps a signed-in read in front for its own session only, until the session ends; never a refused query', async () => {
    const cookie = await signedInUser(other, 'front-cache@example.com');
    const second = await signedInUser(other, 'front-cache-second@example.com');
    const watch = await watchFront(other);
    try {
      const mine = await getRaw(other, '/api/entries', { cookie });
      const again = await getRaw(other, '/api/entries', { cookie });
      expect(again.status).toBe(200);
      expect(again.body.equals(mine.body)).toBe(true);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      // Another session and no session at all go to Fastify, whatever this session has in front.
      expect((await getRaw(other, '/api/entries', { cookie: second })).status).toBe(200);
      expect((await getRaw(other, '/api/entries')).status).toBe(401);
      for (let i = 0; i < 2; i++) expect((await getRaw(other, '/api/tournaments?page_size=0')).status).toBe(400);
      expect(watch.answeredInFront()).toEqual([false, true, false, false, false, false]);
    } finally {
      watch.stop();
    }
    const signedOut = await other.inject({ method: 'POST', url: '/api/auth/sign-out', headers: asUser(cookie) });
    expect(signedOut.statusCode).toBe(200);
    const after = await watchFront(other);
    try {
      expect((await getRaw(other, '/api/entries', { cookie })).status).toBe(401);
      expect(after.answeredInFront()).toEqual([false]);
    } finally {
      after.stop();
    }
  });

  it("stops answering a league's table from the front for a member the owner removes", async () => {
    const owner = await signedInUser(other, 'front-league-owner@example.com');
    const member = await signedInUser(other, 'front-league-member@example.com');
    const created = await other.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: asUser(owner),
      payload: { name: 'Front Row' },
    });
    const league = created.json().data as { id: string; inviteCode: string };
    const joined = await other.inject({
      method: 'POST',
      url: '/api/leagues/join',
      headers: asUser(member),
      payload: { code: league.inviteCode },
    });
    const memberId = (await other.inject({ method: 'GET', url: '/api/user-details', headers: asUser(member) })).json()
      .data.id as string;
    expect(joined.statusCode).toBe(200);
    const path = `/api/leagues/${league.id}/leaderboard?tournamentId=${active.id}`;
    const watch = await watchFront(other);
    try {
      expect((await getRaw(other, path, { cookie: member })).status).toBe(200);
      expect((await getRaw(other, path, { cookie: member })).status).toBe(200);
      const removed = await other.inject({
        method: 'DELETE',
        url: `/api/leagues/${league.id}/members/${memberId}`,
        headers: asUser(owner),
      });
      expect(removed.statusCode).toBe(200);
      expect((await getRaw(other, path, { cookie: member })).status).toBe(404);
      expect(watch.answeredInFront()).toEqual([false, true, false]);
    } finally {
      watch.stop();
    }
  });
});

/** Opens an event stream over a real socket and collects its events. */
async function openStream(app: App, path: string) {
  const address = app.server.address() as AddressInfo;
  const events: Array<{ event: string; data: string }> = [];
  let buffer = '';
  const request = http.get({ host: '127.0.0.1', port: address.port, path, headers: { accept: 'text/event-stream' } });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data });
      end = buffer.indexOf('\n\n');
    }
  });
  return { response, events, close: () => request.destroy() };
}

describe('the live stream', () => {
  it('tells a watcher of a result recorded through another process, with the new version', async () => {
    if (!other.server.listening) await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(other, `/api/tournaments/${active.id}/live`);
    const everything = await openStream(other, '/api/live');
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toContain('text/event-stream');
      await expect.poll(() => stream.events.length).toBeGreaterThan(0);
      const opening = JSON.parse(stream.events[0]?.data as string) as { version: number };
      expect(stream.events[0]?.event).toBe('version');

      await recordNextResult();
      // How soon is bench:proxy's figure, not a test's.
      await expect.poll(() => stream.events.some((event) => event.event === 'change')).toBe(true);
      const change = stream.events.find((event) => event.event === 'change');
      expect(JSON.parse(change?.data as string).version).toBeGreaterThan(opening.version);
      // The round that wrote it, in the metrics (the heartbeats' and the outlooks' are apart).
      const rounds = async () =>
        /^live_fan_out_seconds_count\{pace="now"\} (\d+)$/m.exec(
          await other.metrics.registry.getSingleMetricAsString('live_fan_out_seconds'),
        )?.[1];
      await expect.poll(rounds).toMatch(/^[1-9]\d*$/);
      await expect
        .poll(() => everything.events.some((event) => event.event === 'change' && event.data.includes(active.id)))
        .toBe(true);
    } finally {
      stream.close();
      everything.close();
    }
  });

  it('is a 404 for a tournament that does not exist, and a 406 for a reader that asks for JSON', async () => {
    const missing = await other.inject({
      method: 'GET',
      url: '/api/tournaments/00000000-0000-4000-8000-000000000000/live',
      headers: { accept: 'text/event-stream' },
    });
    expect(missing.statusCode).toBe(404);
    const json = await other.inject({ method: 'GET', url: `/api/tournaments/${active.id}/live` });
    expect(json.statusCode).toBe(406);
    expect(json.json().error.message).toBe('This is an event stream: ask for it with Accept: text/event-stream');
  });
});

describe('signed-in reads', () => {
  const details = (app: App, cookie: string) =>
    app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(cookie) });
  /** Asks until `status` answers (a notice from another connection takes a moment), at most 2 s. */
  async function eventually(read: () => Promise<{ statusCode: number }>, status: number) {
    const deadline = Date.now() + 2000;
    let last = await read();
    while (last.statusCode !== status && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      last = await read();
    }
    return last.statusCode;
  }

  it('use the session found before without asking the database again', async () => {
    const cookie = await signedInUser(ctx.app, 'cached.session@example.org');
    const getSession = vi.spyOn(ctx.app.auth.api, 'getSession');
    try {
      expect((await details(ctx.app, cookie)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await details(ctx.app, cookie)).statusCode).toBe(200);
      expect(getSession.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it("answer a fan's details with an ETag (304 when unchanged) and their new details once they change them", async () => {
    const cookie = await signedInUser(ctx.app, 'details.change@example.org');
    const first = await details(ctx.app, cookie);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-details',
      headers: { ...asUser(cookie), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: asUser(cookie),
      payload: { username: 'renamed_fan' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-details',
      headers: { ...asUser(cookie), 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.username).toBe('renamed_fan');
  });

  it('end with a sign-out at once, and with a session ended or a role taken away elsewhere within a notice', async () => {
    const cookie = await signedInUser(ctx.app, 'signing.out@example.org');
    expect((await details(ctx.app, cookie)).statusCode).toBe(200);
    const signOut = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: asUser(cookie) });
    expect(signOut.statusCode).toBe(200);
    expect((await details(ctx.app, cookie)).statusCode).toBe(401);

    // Another process (or an admin) ends a session: the database's notice reaches this one.
    const revoked = await signedInUser(ctx.app, 'revoked.elsewhere@example.org');
    expect((await details(ctx.app, revoked)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`delete from auth_sessions where user_id = (select id from auth_users where email = 'revoked.elsewhere@example.org')`,
    );
    expect(await eventually(() => details(ctx.app, revoked), 401)).toBe(401);

    // An admin's role is taken away from the command line: the admin area closes to them.
    const admin = await signedInUser(ctx.app, 'briefly.admin@example.org');
    await setRole(ctx.database.db, 'briefly.admin@example.org', 'admin');
    const stats = () => ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: asUser(admin) });
    expect(await eventually(stats, 200)).toBe(200);
    await setRole(ctx.database.db, 'briefly.admin@example.org', 'user');
    expect(await eventually(stats, 403)).toBe(403);
  });
});
