import {
  dataResponse,
  ErrorResponseSchema,
  IdParamSchema,
  ListMatchesQuerySchema,
  MatchSchema,
  pagedResponse,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getMatch, listMatches } from './service.js';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

export async function matchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/matches',
    {
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
