import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { setRole } from '../src/cli/admin.js';
import { testConfig } from '../src/config.js';
import { FAN_ERRORS } from '../src/lib/fan-errors.js';
import { creditBalance, ledgerProblems } from '../src/modules/ledger/service.js';
import {
  AUTHENTICATION_DELAY_MS,
  CANCELLED_REASON,
  CHECKOUT_EXPIRY_MS,
  CREATING_EXPIRY_MS,
  EXPIRED_REASON,
  fulfilPayment,
  NEVER_OPENED_REASON,
  sweepPayments,
  testProvider,
} from '../src/modules/payments/service.js';
import { asUser, createTestApp, signedInUser, type TestContext } from './helpers.js';

let ctx: TestContext;
let fan: string;
let fanId: string;
let rival: string;
beforeAll(async () => {
  ctx = await createTestApp({ config: { CREDITS_ENABLED: true } });
  fan = await signedInUser(ctx.app, 'buyer@example.org');
  rival = await signedInUser(ctx.app, 'rival.buyer@example.org');
  fanId = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(fan) })).json().data.id;
});
afterEach(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
});
afterAll(async () => ctx?.close());

const create = (payload: unknown, cookie = fan) =>
  ctx.app.inject({ method: 'POST', url: '/api/payments', headers: asUser(cookie), payload: payload as object });
const read = (id: string, cookie = fan) =>
  ctx.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: asUser(cookie) });
const pay = (id: string, cardNumber: string, cookie = fan) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments/${id}/test-checkout`,
    headers: asUser(cookie),
    payload: { cardNumber },
  });
const balance = () => creditBalance(ctx.database.db, fanId);

describe('buying credits with the test checkout', () => {
  it('takes 1, 2, 5 or 10 credits at the server’s price, and nothing else', async () => {
    for (const payload of [{ creditAmount: 3 }, { creditAmount: '5' }, {}, { creditAmount: 2, amountCents: 1 }]) {
      const response = await create(payload);
      if ('amountCents' in payload) {
        // An extra field changes nothing: the price is the server's.
        expect(response.statusCode).toBe(201);
        expect((await read(response.json().data.id)).json().data.amountCents).toBe(2000);
        continue;
      }
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe('creditAmount must be one of 1, 2, 5, 10');
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/payments', payload: { creditAmount: 1 } })).statusCode,
    ).toBe(401);
  });

  it('credits a paid payment once, shows it to its owner only, and names the purchase', async () => {
    const before = await balance();
    const created = await create({ creditAmount: 2 });
    expect(created.statusCode).toBe(201);
    const { id, sessionSecret, provider } = created.json().data;
    expect(provider).toBe('test');
    expect(sessionSecret).toMatch(/^test_/);
    expect((await read(id)).json().data).toMatchObject({
      status: 'PENDING',
      amountCents: 2000,
      creditAmount: 2,
      currency: 'AUD',
    });
    expect((await read(id, rival)).statusCode).toBe(404);
    expect((await pay(id, '4000 0003 6000 0006', rival)).statusCode).toBe(404);

    const paid = await pay(id, '4000 0003 6000 0006');
    expect(paid.json().data).toMatchObject({ status: 'SUCCEEDED', failureReason: null });
    expect(await balance()).toBe(before + 200);
    expect((await pay(id, '4000 0003 6000 0006')).statusCode).toBe(409);
    const [line] = (
      await ctx.app.inject({ method: 'GET', url: '/api/credit-transactions', headers: asUser(fan) })
    ).json().data;
    expect(line).toMatchObject({ type: 'USER_TOP_UP', amount: 200, description: '2 credits bought by card' });
    // The line leads to its receipt.
    expect(line.resource).toEqual({ type: 'PAYMENT', id });
  });

  it("counts the money on the back office's dashboard: sales, revenue, open and failed payments", async () => {
    const admin = await signedInUser(ctx.app, 'money.admin@example.org');
    await setRole(ctx.database.db, 'money.admin@example.org', 'admin');
    const money = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: asUser(admin) })).json().data.money;
    const before = await money();
    expect(before).toMatchObject({ periodDays: 30, currency: 'AUD' });
    const paid = (await create({ creditAmount: 5 })).json().data.id;
    await pay(paid, '4000 0003 6000 0006');
    const failed = (await create({ creditAmount: 1 })).json().data.id;
    await pay(failed, '4000 0000 0000 0002');
    await create({ creditAmount: 2 });
    expect(await money()).toMatchObject({
      creditsSold: before.creditsSold + 5,
      revenueCents: before.revenueCents + 5000,
      paymentsPending: before.paymentsPending + 1,
      paymentsFailed: before.paymentsFailed + 1,
    });
  });

  it("lists the fan's own payments, newest first, whatever became of them", async () => {
    // A payment is made at the app's clock, which stands still in a test: each here a second after the last.
    ctx.clock.advance(1000);
    const declined = (await create({ creditAmount: 1 })).json().data.id;
    await pay(declined, '4000 0000 0000 0002');
    ctx.clock.advance(1000);
    const open = (await create({ creditAmount: 2 })).json().data.id;
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/payments?page_size=2', headers: asUser(fan) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
      [open, 'PENDING'],
      [declined, 'FAILED'],
    ]);
    expect(mine.json().pageInfo.totalRecords).toBeGreaterThanOrEqual(2);
    // Another fan's list holds none of them.
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/payments?page_size=100', headers: asUser(rival) });
    expect(theirs.json().data.map((p: { id: string }) => p.id)).not.toContain(open);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payments' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/payments?page_size=0', headers: asUser(fan) })).statusCode,
    ).toBe(400);
  });

  it('fails a declined card with the reason, crediting nothing', async () => {
    const before = await balance();
    const { id } = (await create({ creditAmount: 5 })).json().data;
    const declined = await pay(id, '4000 0000 0000 0002');
    expect(declined.json().data).toMatchObject({ status: 'FAILED', failureReason: 'Your card was declined.' });
    expect(await balance()).toBe(before);
    const unknown = await pay((await create({ creditAmount: 1 })).json().data.id, '1234 5678 9012 3456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.cardNumber).toMatch(/^Use a test card/);
  });

  it('keeps a card that needs authentication PENDING for a few seconds, then succeeds on the receipt’s poll', async () => {
    const before = await balance();
    const { id } = (await create({ creditAmount: 10 })).json().data;
    expect((await pay(id, '4000000000003220')).json().data.status).toBe('PENDING');
    expect((await read(id)).json().data.status).toBe('PENDING');
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 3100));
    expect((await read(id)).json().data.status).toBe('SUCCEEDED');
    expect((await read(id)).json().data.status).toBe('SUCCEEDED');
    expect(await balance()).toBe(before + 1000);
  });

  it('fulfils once whatever arrives, however often and in whatever order', async () => {
    const before = await balance();
    const { id } = (await create({ creditAmount: 1 })).json().data;
    // The same 'paid' a hundred times, half of them at once.
    for (let i = 0; i < 50; i++) await fulfilPayment(ctx.database.db, id, { state: 'paid' });
    await Promise.all(Array.from({ length: 50 }, () => fulfilPayment(ctx.database.db, id, { state: 'paid' })));
    // A late failure never undoes the success.
    expect((await fulfilPayment(ctx.database.db, id, { state: 'failed', reason: 'late' })).status).toBe('SUCCEEDED');
    expect(await balance()).toBe(before + 100);

    // Failed first, then paid: it stays failed and nothing is credited.
    const other = (await create({ creditAmount: 1 })).json().data.id;
    await fulfilPayment(ctx.database.db, other, { state: 'pending' });
    await fulfilPayment(ctx.database.db, other, { state: 'failed', reason: 'Your card was declined.' });
    expect((await fulfilPayment(ctx.database.db, other, { state: 'paid' })).status).toBe('FAILED');
    expect(await balance()).toBe(before + 100);
  });

  it('refuses the test checkout in production unless PAYMENT_PROVIDER=test says so', async () => {
    for (const [PAYMENT_PROVIDER, status] of [
      [undefined, 503],
      ['test', 201],
    ] as const) {
      const app = await buildApp(testConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER }), {
        db: ctx.database.db,
        clock: ctx.clock,
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: { cookie: fan, origin: 'http://localhost:3000' },
        payload: { creditAmount: 1 },
      });
      expect(response.statusCode).toBe(status);
      await app.close();
    }
  });

  it('never completes a test payment once the server no longer takes test payments', async () => {
    const withTest = await buildApp(testConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }), {
      db: ctx.database.db,
      clock: ctx.clock,
    });
    const headers = { cookie: fan, origin: 'http://localhost:3000' };
    const payOn = (app: typeof withTest, id: string, cardNumber: string) =>
      app.inject({ method: 'POST', url: `/api/payments/${id}/test-checkout`, headers, payload: { cardNumber } });
    const start = async () => {
      const response = await withTest.inject({
        method: 'POST',
        url: '/api/payments',
        headers,
        payload: { creditAmount: 10 },
      });
      expect(response.statusCode).toBe(201);
      return response.json().data.id as string;
    };
    // One left at the checkout, one waiting on its authentication step, both while test payments were on.
    const unpaid = await start();
    const authenticating = await start();
    expect((await payOn(withTest, authenticating, '4000 0000 0000 3220')).statusCode).toBe(200);
    await withTest.close();

    // Restarted without PAYMENT_PROVIDER=test.
    const without = await buildApp(testConfig({ NODE_ENV: 'production' }), { db: ctx.database.db, clock: ctx.clock });
    const before = await balance();
    const paid = await payOn(without, unpaid, '4000 0003 6000 0006');
    expect(paid.statusCode).toBe(503);
    expect(paid.json().error.message).toBe(FAN_ERRORS.testPaymentsOff.message);
    ctx.clock.advance(AUTHENTICATION_DELAY_MS + 1000);
    for (const id of [unpaid, authenticating]) {
      const read = await without.inject({ method: 'GET', url: `/api/payments/${id}`, headers });
      expect(read.json().data.status).toBe('PENDING');
    }
    expect(await balance()).toBe(before);
    await without.close();
  });

  it('lists every payment for the back office, newest first, by status, with the fan and the provider reference', async () => {
    const admin = await signedInUser(ctx.app, 'payments.admin@example.org');
    await setRole(ctx.database.db, 'payments.admin@example.org', 'admin');
    const declined = (await create({ creditAmount: 5 }, rival)).json().data.id;
    await pay(declined, '4000 0000 0000 0002', rival);
    const list = (query = '') =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/payments${query}`, headers: asUser(admin) });

    const all = (await list()).json();
    expect(all.data[0]).toMatchObject({
      id: declined,
      status: 'FAILED',
      amountCents: 5000,
      creditAmount: 5,
      username: expect.any(String),
      email: 'rival.buyer@example.org',
      provider: 'test',
      providerReference: expect.stringMatching(/^test_/),
      failureReason: 'Your card was declined.',
    });
    expect(all.pageInfo.totalRecords).toBeGreaterThan(1);
    const failed = (await list('?status=FAILED')).json().data;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((payment: { status: string }) => payment.status === 'FAILED')).toBe(true);
    const wrong = await list('?status=LOST');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'status must be one of CREATING, PENDING, SUCCEEDED, FAILED, CANCELLED, EXPIRED',
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/payments', headers: asUser(fan) })).statusCode).toBe(
      403,
    );
  });
});

describe('payments left behind', () => {
  const cancel = (id: string, cookie = fan) =>
    ctx.app.inject({ method: 'POST', url: `/api/payments/${id}/cancel`, headers: asUser(cookie) });

  it("'Change' cancels the payment it leaves: its receipt says so and it can never be paid", async () => {
    const before = await balance();
    const id = (await create({ creditAmount: 5 })).json().data.id as string;
    expect((await cancel(id, rival)).statusCode).toBe(404);
    const cancelled = await cancel(id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', failureReason: CANCELLED_REASON });
    // Again: the same answer, nothing more.
    expect((await cancel(id)).json().data.status).toBe('CANCELLED');
    const paid = await pay(id, '4000 0003 6000 0006');
    expect(paid.statusCode).toBe(409);
    expect((await read(id)).json().data.status).toBe('CANCELLED');
    expect(await balance()).toBe(before);
  });

  it('refuses to cancel a payment already decided', async () => {
    const id = (await create({ creditAmount: 1 })).json().data.id as string;
    await pay(id, '4000 0003 6000 0006');
    expect((await cancel(id)).statusCode).toBe(409);
    expect((await read(id)).json().data.status).toBe('SUCCEEDED');
  });

  it('the sweep ends payments stuck in CREATING after minutes and checkouts open past their expiry', async () => {
    const now = ctx.clock.now();
    const stale = (await create({ creditAmount: 2 })).json().data.id as string;
    const fresh = (await create({ creditAmount: 2 })).json().data.id as string;
    const stuck = (await create({ creditAmount: 2 })).json().data.id as string;
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await ctx.database.db.execute(
      sql`update payments set created_at = ${ago(CHECKOUT_EXPIRY_MS + 60_000)}::timestamptz where id = ${stale}`,
    );
    await ctx.database.db.execute(
      sql`update payments set status = 'CREATING', provider_session_id = null,
          created_at = ${ago(CREATING_EXPIRY_MS + 60_000)}::timestamptz where id = ${stuck}`,
    );
    const before = await balance();
    const ended = await sweepPayments(ctx.database.db, testProvider, now);
    expect(ended.sort()).toEqual([stale, stuck].sort());
    expect((await read(stale)).json().data).toMatchObject({ status: 'EXPIRED', failureReason: EXPIRED_REASON });
    expect((await read(stuck)).json().data).toMatchObject({ status: 'EXPIRED', failureReason: NEVER_OPENED_REASON });
    expect((await read(fresh)).json().data.status).toBe('PENDING');
    expect((await pay(stale, '4000 0003 6000 0006')).statusCode).toBe(409);
    expect(await balance()).toBe(before);
    // Nothing left to end: a second sweep changes nothing.
    expect(await sweepPayments(ctx.database.db, testProvider, now)).toEqual([]);
  });
});
