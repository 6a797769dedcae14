import Stripe from 'stripe';
import type { PaymentProvider, ProviderOutcome } from '../../modules/payments/service.js';

export interface StripeSettings {
  secretKey: string;
  /** Where the embedded checkout returns to: the payment's receipt. */
  baseUrl: string;
  /** Another origin for the SDK's requests (tests), like `http://127.0.0.1:12111`. */
  apiUrl?: string;
}

/** The SDK, pointed at Stripe or at `apiUrl` (its host, port and protocol options). */
export function stripeClient({ secretKey, apiUrl }: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

/** What a Checkout Session says of its payment. */
export function sessionOutcome(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): ProviderOutcome {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return { state: 'paid' };
  if (session.status === 'expired')
    return { state: 'failed', reason: 'The checkout expired before the payment was made.' };
  return { state: 'pending' };
}

/**
 * Stripe's embedded Checkout (`ui_mode: 'embedded_page'`): the price comes from the server, one
 * idempotency key per payment, the payment's id in client_reference_id and metadata.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider & {
  retrieve(sessionId: string): Promise<ProviderOutcome>;
} {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    async createSession(payment) {
      const session = await stripe.checkout.sessions.create(
        {
          ui_mode: 'embedded_page',
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: payment.amountCents,
                product_data: { name: `${payment.creditAmount} credit${payment.creditAmount === 1 ? '' : 's'}` },
              },
            },
          ],
          client_reference_id: payment.id,
          metadata: { paymentId: payment.id },
          return_url: `${settings.baseUrl}/payment/${payment.id}`,
        },
        { idempotencyKey: `checkout:${payment.id}` },
      );
      if (!session.client_secret) throw new Error(`Stripe gave checkout session ${session.id} no client secret`);
      return { sessionId: session.id, sessionSecret: session.client_secret };
    },
    async retrieve(sessionId) {
      return sessionOutcome(await stripe.checkout.sessions.retrieve(sessionId));
    },
  };
}
