import { ErrorResponseSchema, FeedbackRequestSchema, FeedbackResponseSchema } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedback } from '../../db/schema.js';

export async function feedbackRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send a message to the team (Contact Us)',
        body: FeedbackRequestSchema,
        response: { 201: FeedbackResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .insert(feedback)
        .values(request.body)
        .returning({ id: feedback.id, createdAt: feedback.createdAt });
      if (!row) throw new Error('feedback insert returned nothing');
      return reply.status(201).send({ data: { id: row.id, createdAt: row.createdAt.toISOString() } });
    },
  );
}
