import type { TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { creditBalance, ledgerProblems } from '../src/modules/ledger/service.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  demoSessions,
  ELIGIBLE_AUSTRALIAN,
  fanWithCredits,
  ORIGIN,
  STRONG_PASSWORD,
  signedInUser,
  signIn,
  type TestContext,
  upcomingTournament,
} from './helpers.js';

/*
 * A fan's own data (issue 62, point 7): everything kept about them as a download, and closing the account,
 * confirmed by their password: sessions end, personal fields are erased, money records stay anonymised.
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

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: asUser(cookie), ...(payload ? { payload } : {}) });
const enter = (cookie: string) =>
  call(cookie, 'POST', `/api/tournaments/${upcoming.id}/entries`, { matchTips: bracketTips(upcoming) });
const close = (cookie: string, password: unknown) => call(cookie, 'DELETE', '/api/user', { password });
const userRow = async (id: string) =>
  (
    await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select email, username, full_name, date_of_birth, country, closed_at, closed_email_sha256, provider_id
          from users where id = ${id}`,
    )
  )[0];

describe('the export', () => {
  it('gives the fan everything kept about them, as a download, and only to them', async () => {
    const { cookie, id } = await fanWithCredits(ctx.app, 'exporter@example.org', 3);
    expect((await enter(cookie)).statusCode).toBe(201);
    expect((await call(cookie, 'POST', '/api/leagues', { name: 'Export Club' })).statusCode).toBe(201);
    expect((await call(cookie, 'POST', '/api/payments', { creditAmount: 2 })).statusCode).toBe(201);
    expect((await call(cookie, 'POST', '/api/user/break', { days: 1 })).statusCode).toBe(201);

    const response = await call(cookie, 'GET', '/api/user/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({
      id,
      email: 'exporter@example.org',
      dateOfBirth: ELIGIBLE_AUSTRALIAN.dateOfBirth,
      country: 'AU',
    });
    expect(data.consents.acceptedTermsAt).not.toBeNull();
    expect(data.signIns.length).toBeGreaterThan(0);
    // The break refunded the paid entry in the tournament not started: what's left is its record in the ledger.
    expect(data.entries).toEqual([]);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ creditAmount: 2, amountCents: 2000 });
    expect(data.credits.balance).toBe(await creditBalance(ctx.database.db, id));
    expect(data.credits.transactions.map((line: { type: string }) => line.type).sort()).toEqual([
      'ADMIN_TOP_UP',
      'ENTRY_PURCHASE',
      'REFUND',
    ]);
    expect(data.leagues).toEqual([expect.objectContaining({ name: 'Export Club', role: 'owner' })]);
    expect(data.pauses).toEqual([expect.objectContaining({ kind: 'break' })]);
    expect(data.limits.daily).toEqual({ amount: null, pending: null });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
  });

  it("lists an entry's picks by match, with the players' names", async () => {
    const { cookie } = await fanWithCredits(ctx.app, 'picker@example.org', 1);
    expect((await enter(cookie)).statusCode).toBe(201);
    const [entry] = (await call(cookie, 'GET', '/api/user/export')).json().entries;
    expect(entry.tournamentId).toBe(upcoming.id);
    expect(entry.picks).toHaveLength(bracketTips(upcoming).length);
    expect(entry.picks[0]).toMatchObject({
      predictedWinner: expect.any(String),
      match: expect.stringContaining(' v '),
    });
  });
});

describe('closing an account', () => {
  it('says first what would be given up', async () => {
    const { cookie } = await fanWithCredits(ctx.app, 'thinking@example.org', 4);
    expect((await enter(cookie)).statusCode).toBe(201);
    expect((await call(cookie, 'GET', '/api/user/closing')).json().data).toEqual({
      balance: 300,
      prizesOwed: 0,
      upcomingEntries: 1,
    });
  });

  it('needs the fan’s own password, and keeps the account on a wrong one', async () => {
    const { cookie } = await fanWithCredits(ctx.app, 'careful@example.org');
    const missing = await call(cookie, 'DELETE', '/api/user', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Enter your password to close your account');
    expect((await close(cookie, 42)).statusCode).toBe(400);
    const wrong = await close(cookie, 'not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({
      message: "That isn't your password: your account is still open.",
      fields: { password: "That isn't your password: your account is still open." },
    });
    expect((await call(cookie, 'GET', '/api/user-details')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/user', payload: { password: 'x' } })).statusCode).toBe(
      401,
    );
  });

  it('ends every session, erases who the fan is, refunds upcoming entries and keeps the money anonymised', async () => {
    const email = 'leaving@example.org';
    const { cookie, id } = await fanWithCredits(ctx.app, email, 3);
    const otherSession = (await signIn(ctx.app, email)).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await enter(cookie)).statusCode).toBe(201);
    expect((await call(cookie, 'POST', '/api/leagues', { name: 'Leaving Club' })).statusCode).toBe(201);
    const username = (await call(cookie, 'GET', '/api/user-details')).json().data.username;
    const balanceBefore = await creditBalance(ctx.database.db, id);

    const closed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie, origin: ORIGIN },
      payload: { password: STRONG_PASSWORD },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ data: { closed: true } });
    expect(closed.cookies.find((c) => c.name === 'squashtips.session_token')).toMatchObject({ value: '', maxAge: 0 });

    // Both sessions are over, and the email no longer signs in.
    expect((await call(cookie, 'GET', '/api/user-details')).statusCode).toBe(401);
    expect((await call(otherSession, 'GET', '/api/user-details')).statusCode).toBe(401);
    expect((await signIn(ctx.app, email)).statusCode).toBe(401);

    const row = await userRow(id);
    expect(row).toMatchObject({
      email: `closed-${id}@closed.invalid`,
      full_name: null,
      date_of_birth: null,
      country: null,
      provider_id: null,
    });
    expect(row?.username).toMatch(/^closed-[0-9a-f]{16}$/);
    expect(row?.closed_at).not.toBeNull();
    // Their name is on no public page: their record page is gone, their league place too.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/fans/${username}` })).statusCode).toBe(404);
    const leagues = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from league_members where user_id = ${id}`,
    );
    expect(leagues[0]?.n).toBe(0);
    // The fee of the tournament not started came back to the (anonymised) balance, and the entry is gone.
    expect(await creditBalance(ctx.database.db, id)).toBe(balanceBefore + 100);
    const entries = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from entries where user_id = ${id}`,
    );
    expect(entries[0]?.n).toBe(0);
    const lines = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ledger_lines l join ledger_accounts a on a.id = l.account_id
          where a.user_id = ${id}`,
    );
    expect(lines[0]?.n).toBe(3);
  });

  it('waits for a cash prize still owed to be paid', async () => {
    const { cookie, id } = await fanWithCredits(ctx.app, 'winner-leaving@example.org');
    const [entry] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into entries (tournament_id, user_id) values (${upcoming.id}, ${id}) returning id`,
    );
    await ctx.database.db.execute(
      sql`insert into prizes (tournament_id, user_id, entry_id, rank, credits)
          values (${upcoming.id}, ${id}, ${entry?.id}, 1, 500)`,
    );
    expect((await call(cookie, 'GET', '/api/user/closing')).json().data.prizesOwed).toBe(1);
    const refused = await close(cookie, STRONG_PASSWORD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('You have a cash prize still to be paid');
    expect((await call(cookie, 'GET', '/api/user-details')).statusCode).toBe(200);
  });

  it("is not for an administrator's account", async () => {
    const { admin } = await demoSessions(ctx.app);
    const refused = await close(admin, 'Demo!Pass2026');
    expect(refused.statusCode).toBe(409);
    expect((await call(admin, 'GET', '/api/user-details')).statusCode).toBe(200);
  });

  it('does not end a self-exclusion: it follows the person to a new account with the same email', async () => {
    const email = 'excluded-leaving@example.org';
    const { cookie } = await fanWithCredits(ctx.app, email);
    expect((await call(cookie, 'POST', '/api/user/self-exclusion', { months: 6 })).statusCode).toBe(201);
    expect((await close(cookie, STRONG_PASSWORD)).statusCode).toBe(200);

    const again = await signedInUser(ctx.app, email);
    const pause = (await call(again, 'GET', '/api/user/pause')).json().data;
    expect(pause).toMatchObject({ kind: 'self-exclusion' });
    expect((await call(again, 'POST', '/api/payments', { creditAmount: 2 })).statusCode).toBe(403);
  });
});
