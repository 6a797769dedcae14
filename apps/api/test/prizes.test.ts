import type { TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import { queryRows } from '../src/db/client.js';
import { outboxMailer } from '../src/integrations/mail/mailer.js';
import { runLifecycleSweep, runTournamentFinish } from '../src/jobs/lifecycle.js';
import { textsFor } from '../src/lib/texts.js';
import { grantBonusCredits, ledgerProblems, refundTournament } from '../src/modules/ledger/service.js';
import { lockDueTournaments } from '../src/modules/lifecycle/service.js';
import { settleTournament } from '../src/modules/prizes/service.js';
import type { PushEvent } from '../src/modules/push/service.js';
import { recordResult } from '../src/modules/results/service.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  JOBS_FROM_SOURCE,
  signedInUser,
  type TestContext,
  upcomingTournament,
} from './helpers.js';

let ctx: TestContext;
let upcoming: TournamentDetail;
let admin: string;
const FANS = 11;
/** The paying fans' session cookies, in order. */
const payers: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    seed: true,
    config: { CREDITS_ENABLED: true },
    cachesOff: 'the settlement run as its job runs it, its leaderboard read back at once',
  });
  upcoming = await upcomingTournament(ctx.app);
  // The demo's fans have paid into this tournament: give their fees back and take their entries out, so
  // the pool and the ranks below are the eleven fans' of this test alone.
  await refundTournament(ctx.database.db, upcoming.id, 'Test: the demo entries leave');
  await ctx.database.db.execute(sql`delete from entries where tournament_id = ${upcoming.id}`);
  await ctx.database.db.execute(sql`update tournaments set entry_fee = 100 where id = ${upcoming.id}`);
  admin = await signedInUser(ctx.app, 'prize.admin@example.org');
  await setRole(ctx.database.db, 'prize.admin@example.org', 'admin');
  // Eleven paying fans; the first two pick the same bracket, so they tie.
  for (let n = 0; n < FANS; n++) {
    const cookie = await signedInUser(ctx.app, `payer${n}@example.org`);
    payers.push(cookie);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(cookie) })).json().data;
    await grantBonusCredits(ctx.database.db, { userId: me.id, amount: 1, reason: 'Test', requestId: `p${n}` });
    const tips = bracketTips(upcoming, (one, two) => (n < 2 ? one : two));
    const entered = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${upcoming.id}/entries`,
      headers: asUser(cookie),
      payload: { matchTips: tips },
    });
    expect(entered.statusCode).toBe(201);
  }
});
afterEach(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
});
afterAll(async () => ctx?.close());

/** What the jobs asked to notify fans' devices of. */
const notified: PushEvent[] = [];
const deps = () => ({
  db: ctx.database.db,
  mailer: outboxMailer(ctx.database.db, { quiet: true }),
  clock: ctx.clock,
  baseUrl: 'http://localhost:3000',
  ...JOBS_FROM_SOURCE,
  currency: 'AUD',
  notify: async (event: PushEvent) => {
    notified.push(event);
  },
});
/** The back office's prize pool of the tournament, as an administrator reads it. */
const prizePool = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tournaments/${upcoming.id}/prize-pool`,
      headers: asUser(admin),
    })
  ).json().data;

/** Each leaderboard row's rank and prize, as anyone reads the tournament's leaderboard. */
const leaderboardPrizes = async (): Promise<Array<[number, unknown]>> => {
  const read = await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${upcoming.id}/leaderboard?page_size=50` });
  expect(read.statusCode).toBe(200);
  return read.json().data.map((row: { rank: number; prize: unknown }) => [row.rank, row.prize]);
};

const statusOf = async () =>
  (
    await queryRows<{ status: string }>(ctx.database.db, sql`select status from tournaments where id = ${upcoming.id}`)
  )[0]?.status;

describe('the prize pool', () => {
  it('is paid out once when the ranks are frozen: cash owed to the winners, credits to the top 10%, the rest to the platform', async () => {
    const after = new Date(Date.parse(upcoming.startsAt as string) + 60_000);
    await lockDueTournaments(ctx.database.db, after, upcoming.id);
    // Every match to player one: the fans who always picked player one lead.
    for (;;) {
      const [open] = await queryRows<{ id: string; player_one_id: string }>(
        ctx.database.db,
        sql`select id, player_one_id from matches where tournament_id = ${upcoming.id} and not is_completed
              and player_one_id is not null and player_two_id is not null limit 1`,
      );
      if (!open) break;
      await recordResult(ctx.database.db, {
        matchId: open.id,
        winnerId: open.player_one_id,
        outcome: 'walkover',
        now: after,
      });
    }
    expect(await statusOf()).toBe('COMPLETED');
    // Before settlement the leaderboard marks no prize.
    expect((await leaderboardPrizes()).filter(([, prize]) => prize !== null)).toEqual([]);
    await runTournamentFinish(deps(), { tournamentId: upcoming.id });
    // Provisional for the dispute window: nothing is paid, the page says what the ranks as they stand would pay.
    expect(await statusOf()).toBe('SCORED');
    expect((await leaderboardPrizes()).filter(([, prize]) => prize !== null)).toEqual([]);
    const provisional = (
      await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${upcoming.id}/prize-window` })
    ).json().data;
    expect(provisional).toMatchObject({ state: 'PROVISIONAL', held: false, canDispute: false });
    expect(
      provisional.provisional.map((prize: { rank: number; cashCents: number; credits: number }) => [
        prize.rank,
        prize.cashCents,
        prize.credits,
      ]),
    ).toEqual([
      [1, 3300, 55],
      [1, 3300, 55],
    ]);
    ctx.clock.advance(48 * 3_600_000);
    expect((await runLifecycleSweep(deps())).settled).toContain(upcoming.id);
    expect(await statusOf()).toBe('PAYING');

    const pool = await prizePool();
    // 11 paid entries of 1 credit: 110.00; 60% = 66.00 to the two tied winners (33.00 each); 10% = 1.10
    // credits to the top ceil(11/10) = 2 finishers (the same two); 30% and nothing left over to the platform.
    expect(pool).toMatchObject({
      entryFee: 100,
      paidEntries: FANS,
      poolCredits: 1100,
      poolCents: 11_000,
      split: { winnerCents: 6600, platformCents: 3300, topFinishersCredits: 110 },
      settled: true,
    });
    expect(pool.prizes.map((prize: { cents: number; paidAt: null }) => [prize.cents, prize.paidAt])).toEqual([
      [3300, null],
      [3300, null],
    ]);
    const winnerMails = await queryRows<{ to: string; subject: string }>(
      ctx.database.db,
      sql`select "to", subject from mail_outbox where subject like 'You won%' order by "to"`,
    );
    expect(winnerMails.map((mail) => mail.to)).toEqual(['payer0@example.org', 'payer1@example.org']);
    // Their devices hear of it too, each once, with the amount and the leaderboard to open.
    const prizeEvents = notified.filter((event) => event.key.startsWith(`prize:${upcoming.id}:`));
    expect(prizeEvents).toHaveLength(2);
    for (const event of prizeEvents) {
      expect(event.kind).toBe('money');
      expect(event.payload(textsFor(null), event.userIds[0] ?? '')).toMatchObject({
        title: 'You won a prize',
        body: `$33.00 for your finish in ${upcoming.name}.`,
        url: `/tournaments/${upcoming.id}#leaderboard`,
      });
    }
    expect(new Set(prizeEvents.flatMap((event) => event.userIds)).size).toBe(2);
    const prizeLines = await queryRows<{ user_id: string; amount: number }>(
      ctx.database.db,
      sql`select a.user_id, l.amount::int from ledger_lines l join ledger_transfers t on t.id = l.transfer_id
          join ledger_accounts a on a.id = l.account_id where t.idempotency_key = ${`prize:${upcoming.id}`} and a.kind = 'USER_CREDITS'`,
    );
    expect(prizeLines.map((line) => line.amount)).toEqual([55, 55]);
    // The back office names who got the top 10%'s credits; the leaderboard marks the two prize places
    // (each won cash and credits), and the fan's own row says it too.
    expect(pool.creditPrizes.map((prize: { rank: number; credits: number }) => [prize.rank, prize.credits])).toEqual([
      [1, 55],
      [1, 55],
    ]);
    expect(pool.creditPrizes.map((prize: { userId: string }) => prize.userId).sort()).toEqual(
      prizeLines.map((line) => line.user_id).sort(),
    );
    const marked = await leaderboardPrizes();
    expect(marked.filter(([, prize]) => prize !== null)).toEqual([
      [1, { cashCents: 3300, credits: 55 }],
      [1, { cashCents: 3300, credits: 55 }],
    ]);
    expect(marked).toHaveLength(FANS);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/tournaments/${upcoming.id}/user-leaderboard`,
      headers: asUser(payers[0] as string),
    });
    expect(mine.json().data.map((row: { prize: unknown }) => row.prize)).toEqual([{ cashCents: 3300, credits: 55 }]);

    // Settling again, by the job or the sweep, pays nothing more and mails nobody again.
    expect((await settleTournament(ctx.database.db, upcoming.id)).settled).toBe(false);
    await runTournamentFinish(deps(), { tournamentId: upcoming.id });
    expect((await runLifecycleSweep(deps())).settled).not.toContain(upcoming.id);
    const [again] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from mail_outbox where subject like 'You won%'`,
    );
    expect(again?.n).toBe(2);
  });

  it('is PAID once the back office marks each cash prize paid, with its reference', async () => {
    const pool = await prizePool();
    // The dashboard's money: the cash owed and the tournament waiting for 'Mark as paid', until it is paid.
    const money = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: asUser(admin) })).json().data.money;
    const owedCents = pool.prizes.reduce((sum: number, prize: { cents: number }) => sum + prize.cents, 0);
    expect(await money()).toMatchObject({ cashPrizesOwedCents: owedCents, tournamentsAwaitingPayment: 1 });
    // Before the back office pays it, the winner sees the cash prize as owed.
    const owedToWinner = await ctx.app.inject({
      method: 'GET',
      url: '/api/prizes',
      headers: asUser(payers[0] as string),
    });
    expect(owedToWinner.json().data.find((prize: { kind: string }) => prize.kind === 'CASH')).toMatchObject({
      status: 'OWED',
      paidAt: null,
      cents: 3300,
    });
    const mark = (id: string, reference: string, identityChecked?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/prizes/${id}/mark-paid`,
        headers: asUser(admin),
        payload: { reference, ...(identityChecked ? { identityChecked } : {}) },
      });
    expect((await mark(pool.prizes[0].id, ' ')).json().error.message).toBe('Reference is required');
    // Paid only to a verified winner: the administrator says what they checked, kept as the winner's check.
    expect(pool.prizes.map((prize: { identityVerified: boolean }) => prize.identityVerified)).toEqual([false, false]);
    const unverified = await mark(pool.prizes[0].id, 'BANK-001');
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().error.fields).toHaveProperty('identityChecked');
    expect(await statusOf()).toBe('PAYING');
    const first = await mark(pool.prizes[0].id, 'BANK-001', 'Passport: name and date of birth match the profile');
    expect(first.json().data).toMatchObject({ reference: 'BANK-001', cents: 3300 });
    expect((await mark(pool.prizes[0].id, 'BANK-001')).statusCode).toBe(409);
    expect(await statusOf()).toBe('PAYING');
    const checks = await queryRows<{ method: string; checked: string; recorded_by: string }>(
      ctx.database.db,
      sql`select method, checked, recorded_by from identity_checks where user_id = ${pool.prizes[0].userId}`,
    );
    expect(checks).toEqual([
      {
        method: 'admin',
        checked: 'Passport: name and date of birth match the profile',
        recorded_by: 'prize.admin@example.org',
      },
    ]);
    expect(
      (await mark(pool.prizes[1].id, 'BANK-002', 'Driving licence: name and date of birth match')).statusCode,
    ).toBe(200);
    expect(await statusOf()).toBe('PAID');
    // The winner sees both their prizes: the cash, paid now, and the top 10%'s credits.
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/prizes', headers: asUser(payers[0] as string) });
    expect(mine.statusCode).toBe(200);
    const byKind = Object.fromEntries(mine.json().data.map((prize: { kind: string }) => [prize.kind, prize]));
    expect(byKind.CASH).toMatchObject({ tournamentId: upcoming.id, rank: 1, cents: 3300, status: 'PAID' });
    expect(byKind.CASH.paidAt).not.toBeNull();
    expect(byKind.CREDITS).toMatchObject({
      tournamentId: upcoming.id,
      rank: 1,
      credits: 55,
      cents: 550,
      status: 'PAID',
    });
    // A fan outside the prizes has none; one tournament's can be asked for alone.
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/prizes',
      headers: asUser(payers[FANS - 1] as string),
    });
    expect(none.json().data).toEqual([]);
    const here = await ctx.app.inject({
      method: 'GET',
      url: `/api/prizes?tournament_id=${upcoming.id}`,
      headers: asUser(payers[1] as string),
    });
    expect(here.json().data).toHaveLength(2);
    expect(await money()).toMatchObject({ cashPrizesOwedCents: 0, tournamentsAwaitingPayment: 0 });
    const [owed] = await queryRows<{ balance: number }>(
      ctx.database.db,
      sql`select balance::int from ledger_accounts where kind = 'PRIZES_OWED'`,
    );
    expect(owed?.balance).toBe(0);
  });
});
