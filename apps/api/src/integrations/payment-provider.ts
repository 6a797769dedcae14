import type { PaymentProviderName } from '@squash/core';

/** What a provider says of a checkout session: paid, failed (and why), or not decided yet. */
export type ProviderOutcome =
  | { state: 'paid' }
  | { state: 'failed'; reason: string }
  /** The checkout closed unpaid at the provider (Stripe's session expired): the payment ends EXPIRED. */
  | { state: 'expired' }
  /**
   * The card is authorised, not yet charged (Stripe's manual capture): the payment is captured only once the
   * card's issuing country has been checked against the fan's place (issue 62), else the hold is released.
   */
  | {
      state: 'authorised';
      authorisation: string;
      cardCountry: string | null;
      /** The provider's fingerprint of the card (the same card gives the same one): a signal of one person. */
      cardFingerprint?: string | null;
    }
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
  /** Takes the money of an authorised payment (`authorisation`: Stripe's PaymentIntent), once. */
  capture?(payment: { id: string }, authorisation: string): Promise<void>;
  /** Releases an authorised payment's hold: nothing is charged. */
  release?(payment: { id: string }, authorisation: string): Promise<void>;
  /** Asks the provider how a session stands (Stripe); the test checkout decides in our own table. */
  retrieve?(payment: {
    id: string;
    amountCents: number;
    currency: string;
    providerSessionId: string;
  }): Promise<ProviderOutcome>;
}
