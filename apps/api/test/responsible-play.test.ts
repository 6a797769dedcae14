import type { TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { outboxMailer } from '../src/integrations/mail/mailer.js';
import { creditBalance, ledgerProblems } from '../src/modules/ledger/service.js';
import { sendTipReminders } from '../src/modules/notifications/service.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  fanWithCredits,
  SEED_NOW,
  type TestContext,
  upcomingTournament,
  usingPostgres,
} from './helpers.js';

/*
 * Responsible play (issue 62, point 4): deposit limits, a break and self-exclusion, enforced by the server at
 * every purchase and paid entry, under concurrency, whatever the browser did.
 */
let ctx: TestContext;
let upcoming: TournamentDetail;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, config: { CREDITS_ENABLED: true } });
  upcoming = await upcomingTournament(ctx.app);
  await ctx.database.db.execute(sql`update tournaments set entry_fee = 100 where id = ${upcoming.id}`);
});
afterEach(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
});
afterAll(async () => ctx?.close());

const fan = (email: string, credits = 0) => fanWithCredits(ctx.app, email, credits);
const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: asUser(cookie), ...(payload ? { payload } : {}) });
const buy = (cookie: string, creditAmount: number) => call(cookie, 'POST', '/api/payments', { creditAmount });
const enter = (cookie: string) =>
  call(cookie, 'POST', `/api/tournaments/${upcoming.id}/entries`, { matchTips: bracketTips(upcoming) });

describe('deposit limits', () => {
  it('refuse a purchase past a limit, lowered at once and raised only a day later', async () => {
    const { cookie } = await fan('limits@example.org');
    expect((await call(cookie, 'GET', '/api/user/limits')).json().data.daily).toEqual({ amount: null, pending: null });
    const set = await call(cookie, 'PUT', '/api/user/limits', { daily: 5, weekly: null, monthly: 20 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.daily).toEqual({ amount: 5, pending: null });
    expect((await buy(cookie, 2)).statusCode).toBe(201);
    expect((await buy(cookie, 2)).statusCode).toBe(201);
    const past = await buy(cookie, 2);
    expect(past.statusCode).toBe(403);
    expect(past.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message:
        '2 credits more would pass your daily deposit limit of 5 credits: you can buy 1 more now. Your limits are on your account page.',
    });
    expect((await buy(cookie, 1)).statusCode).toBe(201);

    // Raised: the limit in force stays until a day has passed, and says when the raise comes.
    const raised = (await call(cookie, 'PUT', '/api/user/limits', { daily: 10, weekly: null, monthly: 20 })).json();
    expect(raised.data.daily.amount).toBe(5);
    expect(Date.parse(raised.data.daily.pending.from) - ctx.clock.now().getTime()).toBe(86_400_000);
    expect((await buy(cookie, 1)).statusCode).toBe(403);
    ctx.clock.advance(86_400_000);
    try {
      // A day on, the raise holds and the day before's purchases are out of the daily window.
      expect((await buy(cookie, 10)).statusCode).toBe(201);
      // Another day: the daily window is empty again, but the month's counts all 15 bought.
      ctx.clock.advance(86_400_000);
      const monthly = await buy(cookie, 10);
      expect(monthly.statusCode).toBe(403);
      expect(monthly.json().error.message).toContain('monthly deposit limit of 20 credits: you can buy 5 more now');
    } finally {
      ctx.clock.set(new Date(Date.parse(SEED_NOW)));
    }
  });

  it(`hold under concurrency: 20 purchases at once never buy past it${usingPostgres ? '' : ' (PGlite: serialised)'}`, async () => {
    const { cookie, id } = await fan('limits.race@example.org');
    await call(cookie, 'PUT', '/api/user/limits', { daily: 5, weekly: null, monthly: null });
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(cookie, 1)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(15);
    const [made] = await queryRows<{ credits: number }>(
      ctx.database.db,
      sql`select coalesce(sum(credit_amount), 0)::int as credits from payments where user_id = ${id}`,
    );
    expect(made?.credits).toBe(5);
  });

  it('take only whole credits from 1, or null', async () => {
    const { cookie } = await fan('limits.bad@example.org');
    for (const daily of [0, -1, 1.5, '5']) {
      const answer = await call(cookie, 'PUT', '/api/user/limits', { daily, weekly: null, monthly: null });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toMatch(/^daily must be/);
    }
  });
});

describe('a break and self-exclusion', () => {
  it('refuse purchases and paid entries at once, refund the paid entries not yet started, and keep sign-in and history', async () => {
    const { cookie, id } = await fan('break@example.org', 3);
    expect((await enter(cookie)).statusCode).toBe(201);
    expect(await creditBalance(ctx.database.db, id)).toBe(200);
    const taken = await call(cookie, 'POST', '/api/user/break', { days: 3 });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data).toMatchObject({ pause: { kind: 'break' }, refundedEntries: 1 });
    expect(await creditBalance(ctx.database.db, id)).toBe(300);
    const until = taken.json().data.pause.until.slice(0, 10);
    const refused = await buy(cookie, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      `You are taking a break until ${until}: buying credits and paid entries are closed until then. Your account page says more, and where to find help.`,
    );
    const entry = await enter(cookie);
    expect(entry.statusCode).toBe(403);
    expect(entry.json().error.message).toContain('You are taking a break until');
    expect((await call(cookie, 'GET', '/api/user/pause')).json().data).toMatchObject({ kind: 'break' });
    expect((await call(cookie, 'GET', '/api/credit-transactions')).statusCode).toBe(200);
    // Over once its days have passed.
    ctx.clock.advance(3 * 86_400_000 + 1);
    try {
      expect((await call(cookie, 'GET', '/api/user/pause')).json().data).toBeNull();
      expect((await buy(cookie, 1)).statusCode).toBe(201);
    } finally {
      ctx.clock.advance(-(3 * 86_400_000 + 1));
    }
  });

  it("can't be ended early, by the fan or in the database, and for good means for good", async () => {
    const { cookie, id } = await fan('excluded@example.org', 1);
    const taken = await call(cookie, 'POST', '/api/user/self-exclusion', { permanent: true });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data.pause).toMatchObject({ kind: 'self-exclusion', until: null });
    const refused = await buy(cookie, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'You have excluded yourself for good: buying credits and paid entries are closed. Your account page says where to find help.',
    );
    expect((await enter(cookie)).statusCode).toBe(403);
    await expect(ctx.database.db.execute(sql`delete from play_pauses where user_id = ${id}`)).rejects.toThrow();
    await expect(
      ctx.database.db.execute(sql`update play_pauses set ends_at = now() where user_id = ${id}`),
    ).rejects.toThrow();
    ctx.clock.advance(10 * 365 * 86_400_000);
    try {
      expect((await buy(cookie, 1)).statusCode).toBe(403);
    } finally {
      ctx.clock.advance(-10 * 365 * 86_400_000);
    }
  });

  it('stop the reminders that invite a fan back to play', async () => {
    const paused = await fan('quiet.break@example.org');
    await fan('not.paused@example.org');
    // Longer than the days until the tournament's start, when the reminder goes.
    expect((await call(paused.cookie, 'POST', '/api/user/break', { days: 14 })).statusCode).toBe(201);
    const startsAt = new Date(upcoming.startsAt ?? ctx.clock.now());
    await sendTipReminders(ctx.database.db, outboxMailer(ctx.database.db, { quiet: true }), {
      now: new Date(startsAt.getTime() - 3_600_000),
      baseUrl: 'http://x',
    });
    const reminded = await queryRows<{ to: string }>(
      ctx.database.db,
      sql`select "to" from mail_outbox where "to" in ('quiet.break@example.org', 'not.paused@example.org') and subject like '%starts soon%'`,
    );
    expect(reminded.map((mail) => mail.to)).toEqual(['not.paused@example.org']);
  });

  it('take only the lengths offered', async () => {
    const { cookie } = await fan('pause.bad@example.org');
    for (const days of [0, 43, 2.5]) {
      const answer = await call(cookie, 'POST', '/api/user/break', { days });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe('days must be a whole number from 1 to 42');
    }
    expect((await call(cookie, 'POST', '/api/user/self-exclusion', { months: 3 })).statusCode).toBe(400);
    expect((await call(cookie, 'POST', '/api/user/self-exclusion', { permanent: false })).statusCode).toBe(400);
    expect((await buy(cookie, 1)).statusCode).toBe(201);
  });

  it(`against purchases and a paid entry in flight: nothing is bought or entered once it holds${usingPostgres ? '' : ' (PGlite: serialised)'}`, async () => {
    const { cookie, id } = await fan('break.race@example.org', 1);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => buy(cookie, 1)),
      enter(cookie),
      call(cookie, 'POST', '/api/user/break', { days: 1 }),
      ...Array.from({ length: 10 }, () => buy(cookie, 1)),
    ]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => ![201, 403].includes(status))).toEqual([]);
    // Whatever got in first, no paid entry survives the break: refunded with it, or refused after it.
    const [entries] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from entries where user_id = ${id} and tournament_id = ${upcoming.id}`,
    );
    expect(entries?.n).toBe(0);
    expect(await creditBalance(ctx.database.db, id)).toBe(100);
    expect((await buy(cookie, 1)).statusCode).toBe(403);
  });
});
