import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import { queryRows } from '../src/db/client.js';
import { outboxMailer } from '../src/integrations/mail/mailer.js';
import { runTournamentFinish } from '../src/jobs/lifecycle.js';
import { creditBalance, grantBonusCredits, ledgerProblems } from '../src/modules/ledger/service.js';
import { lockDueTournaments } from '../src/modules/lifecycle/service.js';
import { settleTournament } from '../src/modules/prizes/service.js';
import { recordResult } from '../src/modules/results/service.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  fourPlayerDraw,
  JOBS_FROM_SOURCE,
  SEED_NOW,
  signedInUser,
  type TestContext,
} from './helpers.js';

/*
 * Prize models (issue 62, point 3): a fixed-prize tournament's prizes are set before entries open, unchangeable
 * after, paid by the operator or a sponsor whatever the number of entrants, ties sharing the places they cover;
 * a fan where paid pools aren't allowed may enter it; one free for glory takes no fee.
 */
let ctx: TestContext;
let admin: string;
let tournamentId: string;
let detail: {
  id: string;
  startsAt: string;
  rounds: Array<{ matches: Array<{ id: string; playerOne: { id: string } }> }>;
};
const fan: Record<string, { cookie: string; id: string }> = {};

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: asUser(cookie), ...(payload ? { payload } : {}) });
const patch = (payload: object) => call(admin, 'PATCH', `/api/admin/tournaments/${tournamentId}`, payload);
const PRIZES = [
  { place: 1, kind: 'CASH', amount: 5000 },
  { place: 2, kind: 'CREDITS', amount: 200 },
  { place: 3, kind: 'CREDITS', amount: 100 },
];

beforeAll(async () => {
  ctx = await createTestApp({ config: { CREDITS_ENABLED: true }, cachesOff: 'reads straight after each write' });
  admin = await signedInUser(ctx.app, 'fixed.admin@example.org');
  await setRole(ctx.database.db, 'fixed.admin@example.org', 'admin');
  ctx.clock.set(SEED_NOW);
  const { tournament } = await fourPlayerDraw(ctx.database.db, 'Fixed Open');
  tournamentId = tournament.id;
  await ctx.database.db.execute(sql`update tournaments set status = 'CREATING' where id = ${tournamentId}`);
  for (const who of ['winner', 'french', 'third']) {
    const cookie = await signedInUser(ctx.app, `${who}@fixed.example.org`);
    const me = (await call(cookie, 'GET', '/api/user-details')).json().data;
    fan[who] = { cookie, id: me.id };
    await grantBonusCredits(ctx.database.db, { userId: me.id, amount: 1, reason: 'Test', requestId: who });
  }
  // Paid pools aren't allowed in France (the shipped table); fixed prizes are.
  expect((await call(fan.french?.cookie as string, 'PATCH', '/api/user', { country: 'FR' })).statusCode).toBe(200);
});
afterEach(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
});
afterAll(async () => ctx?.close());

describe('a fixed-prize tournament', () => {
  it('refuses fixed prizes without a prize, a cash prize of odd cents, and a fee when free for glory', async () => {
    const none = await patch({ prizeModel: 'FIXED' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.fixedPrizes).toContain('at least one prize');
    const odd = await patch({ prizeModel: 'FIXED', fixedPrizes: [{ place: 1, kind: 'CASH', amount: 5005 }] });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toContain('10 cents');
    const glory = await patch({ prizeModel: 'FREE', entryFee: 100 });
    expect(glory.statusCode).toBe(400);
    expect(glory.json().error.fields.entryFee).toContain('free for glory');
  });

  it('takes its prizes and sponsor before entries open, audited, and never changes them after', async () => {
    const set = await patch({ prizeModel: 'FIXED', fixedPrizes: PRIZES, prizeSponsor: 'Acme Squash', entryFee: 100 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ prizeModel: 'FIXED', fixedPrizes: PRIZES, prizeSponsor: 'Acme Squash' });
    expect((await patch({ status: 'UPCOMING' })).statusCode).toBe(200);
    const later = await patch({ fixedPrizes: [{ place: 1, kind: 'CASH', amount: 10 }] });
    expect(later.statusCode).toBe(409);
    expect(later.json().error.message).toContain('entries are open');
    const audit = await queryRows<{ after: { fixedPrizes: unknown } }>(
      ctx.database.db,
      sql`select after from admin_audit where resource_id = ${tournamentId} and status_code = 200 order by at`,
    );
    expect(audit[0]?.after.fixedPrizes).toEqual(PRIZES);
    detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).json().data;
    expect(detail).toMatchObject({ prizeModel: 'FIXED', prizeSponsor: 'Acme Squash' });
  });

  it('is open to a paid entry from a fan where paid pools are not allowed', async () => {
    for (const who of ['winner', 'french', 'third']) {
      const tips = bracketTips(detail as never, (one, two) => (who === 'winner' ? one : two));
      const entered = await call(fan[who]?.cookie as string, 'POST', `/api/tournaments/${tournamentId}/entries`, {
        matchTips: tips,
      });
      expect(entered.statusCode, `${who}: ${entered.body}`).toBe(201);
    }
    // The fan's line of credits says the entry pays fixed prizes.
    const [line] = await queryRows<{ description: string }>(
      ctx.database.db,
      sql`select description from ledger_transfers where idempotency_key = ${`entry:${tournamentId}:${fan.french?.id}`}`,
    );
    expect(line?.description).toBe("Entry: Fixed Open (Women's) (fixed prizes)");
  });

  it('pays each place its prize, ties sharing the places they cover, from the operator; the fees are its own', async () => {
    const after = new Date(Date.parse(detail.startsAt) + 60_000);
    ctx.clock.set(after);
    await lockDueTournaments(ctx.database.db, after, tournamentId);
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
      matchId: detail.rounds[1]?.matches[0]?.id as string,
      winnerId: semis[0]?.playerOne.id as string,
      outcome: 'walkover',
      now: after,
    });
    const deps = {
      db: ctx.database.db,
      mailer: outboxMailer(ctx.database.db, { quiet: true }),
      clock: ctx.clock,
      baseUrl: 'http://localhost:3000',
      ...JOBS_FROM_SOURCE,
    };
    expect(await runTournamentFinish(deps, { tournamentId })).toBe(true);
    // Provisional first: 50.00 to the winner; the tied second and third share 2.00 + 1.00 credits.
    const window = (
      await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/prize-window` })
    ).json().data;
    expect(window.state).toBe('PROVISIONAL');
    expect(window.provisional).toEqual([
      expect.objectContaining({ rank: 1, username: 'winner', cashCents: 5000, credits: null }),
      expect.objectContaining({ rank: 2, username: 'french', cashCents: null, credits: 150 }),
      expect.objectContaining({ rank: 2, username: 'third', cashCents: null, credits: 150 }),
    ]);
    const before = await creditBalance(ctx.database.db, fan.french?.id as string);
    const settled = await settleTournament(ctx.database.db, tournamentId, {
      now: new Date(after.getTime() + 49 * 3_600_000),
    });
    expect(settled.settled).toBe(true);
    expect(await creditBalance(ctx.database.db, fan.french?.id as string)).toBe(before + 150);
    const [prize] = await queryRows<{ user_id: string; credits: number }>(
      ctx.database.db,
      sql`select user_id, credits from prizes where tournament_id = ${tournamentId}`,
    );
    expect(prize).toEqual({ user_id: fan.winner?.id, credits: 500 });
    const [transfer] = await queryRows<{ description: string }>(
      ctx.database.db,
      sql`select description from ledger_transfers where idempotency_key = ${`prize:${tournamentId}`}`,
    );
    expect(transfer?.description).toBe("Prize: Fixed Open (Women's) (fixed prizes, from Acme Squash)");
    const accounts = await queryRows<{ kind: string; amount: number }>(
      ctx.database.db,
      sql`select a.kind::text as kind, sum(l.amount)::int as amount from ledger_lines l
          join ledger_transfers t on t.id = l.transfer_id join ledger_accounts a on a.id = l.account_id
          where t.idempotency_key = ${`prize:${tournamentId}`} group by a.kind order by a.kind::text`,
    );
    expect(accounts).toEqual([
      { kind: 'ADMIN_GRANTS', amount: -800 },
      { kind: 'PLATFORM_REVENUE', amount: 300 },
      { kind: 'PRIZES_OWED', amount: 500 },
      { kind: 'TOURNAMENT_POOL', amount: -300 },
      { kind: 'USER_CREDITS', amount: 300 },
    ]);
  });
});
