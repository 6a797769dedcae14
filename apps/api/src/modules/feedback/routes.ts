import { FeedbackRequestSchema, FeedbackResponseSchema } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { saveFeedback } from './service.js';

export async function feedbackRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send a message to the team (Contact Us)',
        body: FeedbackRequestSchema,
        response: { 201: FeedbackResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await saveFeedback(app.db, request.body) }),
  );
}
