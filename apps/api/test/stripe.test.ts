import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { signalDigest } from '../src/modules/account-reviews/service.js';
import { creditBalance, ledgerProblems } from '../src/modules/ledger/service.js';
import { asUser, createTestApp, STRONG_PASSWORD, signedInUser, type TestContext } from './helpers.js';

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
/** What the fake answers for a session on GET: Stripe's own record of it. */
interface FakeSession {
  status: string;
  payment_status: string;
  amount_total: number;
  currency: string;
  client_reference_id: string;
  metadata: { paymentId: string };
  /** The PaymentIntent, as retrieved with its latest charge expanded (manual capture). */
  payment_intent?: FakeIntent;
}
interface FakeIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  latest_charge: { id: string; payment_method_details: { card: { country: string; fingerprint: string } } };
}
const sessions = new Map<string, FakeSession>();
/** Stripe Identity's record of each verification session, as the fake serves it. */
const verifications = new Map<string, Record<string, unknown>>();
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
        const form = new URLSearchParams(body);
        const paymentId = form.get('metadata[paymentId]') ?? '';
        sessions.set(id, {
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: paymentId,
          metadata: { paymentId },
        });
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
      const expire = path.match(/^\/v1\/checkout\/sessions\/(\w+)\/expire$/);
      const expiring = expire?.[1] ? sessions.get(expire[1]) : undefined;
      if (request.method === 'POST' && expire?.[1] && expiring) {
        // Stripe expires only an open session.
        if (expiring.status !== 'open') {
          response.statusCode = 400;
          return response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Not open' } }));
        }
        sessions.set(expire[1], { ...expiring, status: 'expired' });
        return response.end(JSON.stringify({ id: expire[1], object: 'checkout.session', ...sessions.get(expire[1]) }));
      }
      // A PaymentIntent captured or cancelled: its session moves with it, as Stripe's does.
      const intent = path.match(/^\/v1\/payment_intents\/(\w+)\/(capture|cancel)$/);
      const held = intent
        ? [...sessions.entries()].find(([, session]) => session.payment_intent?.id === intent[1])
        : undefined;
      if (request.method === 'POST' && intent && held?.[1].payment_intent) {
        const [id, session] = held;
        const captured = intent[2] === 'capture';
        const moved = { ...session.payment_intent, status: captured ? 'succeeded' : 'canceled' } as FakeIntent;
        sessions.set(id, { ...session, payment_intent: moved, ...(captured ? { payment_status: 'paid' } : {}) });
        return response.end(JSON.stringify(moved));
      }
      // Stripe Identity: a verification session opened, then read back with its verified outputs.
      if (request.method === 'POST' && path === '/v1/identity/verification_sessions') {
        const id = `vs_test_${recorded.length}`;
        verifications.set(id, { status: 'requires_input', verified_outputs: null, last_error: null });
        return response.end(
          JSON.stringify({ id, object: 'identity.verification_session', url: `https://verify.stripe.com/start/${id}` }),
        );
      }
      const redact = path.match(/^\/v1\/identity\/verification_sessions\/(\w+)\/redact$/);
      if (request.method === 'POST' && redact?.[1] && verifications.has(redact[1])) {
        return response.end(
          JSON.stringify({
            id: redact[1],
            object: 'identity.verification_session',
            redaction: { status: 'processing' },
          }),
        );
      }
      const verification = path.match(/^\/v1\/identity\/verification_sessions\/(\w+)/);
      if (request.method === 'GET' && verification?.[1] && verifications.has(verification[1])) {
        const id = verification[1];
        return response.end(JSON.stringify({ id, object: 'identity.verification_session', ...verifications.get(id) }));
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
  const payment = response.json().data as { id: string; sessionSecret: string; provider: string };
  const [row] = await queryRows<{ provider_session_id: string }>(
    ctx.database.db,
    sql`select provider_session_id from payments where id = ${payment.id}`,
  );
  return { ...payment, sessionId: row?.provider_session_id as string };
};
type Started = Awaited<ReturnType<typeof startPayment>>;
/** Stripe's own record of a payment's session changes (the fan paid, or it expired). */
const stripeSays = (payment: Started, record: Partial<FakeSession>) =>
  sessions.set(payment.sessionId, { ...(sessions.get(payment.sessionId) as FakeSession), ...record });
const PAID = { status: 'complete', payment_status: 'paid' };
/** A checkout completed with the card authorised and held, not captured: its charge says the card's country. */
const authorisedIn = (country: string, payment: Started): Partial<FakeSession> => ({
  status: 'complete',
  payment_status: 'unpaid',
  payment_intent: {
    id: `pi_${payment.id.replaceAll('-', '')}`,
    object: 'payment_intent',
    status: 'requires_capture',
    latest_charge: {
      id: `ch_${payment.id.replaceAll('-', '')}`,
      payment_method_details: { card: { country, fingerprint: `fp_${country}_card` } },
    },
  },
});
const intentCalls = (payment: Started) =>
  recorded.filter((call) => call.path.startsWith(`/v1/payment_intents/pi_${payment.id.replaceAll('-', '')}/`));
let eventCount = 0;
function event(
  type: string,
  payment: Started,
  session: Partial<{ status: string; payment_status: string; amount_total: number; currency: string }> = {},
  paymentId = payment.id,
) {
  eventCount++;
  return JSON.stringify({
    id: `evt_test_${eventCount}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: payment.sessionId,
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
      // Authorised, then captured only once the card's country is checked (issue 62).
      'payment_intent_data[capture_method]': 'manual',
    });
  });

  it('fulfils through the webhook once, however often the same signed event arrives', async () => {
    const before = await creditBalance(ctx.database.db, fanId);
    const payment = await startPayment(2);
    stripeSays(payment, PAID);
    const paid = event('checkout.session.completed', payment);
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
      // Stripe's record moves as the money does; the events only say where to look.
      if (step === 'completed-paid' || step === 'succeeded') stripeSays(payment, PAID);
      if (step === 'failed' || step === 'completed-unpaid') stripeSays(payment, { status: 'complete' });
      const payload =
        step === 'completed-unpaid'
          ? event('checkout.session.completed', payment, { payment_status: 'unpaid' })
          : step === 'completed-paid'
            ? event('checkout.session.completed', payment)
            : step === 'succeeded'
              ? event('checkout.session.async_payment_succeeded', payment)
              : event('checkout.session.async_payment_failed', payment, { payment_status: 'unpaid' });
      expect((await deliver(payload)).statusCode).toBe(200);
    }
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before + credited);
    expect(await statusOf(payment.id)).toBe(credited > 0 ? 'SUCCEEDED' : 'FAILED');
  });

  it('refuses forged, tampered, stale and unsigned events with a 400, writing nothing', async () => {
    const payment = await startPayment(10);
    const paid = event('checkout.session.completed', payment);
    const before = await lines();
    const forged = await deliver(paid, { secret: 'whsec_someone_else' });
    const tampered = await deliver(paid, { body: paid.replace('"paid"', '"paid" ') });
    const stale = await deliver(paid, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    // Dated ahead of us: a captured signature would stay valid longer than the tolerance.
    const ahead = await deliver(paid, { timestamp: Math.floor(Date.now() / 1000) + 3600 });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: paid,
    });
    for (const answer of [forged, tampered, stale, ahead, unsigned]) {
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

  it('answers a correctly signed event with no data.object with a 400 naming it', async () => {
    for (const payload of [
      JSON.stringify({ id: 'evt_no_data', object: 'event', type: 'checkout.session.completed' }),
      JSON.stringify({ id: 'evt_null', object: 'event', type: 'checkout.session.completed', data: { object: null } }),
      JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: 'x' }),
    ]) {
      const answer = await deliver(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe('The Stripe event has no data.object');
    }
  });

  it("fulfils from the receipt's poll too, when Stripe says the session is paid", async () => {
    const before = await creditBalance(ctx.database.db, fanId);
    const payment = await startPayment(1);
    expect(await statusOf(payment.id)).toBe('PENDING');
    stripeSays(payment, PAID);
    expect(await statusOf(payment.id)).toBe('SUCCEEDED');
    expect(await statusOf(payment.id)).toBe('SUCCEEDED');
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before + 100);
  });
});

describe('an authorised card is captured only once its country is checked (issue 62)', () => {
  it("captures an Australian fan's Australian card from the receipt's read, once, and credits it", async () => {
    const before = await creditBalance(ctx.database.db, fanId);
    const payment = await startPayment(1);
    stripeSays(payment, authorisedIn('AU', payment));
    expect(await statusOf(payment.id)).toBe('SUCCEEDED');
    expect(await statusOf(payment.id)).toBe('SUCCEEDED');
    expect(intentCalls(payment).map((call) => [call.path.split('/').pop(), call.idempotencyKey])).toEqual([
      ['capture', `capture:${payment.id}`],
    ]);
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before + 100);
    // The card's fingerprint, as Stripe's charge gives it, is kept as a digest: a signal of one person (point 5).
    const signals = await queryRows<{ digest: string }>(
      ctx.database.db,
      sql`select digest from account_signals where user_id = ${fanId} and kind = 'card'`,
    );
    expect(signals.map((row) => row.digest)).toEqual([signalDigest('card', 'fp_AU_card')]);
  });

  it('releases the hold on a card from another country: the payment fails, nothing is charged or credited', async () => {
    const before = await creditBalance(ctx.database.db, fanId);
    const payment = await startPayment(1);
    stripeSays(payment, authorisedIn('FR', payment));
    expect((await deliver(event('checkout.session.completed', payment, { payment_status: 'unpaid' }))).statusCode).toBe(
      200,
    );
    const read = (
      await ctx.app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: asUser(fan) })
    ).json().data;
    expect(read.status).toBe('FAILED');
    expect(read.failureReason).toContain('This card was issued in another country');
    expect(intentCalls(payment).map((call) => call.path.split('/').pop())).toEqual(['cancel']);
    expect(sessions.get(payment.sessionId)?.payment_intent?.status).toBe('canceled');
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before);
  });

  it('captures through the webhook too, and a replayed event captures nothing more', async () => {
    const before = await creditBalance(ctx.database.db, fanId);
    const payment = await startPayment(2);
    stripeSays(payment, authorisedIn('AU', payment));
    const completed = event('checkout.session.completed', payment, { payment_status: 'unpaid' });
    for (let i = 0; i < 3; i++) expect((await deliver(completed)).statusCode).toBe(200);
    expect(await statusOf(payment.id)).toBe('SUCCEEDED');
    expect(intentCalls(payment)).toHaveLength(1);
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before + 200);
  });
});

describe("the webhook takes Stripe's word, not the event's", () => {
  /** The payment as stored (the receipt's read would ask Stripe itself). */
  const storedStatus = async (id: string) =>
    (await queryRows<{ status: string }>(ctx.database.db, sql`select status from payments where id = ${id}`))[0]
      ?.status;
  const mismatchIssues = () =>
    queryRows<{ description: string; severity: string }>(
      ctx.database.db,
      sql`select description, severity from data_issues where type = 'PAYMENT_MISMATCH' order by created_at`,
    );

  it("pays nothing when a signed event names one fan's session and another fan's payment", async () => {
    const victim = await signedInUser(ctx.app, 'stripe.victim@example.org');
    const victimPayment = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: asUser(victim),
      payload: { creditAmount: 10 },
    });
    const victimId = victimPayment.json().data.id as string;
    const mine = await startPayment(1);
    stripeSays(mine, PAID);
    const before = { mine: await creditBalance(ctx.database.db, fanId), lines: await lines() };
    const answer = await deliver(event('checkout.session.completed', mine, {}, victimId));
    expect(answer.statusCode).toBe(200);
    expect(await lines()).toBe(before.lines);
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before.mine);
    expect(await storedStatus(mine.id)).toBe('PENDING');
    expect(await storedStatus(victimId)).toBe('PENDING');
    expect(await mismatchIssues()).toContainEqual({
      severity: 'HIGH',
      description: expect.stringContaining(`payment ${mine.id} was not applied: the event names payment ${victimId}`),
    });
  });

  it("credits nothing when Stripe's session is for another amount or currency than the payment", async () => {
    const payment = await startPayment(10);
    // What the event says of the amount is not read at all: Stripe's own record is 1 cent in USD.
    stripeSays(payment, { ...PAID, amount_total: 1, currency: 'usd' });
    const before = await lines();
    const answer = await deliver(
      event('checkout.session.completed', payment, { amount_total: 10_000, currency: 'aud' }),
    );
    expect(answer.statusCode).toBe(200);
    expect(await lines()).toBe(before);
    // Nor does the receipt's own read of Stripe pay a session for another amount.
    expect(await statusOf(payment.id)).toBe('PENDING');
    expect(await mismatchIssues()).toContainEqual({
      severity: 'HIGH',
      description: expect.stringContaining(
        `payment ${payment.id} was not applied: Stripe's session is for 1 USD, the payment for 10000 AUD`,
      ),
    });
  });

  it('credits nothing while Stripe says the session is unpaid, whatever the event claims', async () => {
    const payment = await startPayment(2);
    const before = await lines();
    expect((await deliver(event('checkout.session.completed', payment))).statusCode).toBe(200);
    expect((await deliver(event('checkout.session.async_payment_succeeded', payment))).statusCode).toBe(200);
    expect(await lines()).toBe(before);
    expect(await statusOf(payment.id)).toBe('PENDING');
  });
});

describe('a Stripe checkout left behind', () => {
  it("'Change' expires the session at Stripe and cancels the payment; money that moved anyway is credited once", async () => {
    const before = await creditBalance(ctx.database.db, fanId);
    const payment = await startPayment(2);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/cancel`,
      headers: asUser(fan),
    });
    expect(cancel.json().data.status).toBe('CANCELLED');
    expect(
      recorded.some(
        (call) => call.method === 'POST' && call.path === `/v1/checkout/sessions/${payment.sessionId}/expire`,
      ),
    ).toBe(true);
    expect(sessions.get(payment.sessionId)?.status).toBe('expired');
    // An expiry event changes nothing more.
    expect((await deliver(event('checkout.session.expired', payment, { status: 'expired' }))).statusCode).toBe(200);
    expect(await statusOf(payment.id)).toBe('CANCELLED');
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before);

    // The fan had in fact paid a moment before (a delayed method that went through): Stripe says paid.
    stripeSays(payment, PAID);
    const paid = event('checkout.session.async_payment_succeeded', payment);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await statusOf(payment.id)).toBe('SUCCEEDED');
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before + 200);
    // The fan's devices are told once (the event is recorded however often Stripe delivers it).
    const told = await queryRows<{ key: string }>(
      ctx.database.db,
      sql`select key from push_events where key = ${`payment:${payment.id}`}`,
    );
    expect(told).toHaveLength(1);
  });

  it("Stripe's expiry of a session ends its payment EXPIRED, saying why", async () => {
    const payment = await startPayment(1);
    stripeSays(payment, { status: 'expired' });
    expect((await deliver(event('checkout.session.expired', payment, { status: 'expired' }))).statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: asUser(fan) });
    expect(read.json().data).toMatchObject({
      status: 'EXPIRED',
      failureReason: 'The checkout expired before the payment was made.',
    });
  });

  it('a session paid before Change is credited, not cancelled', async () => {
    const before = await creditBalance(ctx.database.db, fanId);
    const payment = await startPayment(1);
    stripeSays(payment, PAID);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/cancel`,
      headers: asUser(fan),
    });
    expect(cancel.json().data.status).toBe('SUCCEEDED');
    expect(await creditBalance(ctx.database.db, fanId)).toBe(before + 100);
  });
});

describe("a fan's identity, verified by Stripe Identity (issue 62, point 6)", () => {
  const identity = (method: 'GET' | 'POST') =>
    ctx.app.inject({
      method,
      url: '/api/user/identity',
      headers: asUser(fan),
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  const sessionOf = async (checkId: string) =>
    (
      await queryRows<{ provider_session_id: string }>(
        ctx.database.db,
        sql`select provider_session_id from identity_checks where id = ${checkId}`,
      )
    )[0]?.provider_session_id as string;
  const verifiedAs = (dob: { day: number; month: number; year: number }) => ({
    status: 'verified',
    verified_outputs: { dob, first_name: 'Sam', last_name: 'Fan' },
    last_error: null,
  });

  it("opens Stripe's page, and decides from Stripe's record, not an event's word: another birth date fails", async () => {
    const started = await identity('POST');
    expect(started.statusCode, started.body).toBe(201);
    const { checkId, url, testMode } = started.json().data;
    expect(testMode).toBe(false);
    expect(url).toMatch(/^https:\/\/verify\.stripe\.com\/start\/vs_test_/);
    const opened = recorded.find((call) => call.path === '/v1/identity/verification_sessions');
    expect(opened?.idempotencyKey).toBe(`identity:${checkId}`);
    expect(opened?.body.get('type')).toBe('document');
    expect(opened?.body.get('metadata[userId]')).toBe(fanId);
    const sessionId = await sessionOf(checkId);
    // The event says verified; Stripe's own record says the document is someone else's (another birth date).
    verifications.set(sessionId, verifiedAs({ day: 15, month: 6, year: 1989 }));
    const nudge = JSON.stringify({
      id: 'evt_identity_1',
      object: 'event',
      type: 'identity.verification_session.verified',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'identity.verification_session', status: 'verified' } },
    });
    expect((await deliver(nudge)).statusCode).toBe(200);
    expect((await identity('GET')).json().data).toMatchObject({
      status: 'failed',
      reason: "The document's date of birth isn't the one on your profile.",
    });
  });

  it("verifies the fan once Stripe's verified date of birth is the profile's, read on the return to the page", async () => {
    const { checkId } = (await identity('POST')).json().data;
    const sessionId = await sessionOf(checkId);
    expect((await identity('GET')).json().data.status).toBe('pending');
    verifications.set(sessionId, verifiedAs({ day: 15, month: 6, year: 1990 }));
    const read = recorded.length;
    expect((await identity('GET')).json().data).toMatchObject({ status: 'verified', method: 'provider' });
    expect(recorded.slice(read).some((call) => call.path.includes('expand'))).toBe(true);
    expect((await identity('POST')).statusCode).toBe(409);
  });

  it("redacts the fan's verification sessions at Stripe when the account closes", async () => {
    const sessions = await queryRows<{ provider_session_id: string }>(
      ctx.database.db,
      sql`select provider_session_id from identity_checks where user_id = ${fanId} order by created_at`,
    );
    expect(sessions).toHaveLength(2);
    const closed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: asUser(fan),
      payload: { password: STRONG_PASSWORD },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const redacted = recorded.filter((call) => call.path.endsWith('/redact')).map((call) => call.path);
    expect(redacted).toEqual(
      sessions.map((row) => `/v1/identity/verification_sessions/${row.provider_session_id}/redact`),
    );
  });
});
