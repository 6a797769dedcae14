import {
  dataResponse,
  IdParamSchema,
  LeaderboardQuerySchema,
  LeaderboardRowSchema,
  ListTournamentsQuerySchema,
  pagedResponse,
  TournamentDetailSchema,
  TournamentSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedRead, queryKey } from '../../cache/declared-reads.js';
import { errorResponses } from '../../lib/error-responses.js';
import { getLeaderboard } from '../leaderboard/service.js';
import { getTournamentDetail, listTournaments } from './service.js';

const errors = errorResponses(400, 404);

export async function tournamentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tournaments',
    {
      config: cachedRead<{ query: typeof ListTournamentsQuerySchema }>({
        key: (request) => `tournaments:${queryKey(request.query)}`,
        endedBy: null,
      }),
      schema: {
        tags: ['tournaments'],
        summary: 'Public tournaments, paged',
        querystring: ListTournamentsQuerySchema,
        response: { 200: pagedResponse(TournamentSchema), ...errors },
      },
    },
    async (request) => listTournaments(app.db, request.query, app.clock.now()),
  );

  api.get(
    '/tournaments/:id',
    {
      config: cachedRead<{ params: typeof IdParamSchema }>({
        key: (request) => `tournament:${request.params.id}`,
        endedBy: (request) => request.params.id,
      }),
      schema: {
        tags: ['tournaments'],
        summary: 'A tournament with its draw',
        params: IdParamSchema,
        response: { 200: dataResponse(TournamentDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await getTournamentDetail(app.db, request.params.id, app.clock.now()) }),
  );

  api.get(
    '/tournaments/:id/leaderboard',
    {
      config: cachedRead<{ params: typeof IdParamSchema; query: typeof LeaderboardQuerySchema }>({
        key: ({ params, query }) => `${params.id}:${query.page}:${query.page_size}`,
        endedBy: ({ params }) => params.id,
        keptFor: 'leaderboard',
      }),
      schema: {
        tags: ['tournaments'],
        summary: "A tournament's leaderboard, paged",
        params: IdParamSchema,
        querystring: LeaderboardQuerySchema,
        response: { 200: pagedResponse(LeaderboardRowSchema), ...errors },
      },
    },
    async ({ params, query }) => getLeaderboard(app.db, params.id, query),
  );
}
