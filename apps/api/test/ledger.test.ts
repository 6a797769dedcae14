import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import { queryRows } from '../src/db/client.js';
import {
  creditBalance,
  InsufficientCreditsError,
  ledgerProblems,
  listCreditTransactions,
  postTransfer,
  refundTournament,
} from '../src/modules/ledger/service.js';
import { asUser, createTestApp, signedInUser, type TestContext, usingPostgres } from './helpers.js';

let ctx: TestContext;
let fanId: string;
let tournamentId: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  // A fan of this test alone: the demo's fans hold credits and have paid entries already.
  const cookie = await signedInUser(ctx.app, 'ledger.owner@example.org');
  fanId = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(cookie) })).json().data.id;
  const [tournament] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id from tournaments where status = 'UPCOMING' and parent_id is null limit 1`,
  );
  tournamentId = tournament?.id as string;
});
// The ledger's invariants hold after every test, whatever it did.
afterEach(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
});
afterAll(async () => ctx?.close());

const grant = (key: string, userId: string, amount: number) =>
  postTransfer(ctx.database.db, {
    key,
    type: 'ADMIN_TOP_UP',
    description: 'Bonus',
    lines: [
      { account: { kind: 'USER_CREDITS', userId }, amount },
      { account: { kind: 'ADMIN_GRANTS' }, amount: -amount },
    ],
  });
const payEntry = (db: typeof ctx.database.db, userId: string, key = `entry:${tournamentId}:${userId}`) =>
  postTransfer(db, {
    key,
    type: 'ENTRY_PURCHASE',
    description: 'Tournament entry',
    resource: { type: 'TOURNAMENT', id: tournamentId },
    lines: [
      { account: { kind: 'USER_CREDITS', userId }, amount: -100 },
      { account: { kind: 'TOURNAMENT_POOL', tournamentId }, amount: 100 },
    ],
  });

/** What the database said of a statement: 'done', or its refusal (drizzle wraps the driver's error as its cause). */
const refused = (statement: ReturnType<typeof sql>) =>
  ctx.database.db.execute(statement).then(
    () => 'done',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

describe('the ledger', () => {
  it('posts a transfer once per idempotency key, its lines summing to zero, the balance kept', async () => {
    expect((await grant('bonus:first', fanId, 250)).posted).toBe(true);
    expect((await grant('bonus:first', fanId, 250)).posted).toBe(false);
    expect(await creditBalance(ctx.database.db, fanId)).toBe(250);
    await expect(
      postTransfer(ctx.database.db, {
        key: 'bonus:unbalanced',
        type: 'ADMIN_TOP_UP',
        description: 'x',
        lines: [{ account: { kind: 'USER_CREDITS', userId: fanId }, amount: 100 }],
      }),
    ).rejects.toThrow('lines must be non-zero integers summing to zero');
  });

  it('refuses, in the database itself, a transfer that does not sum to zero and any change to posted lines', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const [transfer] = await queryRows<{ id: string }>(
          tx,
          sql`insert into ledger_transfers (idempotency_key, type, description) values ('raw:1', 'ADMIN_TOP_UP', 'x') returning id`,
        );
        const [account] = await queryRows<{ id: string }>(tx, sql`select id from ledger_accounts limit 1`);
        await tx.execute(
          sql`insert into ledger_lines (transfer_id, account_id, amount) values (${transfer?.id}, ${account?.id}, 5)`,
        );
      }),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`update ledger_lines set amount = amount + 1`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
  });

  it('checks every statement that posts lines: each transfer among them sums to zero, or none of them is written', async () => {
    const [one, two] = await queryRows<{ id: string }>(ctx.database.db, sql`select id from ledger_accounts limit 2`);
    /** A posted transfer: its first two lines (1 and -1 on one account) in its own transaction, as every one has. */
    const transfer = (key: string) =>
      ctx.database.db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`insert into ledger_transfers (idempotency_key, type, description) values (${key}, 'ADMIN_TOP_UP', 'x') returning id`,
        );
        await tx.execute(
          sql`insert into ledger_lines (transfer_id, account_id, amount) values (${row?.id}, ${one?.id}, 1), (${row?.id}, ${one?.id}, -1)`,
        );
        return row?.id as string;
      });
    const lines = (rows: Array<[string, string | undefined, number]>) =>
      ctx.database.db.execute(
        sql`insert into ledger_lines (transfer_id, account_id, amount) values ${sql.join(
          rows.map(([id, account, amount]) => sql`(${id}, ${account}, ${amount})`),
          sql`, `,
        )}`,
      );
    // What the database said: 'posted', or its refusal (drizzle wraps the driver's error as its cause).
    const outcome = (write: Promise<unknown>) =>
      write.then(
        () => 'posted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    const count = async (ids: string[]) =>
      (
        await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from ledger_lines where transfer_id in ${ids}`,
        )
      )[0]?.n;
    const a = await transfer('raw:statement-a');
    const b = await transfer('raw:statement-b');
    // Two transfers in one statement, one of them off by one: refused, and neither's lines are kept.
    expect(
      await outcome(
        lines([
          [a, one?.id, 5],
          [a, two?.id, -5],
          [b, one?.id, 3],
          [b, two?.id, -2],
        ]),
      ),
    ).toBe(`ledger transfer ${b} does not sum to zero`);
    expect(await count([a, b])).toBe(4);
    // Both balanced: posted (each on one account, whose balance, kept on its row, the lines leave as it was).
    expect(
      await outcome(
        lines([
          [a, one?.id, 5],
          [a, one?.id, -5],
          [b, one?.id, 3],
          [b, one?.id, -3],
        ]),
      ),
    ).toBe('posted');
    expect(await count([a, b])).toBe(8);
    // A line added later to a posted transfer unbalances it: refused, though the transfer itself is not new.
    expect(await outcome(lines([[a, one?.id, 1]]))).toBe(`ledger transfer ${a} does not sum to zero`);
    expect(await count([a])).toBe(4);
    // Balanced lines of a transfer that doesn't exist, or on an account that doesn't: refused, nothing kept.
    const missing = '00000000-0000-4000-8000-000000000000';
    // (The transfer by its foreign key, migration 0030; the account by the trigger that applies the lines.)
    expect(
      await outcome(
        lines([
          [missing, one?.id, 5],
          [missing, two?.id, -5],
        ]),
      ),
    ).toMatch(/violates foreign key constraint "ledger_lines_transfer_id_ledger_transfers_id_fk"/);
    expect(
      await outcome(
        lines([
          [b, one?.id, 7],
          [b, missing, -7],
        ]),
      ),
    ).toBe('a ledger line refers to an account that does not exist');
    expect(await count([missing, b])).toBe(4);
    // A transfer with no lines at all: refused when its transaction commits, and not kept.
    expect(
      await outcome(
        ctx.database.db.execute(
          sql`insert into ledger_transfers (idempotency_key, type, description) values ('raw:empty', 'ADMIN_TOP_UP', 'x')`,
        ),
      ),
    ).toMatch(/^ledger transfer [0-9a-f-]+ has no lines$/);
    const [kept] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ledger_transfers where idempotency_key = 'raw:empty'`,
    );
    expect(kept?.n).toBe(0);
  });

  it('never loses what a line refers to: accounts are never deleted nor change id or owner, and no ledger table is emptied', async () => {
    const [account] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select a.id from ledger_accounts a where exists (select 1 from ledger_lines l where l.account_id = a.id) limit 1`,
    );
    const kept = 'ledger accounts are never deleted and never change id or owner: their lines refer to them';
    expect(await refused(sql`delete from ledger_accounts where id = ${account?.id}`)).toBe(kept);
    expect(await refused(sql`update ledger_accounts set id = gen_random_uuid() where id = ${account?.id}`)).toBe(kept);
    expect(await refused(sql`update ledger_accounts set user_id = gen_random_uuid() where id = ${account?.id}`)).toBe(
      kept,
    );
    expect(await refused(sql`update ledger_accounts set kind = 'PRIZES_OWED' where id = ${account?.id}`)).toBe(kept);
    expect(await refused(sql`truncate ledger_accounts cascade`)).toBe(kept);
    expect(await refused(sql`truncate ledger_transfers cascade`)).toContain('are never changed or deleted');
    expect(await refused(sql`truncate ledger_lines`)).toContain('are never changed or deleted');
    // Touching a row without changing its balance is no change.
    expect(await refused(sql`update ledger_accounts set balance = balance where id = ${account?.id}`)).toBe('done');
  });

  it('moves a kept balance only with the lines posted to its account (issue 43): any other change is refused', async () => {
    const onlyLines = 'a ledger balance moves only with the lines posted to its account: post a transfer';
    await grant('bonus:lines-only', fanId, 100);
    const before = await creditBalance(ctx.database.db, fanId);
    expect(
      await refused(
        sql`update ledger_accounts set balance = balance + 500 where kind = 'USER_CREDITS' and user_id = ${fanId}`,
      ),
    ).toBe(onlyLines);
    expect(await refused(sql`update ledger_accounts set balance = 0 where kind = 'ADMIN_GRANTS'`)).toBe(onlyLines);
    expect(
      await refused(
        sql`insert into ledger_accounts (kind, user_id, balance) values ('USER_CREDITS', gen_random_uuid(), 500)`,
      ),
    ).toBe(onlyLines);
    // Through a transfer, the same statement that posts the lines moves the balances, nothing else does.
    await grant('bonus:lines-only-2', fanId, 40);
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before + 40);
    // A line's transfer is a foreign key again; its account is checked by the statement trigger.
    const [account] = await queryRows<{ id: string }>(ctx.database.db, sql`select id from ledger_accounts limit 1`);
    const [fk] = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select conname as name from pg_constraint where conrelid = 'ledger_lines'::regclass and contype = 'f'`,
    );
    expect(fk?.name).toBe('ledger_lines_transfer_id_ledger_transfers_id_fk');
    expect(
      await refused(
        sql`with missing as (select gen_random_uuid() as id)
            insert into ledger_lines (transfer_id, account_id, amount)
            select missing.id, ${account?.id}::uuid, amount from missing, (values (5), (-5)) as line(amount)`,
      ),
    ).toMatch(/violates foreign key constraint "ledger_lines_transfer_id_ledger_transfers_id_fk"/);
  });

  it('never takes a fan below zero: the whole transfer is refused', async () => {
    const [poor] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into users (email, username) values ('poor@example.org', 'poor_fan') returning id`,
    );
    await expect(
      ctx.database.db.transaction((tx) => payEntry(tx as typeof ctx.database.db, poor?.id as string)),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect(await creditBalance(ctx.database.db, poor?.id as string)).toBe(0);
  });

  it(`debits a fan holding exactly one credit once, however many entries race for it${usingPostgres ? '' : ' (PGlite: serialised)'}`, async () => {
    const [racer] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into users (email, username) values ('racer@example.org', 'racer') returning id`,
    );
    const userId = racer?.id as string;
    await grant(`bonus:${userId}`, userId, 100);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) =>
        ctx.database.db.transaction((tx) =>
          payEntry(tx as typeof ctx.database.db, userId, `entry:race:${n}:${userId}`),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(
      outcomes
        .filter((o) => o.status === 'rejected')
        .every((o) => (o as PromiseRejectedResult).reason instanceof InsufficientCreditsError),
    ).toBe(true);
    expect(await creditBalance(ctx.database.db, userId)).toBe(0);
  });

  it('refunds every paid entry once when a tournament is deleted before it starts', async () => {
    const [payer] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into users (email, username) values ('payer@example.org', 'payer') returning id`,
    );
    const userId = payer?.id as string;
    await grant(`bonus:${userId}`, userId, 300);
    await payEntry(ctx.database.db, userId);
    expect(await creditBalance(ctx.database.db, userId)).toBe(200);

    const admin = await signedInUser(ctx.app, 'ledger.admin@example.org');
    await setRole(ctx.database.db, 'ledger.admin@example.org', 'admin');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tournaments/${tournamentId}`,
      headers: asUser(admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await creditBalance(ctx.database.db, userId)).toBe(300);
    expect(await refundTournament(ctx.database.db, tournamentId, 'again')).toBe(0);
    const [refunds] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ledger_transfers where type = 'REFUND' and idempotency_key = ${`refund:${tournamentId}:${userId}`}`,
    );
    expect(refunds?.n).toBe(1);
    // The refund line names the tournament; it links nowhere now that the tournament is gone.
    const lines = await listCreditTransactions(ctx.database.db, { userId, page: 0, pageSize: 10 });
    const refund = lines.data.find((line) => line.type === 'REFUND');
    expect(refund?.resource).toBeNull();
    expect(refund?.description).toMatch(/^Refund: .+ was removed$/);
  });

  it("lists a fan's credit transactions, newest first, and lets an admin add bonus credits once per submission", async () => {
    const fan = await signedInUser(ctx.app, 'ledger.fan@example.org');
    const admin = await signedInUser(ctx.app, 'ledger.boss@example.org');
    await setRole(ctx.database.db, 'ledger.boss@example.org', 'admin');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(fan) })).json().data;
    const bonus = (payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/users/${me.id}/credits`,
        headers: { ...asUser(admin), ...headers },
        payload,
      });

    expect((await bonus({ amount: 0, reason: 'x' })).json().error.message).toBe('Amount must be at least 1 credit');
    expect((await bonus({ amount: 2, reason: ' ' })).json().error.message).toBe('Reason is required');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/users/${me.id}/credits`,
          headers: asUser(fan),
          payload: { amount: 5, reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const first = await bonus({ amount: 2, reason: 'Welcome to the club' }, { 'idempotency-key': 'form-1234' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ balance: 200 });
    // The same submission again (a double click) grants nothing more; a new one does.
    expect(
      (await bonus({ amount: 2, reason: 'Welcome to the club' }, { 'idempotency-key': 'form-1234' })).json().data,
    ).toEqual({ balance: 200 });
    expect((await bonus({ amount: 1, reason: 'Thanks for the feedback' })).json().data).toEqual({ balance: 300 });

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/credit-transactions', headers: asUser(fan) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject([
      {
        type: 'ADMIN_TOP_UP',
        amount: 100,
        description: 'Thanks for the feedback',
        resource: { type: 'USER', id: me.id },
      },
      { type: 'ADMIN_TOP_UP', amount: 200, description: 'Welcome to the club' },
    ]);
    expect(mine.json().pageInfo).toMatchObject({ pageSize: 20, totalRecords: 2 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/credit-transactions' })).statusCode).toBe(401);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${me.id}/credit-transactions`,
      headers: asUser(admin),
    });
    expect(seen.json()).toMatchObject({ balance: 300, pageInfo: { totalRecords: 2 } });
  });

  it('refunds nothing when a tournament that has started is deleted, and says why', async () => {
    const [active] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from tournaments where status = 'ACTIVE' and parent_id is null limit 1`,
    );
    const [late] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into users (email, username) values ('late@example.org', 'late_payer') returning id`,
    );
    await grant(`bonus:${late?.id}`, late?.id as string, 100);
    await postTransfer(ctx.database.db, {
      key: `entry:${active?.id}:${late?.id}`,
      type: 'ENTRY_PURCHASE',
      description: 'Tournament entry',
      lines: [
        { account: { kind: 'USER_CREDITS', userId: late?.id as string }, amount: -100 },
        { account: { kind: 'TOURNAMENT_POOL', tournamentId: active?.id as string }, amount: 100 },
      ],
    });
    const admin = await signedInUser(ctx.app, 'ledger.late.admin@example.org');
    await setRole(ctx.database.db, 'ledger.late.admin@example.org', 'admin');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tournaments/${active?.id}`,
      headers: asUser(admin),
    });
    expect(deleted.json().data).toEqual({
      id: active?.id,
      refundedEntries: 0,
      started: true,
      refund: 'No refund: the tournament had started, and entries are not refunded once a competition begins',
    });
    expect(await creditBalance(ctx.database.db, late?.id as string)).toBe(0);
  });

  it('says there was nothing to refund when a tournament no entry paid for is deleted', async () => {
    const [unpaid] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into tournaments (name, gender, status, start_date, end_date, timezone, entry_fee)
          values ('Nobody Paid Open', 'mens', 'UPCOMING', '2031-01-01', '2031-01-05', 'UTC', 100) returning id`,
    );
    const admin = await signedInUser(ctx.app, 'ledger.empty.admin@example.org');
    await setRole(ctx.database.db, 'ledger.empty.admin@example.org', 'admin');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tournaments/${unpaid?.id}`,
      headers: asUser(admin),
    });
    expect(deleted.json().data).toEqual({
      id: unpaid?.id,
      refundedEntries: 0,
      started: false,
      refund: 'No entry had paid a fee: nothing to refund',
    });
  });
});
