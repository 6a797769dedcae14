import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter } from 'prom-client';
import { matchesEtag } from '../../cache/cached-body.js';
import type { CacheScope } from '../../cache/notice-cache.js';
import { shareImages } from '../../cache/share-images.js';
import type { ShareCard, shareRenderer } from '../../integrations/share-image/renderer.js';

/*
 * A share image's answer (issue 64: not a declared read, cache/declared-reads.ts, as the answer is a PNG drawn
 * from the read's text rather than the read itself): the card's text through the public reads' cache, then its
 * PNG by the text's ETag, drawn once per version.
 */

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

/** Sends a share image: the card's text kept like a public read, its PNG by the text's ETag, drawn once per version. */
export function shareImageAnswers(app: FastifyInstance, renderer: ReturnType<typeof shareRenderer>) {
  const images = imageStore(app, renderer);
  return async function sendImage(
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
  };
}
