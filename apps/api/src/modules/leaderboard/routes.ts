import { SeasonLeaderboardQuerySchema, SeasonLeaderboardResponseSchema, seasonOf } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedRead } from '../../cache/declared-reads.js';
import { errorResponses } from '../../lib/error-responses.js';
import { getSeasonLeaderboard } from './service.js';

export async function leaderboardRoutes(app: FastifyInstance) {
  /** The season asked for (as 2025/26), else the one under way. */
  const seasonAsked = (season: string | undefined) =>
    seasonOf(season ? new Date(`${season.slice(0, 4)}-08-01T12:00:00Z`) : app.clock.now());
  app.withTypeProvider<ZodTypeProvider>().get(
    '/leaderboard',
    {
      config: cachedRead<{ query: typeof SeasonLeaderboardQuerySchema }>({
        key: ({ query }) => `season:${seasonAsked(query.season).label}:${query.page}:${query.page_size}`,
        endedBy: null,
      }),
      schema: {
        tags: ['leaderboard'],
        summary: "The season leaderboard: every user's points over the season's tournaments",
        querystring: SeasonLeaderboardQuerySchema,
        response: { 200: SeasonLeaderboardResponseSchema, ...errorResponses(400) },
      },
    },
    async ({ query }) =>
      getSeasonLeaderboard(app.db, { season: seasonAsked(query.season), page: query.page, pageSize: query.page_size }),
  );
}
