import Stripe from 'stripe';
import type { PaymentProvider, ProviderOutcome } from '../payment-provider.js';

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

/**
 * What a Checkout Session says of its payment: paid; or, its card authorised and not yet captured (the session
 * asks for manual capture), authorised, with the card's issuing country from the PaymentIntent's charge.
 */
export function sessionOutcome(
  session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'> & {
    payment_intent?: Stripe.Checkout.Session['payment_intent'];
  },
): ProviderOutcome {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return { state: 'paid' };
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (intent?.status === 'succeeded') return { state: 'paid' };
  if (intent?.status === 'requires_capture') {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    return {
      state: 'authorised',
      authorisation: intent.id,
      cardCountry: card?.country ? card.country.toUpperCase() : null,
      cardFingerprint: card?.fingerprint ?? null,
    };
  }
  if (session.status === 'expired') return { state: 'expired' };
  return { state: 'pending' };
}

/** A Checkout Session as Stripe itself has it: what it is for and how it stands. */
export interface StripeSessionRecord {
  id: string;
  /** Smallest currency unit; null when Stripe gives none. */
  amountTotal: number | null;
  /** Upper case, as we store currencies. */
  currency: string | null;
  /** The payment id we gave the session when we opened it. */
  paymentId: string | null;
  outcome: ProviderOutcome;
}

/** Asks Stripe for a session (never the word of an event about it). */
export async function retrieveSession(stripe: Stripe, sessionId: string): Promise<StripeSessionRecord> {
  // With the PaymentIntent and its charge: an authorised card's country is read before anything is captured.
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] });
  return {
    id: session.id,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
    paymentId: session.metadata?.paymentId ?? session.client_reference_id ?? null,
    outcome: sessionOutcome(session),
  };
}

/** The payment a session should be for, as we stored it. */
export interface PaymentOfSession {
  id: string;
  amountCents: number;
  currency: string;
  providerSessionId: string | null;
}

/** Ways Stripe's session is not the payment it would pay (each a sentence; smallest currency units). */
export function sessionMismatches(payment: PaymentOfSession, session: StripeSessionRecord): string[] {
  const problems: string[] = [];
  if (session.id !== payment.providerSessionId)
    problems.push(`Stripe's session ${session.id} is not the payment's own`);
  if (session.paymentId && session.paymentId !== payment.id) {
    problems.push(`Stripe's session names payment ${session.paymentId}`);
  }
  if (session.amountTotal !== payment.amountCents || session.currency !== payment.currency) {
    problems.push(
      `Stripe's session is for ${session.amountTotal ?? 'no amount'} ${session.currency ?? 'in no currency'}, the payment for ${payment.amountCents} ${payment.currency}`,
    );
  }
  return problems;
}

/**
 * Stripe's embedded Checkout (`ui_mode: 'embedded_page'`): the price comes from the server, one
 * idempotency key per payment, the payment's id in client_reference_id and metadata.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider & {
  retrieve(payment: PaymentOfSession & { providerSessionId: string }): Promise<ProviderOutcome>;
  cancel(payment: PaymentOfSession & { providerSessionId: string }): Promise<ProviderOutcome>;
  capture(payment: { id: string }, authorisation: string): Promise<void>;
  release(payment: { id: string }, authorisation: string): Promise<void>;
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
          // Authorised at checkout, captured by us once the card's country is checked (issue 62).
          payment_intent_data: { capture_method: 'manual', metadata: { paymentId: payment.id } },
          return_url: `${settings.baseUrl}/payment/${payment.id}`,
        },
        { idempotencyKey: `checkout:${payment.id}` },
      );
      if (!session.client_secret) throw new Error(`Stripe gave checkout session ${session.id} no client secret`);
      return { sessionId: session.id, sessionSecret: session.client_secret };
    },
    async cancel(payment) {
      try {
        await stripe.checkout.sessions.expire(payment.providerSessionId);
      } catch {
        // Already complete or expired: Stripe's record below says which.
      }
      const session = await retrieveSession(stripe, payment.providerSessionId);
      if (sessionMismatches(payment, session).length > 0) return { state: 'pending' };
      // A completed checkout (paid, or its card authorised) is decided by the caller; any other has ended.
      return session.outcome.state === 'paid' || session.outcome.state === 'authorised'
        ? session.outcome
        : { state: 'expired' };
    },
    async capture(payment, authorisation) {
      await stripe.paymentIntents.capture(authorisation, {}, { idempotencyKey: `capture:${payment.id}` });
    },
    async release(payment, authorisation) {
      await stripe.paymentIntents.cancel(authorisation, {}, { idempotencyKey: `release:${payment.id}` });
    },
    async retrieve(payment) {
      const session = await retrieveSession(stripe, payment.providerSessionId);
      // A session that isn't this payment's decides nothing here; the webhook raises it as a data issue.
      return sessionMismatches(payment, session).length > 0 ? { state: 'pending' } : session.outcome;
    },
  };
}
