import {
  dataResponse,
  IdParamSchema,
  ListPlayerMatchesQuerySchema,
  ListPlayersQuerySchema,
  MatchSchema,
  PlayerSchema,
  pagedResponse,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedRead, queryKey } from '../../cache/declared-reads.js';
import { errorResponses } from '../../lib/error-responses.js';
import { listPlayerMatches } from '../matches/service.js';
import { getPlayer, listPlayers } from './service.js';

const errors = errorResponses(400, 404);

export async function playerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/players',
    {
      schema: {
        tags: ['players'],
        summary: 'Players, by world rank by default',
        querystring: ListPlayersQuerySchema,
        response: { 200: pagedResponse(PlayerSchema), ...errors },
      },
    },
    async (request) => listPlayers(app.db, request.query),
  );

  api.get(
    '/players/:id',
    {
      schema: {
        tags: ['players'],
        summary: 'One player',
        params: IdParamSchema,
        response: { 200: dataResponse(PlayerSchema), ...errors },
      },
    },
    async (request) => ({ data: await getPlayer(app.db, request.params.id) }),
  );

  api.get(
    '/players/:id/matches',
    {
      config: cachedRead<{ params: typeof IdParamSchema; query: typeof ListPlayerMatchesQuerySchema }>({
        key: (request) => `player-matches:${request.params.id}:${queryKey(request.query)}`,
        endedBy: null,
      }),
      schema: {
        tags: ['players'],
        summary: "A player's matches, paged",
        params: IdParamSchema,
        querystring: ListPlayerMatchesQuerySchema,
        response: { 200: pagedResponse(MatchSchema), ...errors },
      },
    },
    async (request) => {
      await getPlayer(app.db, request.params.id);
      return listPlayerMatches(app.db, request.params.id, request.query);
    },
  );
}
