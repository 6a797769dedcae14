import { PRODUCT_NAME, type SiteConfig, type SiteSettings, SOCIAL_NETWORKS, type SocialLinks } from '@squash/core';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { siteSettings } from '../../db/schema.js';
import { stripeConfigured } from '../payments/provider.js';

/*
 * The site's public settings (`GET /api/site-config`) and the part an administrator keeps (issue 63): the
 * footer's social links, audited in the back office's Site settings. Until an administrator first saves
 * them, the server environment's SOCIAL_*_URL are the links; the first save replaces them all.
 */

type SettingsRow = typeof siteSettings.$inferSelect;

/** The server environment's links: the defaults until an administrator saves the site settings. */
export function environmentLinks(config: Config): SocialLinks {
  return {
    Facebook: config.SOCIAL_FACEBOOK_URL ?? null,
    Instagram: config.SOCIAL_INSTAGRAM_URL ?? null,
    X: config.SOCIAL_X_URL ?? null,
    YouTube: config.SOCIAL_YOUTUBE_URL ?? null,
  };
}

const linksOf = (row: SettingsRow): SocialLinks => ({
  Facebook: row.facebookUrl,
  Instagram: row.instagramUrl,
  X: row.xUrl,
  YouTube: row.youtubeUrl,
});

/** The site settings as they are now: the saved row's, else the environment's. */
export async function readSiteSettings(db: Executor, config: Config): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).limit(1);
  return row
    ? { socialLinks: linksOf(row), updatedAt: row.updatedAt.toISOString() }
    : { socialLinks: environmentLinks(config), updatedAt: null };
}

/** Saves the footer's links (every network at once: null removes one), at `now`. */
export async function saveSiteSettings(db: Executor, links: SocialLinks, now: Date): Promise<SiteSettings> {
  const values = {
    facebookUrl: links.Facebook,
    instagramUrl: links.Instagram,
    xUrl: links.X,
    youtubeUrl: links.YouTube,
    updatedAt: now,
  };
  const [row] = await db
    .insert(siteSettings)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: values })
    .returning();
  if (!row) throw new Error('the site settings were not saved');
  return { socialLinks: linksOf(row), updatedAt: row.updatedAt.toISOString() };
}

/** What the browser is told of the server's settings (nothing secret), with the footer's links as `links` says. */
export function siteConfig(config: Config, links: SocialLinks = environmentLinks(config)): SiteConfig {
  return {
    productName: PRODUCT_NAME,
    legacyHostnames: config.LEGACY_HOSTNAMES,
    newSiteUrl: config.NEW_SITE_URL ?? null,
    // In the footer's fixed order, only the networks the site has.
    socialLinks: SOCIAL_NETWORKS.flatMap((name) => {
      const url = links[name];
      return url ? [{ name, url }] : [];
    }),
    currency: config.CURRENCY,
    creditsEnabled: config.CREDITS_ENABLED,
    payments: {
      provider: stripeConfigured(config) ? 'stripe' : 'test',
      stripePublishableKey: stripeConfigured(config) ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    },
  };
}

/** `GET /api/site-config`'s answer now. */
export async function readSiteConfig(db: Executor, config: Config): Promise<SiteConfig> {
  return siteConfig(config, (await readSiteSettings(db, config)).socialLinks);
}
