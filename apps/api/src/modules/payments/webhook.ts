import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { sessionOutcome, stripeClient } from '../../integrations/stripe/provider.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { fulfilPayment, type ProviderOutcome } from './service.js';

/** What each Checkout event says of its payment; other events are acknowledged and ignored. */
function outcomeOf(event: Stripe.Event): ProviderOutcome | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // 'unpaid' for delayed methods: the async events decide later.
      return sessionOutcome(event.data.object);
    case 'checkout.session.async_payment_succeeded':
      return { state: 'paid' };
    case 'checkout.session.async_payment_failed':
      return { state: 'failed', reason: 'The payment did not go through.' };
    case 'checkout.session.expired':
      return { state: 'failed', reason: 'The checkout expired before the payment was made.' };
    default:
      return null;
  }
}

/**
 * POST /api/payments/webhook: Stripe's deliveries, in their own plugin scope so the body stays raw bytes
 * for the signature (every other route keeps parsing JSON). Each event goes through the one fulfilment,
 * recorded with its effect in one transaction; a failure answers non-2xx, so Stripe delivers it again.
 */
export async function paymentWebhookRoutes(app: FastifyInstance) {
  const secret = app.config.STRIPE_WEBHOOK_SECRET;
  const stripe = app.config.STRIPE_SECRET_KEY
    ? stripeClient({ secretKey: app.config.STRIPE_SECRET_KEY, apiUrl: app.config.STRIPE_API_URL })
    : undefined;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's webhook (signed with STRIPE_WEBHOOK_SECRET)",
        response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!stripe || !secret) throw new AppError('NOT_FOUND', 'Stripe is not set up on this server');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('BAD_REQUEST', 'A signed Stripe event is expected');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new AppError('BAD_REQUEST', 'The Stripe signature is not valid or the event is too old');
      }
      const outcome = outcomeOf(event);
      if (!outcome) return { received: true };
      const session = event.data.object as Stripe.Checkout.Session;
      const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
      if (!paymentId || !z.uuid().safeParse(paymentId).success) return { received: true };
      try {
        await fulfilPayment(app.db, paymentId, outcome, { id: event.id, type: event.type });
      } catch (error) {
        // A session of another system's (or a deleted payment): nothing to do, and no point retrying.
        if (error instanceof AppError && error.code === 'NOT_FOUND') return { received: true };
        throw error;
      }
      return { received: true };
    },
  );
}
