import {
  dataResponse,
  ErrorResponseSchema,
  IdParamSchema,
  MatchFormSchema,
  MatchSchema,
  MatchUpdateSchema,
  RecordResultRequestSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getMatchForAdmin } from '../matches/service.js';
import { recordResult } from '../results/service.js';
import { createMatch, updateMatch } from './match-service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

/** Back-office match routes (registered inside the admin scope, so its hook guards them). */
export async function adminMatchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/matches',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a match to a draw that is still being created',
        body: MatchFormSchema,
        response: { 201: dataResponse(MatchSchema), ...errors },
      },
    },
    async (request, reply) => {
      const id = await createMatch(app.db, { input: request.body });
      return reply.status(201).send({ data: await getMatchForAdmin(app.db, id) });
    },
  );

  api.patch(
    '/matches/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a match: only the changed fields; ticking isCompleted records the result, unticking undoes it',
        params: IdParamSchema,
        body: MatchUpdateSchema,
        response: { 200: dataResponse(MatchSchema), ...errors },
      },
    },
    async (request) => {
      await updateMatch(app.db, { matchId: request.params.id, body: request.body, now: app.clock.now() });
      return { data: await getMatchForAdmin(app.db, request.params.id) };
    },
  );

  api.post(
    '/matches/:id/result',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record a result: completes the match, advances the winner, re-scores every entry',
        params: IdParamSchema,
        body: RecordResultRequestSchema,
        response: { 200: dataResponse(MatchSchema), ...errors },
      },
    },
    async (request) => {
      await recordResult(app.db, { matchId: request.params.id, ...request.body, now: app.clock.now() });
      return { data: await getMatchForAdmin(app.db, request.params.id) };
    },
  );
}
