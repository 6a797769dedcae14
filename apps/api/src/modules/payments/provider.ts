import { publicUrl } from '../../auth/auth.js';
import type { Config } from '../../config.js';
import type { PaymentProvider } from '../../integrations/payment-provider.js';
import { stripeProvider } from '../../integrations/stripe/provider.js';
import { required } from '../../lib/required.js';
import { testProvider } from './service.js';

/** Stripe when both its keys are set; otherwise the built-in test checkout. */
export const stripeConfigured = (config: Config) => Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY);

/** The provider this server takes payments with, chosen once from its configuration. */
export function paymentProvider(config: Config): PaymentProvider {
  if (stripeConfigured(config)) {
    return stripeProvider({
      secretKey: required(config.STRIPE_SECRET_KEY, 'STRIPE_SECRET_KEY'),
      baseUrl: publicUrl(config),
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return testProvider;
}
