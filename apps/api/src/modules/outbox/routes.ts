import { OutboxMailSchema, OutboxQuerySchema, pagedResponse } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { listOutbox } from './service.js';

/** Registered under /api/admin, whose hook admits administrators only. */
export async function outboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mails kept instead of sent when no SMTP server is configured (administrators only)',
        querystring: OutboxQuerySchema,
        response: {
          200: pagedResponse(OutboxMailSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async ({ query }) => listOutbox(app.db, query),
  );
}
