import { randomBytes } from 'node:crypto';
import {
  type AdminPayment,
  CREDIT_PRICE_CENTS,
  CREDIT_UNIT,
  describeCredit,
  type Payment,
  type PaymentStatus,
  type SeenPlace,
} from '@squash/core';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Executor, onlyRow } from '../../db/client.js';
import { paymentEvents, payments, users } from '../../db/schema.js';
import type { PaymentProvider, ProviderOutcome } from '../../integrations/payment-provider.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { paged, pageWindow } from '../../lib/paging.js';
import { required } from '../../lib/required.js';
import { recordSignal } from '../account-reviews/service.js';
import { moneyProblemOf, refusalOf } from '../eligibility/service.js';
import { postTransfer } from '../ledger/service.js';
import { assertDepositAllowed } from '../responsible-play/service.js';

/** The built-in checkout: no network, test cards decide (as Stripe's do). */
export const testProvider: PaymentProvider = {
  name: 'test',
  async createSession() {
    const sessionId = `test_${randomBytes(12).toString('hex')}`;
    return { sessionId, sessionSecret: `${sessionId}_secret_${randomBytes(12).toString('hex')}` };
  },
};

/**
 * Stripe's test cards, and what the test checkout does with each: the cards of Stripe's international table
 * succeed with their issuing country (4242... is a United States card there), the others have none.
 */
export const TEST_CARDS: Readonly<
  Record<string, { outcome: 'succeeds' | 'declined' | 'authentication'; country?: string }>
> = {
  '4000000360000006': { outcome: 'succeeds', country: 'AU' },
  '4242424242424242': { outcome: 'succeeds', country: 'US' },
  '4000001240000000': { outcome: 'succeeds', country: 'CA' },
  '4000008260000000': { outcome: 'succeeds', country: 'GB' },
  '4000002500000003': { outcome: 'succeeds', country: 'FR' },
  '4000002760000016': { outcome: 'succeeds', country: 'DE' },
  '4000005540000008': { outcome: 'succeeds', country: 'NZ' },
  '4000004580000002': { outcome: 'succeeds', country: 'MY' },
  '4000000000000002': { outcome: 'declined' },
  '4000000000003220': { outcome: 'authentication' },
};
/** How long the card that needs an extra authentication step keeps the payment PENDING. */
export const AUTHENTICATION_DELAY_MS = 3000;
export const DECLINED_REASON = 'Your card was declined.';
/** A card from another country than the fan's, or from where buying credits isn't offered (issue 62). */
export const CARD_PLACE_REASON =
  "This card was issued in another country than the one your account says you live in, or where buying credits isn't offered. Nothing was charged.";

type PaymentRow = typeof payments.$inferSelect;

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  creditAmount: row.creditAmount,
  currency: row.currency,
  createdAt: row.createdAt.toISOString(),
  failureReason: row.failureReason,
});

/**
 * A payment for `creditAmount` credits at the server's price, with its provider session opened. Refused (403)
 * to a fan not eligible to buy from where they are (`seen`: the request's address), during a break or
 * exclusion, or past a deposit limit: checked and recorded in one transaction under the fan's
 * lock, so purchases at once never buy past a limit together (responsible-play).
 */
export async function createPayment(
  db: Executor,
  provider: PaymentProvider,
  {
    userId,
    creditAmount,
    currency,
    now,
    seen,
  }: { userId: string; creditAmount: number; currency: string; now: Date; seen: SeenPlace },
) {
  const payment = await db.transaction(async (tx) => {
    const problem = await moneyProblemOf(tx, { userId, action: 'purchase', seen, now });
    if (problem) throw refusalOf(problem);
    await assertDepositAllowed(tx, userId, creditAmount, now);
    const [row] = await tx
      .insert(payments)
      .values({
        userId,
        creditAmount,
        amountCents: creditAmount * CREDIT_PRICE_CENTS,
        currency,
        provider: provider.name,
        status: 'CREATING',
        createdAt: now,
      })
      .returning();
    return row;
  });
  if (!payment) throw new Error('payment insert returned nothing');
  const session = await provider.createSession(payment);
  await db
    .update(payments)
    .set({ providerSessionId: session.sessionId, status: 'PENDING', updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  return { id: payment.id, sessionSecret: session.sessionSecret, provider: provider.name };
}

/** The owner's payment; anyone else's is 404, as if it didn't exist. */
export async function ownPayment(db: Executor, { userId, paymentId }: { userId: string; paymentId: string }) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) throw notFound('Payment');
  return row;
}

/**
 * The one fulfilment: records a provider's outcome for a payment, safe to call any number of times,
 * concurrently, from the webhook, the receipt's poll or the test checkout. Paid: the credits are granted
 * once (`topup:<payment>`) in the same transaction as SUCCEEDED. Failed: FAILED, nothing granted. A
 * payment already decided stays as it is (a late failure never undoes a success).
 */
export async function fulfilPayment(
  db: Executor,
  paymentId: string,
  outcome: ProviderOutcome,
  /** The provider's event that told us (a webhook), applied once: recorded in this same transaction. */
  event?: { id: string; type: string },
  /** When the payment went through, if not now (the demo seed's history). */
  at?: Date,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound('Payment');
    if (event) {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ eventId: event.id, paymentId, type: event.type })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return payment;
    }
    // An authorised card is not money yet: `settleAuthorised` captures it (or releases it) first.
    if (
      payment.status === 'SUCCEEDED' ||
      payment.status === 'FAILED' ||
      outcome.state === 'pending' ||
      outcome.state === 'authorised'
    )
      return payment;
    // A cancelled or expired payment is never paid afterwards, except that money which did move (a late
    // success the provider itself reports) is credited, once.
    if ((payment.status === 'CANCELLED' || payment.status === 'EXPIRED') && outcome.state !== 'paid') return payment;
    if (outcome.state === 'expired') return endPayment(tx, paymentId, 'EXPIRED', EXPIRED_REASON);
    if (outcome.state === 'paid') {
      const credits = payment.creditAmount * CREDIT_UNIT;
      await postTransfer(tx, {
        ...(at ? { at } : {}),
        key: `topup:${payment.id}`,
        type: 'USER_TOP_UP',
        description: describeCredit({
          kind: 'PURCHASE',
          tournament: null,
          credits: payment.creditAmount,
          sponsor: null,
        }),
        resource: { type: 'USER', id: payment.userId },
        lines: [
          { account: { kind: 'USER_CREDITS', userId: payment.userId }, amount: credits },
          { account: { kind: 'CARD_CLEARING' }, amount: -credits },
        ],
      });
    }
    const updated = onlyRow(
      await tx
        .update(payments)
        .set({
          status: outcome.state === 'paid' ? 'SUCCEEDED' : 'FAILED',
          failureReason: outcome.state === 'failed' ? outcome.reason : null,
          settlesAt: null,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, paymentId))
        .returning(),
      'The payment',
    );
    return updated;
  });
}

/** Why a payment ended without being paid, as its receipt says. */
export const CANCELLED_REASON = 'You left this checkout to start another one. Nothing was charged.';
export const EXPIRED_REASON = 'The checkout expired before the payment was made.';
export const NEVER_OPENED_REASON = 'The checkout could not be opened.';
/** A payment still CREATING after this long never got its checkout session (a crash between the two writes). */
export const CREATING_EXPIRY_MS = 10 * 60_000;
/** A checkout left open this long has expired: Stripe's own default lifetime of a Checkout Session. */
export const CHECKOUT_EXPIRY_MS = 24 * 3_600_000;

/** Ends a payment that is still open (CREATING or PENDING) as `status`; one already decided stays as it is. */
async function endPayment(db: Executor, paymentId: string, status: 'CANCELLED' | 'EXPIRED', reason: string) {
  const [ended] = await db
    .update(payments)
    .set({ status, failureReason: reason, settlesAt: null, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['CREATING', 'PENDING'])))
    .returning();
  if (ended) return ended;
  const [current] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return required(current, `payment ${paymentId}`);
}

/**
 * An authorised card's payment decided (Stripe's manual capture, issue 62): captured when the fan may buy with
 * a card from its issuing country (the same checks as at the purchase, now with the card's country), else its
 * hold released and the payment failed, nothing charged. Any other outcome is returned as it is. The provider
 * unreachable is a 503 and the payment stays open, to be decided at the next read, webhook or sweep.
 */
export async function settleAuthorised(
  db: Executor,
  provider: PaymentProvider,
  payment: Pick<PaymentRow, 'id' | 'userId'>,
  outcome: ProviderOutcome,
  now: Date,
): Promise<ProviderOutcome> {
  if (outcome.state !== 'authorised') return outcome;
  if (outcome.cardFingerprint) {
    await recordSignal(db, { userId: payment.userId, kind: 'card', value: outcome.cardFingerprint, now });
  }
  const problem = await moneyProblemOf(db, {
    userId: payment.userId,
    action: 'purchase',
    seen: { cardCountry: outcome.cardCountry },
    now,
  });
  const unreachable = () => {
    throw AppError.said('SERVICE_UNAVAILABLE', FAN_ERRORS.providerUnreachable);
  };
  if (problem) {
    await provider.release?.(payment, outcome.authorisation).catch(unreachable);
    return { state: 'failed', reason: CARD_PLACE_REASON };
  }
  await provider.capture?.(payment, outcome.authorisation).catch(unreachable);
  return { state: 'paid' };
}

/**
 * Ends an open payment for good, at the provider too (`provider.cancel`): a fan's 'Change' at the
 * checkout (CANCELLED) or the sweep (EXPIRED). When the provider says the money moved meanwhile, the
 * payment is paid instead.
 */
async function closePayment(
  db: Executor,
  provider: PaymentProvider,
  payment: PaymentRow,
  status: 'CANCELLED' | 'EXPIRED',
  reason: string,
): Promise<PaymentRow> {
  if (payment.provider === provider.name && provider.cancel && payment.providerSessionId) {
    const sessionId = payment.providerSessionId;
    // The provider unreachable is ours to retry, not the fan's error: 503, and the payment stays open.
    const outcome = await provider.cancel({ ...payment, providerSessionId: sessionId }).catch(() => {
      throw AppError.said('SERVICE_UNAVAILABLE', FAN_ERRORS.providerUnreachable);
    });
    const decided = await settleAuthorised(db, provider, payment, outcome, new Date());
    if (decided.state === 'paid' || decided.state === 'failed') return fulfilPayment(db, payment.id, decided);
    if (decided.state === 'pending') return payment;
    // Ended at the provider: it ends here as asked (a fan's Change is CANCELLED, not EXPIRED).
  }
  return endPayment(db, payment.id, status, reason);
}

/** 'Change' at the checkout: the payment it leaves is cancelled (its Stripe session expired). */
export async function cancelPayment(
  db: Executor,
  provider: PaymentProvider,
  { userId, paymentId }: { userId: string; paymentId: string },
): Promise<PaymentRow> {
  const payment = await ownPayment(db, { userId, paymentId });
  if (payment.status === 'CANCELLED') return payment;
  if ((payment.status !== 'PENDING' && payment.status !== 'CREATING') || payment.settlesAt) {
    throw AppError.said('CONFLICT', FAN_ERRORS.paymentUnderway);
  }
  return closePayment(db, provider, payment, 'CANCELLED', CANCELLED_REASON);
}

/**
 * The sweep (lifecycle job): payments stuck in CREATING after minutes end EXPIRED, and checkouts left
 * open past the provider's expiry end at the provider and here (paid, if the money moved after all).
 * None stays pending for ever. Returns the ids it ended.
 */
export async function sweepPayments(db: Executor, provider: PaymentProvider, now: Date): Promise<string[]> {
  const stuck = await db
    .update(payments)
    .set({ status: 'EXPIRED', failureReason: NEVER_OPENED_REASON, updatedAt: new Date() })
    .where(and(eq(payments.status, 'CREATING'), lt(payments.createdAt, new Date(now.getTime() - CREATING_EXPIRY_MS))))
    .returning({ id: payments.id });
  const ended = stuck.map((row) => row.id);
  const open = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'PENDING'), lt(payments.createdAt, new Date(now.getTime() - CHECKOUT_EXPIRY_MS))))
    .orderBy(payments.createdAt)
    .limit(100);
  for (const payment of open) {
    // One the provider can't answer for now is tried again at the next sweep; the others still end.
    const closed = await closePayment(db, provider, payment, 'EXPIRED', EXPIRED_REASON).catch(() => payment);
    if (closed.status !== 'PENDING') ended.push(payment.id);
  }
  return ended;
}

/**
 * The test checkout's Pay button: the card decides, as Stripe's test cards do. Only a payment the test
 * checkout created, and only while this server still takes test payments.
 */
export async function payWithTestCard(
  db: Executor,
  {
    userId,
    paymentId,
    cardNumber,
    now,
    testPaymentsAllowed,
  }: { userId: string; paymentId: string; cardNumber: string; now: Date; testPaymentsAllowed: boolean },
): Promise<PaymentRow> {
  const payment = await ownPayment(db, { userId, paymentId });
  if (payment.provider !== 'test') throw notFound('Payment');
  if (!testPaymentsAllowed) throw AppError.said('SERVICE_UNAVAILABLE', FAN_ERRORS.testPaymentsOff);
  if (payment.status !== 'PENDING' || payment.settlesAt) {
    throw AppError.said('CONFLICT', FAN_ERRORS.paymentUnderway);
  }
  const card = Object.entries(TEST_CARDS).find(([number]) => number === cardNumber)?.[1];
  if (!card) {
    throw AppError.said('VALIDATION_ERROR', FAN_ERRORS.useTestCard, undefined, { cardNumber: FAN_ERRORS.useTestCard });
  }
  // The test card's number stands for the provider's fingerprint: the same card on two accounts is a signal.
  await recordSignal(db, { userId, kind: 'card', value: `test:${cardNumber}`, now });
  if (card.outcome === 'declined') return fulfilPayment(db, paymentId, { state: 'failed', reason: DECLINED_REASON });
  // The card's country, as a provider reports it, against the fan's place: a card from elsewhere takes nothing.
  const problem = await moneyProblemOf(db, { userId, action: 'purchase', seen: { cardCountry: card.country }, now });
  if (problem) return fulfilPayment(db, paymentId, { state: 'failed', reason: CARD_PLACE_REASON });
  if (card.outcome === 'succeeds') return fulfilPayment(db, paymentId, { state: 'paid' });
  const waiting = onlyRow(
    await db
      .update(payments)
      .set({ settlesAt: new Date(now.getTime() + AUTHENTICATION_DELAY_MS), updatedAt: new Date() })
      .where(eq(payments.id, paymentId))
      .returning(),
    'The payment',
  );
  return waiting;
}

/**
 * The receipt's read, which also fulfils (Stripe's advice: from the webhook and from the return page):
 * a test payment past its authentication step (while test payments are still taken), or a Stripe session
 * the provider says is decided. Only the provider that created a payment decides it.
 */
export async function readPayment(
  db: Executor,
  provider: PaymentProvider,
  {
    userId,
    paymentId,
    now,
    testPaymentsAllowed,
  }: { userId: string; paymentId: string; now: Date; testPaymentsAllowed: boolean },
): Promise<PaymentRow> {
  const payment = await ownPayment(db, { userId, paymentId });
  if (payment.status !== 'PENDING') return payment;
  if (payment.provider === 'test' && testPaymentsAllowed && payment.settlesAt && payment.settlesAt <= now) {
    return fulfilPayment(db, paymentId, { state: 'paid' });
  }
  if (payment.provider === provider.name && provider.retrieve && payment.providerSessionId) {
    const outcome = await provider.retrieve({ ...payment, providerSessionId: payment.providerSessionId });
    return fulfilPayment(db, paymentId, await settleAuthorised(db, provider, payment, outcome, now));
  }
  return payment;
}

/** The back office's payments list: newest first, optionally one status, with each fan's name. */
/** One fan's card payments, newest first, every status: how a purchase, a decline or a pending one is found again. */
export async function listMyPayments(
  db: Executor,
  { userId, page, pageSize }: { userId: string; page: number; pageSize: number },
) {
  const query = { page, page_size: pageSize };
  const { limit, offset } = pageWindow(query);
  const mine = eq(payments.userId, userId);
  return paged(
    query,
    db
      .select()
      .from(payments)
      .where(mine)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map(toPayment)),
    db.select({ count: sql<number>`count(*)::int` }).from(payments).where(mine),
  );
}

export async function listPayments(
  db: Executor,
  { page, pageSize, status }: { page: number; pageSize: number; status?: PaymentStatus | undefined },
) {
  const where = status ? eq(payments.status, status) : undefined;
  const query = { page, page_size: pageSize };
  const { limit, offset } = pageWindow(query);
  return paged(
    query,
    db
      .select({ payment: payments, username: users.username, email: users.email })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset(offset)
      .then((rows) =>
        rows.map(
          ({ payment, username, email }): AdminPayment => ({
            ...toPayment(payment),
            userId: payment.userId,
            username,
            email,
            provider: payment.provider,
            providerReference: payment.providerSessionId,
          }),
        ),
      ),
    db.select({ count: sql<number>`count(*)::int` }).from(payments).where(where),
  );
}
