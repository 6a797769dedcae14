import { dataResponse, ErrorResponseSchema, IdParamSchema, MatchSchema, RecordResultRequestSchema } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getMatchForAdmin } from '../matches/service.js';
import { recordResult } from '../results/service.js';

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
  app.withTypeProvider<ZodTypeProvider>().post(
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
      const outcome = await recordResult(app.db, {
        matchId: request.params.id,
        ...request.body,
        now: app.clock.now(),
      });
      if (outcome.tournamentCompleted) await app.jobs?.finishTournament(outcome.tournamentId);
      return { data: await getMatchForAdmin(app.db, request.params.id) };
    },
  );
}
