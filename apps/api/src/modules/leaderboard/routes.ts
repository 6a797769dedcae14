import { SeasonLeaderboardQuerySchema, SeasonLeaderboardResponseSchema, seasonOf } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CACHED_ANSWER, serveCached } from '../../cache/notice-cache.js';
import { errorResponses } from '../../lib/error-responses.js';
import { getSeasonLeaderboard } from './service.js';

export async function leaderboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/leaderboard',
    {
      config: CACHED_ANSWER,
      schema: {
        tags: ['leaderboard'],
        summary: "The season leaderboard: every user's points over the season's tournaments",
        querystring: SeasonLeaderboardQuerySchema,
        response: { 200: SeasonLeaderboardResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { season, page, page_size } = request.query;
      const when = season ? new Date(`${season.slice(0, 4)}-08-01T12:00:00Z`) : app.clock.now();
      const chosen = seasonOf(when);
      return serveCached(app.publicReads, request, reply, {
        key: `season:${chosen.label}:${page}:${page_size}`,
        scope: null,
        read: () => getSeasonLeaderboard(app.db, { season: chosen, page, pageSize: page_size }),
      });
    },
  );
}
