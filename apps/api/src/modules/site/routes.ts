import { dataResponse, PRODUCT_NAME, type SiteConfig, SiteConfigSchema } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedBody } from '../../cache/cached-body.js';
import { CACHED_ANSWER, sendCached } from '../../cache/notice-cache.js';
import type { Config } from '../../config.js';
import { stripeConfigured } from '../payments/provider.js';

export function siteConfig(config: Config): SiteConfig {
  const social = [
    ['Facebook', config.SOCIAL_FACEBOOK_URL],
    ['Instagram', config.SOCIAL_INSTAGRAM_URL],
    ['X', config.SOCIAL_X_URL],
    ['YouTube', config.SOCIAL_YOUTUBE_URL],
  ] as const;
  return {
    productName: PRODUCT_NAME,
    legacyHostnames: config.LEGACY_HOSTNAMES,
    newSiteUrl: config.NEW_SITE_URL ?? null,
    socialLinks: social.flatMap(([name, url]) => (url ? [{ name, url }] : [])),
    currency: config.CURRENCY,
    creditsEnabled: config.CREDITS_ENABLED,
    payments: {
      provider: stripeConfigured(config) ? 'stripe' : 'test',
      stripePublishableKey: stripeConfigured(config) ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    },
  };
}

export async function siteRoutes(app: FastifyInstance) {
  // A constant: checked against its schema and turned into JSON once, with its ETag.
  const body = JSON.stringify(dataResponse(SiteConfigSchema).parse({ data: siteConfig(app.config) }));
  const cached = cachedBody(body);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/site-config',
    {
      config: CACHED_ANSWER,
      schema: {
        tags: ['site'],
        summary: 'Public settings the web app needs (migration notice, social links, currency)',
        response: { 200: dataResponse(SiteConfigSchema) },
      },
    },
    // It changes only with a restart under new settings: browsers may keep it five minutes.
    // A constant: always current.
    async (request, reply) => sendCached(request, reply, cached, 'public', 'public, max-age=300', () => true),
  );
}
