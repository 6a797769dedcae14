import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { type Executor, queryRows } from '../../db/client.js';
import { dataIssues, payments } from '../../db/schema.js';
import type { ProviderOutcome } from '../../integrations/payment-provider.js';
import {
  retrieveSession,
  type StripeSessionRecord,
  sessionMismatches,
  stripeClient,
} from '../../integrations/stripe/provider.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { say } from '../../lib/texts.js';
import { identityProvider } from '../identity/provider.js';
import { decideSession } from '../identity/service.js';
import { PUSH } from '../push/texts.js';
import { paymentProvider } from './provider.js';
import { fulfilPayment, settleAuthorised } from './service.js';

/** Stripe's own tolerance for a signature's age, applied to signatures dated ahead of us as well. */
export const WEBHOOK_TOLERANCE_S = 300;
/** The data issue a webhook raises when Stripe's session and our payment disagree. */
export const PAYMENT_MISMATCH = 'PAYMENT_MISMATCH';

/** What each Checkout event claims of its payment; other events are acknowledged and ignored. */
function claimOf(event: Stripe.Event): ProviderOutcome | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { state: 'paid' };
    case 'checkout.session.async_payment_failed':
      return { state: 'failed', reason: 'The payment did not go through.' };
    case 'checkout.session.expired':
      return { state: 'expired' };
    default:
      return null;
  }
}

/**
 * What is recorded, from Stripe's own record of the session: paid only when Stripe says the session is
 * paid (a 'completed' session of a delayed method is still unpaid); a failure the event reports stands
 * unless the session is in fact paid (money that moved is credited).
 */
function outcomeFrom(claim: ProviderOutcome, session: StripeSessionRecord): ProviderOutcome {
  if (session.outcome.state === 'paid') return session.outcome;
  return claim.state === 'paid' ? session.outcome : claim;
}

/** When the signature header says it was made (Unix seconds), or null. */
function signedAt(header: string): number | null {
  const stamp = /(?:^|,)\s*t=(\d+)/.exec(header)?.[1];
  return stamp ? Number(stamp) : null;
}

type PaymentRow = typeof payments.$inferSelect;

/** A HIGH data issue naming the payment, once per payment and event. */
async function raiseMismatch(db: Executor, payment: PaymentRow, event: Stripe.Event, problems: string[]) {
  const name = `Payment ${payment.id}`;
  const description = `Stripe event ${event.id} (${event.type}) for payment ${payment.id} was not applied: ${problems.join('; ')} (smallest currency units). Nothing was credited.`;
  const [open] = await queryRows<{ id: string }>(
    db,
    sql`select id from data_issues where type = ${PAYMENT_MISMATCH} and description = ${description} limit 1`,
  );
  if (open) return;
  await db.insert(dataIssues).values({
    type: PAYMENT_MISMATCH,
    description,
    severity: 'HIGH',
    resourceType: 'USER',
    resourceId: payment.userId,
    resourceName: name,
  });
}

/**
 * POST /api/payments/webhook: Stripe's deliveries, in their own plugin scope so the body stays raw bytes
 * for the signature (every other route keeps parsing JSON). An event only says which session to look at:
 * the payment is the one that session was opened for (our stored session id), and what is recorded comes
 * from Stripe's own record of that session, whose amount and currency must be the payment's. A mismatch
 * credits nothing, raises a HIGH data issue and answers 200 (retrying can't mend it). Each event goes
 * through the one fulfilment, recorded with its effect in one transaction; a failure answers non-2xx, so
 * Stripe delivers it again.
 */
export async function paymentWebhookRoutes(app: FastifyInstance) {
  const secret = app.config.STRIPE_WEBHOOK_SECRET;
  const stripe = app.config.STRIPE_SECRET_KEY
    ? stripeClient({ secretKey: app.config.STRIPE_SECRET_KEY, apiUrl: app.config.STRIPE_API_URL })
    : undefined;
  const provider = paymentProvider(app.config);
  const identity = identityProvider(app.config);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's webhook (signed with STRIPE_WEBHOOK_SECRET)",
        response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400, 404, 503) },
      },
    },
    async (request) => {
      if (!stripe || !secret) throw new AppError('NOT_FOUND', 'Stripe is not set up on this server');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('BAD_REQUEST', 'A signed Stripe event is expected');
      }
      // The SDK refuses signatures older than the tolerance; one dated ahead of us would stay valid longer.
      const at = signedAt(signature);
      if (at === null || at > Date.now() / 1000 + WEBHOOK_TOLERANCE_S) {
        throw new AppError('BAD_REQUEST', 'The Stripe signature is not valid or is dated in the future');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret, WEBHOOK_TOLERANCE_S);
      } catch {
        throw new AppError('BAD_REQUEST', 'The Stripe signature is not valid or the event is too old');
      }
      // Signed, yet not shaped as Stripe's events are: told so, never a 500.
      const data: unknown = event.data;
      const given = typeof data === 'object' && data !== null && 'object' in data ? data.object : undefined;
      if (typeof given !== 'object' || given === null) {
        throw new AppError('BAD_REQUEST', 'The Stripe event has no data.object');
      }
      // A fan's identity check (issue 62, point 6): decided from Stripe's own record of the session.
      if (event.type.startsWith('identity.verification_session.')) {
        const id = 'id' in given && typeof given.id === 'string' ? given.id : null;
        if (id) {
          await decideSession(app.db, identity, id, app.clock.now()).catch((error: unknown) => {
            request.log.warn({ err: error, sessionId: id }, 'could not read a verification session from Stripe');
            throw new AppError('SERVICE_UNAVAILABLE', 'Stripe could not be asked about this session: try again');
          });
        }
        return { received: true };
      }
      const claim = claimOf(event);
      if (!claim) return { received: true };
      const object = given as Partial<Stripe.Checkout.Session>;
      if (typeof object.id !== 'string') return { received: true };
      const [payment] = await app.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'stripe'), eq(payments.providerSessionId, object.id)));
      // A session of another system's (or a deleted payment): nothing to do, and no point retrying.
      if (!payment) return { received: true };
      let session: StripeSessionRecord;
      try {
        session = await retrieveSession(stripe, object.id);
      } catch (error) {
        request.log.warn({ err: error, sessionId: object.id }, 'could not read a checkout session from Stripe');
        throw new AppError('SERVICE_UNAVAILABLE', 'Stripe could not be asked about this session: try again');
      }
      const named = object.metadata?.paymentId ?? object.client_reference_id ?? null;
      const problems = [
        ...(named && named !== payment.id ? [`the event names payment ${named}`] : []),
        ...sessionMismatches(payment, session),
      ];
      if (problems.length > 0) {
        request.log.error(
          { paymentId: payment.id, eventId: event.id, problems },
          'Stripe event does not match its payment',
        );
        await raiseMismatch(app.db, payment, event, problems);
        return { received: true };
      }
      // An authorised card is captured here, or released, once its country has been checked (issue 62).
      const outcome = await settleAuthorised(app.db, provider, payment, outcomeFrom(claim, session), app.clock.now());
      const fulfilled = await fulfilPayment(app.db, payment.id, outcome, {
        id: event.id,
        type: event.type,
      });
      // A payment that went through after processing (a delayed method): the fan's devices hear of it, once.
      if (event.type === 'checkout.session.async_payment_succeeded' && fulfilled.status === 'SUCCEEDED') {
        const credits = fulfilled.creditAmount;
        await app.notify({
          key: `payment:${fulfilled.id}`,
          kind: 'money',
          userIds: [fulfilled.userId],
          payload: (texts) => ({
            title: say(texts, PUSH.paymentTitle),
            body: say(texts, PUSH.paymentBody, { credits }),
            url: '/credits',
            tag: `payment:${fulfilled.id}`,
          }),
        });
      }
      return { received: true };
    },
  );
}
