import { dataResponse, IdParamSchema, ListMatchesQuerySchema, MatchSchema, pagedResponse } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedRead, queryKey } from '../../cache/declared-reads.js';
import { errorResponses } from '../../lib/error-responses.js';
import { getMatch, listMatches } from './service.js';

const errors = errorResponses(400, 404);

export async function matchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/matches',
    {
      config: cachedRead<{ query: typeof ListMatchesQuerySchema }>({
        key: (request) => `matches:${queryKey(request.query)}`,
        endedBy: null,
      }),
      schema: {
        tags: ['matches'],
        summary: 'Matches of public tournaments, paged',
        querystring: ListMatchesQuerySchema,
        response: { 200: pagedResponse(MatchSchema), ...errors },
      },
    },
    async (request) => listMatches(app.db, request.query),
  );

  api.get(
    '/matches/:id',
    {
      config: cachedRead<{ params: typeof IdParamSchema }>({
        key: (request) => `match:${request.params.id}`,
        endedBy: null,
      }),
      schema: {
        tags: ['matches'],
        summary: 'One match',
        params: IdParamSchema,
        response: { 200: dataResponse(MatchSchema), ...errors },
      },
    },
    async (request) => ({ data: await getMatch(app.db, request.params.id) }),
  );
}
