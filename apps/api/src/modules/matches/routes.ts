import { dataResponse, IdParamSchema, ListMatchesQuerySchema, MatchSchema, pagedResponse } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CACHED_ANSWER, queryKey, serveCached } from '../../cache/notice-cache.js';
import { errorResponses } from '../../lib/error-responses.js';
import { getMatch, listMatches } from './service.js';

const errors = errorResponses(400, 404);

export async function matchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/matches',
    {
      config: CACHED_ANSWER,
      schema: {
        tags: ['matches'],
        summary: 'Matches of public tournaments, paged',
        querystring: ListMatchesQuerySchema,
        response: { 200: pagedResponse(MatchSchema), ...errors },
      },
    },
    async (request, reply) =>
      serveCached(app.publicReads, request, reply, {
        key: `matches:${queryKey(request.query)}`,
        scope: null,
        read: () => listMatches(app.db, request.query),
      }),
  );

  api.get(
    '/matches/:id',
    {
      config: CACHED_ANSWER,
      schema: {
        tags: ['matches'],
        summary: 'One match',
        params: IdParamSchema,
        response: { 200: dataResponse(MatchSchema), ...errors },
      },
    },
    async (request, reply) =>
      serveCached(app.publicReads, request, reply, {
        key: `match:${request.params.id}`,
        scope: null,
        read: async () => ({ data: await getMatch(app.db, request.params.id) }),
      }),
  );
}
