import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';

/** Stripe.js, loaded once per publishable key (and only in this chunk, only when a key is configured). */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's embedded Checkout for a session the server opened. Stripe returns the fan to the payment's
 * receipt (the session's return URL), where the payment is verified with the server.
 */
export default function StripeCheckout({
  publishableKey,
  sessionSecret,
}: {
  publishableKey: string;
  sessionSecret: string;
}) {
  // Options can't change after mount: a new session remounts (the parent keys this by payment).
  const [options] = useState(() => ({ fetchClientSecret: () => Promise.resolve(sessionSecret) }));
  return (
    <div id="checkout" className="min-h-[28rem] overflow-hidden rounded-xl">
      <EmbeddedCheckoutProvider stripe={stripeFor(publishableKey)} options={options}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
}
