import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { creditBalance, ledgerProblems } from '../src/modules/ledger/service.js';
import { asUser, createTestApp, signedInUser, type TestContext } from './helpers.js';

/*
 * Stripe's embedded Checkout against a local fake of its API (STRIPE_API_URL), and its webhook with
 * events signed the way Stripe signs them.
 */
const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_fake');
interface Recorded {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey?: string;
}
const recorded: Recorded[] = [];
/** What the fake answers for a session on GET: Stripe's status and payment_status. */
const sessions = new Map<string, { status: string; payment_status: string }>();
let fake: Server;
let ctx: TestContext;
let fan: string;
let fanId: string;

beforeAll(async () => {
  fake = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '';
      recorded.push({
        method: request.method ?? '',
        path,
        body: new URLSearchParams(body),
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      });
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${recorded.length}`;
        sessions.set(id, { status: 'open', payment_status: 'unpaid' });
        return response.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            client_secret: `${id}_secret_abc`,
            status: 'open',
            payment_status: 'unpaid',
          }),
        );
      }
      const match = path.match(/^\/v1\/checkout\/sessions\/([\w]+)/);
      if (request.method === 'GET' && match?.[1] && sessions.has(match[1])) {
        return response.end(JSON.stringify({ id: match[1], object: 'checkout.session', ...sessions.get(match[1]) }));
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such thing' } }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  ctx = await createTestApp({
    config: {
      CREDITS_ENABLED: true,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
  });
  fan = await signedInUser(ctx.app, 'stripe.fan@example.org');
  fanId = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(fan) })).json().data.id;
});
afterEach(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const startPayment = async (creditAmount = 1) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: asUser(fan),
    payload: { creditAmount },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; sessionSecret: string; provider: string };
};
let eventCount = 0;
function event(type: string, paymentId: string, session: Partial<{ status: string; payment_status: string }> = {}) {
  eventCount++;
  return JSON.stringify({
    id: `evt_test_${eventCount}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_test_x',
        object: 'checkout.session',
        client_reference_id: paymentId,
        metadata: { paymentId },
        status: 'complete',
        payment_status: 'paid',
        ...session,
      },
    },
  });
}
function deliver(
  payload: string,
  { secret = WEBHOOK_SECRET, timestamp, body }: { secret?: string; timestamp?: number; body?: string } = {},
) {
  const header = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: body ?? payload,
  });
}
const statusOf = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: asUser(fan) })).json().data.status;
const lines = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from ledger_lines`))[0]?.n;

describe('Stripe embedded Checkout', () => {
  it("opens a session at the server's price with ui_mode embedded_page and one idempotency key per payment", async () => {
    const payment = await startPayment(5);
    expect(payment.provider).toBe('stripe');
    const create = recorded.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');
    expect(payment.sessionSecret).toMatch(/^cs_test_\d+_secret_abc$/);
    expect(create?.idempotencyKey).toBe(`checkout:${payment.id}`);
    expect(Object.fromEntries(create?.body ?? [])).toMatchObject({
      ui_mode: 'embedded_page',
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][currency]': 'aud',
      client_reference_id: payment.id,
      'metadata[paymentId]': payment.id,
      return_url: `http://localhost:3000/payment/${payment.id}`,
    });
  });

  it('fulfils through the webhook once, however often the same signed event arrives', async () => {
    const before = await creditBalance(ctx.database.db, fanId);
    const payment = await startPayment(2);
    const paid = event('checkout.session.completed', payment.id);
    for (let i = 0; i < 50; i++) expect((await deliver(paid)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(paid)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await statusOf(payment.id)).toBe('SUCCEEDED');
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before + 200);
  });

  it.each([
    [['completed-unpaid', 'succeeded'], 100],
    [['succeeded', 'completed-unpaid'], 100],
    [['completed-unpaid', 'failed'], 0],
    [['failed', 'completed-unpaid'], 0],
    [['completed-paid', 'succeeded'], 100],
  ])('credits once and only when paid, in the order %j', async (order, credited) => {
    const before = await creditBalance(ctx.database.db, fanId);
    const payment = await startPayment(1);
    for (const step of order) {
      const payload =
        step === 'completed-unpaid'
          ? event('checkout.session.completed', payment.id, { payment_status: 'unpaid' })
          : step === 'completed-paid'
            ? event('checkout.session.completed', payment.id)
            : step === 'succeeded'
              ? event('checkout.session.async_payment_succeeded', payment.id)
              : event('checkout.session.async_payment_failed', payment.id, { payment_status: 'unpaid' });
      expect((await deliver(payload)).statusCode).toBe(200);
    }
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before + credited);
    expect(await statusOf(payment.id)).toBe(credited > 0 ? 'SUCCEEDED' : 'FAILED');
  });

  it('refuses forged, tampered, stale and unsigned events with a 400, writing nothing', async () => {
    const payment = await startPayment(10);
    const paid = event('checkout.session.completed', payment.id);
    const before = await lines();
    const forged = await deliver(paid, { secret: 'whsec_someone_else' });
    const tampered = await deliver(paid, { body: paid.replace('"paid"', '"paid" ') });
    const stale = await deliver(paid, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: paid,
    });
    for (const answer of [forged, tampered, stale, unsigned]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('BAD_REQUEST');
    }
    expect(await lines()).toBe(before);
    expect(await statusOf(payment.id)).toBe('PENDING');
    const [events] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from payment_events where payment_id = ${payment.id}`,
    );
    expect(events?.n).toBe(0);
  });

  it("fulfils from the receipt's poll too, when Stripe says the session is paid", async () => {
    const before = await creditBalance(ctx.database.db, fanId);
    const payment = await startPayment(1);
    const [row] = await queryRows<{ provider_session_id: string }>(
      ctx.database.db,
      sql`select provider_session_id from payments where id = ${payment.id}`,
    );
    expect(await statusOf(payment.id)).toBe('PENDING');
    sessions.set(row?.provider_session_id as string, { status: 'complete', payment_status: 'paid' });
    expect(await statusOf(payment.id)).toBe('SUCCEEDED');
    expect(await statusOf(payment.id)).toBe('SUCCEEDED');
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before + 100);
  });
});
