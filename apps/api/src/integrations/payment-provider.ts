import type { PaymentProviderName } from '@squash/core';

/** What a provider says of a checkout session: paid, failed (and why), or not decided yet. */
export type ProviderOutcome =
  | { state: 'paid' }
  | { state: 'failed'; reason: string }
  /** The checkout closed unpaid at the provider (Stripe's session expired): the payment ends EXPIRED. */
  | { state: 'expired' }
  | { state: 'pending' };

/** The card payment provider: the built-in test checkout, or Stripe when its keys are set. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a checkout session for a payment; the secret is what the browser's embedded checkout needs. */
  createSession(payment: { id: string; amountCents: number; currency: string; creditAmount: number }): Promise<{
    sessionId: string;
    sessionSecret: string;
  }>;
  /**
   * Ends a payment's open session at the provider (Stripe: expires it) and says how it ended: paid when
   * the money had moved already, failed otherwise. The test checkout has nothing to end.
   */
  cancel?(payment: {
    id: string;
    amountCents: number;
    currency: string;
    providerSessionId: string;
  }): Promise<ProviderOutcome>;
  /** Asks the provider how a session stands (Stripe); the test checkout decides in our own table. */
  retrieve?(payment: {
    id: string;
    amountCents: number;
    currency: string;
    providerSessionId: string;
  }): Promise<ProviderOutcome>;
}
