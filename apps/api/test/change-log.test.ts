import type { TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLogReader, pruneChangeLog } from '../src/cache/change-log.js';
import { setRole } from '../src/cli/admin.js';
import { connectionOptions, queryRows } from '../src/db/client.js';
import { startJobs } from '../src/jobs/queue.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  JOBS_FROM_SOURCE,
  signedInUser,
  type TestContext,
  upcomingTournament,
  usingPostgres,
} from './helpers.js';

/*
 * Changes recorded in the write, published after it (decision 032, issue 65): no function of the database and no
 * statement of a user's write notifies, so no commit waits for PostgreSQL's notify lock; the log's reader returns
 * each committed change once, a transaction that commits after a read included; the health check says the
 * process's role and whether it publishes; and a process's role decides its jobs.
 */

let ctx: TestContext;
const queries: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, onQuery: (query) => queries.push(query) });
});
afterAll(async () => ctx?.close());

/** A match of a tournament under way with both its players and no result yet. */
async function matchToPlay() {
  const [active] = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?status=ACTIVE' })).json()
    .data as Array<{
    id: string;
  }>;
  const detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${active?.id}` })).json()
    .data as TournamentDetail;
  const match = detail.rounds
    .flatMap((round) => round.matches)
    .find((each) => !each.isCompleted && each.playerOne && each.playerTwo);
  if (!match) throw new Error('the seed has no match to play');
  return match;
}

describe('the change log', () => {
  it('has no function of the database that notifies', async () => {
    const notifying = await queryRows<{ proname: string }>(
      ctx.database.db,
      sql`select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and (p.prosrc ilike '%pg_notify%' or p.prosrc ~* '\\mnotify\\M')`,
    );
    expect(notifying).toEqual([]);
  });

  it("runs no statement that notifies in a fan's entry, a tip change or an admin's result", async () => {
    const fan = await signedInUser(ctx.app, 'change.log.fan@example.org');
    const admin = await signedInUser(ctx.app, 'change.log.admin@example.org');
    await setRole(ctx.database.db, 'change.log.admin@example.org', 'admin');
    const upcoming = await upcomingTournament(ctx.app);
    queries.length = 0;
    const entry = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${upcoming.id}/entries`,
      headers: asUser(fan),
      payload: { matchTips: bracketTips(upcoming) },
    });
    expect(entry.statusCode).toBe(201);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/entries/${entry.json().data.id}/match-tips`,
      headers: asUser(fan),
      payload: { matchTips: bracketTips(upcoming, (_one, two) => two) },
    });
    expect(changed.statusCode).toBe(200);
    const match = await matchToPlay();
    const result = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${match?.id}/result`,
      headers: asUser(admin),
      payload: { winnerId: match?.playerOne?.id, outcome: 'played', gameScore: '3-1' },
    });
    expect(result.statusCode, result.body).toBeLessThan(300);
    const writes = queries.filter((query) => /^\s*(insert|update|delete|with)\b/i.test(query));
    expect(writes.length).toBeGreaterThan(3);
    expect(queries.filter((query) => /pg_notify|\bnotify\b/i.test(query))).toEqual([]);
    // What they changed is in the log, for the publisher to read.
    const logged = await queryRows<{ payload: string }>(
      ctx.database.db,
      sql`select payload from change_log where payload = ${upcoming.id}`,
    );
    expect(logged.length).toBeGreaterThan(0);
  });

  it('reads each change once, and a transaction that commits after a read at the next', async () => {
    const reader = changeLogReader(ctx.database.db);
    expect((await reader.read()).restarted).toBe(true);
    await ctx.database.db.execute(sql`insert into change_log (channel, payload) values ('data_changed', 'first')`);
    expect((await reader.read()).changes).toEqual([{ channel: 'data_changed', payload: 'first' }]);
    expect((await reader.read()).changes).toEqual([]);
    if (!usingPostgres) return;
    // A transaction that wrote before the read and commits after it: its row is below no cursor yet.
    const client = new pg.Client(connectionOptions(ctx.database.databaseUrl as string));
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`insert into change_log (channel, payload) values ('data_changed', 'late')`);
      await ctx.database.db.execute(sql`insert into change_log (channel, payload) values ('data_changed', 'early')`);
      expect((await reader.read()).changes).toEqual([{ channel: 'data_changed', payload: 'early' }]);
      await client.query('commit');
      expect((await reader.read()).changes).toEqual([{ channel: 'data_changed', payload: 'late' }]);
      // A rollback's row is never read.
      await client.query('begin');
      await client.query(`insert into change_log (channel, payload) values ('data_changed', 'undone')`);
      await client.query('rollback');
      expect((await reader.read()).changes).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it("never reads a row numbered by another cluster's transactions (restored by hand), and prunes it", async () => {
    const reader = changeLogReader(ctx.database.db);
    await reader.read();
    await ctx.database.db.execute(
      sql`insert into change_log (xid, channel, payload)
          values ((pg_current_xact_id()::text::bigint + 1000000)::text::xid8, 'data_changed', 'from elsewhere')`,
    );
    await ctx.database.db.execute(sql`insert into change_log (channel, payload) values ('data_changed', 'here')`);
    expect((await reader.read()).changes).toEqual([{ channel: 'data_changed', payload: 'here' }]);
    await pruneChangeLog(ctx.database.db, 0n);
    const left = await queryRows<{ payload: string }>(
      ctx.database.db,
      sql`select payload from change_log where payload in ('from elsewhere', 'here') order by payload`,
    );
    expect(left.map((row) => row.payload)).toEqual(['here']);
  });

  it('says in the health check what the process is for and whether it publishes', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', role: 'all' });
    expect(typeof health.json().changePublisher).toBe('boolean');
  });
});

describe("a process's role", () => {
  const deps = () => ({
    db: ctx.database.db,
    mailer: ctx.app.mailer,
    clock: ctx.clock,
    baseUrl: 'http://localhost:3000',
    ...JOBS_FROM_SOURCE,
  });

  it('holds no job queue in a live-stream process', async () => {
    await expect(startJobs(ctx.database, deps(), { role: 'live' })).rejects.toThrow(
      /live-stream process holds no job queue/,
    );
  });

  it('sends jobs from a request process but refuses to work them', async () => {
    const queue = await startJobs(ctx.database, deps(), { role: 'requests' });
    try {
      await expect(queue.work()).rejects.toThrow(/A requests process runs no job worker/);
      await queue.refreshOutlooks();
      const workers = await queryRows<{ count: number }>(
        ctx.database.db,
        sql`select count(*)::int as count from pgboss.schedule`,
      );
      expect(workers[0]?.count).toBe(0);
    } finally {
      await queue.stop();
    }
  });
});
