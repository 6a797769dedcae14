import { dataResponse, SiteConfigSchema, SiteSettingsSchema, SiteSettingsUpdateSchema } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedRead } from '../../cache/declared-reads.js';
import { adminErrors } from '../../lib/error-responses.js';
import { audited } from '../audit/audited.js';
import { readSiteConfig, readSiteSettings, saveSiteSettings } from './service.js';

/**
 * The scope of the site's settings in the read caches: its version moves only with a change of everything
 * ('*', which the settings' trigger sends, migration 0047), not with every tip of every tournament.
 */
const SITE_SCOPE = 'site';

export async function siteRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/site-config',
    {
      config: cachedRead({ key: () => 'site-config', endedBy: SITE_SCOPE }),
      schema: {
        tags: ['site'],
        summary: 'Public settings the web app needs (migration notice, social links, currency)',
        response: { 200: dataResponse(SiteConfigSchema) },
      },
    },
    // Asked again at each visit (no-cache, a 304 when unchanged): an administrator's new links show at once.
    async (_request) => ({ data: await readSiteConfig(app.db, app.config) }),
  );
}

/** The back office's site settings (issue 63), inside the admin scope and its hook; every save audited. */
export async function adminSiteSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/site-settings',
    {
      schema: {
        tags: ['admin'],
        summary: "The site's settings kept in the back office: the footer's social links",
        response: { 200: dataResponse(SiteSettingsSchema), ...adminErrors },
      },
    },
    async () => ({ data: await readSiteSettings(app.db, app.config) }),
  );

  api.put(
    '/site-settings',
    {
      schema: {
        tags: ['admin'],
        summary: "Set the footer's social links (null removes one); shown on the next page anyone opens",
        body: SiteSettingsUpdateSchema,
        response: { 200: dataResponse(SiteSettingsSchema), ...adminErrors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({
        data: await saveSiteSettings(tx, request.body.socialLinks, app.clock.now()),
      })),
  );
}
