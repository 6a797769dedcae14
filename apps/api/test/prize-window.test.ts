import type { TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import { queryRows } from '../src/db/client.js';
import { outboxMailer } from '../src/integrations/mail/mailer.js';
import { runLifecycleSweep, runTournamentFinish } from '../src/jobs/lifecycle.js';
import { grantBonusCredits, ledgerProblems } from '../src/modules/ledger/service.js';
import { lockDueTournaments } from '../src/modules/lifecycle/service.js';
import { recordResult } from '../src/modules/results/service.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  fourPlayerDraw,
  JOBS_FROM_SOURCE,
  signedInUser,
  type TestContext,
} from './helpers.js';

/*
 * The dispute window of a finished tournament's prizes (issue 62, point 6): provisional for 48 hours, during
 * which a fan who entered can dispute the result, an administrator can hold the payout and a corrected result
 * changes the provisional prizes; nothing settles while held or disputed; after settlement nothing changes.
 */
let ctx: TestContext;
let detail: TournamentDetail;
let admin: string;
const fans: Record<'first' | 'second' | 'last' | 'outsider', string> = {
  first: '',
  second: '',
  last: '',
  outsider: '',
};
const ids: Record<string, string> = {};
let after: Date;

const call = (cookie: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(cookie ? { headers: asUser(cookie) } : {}), ...(payload ? { payload } : {}) });
const windowOf = async (cookie: string | null = null) =>
  (await call(cookie, 'GET', `/api/tournaments/${detail.id}/prize-window`)).json().data;
const deps = () => ({
  db: ctx.database.db,
  mailer: outboxMailer(ctx.database.db, { quiet: true }),
  clock: ctx.clock,
  baseUrl: 'http://localhost:3000',
  ...JOBS_FROM_SOURCE,
});
const statusOf = async () =>
  (await queryRows<{ status: string }>(ctx.database.db, sql`select status from tournaments where id = ${detail.id}`))[0]
    ?.status;
const finalMatch = () => detail.rounds.at(-1)?.matches[0];
const playerNamed = (letter: string) =>
  detail.rounds[0]?.matches.flatMap((m) => [m.playerOne, m.playerTwo]).find((p) => p?.fullName.endsWith(letter))?.id;

beforeAll(async () => {
  ctx = await createTestApp({ config: { CREDITS_ENABLED: true }, cachesOff: 'reads straight after each write' });
  const { tournament } = await fourPlayerDraw(ctx.database.db, 'Window Open');
  await ctx.database.db.execute(sql`update tournaments set entry_fee = 100 where id = ${tournament.id}`);
  detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}` })).json().data;
  admin = await signedInUser(ctx.app, 'window.admin@example.org');
  await setRole(ctx.database.db, 'window.admin@example.org', 'admin');
  // first: A, C, then A in the final; second: A, C, then C; last: B, D, then B.
  const choices = {
    first: (one: string) => one,
    second: (one: string, two: string) => (one === playerNamed('A') && two === playerNamed('C') ? two : one),
    last: (_one: string, two: string) => two,
  };
  for (const [who, choose] of Object.entries(choices)) {
    const cookie = await signedInUser(ctx.app, `${who}@window.example.org`);
    fans[who as keyof typeof fans] = cookie;
    const me = (await call(cookie, 'GET', '/api/user-details')).json().data;
    ids[who] = me.id;
    await grantBonusCredits(ctx.database.db, { userId: me.id, amount: 1, reason: 'Test', requestId: who });
    const entered = await call(cookie, 'POST', `/api/tournaments/${detail.id}/entries`, {
      matchTips: bracketTips(detail, choose),
    });
    expect(entered.statusCode).toBe(201);
  }
  fans.outsider = await signedInUser(ctx.app, 'outsider@window.example.org');

  after = new Date(Date.parse(detail.startsAt as string) + 60_000);
  ctx.clock.set(after);
  await lockDueTournaments(ctx.database.db, after, detail.id);
  for (const match of detail.rounds[0]?.matches ?? []) {
    await recordResult(ctx.database.db, {
      matchId: match.id,
      winnerId: match.playerOne?.id as string,
      outcome: 'walkover',
      now: after,
    });
  }
  await recordResult(ctx.database.db, {
    matchId: finalMatch()?.id as string,
    winnerId: playerNamed('A') as string,
    outcome: 'walkover',
    now: after,
  });
  expect(await runTournamentFinish(deps(), { tournamentId: detail.id })).toBe(true);
});
afterEach(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
});
afterAll(async () => ctx?.close());

describe('the dispute window', () => {
  it('shows the prizes as provisional until it ends, and pays nothing yet', async () => {
    expect(await statusOf()).toBe('SCORED');
    const window = await windowOf();
    expect(window).toMatchObject({
      state: 'PROVISIONAL',
      settlesAt: new Date(after.getTime() + 48 * 3_600_000).toISOString(),
      held: false,
      openDisputes: 0,
      myDispute: null,
      canDispute: false,
    });
    // Three paid entries of 1 credit: 60% of 3.00 in cash (18.00 at 10 cents a hundredth), 10% to the top one.
    expect(window.provisional).toEqual([
      expect.objectContaining({ rank: 1, username: 'first', cashCents: 1800, credits: 30 }),
    ]);
    expect((await windowOf(fans.first)).canDispute).toBe(true);
    expect((await windowOf(fans.outsider)).canDispute).toBe(false);
    const prizes = await queryRows(ctx.database.db, sql`select id from prizes where tournament_id = ${detail.id}`);
    expect(prizes).toEqual([]);
  });

  it('takes a dispute from a fan who entered, one open at a time, and refuses anyone else', async () => {
    const tooShort = await call(fans.second, 'POST', `/api/tournaments/${detail.id}/disputes`, { message: 'no' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toContain('at least 10 characters');
    const outsider = await call(fans.outsider, 'POST', `/api/tournaments/${detail.id}/disputes`, {
      message: 'I did not enter but I object',
    });
    expect(outsider.statusCode).toBe(403);
    expect(
      (await call(null, 'POST', `/api/tournaments/${detail.id}/disputes`, { message: 'x'.repeat(20) })).statusCode,
    ).toBe(401);

    const raised = await call(fans.second, 'POST', `/api/tournaments/${detail.id}/disputes`, {
      message: 'The final was won by C, not A: check the tour site.',
    });
    expect(raised.statusCode).toBe(201);
    ids.dispute = raised.json().data.id;
    const again = await call(fans.second, 'POST', `/api/tournaments/${detail.id}/disputes`, {
      message: 'Still waiting for an answer on the final.',
    });
    expect(again.statusCode).toBe(409);
    const mine = await windowOf(fans.second);
    expect(mine).toMatchObject({ openDisputes: 1, canDispute: false });
    expect(mine.myDispute).toMatchObject({
      message: 'The final was won by C, not A: check the tour site.',
      resolvedAt: null,
    });
  });

  it('changes the provisional prizes when a result is corrected inside it', async () => {
    await recordResult(ctx.database.db, {
      matchId: finalMatch()?.id as string,
      winnerId: playerNamed('C') as string,
      outcome: 'walkover',
      now: after,
    });
    expect((await windowOf()).provisional).toEqual([
      expect.objectContaining({ rank: 1, username: 'second', cashCents: 1800, credits: 30 }),
    ]);
  });

  it('never pays a professional: the next fan who may win takes the place, and the pool stays whole', async () => {
    const marked = await call(admin, 'PUT', `/api/admin/users/${ids.second}`, {
      username: 'second',
      playMark: 'professional',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.playMark).toBe('professional');
    expect(
      (await call(admin, 'PUT', `/api/admin/users/${ids.second}`, { username: 'second', playMark: 'coach' }))
        .statusCode,
    ).toBe(400);
    // 'second' still leads the leaderboard; the prizes go to 'first', ranked 2nd.
    expect((await windowOf()).provisional).toEqual([
      expect.objectContaining({ rank: 2, username: 'first', cashCents: 1800, credits: 30 }),
    ]);
  });

  it('settles nothing while held or disputed, and settles once released and answered, in the audit log', async () => {
    const noReason = await call(admin, 'PUT', `/api/admin/tournaments/${detail.id}/prize-hold`, {});
    expect(noReason.statusCode).toBe(400);
    const held = await call(admin, 'PUT', `/api/admin/tournaments/${detail.id}/prize-hold`, {
      reason: 'Checking the final with the PSA',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json().data).toMatchObject({ state: 'PROVISIONAL', holdReason: 'Checking the final with the PSA' });
    expect(held.json().data.disputes).toEqual([expect.objectContaining({ id: ids.dispute, username: 'second' })]);

    // The window is over: still held, and the dispute still open.
    ctx.clock.set(new Date(after.getTime() + 48 * 3_600_000));
    expect((await runLifecycleSweep(deps())).settled).toEqual([]);
    expect(await windowOf()).toMatchObject({ state: 'HELD', held: true, openDisputes: 1 });
    expect((await windowOf(fans.first)).canDispute).toBe(false);

    const resolved = await call(admin, 'POST', `/api/admin/disputes/${ids.dispute}/resolve`, {
      resolution: 'Right: the final is corrected to C.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(
      (await call(admin, 'POST', `/api/admin/disputes/${ids.dispute}/resolve`, { resolution: 'Again' })).statusCode,
    ).toBe(409);
    expect((await windowOf(fans.second)).myDispute).toMatchObject({
      resolution: 'Right: the final is corrected to C.',
    });
    expect((await runLifecycleSweep(deps())).settled).toEqual([]);

    // Released with the window over and no dispute open: it settles at once, not at the next sweep.
    const released = await call(admin, 'DELETE', `/api/admin/tournaments/${detail.id}/prize-hold`);
    expect(released.statusCode).toBe(200);
    expect(released.json().data).toMatchObject({ state: 'SETTLED', holdReason: null });
    expect(await statusOf()).toBe('PAYING');
    expect((await runLifecycleSweep(deps())).settled).toEqual([]);
    expect((await windowOf()).state).toBe('SETTLED');
    const prizes = await queryRows<{ user_id: string; credits: number }>(
      ctx.database.db,
      sql`select user_id, credits from prizes where tournament_id = ${detail.id}`,
    );
    expect(prizes).toEqual([{ user_id: ids.first, credits: 180 }]);

    const audit = await queryRows<{ action: string; resource_type: string }>(
      ctx.database.db,
      sql`select action, resource_type from admin_audit order by at`,
    );
    expect(audit).toEqual([
      { action: 'PUT /api/admin/users/:id', resource_type: 'user' },
      { action: 'PUT /api/admin/tournaments/:id/prize-hold', resource_type: 'tournament' },
      { action: 'POST /api/admin/disputes/:id/resolve', resource_type: 'dispute' },
      { action: 'DELETE /api/admin/tournaments/:id/prize-hold', resource_type: 'tournament' },
    ]);
  });

  it('changes nothing once settled: no correction, no hold, no dispute', async () => {
    await expect(
      recordResult(ctx.database.db, {
        matchId: finalMatch()?.id as string,
        winnerId: playerNamed('A') as string,
        outcome: 'walkover',
        now: after,
      }),
    ).rejects.toThrow("This tournament's prizes are settled");
    const hold = await call(admin, 'PUT', `/api/admin/tournaments/${detail.id}/prize-hold`, { reason: 'Too late now' });
    expect(hold.statusCode).toBe(409);
    const late = await call(fans.first, 'POST', `/api/tournaments/${detail.id}/disputes`, {
      message: 'I only just saw the correction.',
    });
    expect(late.statusCode).toBe(409);
    expect(
      (await call(null, 'GET', '/api/tournaments/00000000-0000-4000-8000-000000000000/prize-window')).statusCode,
    ).toBe(404);
  });
});
