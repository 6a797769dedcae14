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
import { checkedAfter, keptCurrent } from '../../cache/after-change.js';
import { CACHED_ANSWER, cachedBodies, queryKey, sendCached, serveCached } from '../../cache/notice-cache.js';
import { errorResponses } from '../../lib/error-responses.js';
import { leaderboardPageSource } from '../leaderboard/service.js';
import { getTournamentDetail, listTournaments } from './service.js';

const errors = errorResponses(400, 404);

export async function tournamentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const leaderboardPages = cachedBodies();

  api.get(
    '/tournaments',
    {
      config: CACHED_ANSWER,
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
        read: () => listTournaments(app.db, request.query, app.clock.now()),
      }),
  );

  api.get(
    '/tournaments/:id',
    {
      config: CACHED_ANSWER,
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
        read: async () => ({ data: await getTournamentDetail(app.db, request.params.id, app.clock.now()) }),
      }),
  );

  api.get(
    '/tournaments/:id/leaderboard',
    {
      config: CACHED_ANSWER,
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
      const key = `${id}:${page}:${page_size}`;
      const body = await app.leaderboards.get(
        key,
        leaderboardPageSource(app.db, id, request.query, () => app.clock.now()),
        checkedAfter(app, request, id),
      );
      const isCurrent = keptCurrent(app, key, id, body);
      return sendCached(request, reply, leaderboardPages(key, body), 'public', undefined, isCurrent);
    },
  );
}
