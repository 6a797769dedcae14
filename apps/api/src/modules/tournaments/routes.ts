import {
  dataResponse,
  ErrorResponseSchema,
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
import { leaderboardPageSource } from '../leaderboard/service.js';
import { etagOf, queryKey, sendCached, serveCached } from '../live/public-cache.js';
import { getTournamentDetail, listTournaments } from './service.js';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

export async function tournamentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tournaments',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Public tournaments, paged',
        querystring: ListTournamentsQuerySchema,
        response: { 200: pagedResponse(TournamentSchema), ...errors },
      },
    },
    async (request, reply) =>
      serveCached(app.publicReads, request, reply, {
        key: `tournaments:${queryKey(request.query)}`,
        scope: null,
        schema: pagedResponse(TournamentSchema),
        read: () => listTournaments(app.db, request.query, app.clock.now()),
      }),
  );

  api.get(
    '/tournaments/:id',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'A tournament with its draw',
        params: IdParamSchema,
        response: { 200: dataResponse(TournamentDetailSchema), ...errors },
      },
    },
    async (request, reply) =>
      serveCached(app.publicReads, request, reply, {
        key: `tournament:${request.params.id}`,
        scope: request.params.id,
        schema: dataResponse(TournamentDetailSchema),
        read: async () => ({ data: await getTournamentDetail(app.db, request.params.id, app.clock.now()) }),
      }),
  );

  api.get(
    '/tournaments/:id/leaderboard',
    {
      schema: {
        tags: ['tournaments'],
        summary: "A tournament's leaderboard, paged",
        params: IdParamSchema,
        querystring: LeaderboardQuerySchema,
        response: { 200: pagedResponse(LeaderboardRowSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { page, page_size } = request.query;
      const body = await app.leaderboards.get(
        `${id}:${page}:${page_size}`,
        leaderboardPageSource(app.db, id, request.query, () => app.clock.now()),
      );
      return sendCached(request, reply, { body, etag: etagOf(body) });
    },
  );
}
