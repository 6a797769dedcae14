import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import { queryRows } from '../src/db/client.js';
import { outboxMailer } from '../src/integrations/mail/mailer.js';
import { runTournamentFinish } from '../src/jobs/lifecycle.js';
import { personValue } from '../src/modules/account-reviews/service.js';
import { creditBalance, grantBonusCredits, ledgerProblems } from '../src/modules/ledger/service.js';
import { lockDueTournaments } from '../src/modules/lifecycle/service.js';
import { recordResult } from '../src/modules/results/service.js';
import { BROWSER_COOKIE } from '../src/plugins/device-cookie.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  fourPlayerDraw,
  JOBS_FROM_SOURCE,
  SEED_NOW,
  STRONG_PASSWORD,
  signedInUser,
  type TestContext,
} from './helpers.js';

/*
 * One person, one account (issue 62, point 5): the same card, the same browser, or the same name and date of
 * birth on two accounts opens a review of the pair; while it is open the accounts' prizes are held (prize credits
 * kept apart, a cash prize unpayable); an administrator decides it, audited: two people (released) or one person
 * (the second account marked, never to win, its held prizes forfeited to the platform).
 */
let ctx: TestContext;
let admin: string;
const fan: Record<string, { cookie: string; id: string }> = {};

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: asUser(cookie), ...(payload ? { payload } : {}) });
const reviews = async (query = '') => (await call(admin, 'GET', `/api/admin/account-reviews${query}`)).json().data;
const buyWith = async (who: string, cardNumber: string) => {
  const created = await call(fan[who]?.cookie as string, 'POST', '/api/payments', { creditAmount: 1 });
  expect(created.statusCode, created.body).toBe(201);
  const paid = await call(fan[who]?.cookie as string, 'POST', `/api/payments/${created.json().data.id}/test-checkout`, {
    cardNumber,
  });
  expect(paid.json().data.status).toBe('SUCCEEDED');
};
const heldBalance = async () =>
  (
    await queryRows<{ balance: number }>(
      ctx.database.db,
      sql`select coalesce(sum(balance), 0)::int as balance from ledger_accounts where kind = 'PRIZES_HELD'`,
    )
  )[0]?.balance;

async function newFan(who: string) {
  const cookie = await signedInUser(ctx.app, `${who}@reviews.example.org`);
  const me = (await call(cookie, 'GET', '/api/user-details')).json().data;
  fan[who] = { cookie, id: me.id };
  await grantBonusCredits(ctx.database.db, { userId: me.id, amount: 1, reason: 'Test', requestId: who });
}

/** A four-player draw of fee 1 credit the fans enter, `winner` picking every upper player (who all win). */
async function playTournament(name: string, winner: string, others: string[]) {
  ctx.clock.set(SEED_NOW);
  const { tournament } = await fourPlayerDraw(ctx.database.db, name);
  await ctx.database.db.execute(sql`update tournaments set entry_fee = 100 where id = ${tournament.id}`);
  const detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}` })).json().data;
  for (const who of [winner, ...others]) {
    const tips = bracketTips(detail, (one, two) => (who === winner ? one : two));
    const entered = await call(fan[who]?.cookie as string, 'POST', `/api/tournaments/${detail.id}/entries`, {
      matchTips: tips,
    });
    expect(entered.statusCode, entered.body).toBe(201);
  }
  const after = new Date(Date.parse(detail.startsAt) + 60_000);
  ctx.clock.set(after);
  await lockDueTournaments(ctx.database.db, after, detail.id);
  const semis = detail.rounds[0]?.matches ?? [];
  for (const match of semis) {
    await recordResult(ctx.database.db, {
      matchId: match.id,
      winnerId: match.playerOne.id,
      outcome: 'walkover',
      now: after,
    });
  }
  await recordResult(ctx.database.db, {
    matchId: detail.rounds[1]?.matches[0]?.id,
    winnerId: semis[0]?.playerOne.id,
    outcome: 'walkover',
    now: after,
  });
  const deps = {
    db: ctx.database.db,
    mailer: outboxMailer(ctx.database.db, { quiet: true }),
    clock: ctx.clock,
    baseUrl: 'http://localhost:3000',
    disputeWindowMs: 0,
    ...JOBS_FROM_SOURCE,
  };
  expect(await runTournamentFinish(deps, { tournamentId: detail.id })).toBe(true);
  const [prize] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id from prizes where tournament_id = ${detail.id}`,
  );
  return { tournamentId: detail.id as string, prizeId: prize?.id as string };
}

beforeAll(async () => {
  ctx = await createTestApp({ config: { CREDITS_ENABLED: true }, cachesOff: 'reads straight after each write' });
  admin = await signedInUser(ctx.app, 'reviews.admin@example.org');
  await setRole(ctx.database.db, 'reviews.admin@example.org', 'admin');
  // The twin's account is the older one.
  for (const who of ['twin', 'winner', 'loser', 'browser', 'sharer', 'named', 'namesake']) await newFan(who);
});
afterEach(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
});
afterAll(async () => ctx?.close());

describe('signals of one person on two accounts', () => {
  it('opens a review when two accounts pay with the same card, and not for different cards', async () => {
    await buyWith('twin', '4000000360000006');
    // Another card (declined, so nothing is bought) is no signal of the twin.
    const created = await call(fan.loser?.cookie as string, 'POST', '/api/payments', { creditAmount: 1 });
    await call(fan.loser?.cookie as string, 'POST', `/api/payments/${created.json().data.id}/test-checkout`, {
      cardNumber: '4000000000000002',
    });
    expect((await reviews()).filter((review: { signal: string }) => review.signal === 'card')).toEqual([]);
    await buyWith('winner', '4000000360000006');
    const card = (await reviews()).filter((review: { signal: string }) => review.signal === 'card');
    expect(card.map((review: { accounts: Array<{ id: string }> }) => review.accounts.map((a) => a.id))).toEqual([
      [fan.twin?.id, fan.winner?.id],
    ]);
    expect(card[0]).toMatchObject({ resolvedAt: null, outcome: null });
    // Seen again, the same pair keeps one review.
    await buyWith('winner', '4000000360000006');
    expect((await reviews()).filter((review: { signal: string }) => review.signal === 'card')).toHaveLength(
      card.length,
    );
  });

  it('opens a review when two accounts sign in on the same browser', async () => {
    const signIn = (who: string, browser?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000', ...(browser ? { cookie: `${BROWSER_COOKIE}=${browser}` } : {}) },
        payload: { email: `${who}@reviews.example.org`, password: STRONG_PASSWORD },
      });
    const first = await signIn('browser');
    const browser = first.cookies.find((cookie) => cookie.name === BROWSER_COOKIE)?.value;
    expect(browser).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The browser keeps its id: signing in again on it sets none.
    const again = await signIn('sharer', browser);
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((cookie) => cookie.name === BROWSER_COOKIE)).toBeUndefined();
    const device = (await reviews(`?userId=${fan.sharer?.id}`)).filter(
      (review: { signal: string }) => review.signal === 'device',
    );
    expect(device).toHaveLength(1);
    expect(device[0].accounts.map((account: { id: string }) => account.id)).toEqual([fan.browser?.id, fan.sharer?.id]);
    // Another browser is no signal.
    await signIn('named');
    expect(
      (await reviews(`?userId=${fan.named?.id}`)).filter((r: { signal: string }) => r.signal === 'device'),
    ).toEqual([]);
  });

  it('opens a review for the same name and date of birth, whatever the case, accents or spacing', async () => {
    expect(personValue({ fullName: '  Nour  El-Sherbini ', dateOfBirth: '1995-10-01' })).toBe(
      personValue({ firstName: 'NOUR', lastName: 'el sherbini', dateOfBirth: '1995-10-01' }),
    );
    expect(personValue({ fullName: 'Zoé Müller', dateOfBirth: '1990-01-01' })).toBe('zoe muller|1990-01-01');
    expect(personValue({ fullName: 'Zoe Muller', dateOfBirth: null })).toBeNull();
    await ctx.database.db.execute(
      sql`update users set full_name = 'Sam Doe' where id in (${fan.named?.id}, ${fan.namesake?.id})`,
    );
    for (const who of ['named', 'namesake']) {
      expect(
        (await call(fan[who]?.cookie as string, 'PATCH', '/api/user', { dateOfBirth: '1991-02-03' })).statusCode,
      ).toBe(200);
    }
    const person = (await reviews(`?userId=${fan.namesake?.id}`)).filter(
      (r: { signal: string }) => r.signal === 'person',
    );
    expect(person).toHaveLength(1);
  });

  it('is for administrators only, and refuses a bad query', async () => {
    expect((await call(fan.winner?.cookie as string, 'GET', '/api/admin/account-reviews')).statusCode).toBe(403);
    const bad = await call(admin, 'GET', '/api/admin/account-reviews?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('status must be open or resolved');
  });
});

describe('prizes of an account under review', () => {
  let first: { tournamentId: string; prizeId: string };

  it('holds the prize credits apart and refuses to pay the cash prize while the review is open', async () => {
    const before = await creditBalance(ctx.database.db, fan.winner?.id as string);
    first = await playTournament('Reviews One', 'winner', ['twin', 'loser']);
    // Three fees of 1 credit: the winner's top 10% share (0.30) waits in PRIZES_HELD, not in their balance.
    // Their fee paid, nothing credited back.
    expect(await creditBalance(ctx.database.db, fan.winner?.id as string)).toBe(before - 100);
    expect(await heldBalance()).toBe(30);
    const [review] = await reviews(`?userId=${fan.winner?.id}`);
    expect(review.accounts[1]).toMatchObject({ id: fan.winner?.id, heldCredits: 30, unpaidCashPrizes: 1 });
    // The fan's page in the back office says so.
    const user = (await call(admin, 'GET', `/api/admin/users/${fan.winner?.id}`)).json().data;
    expect(user.paidPlay).toMatchObject({ openReviews: 1, identityVerified: false });
    // The tournament's money in the back office says the cash prize is held before Mark as paid is tried.
    const pool = (await call(admin, 'GET', `/api/admin/tournaments/${first.tournamentId}/prize-pool`)).json().data;
    expect(pool.prizes.find((prize: { id: string }) => prize.id === first.prizeId)).toMatchObject({ held: true });
    const pay = await call(admin, 'POST', `/api/admin/prizes/${first.prizeId}/mark-paid`, {
      reference: 'BANK-1',
      identityChecked: 'Passport: name and date of birth match the profile',
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.message).toContain('under review');
  });

  it('refuses a decision that names no second account, or one outside the pair', async () => {
    const [review] = (await reviews(`?userId=${fan.winner?.id}`)).filter(
      (r: { signal: string }) => r.signal === 'card',
    );
    const url = `/api/admin/account-reviews/${review.id}/resolve`;
    const unnamed = await call(admin, 'POST', url, { outcome: 'SAME_PERSON', note: 'Same card and address' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toContain('duplicateUserId');
    const outsider = await call(admin, 'POST', url, {
      outcome: 'SAME_PERSON',
      duplicateUserId: fan.named?.id,
      note: 'Same card and address',
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.fields.duplicateUserId).toContain('one of the two accounts');
    expect((await call(admin, 'POST', url, { outcome: 'MAYBE', note: 'x' })).statusCode).toBe(400);
    expect(await heldBalance()).toBe(30);
  });

  it('releases the held prize once every review of the winner is decided as two people, audited', async () => {
    const before = await creditBalance(ctx.database.db, fan.winner?.id as string);
    const open = await reviews(`?userId=${fan.winner?.id}`);
    for (const [n, review] of open.entries()) {
      const decided = await call(admin, 'POST', `/api/admin/account-reviews/${review.id}/resolve`, {
        outcome: 'DIFFERENT_PEOPLE',
        note: 'Siblings sharing a family card; different documents',
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json().data).toMatchObject({
        outcome: 'DIFFERENT_PEOPLE',
        resolvedBy: 'reviews.admin@example.org',
      });
      // Held until the last review of the winner is decided.
      const released = await creditBalance(ctx.database.db, fan.winner?.id as string);
      expect(released - before).toBe(n === open.length - 1 ? 30 : 0);
    }
    expect(await heldBalance()).toBe(0);
    const pool = (await call(admin, 'GET', `/api/admin/tournaments/${first.tournamentId}/prize-pool`)).json().data;
    expect(pool.prizes.find((prize: { id: string }) => prize.id === first.prizeId)).toMatchObject({ held: false });
    const again = await call(admin, 'POST', `/api/admin/account-reviews/${open[0].id}/resolve`, {
      outcome: 'DIFFERENT_PEOPLE',
      note: 'Again',
    });
    expect(again.statusCode).toBe(409);
    const audit = await queryRows<{ resource_type: string; resource_name: string }>(
      ctx.database.db,
      sql`select resource_type, resource_name from admin_audit where action = 'POST /api/admin/account-reviews/:id/resolve'`,
    );
    expect(audit).toHaveLength(open.length);
    expect(audit[0]).toMatchObject({ resource_type: 'account-review' });
    expect(audit[0]?.resource_name).toMatch(/^Review of /);
    const paid = await call(admin, 'POST', `/api/admin/prizes/${first.prizeId}/mark-paid`, {
      reference: 'BANK-1',
      identityChecked: 'Passport: name and date of birth match the profile',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('marks the second account of one person, forfeits its held prize and never pays it again', async () => {
    await grantBonusCredits(ctx.database.db, {
      userId: fan.sharer?.id as string,
      amount: 1,
      reason: 'Test',
      requestId: 's2',
    });
    await grantBonusCredits(ctx.database.db, {
      userId: fan.browser?.id as string,
      amount: 1,
      reason: 'Test',
      requestId: 'b2',
    });
    const before = await creditBalance(ctx.database.db, fan.sharer?.id as string);
    const second = await playTournament('Reviews Two', 'sharer', ['browser']);
    expect(await creditBalance(ctx.database.db, fan.sharer?.id as string)).toBe(before - 100);
    // Two fees: ceil(10% of 2) = 1 top finisher, 10% of 2.00 = 0.20 held.
    expect(await heldBalance()).toBe(20);
    const [review] = (await reviews(`?userId=${fan.sharer?.id}`)).filter(
      (r: { signal: string }) => r.signal === 'device',
    );
    const decided = await call(admin, 'POST', `/api/admin/account-reviews/${review.id}/resolve`, {
      outcome: 'SAME_PERSON',
      duplicateUserId: fan.sharer?.id,
      note: 'Same person: the second account, opened to enter twice',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.accounts[1]).toMatchObject({
      id: fan.sharer?.id,
      playMark: 'duplicate',
      heldCredits: 0,
    });
    expect(await heldBalance()).toBe(0);
    expect(await creditBalance(ctx.database.db, fan.sharer?.id as string)).toBe(before - 100);
    const [forfeit] = await queryRows<{ description: string }>(
      ctx.database.db,
      sql`select description from ledger_transfers where idempotency_key = ${`prize-forfeit:${second.tournamentId}:${fan.sharer?.id}`}`,
    );
    expect(forfeit?.description).toMatch(/^Prize forfeited: /);
    const pay = await call(admin, 'POST', `/api/admin/prizes/${second.prizeId}/mark-paid`, {
      reference: 'BANK-2',
      identityChecked: 'Passport: name and date of birth match the profile',
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.message).toContain('marked as one that never wins');
  });
});
