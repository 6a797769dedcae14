import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema.js';

const OutboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/** Development only: the mails the outbox kept instead of sending, newest first. */
export async function devRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/mail',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails sent without SMTP (not in production)',
        querystring: z.object({ to: z.string().trim().toLowerCase().optional() }),
        response: { 200: z.object({ data: z.array(OutboxMailSchema) }) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(request.query.to ? sql`lower(${mailOutbox.to}) = ${request.query.to}` : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(100);
      return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
}
