import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { liveTokens } from '../src/cache/after-change.js';
import { sharedBarrier } from '../src/cache/changes.js';
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
 * A page asks again for what it shows as soon as its live stream tells it of a change, and the stream is
 * held by another process than the one answering (issue 47). Read with the After-Change header, the
 * answering process hears every change committed before the read first, and what it keeps from before the
 * tournament's latest notice is checked again: the leaderboard's pages and the crowd's picks, which are
 * otherwise trusted for a second (decision 006) and would have left the page without the result until the
 * next change. Two instances on one database (on PostgreSQL each with its own pool); the reader's cache
 * clock stands still, so what it kept stays fresh to it for as long as the test runs.
 */

let ctx: TestContext;
let reader: App;
let fresh: App;
let closeOthers: () => Promise<void>;
let admin: string;
let readFromReader: ReturnType<typeof overSocket>;
let tournamentId: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const second = usingPostgres ? await openDatabase({ databaseUrl: ctx.database.databaseUrl as string }) : null;
  const db = second?.db ?? ctx.database.db;
  reader = await buildApp(testConfig({ PUBLIC_CACHE_MS: 60_000 }), {
    db,
    clock: fixedClock(SEED_NOW),
    cacheNow: () => 0,
  });
  // What the database says now: the same server with every cache off.
  fresh = await buildApp(testConfig({ PUBLIC_CACHE_MS: 0, LEADERBOARD_CACHE_MS: 0, SESSION_CACHE_MS: 0 }), {
    db,
    clock: fixedClock(SEED_NOW),
  });
  await Promise.all([reader.ready(), fresh.ready()]);
  closeOthers = async () => {
    await reader.close();
    await fresh.close();
    await second?.close();
  };
  readFromReader = overSocket(reader);
  ({ admin } = await demoSessions(ctx.app));
  const [active] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id from tournaments where status = 'ACTIVE' and parent_id is null`,
  );
  tournamentId = active?.id as string;
});

afterAll(async () => {
  await closeOthers?.();
  await ctx?.close();
});

/** A result through the first instance, on the active tournament's next match with both players. */
async function recordResult() {
  const [open] = await queryRows<{ id: string; player_one_id: string }>(
    ctx.database.db,
    sql`select id, player_one_id from matches where tournament_id = ${tournamentId} and not is_completed
          and player_one_id is not null and player_two_id is not null order by id limit 1`,
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/matches/${open?.id}/result`,
    headers: asUser(admin),
    payload: { winnerId: open?.player_one_id, outcome: 'played', gameScore: '3-1' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const AFTER_CHANGE = { 'after-change': '1' };

describe('a read after a change heard on a live stream', () => {
  it('has the change in the leaderboard and the crowd picks that another process kept from before it', async () => {
    const board = `/api/tournaments/${tournamentId}/leaderboard?page=0&page_size=10`;
    const picks = `/api/tournaments/${tournamentId}/pick-stats`;
    const draw = `/api/tournaments/${tournamentId}`;
    const before = {
      board: (await readFromReader({ url: board })).body,
      picks: (await readFromReader({ url: picks })).body,
      draw: (await readFromReader({ url: draw })).body,
    };
    await recordResult();
    const want = {
      board: (await fresh.inject({ method: 'GET', url: board })).body,
      picks: (await fresh.inject({ method: 'GET', url: picks })).body,
    };
    expect(want.board, 'the result moves the leaderboard').not.toBe(before.board);
    // The reader has heard the notice: its draw (kept by notice) has the result.
    const drawNow = await afterNotice(
      async () => (await readFromReader({ url: draw })).body,
      (body) => body !== before.draw,
    );
    expect(drawNow).not.toBe(before.draw);

    // Asked as any read, the leaderboard's page kept before the result is still fresh to the reader
    // (its clock stands still here; in production for up to a second, decision 006).
    expect((await readFromReader({ url: board })).body).toBe(before.board);
    // Asked as a page asks after the change, it is checked again and has the result; so do the crowd picks.
    const after = await readFromReader({ url: board, headers: AFTER_CHANGE });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(want.board);
    expect((await readFromReader({ url: picks, headers: AFTER_CHANGE })).body).toBe(want.picks);
    // What the check found is kept: read again as any read, the new page.
    expect((await readFromReader({ url: board })).body).toBe(want.board);
  });

  it('is a bad request nowhere: any value of the header is the same read', async () => {
    const got = await readFromReader({
      url: `/api/tournaments/${tournamentId}`,
      headers: { 'after-change': 'x'.repeat(200) },
    });
    expect(got.statusCode).toBe(200);
  });
});

describe("the change log's barrier", () => {
  // PostgreSQL only: PGlite runs in this process, where no other client can commit while it is held.
  it.runIf(usingPostgres)(
    'hears a change committed by another client before it was called, however busy this process was',
    async () => {
      const scope = `barrier-${Date.now()}`;
      const before = reader.changes.tournamentVersion(scope);
      // Committed by psql while this process's event loop is held, as a trigger records a change (migration 0048):
      // no read of the log has seen it.
      execFileSync('psql', [
        ctx.database.databaseUrl as string,
        '-qAtc',
        `insert into change_log (channel, payload) values ('data_changed', '${scope}')`,
      ]);
      expect(reader.changes.tournamentVersion(scope)).toBe(before);
      await reader.changes.sync();
      expect(reader.changes.tournamentVersion(scope)).toBeGreaterThan(before);
    },
  );

  it('runs one at a time, and a call while one is out waits for the next, which all such calls share', async () => {
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const barrier = sharedBarrier(
      () =>
        new Promise<void>((resolve) => {
          started.push(started.length);
          releases.push(resolve);
        }),
    );
    const first = barrier();
    const second = barrier();
    const third = barrier();
    expect(started).toHaveLength(1);
    expect(second).toBe(third);
    releases[0]?.();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    // The second began only after the first ended: one that began earlier could miss what the callers wait for.
    expect(started).toHaveLength(2);
    releases[1]?.();
    await Promise.all([second, third]);
  });
});

describe('the tokens a live stream sends with a change (a shared cache keeps the answers to reads that carry one)', () => {
  /** A request as Fastify has it once routed: its route (the draw's by default) and its tournament id `x`. */
  const request = (url: string, afterChange = true, route = '/api/tournaments/:id', id = 'x') =>
    ({
      raw: { url },
      headers: afterChange ? { 'after-change': '1' } : {},
      routeOptions: { url: route },
      params: { id },
    }) as unknown as FastifyRequest;

  it('are one per version of a process and tournament, and checked by any process of the site, never made up', () => {
    const one = liveTokens('a-site-secret-of-at-least-32-characters', 'processA');
    const other = liveTokens('a-site-secret-of-at-least-32-characters', 'processB');
    const elsewhere = liveTokens('another-site-secret-of-32-characters!!', 'processA');
    const token = one.issue(7, 'x');
    expect(one.issue(7, 'x')).toBe(token);
    expect(one.issue(8, 'x')).not.toBe(token);
    expect(one.issue(7, 'y')).not.toBe(token);
    expect(other.issue(7, 'x')).not.toBe(token);
    const url = `/api/tournaments/x?at=${encodeURIComponent(token)}`;
    expect(other.sharedAfterChange(request(url))).toBe(true);
    // Bound to what it is for: the reads a live page asks again for, of the tournament whose stream sent it.
    expect(
      other.sharedAfterChange(
        request(`/api/tournaments/x/leaderboard?at=${token}`, true, '/api/tournaments/:id/leaderboard'),
      ),
    ).toBe(true);
    expect(other.sharedAfterChange(request(`/api/tournaments/y?at=${token}`, true, '/api/tournaments/:id', 'y'))).toBe(
      false,
    );
    expect(other.sharedAfterChange(request(`/api/fans/someone?at=${token}`, true, '/api/fans/:username', 'x'))).toBe(
      false,
    );
    expect(
      other.sharedAfterChange(request(`/api/tournaments/x/entries?at=${token}`, true, '/api/tournaments/:id/entries')),
    ).toBe(false);
    expect(elsewhere.sharedAfterChange(request(url))).toBe(false);
    // Only a read after a change, and only with a token whole and unaltered.
    expect(other.sharedAfterChange(request(url, false))).toBe(false);
    expect(other.sharedAfterChange(request('/api/tournaments/x'))).toBe(false);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(other.sharedAfterChange(request(`/api/tournaments/x?at=${forged}`))).toBe(false);
    expect(other.sharedAfterChange(request('/api/tournaments/x?at=processA.8.x'))).toBe(false);
    expect(other.sharedAfterChange(request(`/api/tournaments/x?at=${'a'.repeat(500)}`))).toBe(false);
  });

  it("mark a public read's answer for a shared cache only with a token the site issued", async () => {
    const draw = `/api/tournaments/${tournamentId}`;
    const token = reader.liveTokens.issue(reader.changes.tournamentVersion(tournamentId), tournamentId);
    const shared = await readFromReader({ url: `${draw}?at=${token}`, headers: AFTER_CHANGE });
    expect(shared.headers['cache-control']).toBe('public, max-age=300');
    const plain = await readFromReader({ url: draw, headers: AFTER_CHANGE });
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    const madeUp = await readFromReader({ url: `${draw}?at=${token.slice(0, -2)}xy`, headers: AFTER_CHANGE });
    expect(madeUp.statusCode).toBe(200);
    expect(madeUp.headers['cache-control']).toBe('public, no-cache');
  });
});
