import { publicUrl } from '../../auth/auth.js';
import type { Config } from '../../config.js';
import type { IdentityProvider } from '../../integrations/identity-provider.js';
import { stripeIdentity } from '../../integrations/stripe/identity.js';
import { testIdentity } from './service.js';

/** Stripe Identity when Stripe is set up (both its keys, as for payments); otherwise the built-in test service. */
export function identityProvider(config: Config): IdentityProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    return stripeIdentity({
      secretKey: config.STRIPE_SECRET_KEY,
      baseUrl: publicUrl(config),
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return testIdentity;
}
