import { z } from 'zod';

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'X', 'YouTube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

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

/** The longest link a setting takes: a profile's address is far shorter. */
export const SOCIAL_LINK_MAX_LENGTH = 300;

/** A network's link, or null; a refusal names the network ('X: must be a web address…'). */
const socialLink = (network: SocialNetwork) =>
  z
    .url({
      error: (issue) =>
        issue.input === undefined
          ? `${network}: a link or null is required`
          : `${network}: must be a web address starting with https:// or http://`,
      protocol: /^https?$/i,
    })
    .max(SOCIAL_LINK_MAX_LENGTH, { error: `${network}: must be at most ${SOCIAL_LINK_MAX_LENGTH} characters` })
    .nullable();

/** The footer's link to each network (the spec's footer), null where the site has none. */
export const SocialLinksSchema = z.strictObject({
  Facebook: socialLink('Facebook'),
  Instagram: socialLink('Instagram'),
  X: socialLink('X'),
  YouTube: socialLink('YouTube'),
});
export type SocialLinks = z.infer<typeof SocialLinksSchema>;

/** `PUT /api/admin/site-settings`: the settings an administrator keeps in the back office (audited). */
export const SiteSettingsUpdateSchema = z.strictObject({ socialLinks: SocialLinksSchema }).meta({
  id: 'SiteSettingsUpdate',
});
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdateSchema>;

/** The back office's site settings as they are now. */
export const SiteSettingsSchema = z
  .object({
    socialLinks: SocialLinksSchema,
    /**
     * When an administrator last saved them; null while the site shows the links of the server's environment
     * (SOCIAL_*_URL), which the first save replaces.
     */
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
