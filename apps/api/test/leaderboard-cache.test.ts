import type { Match, Tournament, TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { getLeaderboard } from '../src/modules/leaderboard/service.js';
import { rankTournament } from '../src/modules/scoring/service.js';
import { createTestApp, demoSessions, ORIGIN, type TestContext } from './helpers.js';

// The leaderboard cache as the server runs it, with a freshness long enough that only an
// invalidation (never the clock) can explain a changed answer.
let ctx: TestContext;
let admin: string;
let active: TournamentDetail;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, config: { LEADERBOARD_CACHE_MS: 60_000 } });
  ({ admin } = await demoSessions(ctx.app));
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?status=ACTIVE' })).json()
    .data as Tournament[];
  active = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${list[0]?.id}` })).json().data;
});
afterAll(async () => ctx?.close());

const board = async (query = 'page_size=100') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${active.id}/leaderboard?${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  return response.json() as { data: Array<{ possibleScore: number; points: number }>; pageInfo: { page: number } };
};

/** Records a result for the next open match (fresh draw each time), through the admin API. */
async function recordNextResult(gameScore: '3-0' | '3-1' | '3-2') {
  const detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${active.id}` })).json()
    .data as TournamentDetail;
  const match = detail.rounds
    .flatMap((r) => r.matches)
    .find((m) => !m.isCompleted && m.playerOne && m.playerTwo) as Match;
  const recorded = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/matches/${match.id}/result`,
    headers: { cookie: admin, origin: ORIGIN },
    payload: { winnerId: match.playerOne?.id, outcome: 'played', gameScore },
  });
  expect(recorded.statusCode).toBe(200);
}

/** Moves every entry's possibleScore behind the server's back (no re-rank, no version bump). */
const shiftBehindTheServersBack = (by: number) =>
  ctx.database.db.execute(
    sql`update entries set possible_score = possible_score + ${by} where tournament_id = ${active.id}`,
  );

describe('leaderboard cache', () => {
  it('answers repeated reads from memory: a change behind the server’s back is not seen yet', async () => {
    const first = await board();
    await shiftBehindTheServersBack(100);
    expect(await board()).toEqual(first);
    // Another page is its own entry, read fresh.
    const other = await board('page=0&page_size=10');
    expect(other.data[0]?.possibleScore).toBe((first.data[0]?.possibleScore ?? 0) + 100);
    await shiftBehindTheServersBack(-100);
  });

  it('shows a result recorded through the API on the very next read', async () => {
    ctx.app.leaderboards.invalidate();
    const before = await board();
    await recordNextResult('3-0');
    const after = await board();
    expect(after.data[0]?.possibleScore).toBe((before.data[0]?.possibleScore ?? 0) + 1);
  });

  it('does not clear on a refused write, and never caches a not-found', async () => {
    const cached = await board();
    await shiftBehindTheServersBack(100);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/matches/not-a-uuid/result`,
      headers: { cookie: admin, origin: ORIGIN },
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(await board()).toEqual(cached);
    await shiftBehindTheServersBack(-100);

    const missing = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 2; i++) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${missing}/leaderboard` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('in another process: a re-rank shows after one check of the version; rows changed without one do not', async () => {
    // A second server on the same database, with a short freshness on a clock moved by hand, stands in
    // for another process.
    let ms = 0;
    const other = await buildApp(testConfig({ LEADERBOARD_CACHE_MS: 100 }), {
      db: ctx.database.db,
      clock: ctx.clock,
      cacheNow: () => ms,
    });
    try {
      const read = async () =>
        (await other.inject({ method: 'GET', url: `/api/tournaments/${active.id}/leaderboard?page_size=100` })).json()
          .data as Array<{ possibleScore: number }>;
      const before = (await read())[0]?.possibleScore ?? 0;

      // Rows changed with no re-rank: past its freshness the page is checked, the version still
      // matches, so the cached page stands.
      await shiftBehindTheServersBack(100);
      ms += 150;
      expect((await read())[0]?.possibleScore).toBe(before);
      await other.leaderboards.settled();
      ms += 150;
      expect((await read())[0]?.possibleScore).toBe(before);
      await other.leaderboards.settled();
      expect((await read())[0]?.possibleScore).toBe(before);
      await shiftBehindTheServersBack(-100);

      // A result recorded through the first server re-ranks and bumps the version: still fresh here,
      // the cached page stands; past its freshness it is served once more while the check runs, then
      // the check's new page.
      await recordNextResult('3-2');
      expect((await read())[0]?.possibleScore).toBe(before);
      ms += 150;
      expect((await read())[0]?.possibleScore).toBe(before);
      await other.leaderboards.settled();
      expect((await read())[0]?.possibleScore).toBe(before + 1);
    } finally {
      await other.close();
    }
  });

  it("pages a started tournament from one order read per version: each page is that order's slice", async () => {
    const order = async () =>
      (
        await queryRows<{ id: string }>(
          ctx.database.db,
          sql`select e.id from entries e join users u on u.id = e.user_id
              where e.tournament_id = ${active.id} and e.status <> 'REFUNDED'
              order by e.position asc nulls last, lower(u.username), e.id`,
        )
      ).map((row) => row.id);
    const pages = async (size: number) => {
      const ids: string[] = [];
      let total = 0;
      for (let page = 0; ; page++) {
        const answer = await getLeaderboard(ctx.database.db, active.id, { page, page_size: size });
        total = answer.pageInfo.totalRecords;
        if (answer.data.length === 0) break;
        ids.push(...answer.data.map((row) => row.entryId));
      }
      return { ids, total };
    };
    const before = await order();
    expect(before.length).toBeGreaterThan(14);
    expect(await pages(7)).toEqual({ ids: before, total: before.length });

    // A re-rank after points changed behind the service's back (the last entry now leads) moves the
    // version: the pages follow the new order. Without one they would keep the old.
    const last = before.at(-1) as string;
    await ctx.database.db.execute(sql`update entries set points = points + 1000 where id = ${last}`);
    await rankTournament(ctx.database.db, active.id);
    const after = await order();
    expect(after[0]).toBe(last);
    expect(await pages(7)).toEqual({ ids: after, total: after.length });

    // A refund leaves the board (refunds re-rank too).
    await ctx.database.db.execute(sql`update entries set status = 'REFUNDED' where id = ${last}`);
    await rankTournament(ctx.database.db, active.id);
    expect(await pages(7)).toEqual({ ids: after.slice(1), total: after.length - 1 });
    await ctx.database.db.execute(
      sql`update entries set status = 'FINALIZED', points = points - 1000 where id = ${last}`,
    );
    await rankTournament(ctx.database.db, active.id);
  });

  it('keeps crowd picks in memory until a write, and never caches a refusal', async () => {
    const picks = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${active.id}/pick-stats` });
      expect(response.statusCode).toBe(200);
      return response.json().data as Array<{ matchId: string; total: number }>;
    };
    const totals = async () => Math.max(...(await picks()).map((match) => match.total));
    ctx.app.leaderboards.invalidate();
    const before = await totals();
    // One fan's tips go behind the server's back: the cached figures stand...
    await ctx.database.db.execute(
      sql`delete from entry_tips where entry_id = (select id from entries where tournament_id = ${active.id} order by id limit 1)`,
    );
    expect(await totals()).toBe(before);
    // ...until a write through the server.
    await recordNextResult('3-1');
    expect(await totals()).toBe(before - 1);

    const upcoming = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?status=UPCOMING' })).json()
      .data as Tournament[];
    for (let i = 0; i < 2; i++) {
      const refused = await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${upcoming[0]?.id}/pick-stats` });
      expect(refused.statusCode).toBe(409);
    }
  });
});
