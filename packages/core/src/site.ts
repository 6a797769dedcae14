import { z } from 'zod';

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'X', 'YouTube'] as const;

/** What the browser needs to know of the server's configuration; nothing secret. */
export const SiteConfigSchema = z
  .object({
    productName: z.string(),
    legacyHostnames: z.array(z.string()),
    newSiteUrl: z.string().nullable(),
    socialLinks: z.array(z.object({ name: z.enum(SOCIAL_NETWORKS), url: z.string() })),
    currency: z.string(),
    creditsEnabled: z.boolean(),
    /** How credits are bought: Stripe's embedded Checkout (with its publishable key), or the test checkout. */
    payments: z.object({ provider: z.enum(['test', 'stripe']), stripePublishableKey: z.string().nullable() }),
  })
  .meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
