import { DEFAULT_LOCALE, IdParamSchema, LOCALES } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedRead } from '../../cache/declared-reads.js';
import { shareRenderer } from '../../integrations/share-image/renderer.js';
import { errorResponses } from '../../lib/error-responses.js';
import { textsFor } from '../../lib/texts.js';
import { entryCard, leagueInviteCard, tournamentCard } from './cards.js';
import { shareImageAnswers } from './images.js';
import { pageShare, SharePageSchema } from './pages.js';

const InviteParamSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, 'code must be an invite code (letters, digits, - and _)'),
});

/** The language of an image's or a preview's words (the shared page's); English by default. */
const LangQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` }).default(DEFAULT_LOCALE),
});

/** A page whose link preview is asked for, and the preview's language. */
const SharePageQuerySchema = LangQuerySchema.extend({
  path: z.string().max(300).regex(/^\//, 'path must start with /'),
});

/** A PNG answer's schema for the API docs: the body is bytes, not JSON. */
const PNG = {
  200: { description: 'A 1200 x 630 PNG', content: { 'image/png': { schema: z.string().describe('PNG bytes') } } },
};

/**
 * Share images (1200 x 630 PNG, for Open Graph and Twitter cards) of a tournament, an entry after the lock and
 * a league by its invite code, and what a page's first HTML names for a link preview. An image is drawn once
 * per version of its data (its card's text, kept like a public read), off the event loop, a bounded number at
 * a time (integrations/share-image).
 */
export async function shareRoutes(app: FastifyInstance) {
  const renderer = shareRenderer();
  app.addHook('onClose', async () => renderer.close());

  const sendImage = shareImageAnswers(app, renderer);

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
      // The page's preview is asked for before its image: the drawing thread starts meanwhile.
      onRequest: async function warmShareRenderer() {
        renderer.warm();
      },
      config: cachedRead<{ query: typeof SharePageQuerySchema }>({
        key: ({ query }) => `share-page:${query.lang}:${query.path}`,
        endedBy: null,
      }),
      schema: {
        tags: ['share'],
        summary: "What a page's link preview shows (Open Graph): its title, description and share image",
        querystring: SharePageQuerySchema,
        response: { 200: z.object({ data: SharePageSchema }), ...errorResponses(400, 404) },
      },
    },
    async ({ query }) => ({ data: await pageShare(app.db, query.path, app.clock.now(), textsFor(query.lang)) }),
  );
}
