import { ErrorResponseSchema, OutboxMailSchema, OutboxQuerySchema, pagedResponse } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async ({ query }) => listOutbox(app.db, query),
  );
}
