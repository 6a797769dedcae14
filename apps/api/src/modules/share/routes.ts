import { DEFAULT_LOCALE, IdParamSchema, LOCALES } from '@squash/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { z } from 'zod';
import { matchesEtag } from '../../cache/cached-body.js';
import { CACHED_ANSWER, type CacheScope, serveCached } from '../../cache/notice-cache.js';
import { shareImages } from '../../cache/share-images.js';
import { type ShareCard, shareRenderer } from '../../integrations/share-image/renderer.js';
import { errorResponses } from '../../lib/error-responses.js';
import { textsFor } from '../../lib/texts.js';
import { entryCard, leagueInviteCard, tournamentCard } from './cards.js';
import { pageShare, SharePageSchema } from './pages.js';

const InviteParamSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, 'code must be an invite code (letters, digits, - and _)'),
});

/** The language of an image's or a preview's words (the shared page's); English by default. */
const LangQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` }).default(DEFAULT_LOCALE),
});

/** A PNG answer's schema for the API docs: the body is bytes, not JSON. */
const PNG = {
  200: { description: 'A 1200 x 630 PNG', content: { 'image/png': { schema: z.string().describe('PNG bytes') } } },
};

/** Where drawn images are kept (memory, then disk) and drawn when neither has them, counted in the metrics. */
function imageStore(app: FastifyInstance, renderer: ReturnType<typeof shareRenderer>) {
  const drawn = new Counter({
    name: 'share_images_drawn_total',
    help: 'Share images drawn (each version of its data once; the rest are served as kept)',
    registers: [app.metrics.registry],
  });
  const images = shareImages(
    async (card) => {
      const png = await renderer.render(JSON.parse(card));
      drawn.inc();
      return png;
    },
    {
      memoryBytes: app.config.SHARE_IMAGE_MEMORY_MB * 1024 * 1024,
      diskBytes: app.config.SHARE_IMAGE_DISK_MB * 1024 * 1024,
    },
  );
  app.addHook('onClose', async () => images.close());
  return images;
}

/**
 * Share images (1200 x 630 PNG, for Open Graph and Twitter cards) of a tournament, an entry after the lock and
 * a league by its invite code, and what a page's first HTML names for a link preview. An image is drawn once
 * per version of its data (its card's text, kept like a public read), off the event loop, a bounded number at
 * a time (integrations/share-image).
 */
export async function shareRoutes(app: FastifyInstance) {
  const renderer = shareRenderer();
  app.addHook('onClose', async () => renderer.close());
  const images = imageStore(app, renderer);

  /** The card's text through the public reads' cache, then its PNG by the text's ETag: drawn once per version. */
  async function sendImage(
    request: FastifyRequest,
    reply: FastifyReply,
    { key, scope, card }: { key: string; scope: CacheScope; card: () => Promise<ShareCard> },
  ) {
    const text = await app.publicReads.get(`share-card:${key}`, scope, card);
    reply.header('etag', text.etag).header('cache-control', 'public, max-age=300').header('vary', 'accept-encoding');
    // Shown by other sites too (a chat app's web client, a forum embedding the link's card).
    reply.header('cross-origin-resource-policy', 'cross-origin');
    const asked = request.headers['if-none-match'];
    if (asked && matchesEtag(asked, text.etag)) return reply.code(304).send();
    const png = await images.fetch(text.etag, text.body);
    return reply.type('image/png').send(png);
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  // A PNG is compressed already: the compress plugin stays out of these routes (its hooks cost a drawn image's
  // bytes a copy each time).
  const image = (summary: string) => ({
    tags: ['share'],
    summary,
    response: { ...PNG, ...errorResponses(400, 404, 409, 503) },
  });

  api.get(
    '/share/tournaments/:id/image.png',
    {
      compress: false,
      schema: {
        ...image("A tournament's share image: its leaders once started, else its start"),
        params: IdParamSchema,
        querystring: LangQuerySchema,
      },
    },
    async (request, reply) =>
      sendImage(request, reply, {
        key: `tournament:${request.params.id}:${request.query.lang}`,
        scope: request.params.id,
        card: () => tournamentCard(app.db, request.params.id, app.clock.now(), textsFor(request.query.lang)),
      }),
  );

  api.get(
    '/share/entries/:id/image.png',
    {
      compress: false,
      schema: {
        ...image("An entry's share image, once the tournament has started"),
        params: IdParamSchema,
        querystring: LangQuerySchema,
      },
    },
    async (request, reply) =>
      sendImage(request, reply, {
        key: `entry:${request.params.id}:${request.query.lang}`,
        scope: null,
        card: () => entryCard(app.db, request.params.id, app.clock.now(), textsFor(request.query.lang)),
      }),
  );

  api.get(
    '/share/invites/:code/image.png',
    {
      compress: false,
      schema: {
        ...image("A league's share image, by its invite code: the top of its season table"),
        params: InviteParamSchema,
        querystring: LangQuerySchema,
      },
    },
    async (request, reply) =>
      sendImage(request, reply, {
        key: `invite:${request.params.code}:${request.query.lang}`,
        scope: null,
        card: () => leagueInviteCard(app.db, request.params.code, app.clock.now(), textsFor(request.query.lang)),
      }),
  );

  api.get(
    '/share/page',
    {
      config: CACHED_ANSWER,
      schema: {
        tags: ['share'],
        summary: "What a page's link preview shows (Open Graph): its title, description and share image",
        querystring: LangQuerySchema.extend({ path: z.string().max(300).regex(/^\//, 'path must start with /') }),
        response: { 200: z.object({ data: SharePageSchema }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // The page's preview is asked for before its image: the drawing thread starts meanwhile.
      renderer.warm();
      return serveCached(app.publicReads, request, reply, {
        key: `share-page:${request.query.lang}:${request.query.path}`,
        scope: null,
        read: async () => ({
          data: await pageShare(app.db, request.query.path, app.clock.now(), textsFor(request.query.lang)),
        }),
      });
    },
  );
}
