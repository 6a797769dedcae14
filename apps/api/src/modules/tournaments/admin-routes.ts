import {
  AdminTournamentDetailSchema,
  AdminTournamentListQuerySchema,
  AdminTournamentSchema,
  dataResponse,
  IdParamSchema,
  pagedResponse,
  SecondChanceRequestSchema,
  TournamentDeletedSchema,
  TournamentUpdateSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminErrors } from '../../lib/error-responses.js';
import { audited } from '../audit/audited.js';
import { openSecondChance } from '../second-chance/service.js';
import { deleteTournament, getAdminTournament, listAdminTournaments, updateTournament } from './admin-service.js';

/** The back office's tournaments, spec 001 section 2 (inside the admin scope and its hook). */
export async function adminTournamentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tournaments',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminTournamentListQuerySchema,
        response: { 200: pagedResponse(AdminTournamentSchema), ...adminErrors },
      },
    },
    async ({ query }) => listAdminTournaments(app.db, query, app.clock.now()),
  );

  api.get(
    '/tournaments/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        response: { 200: dataResponse(AdminTournamentDetailSchema), ...adminErrors },
      },
    },
    async ({ params }) => ({ data: await getAdminTournament(app.db, params.id, app.clock.now()) }),
  );

  api.patch(
    '/tournaments/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        body: TournamentUpdateSchema,
        response: { 200: dataResponse(AdminTournamentSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      const answer = await audited(request, reply, async (tx) => ({
        data: await updateTournament(tx, request.params.id, request.body, app.clock.now()),
      }));
      await app.jobs?.scheduleLocks();
      return answer;
    },
  );

  api.delete(
    '/tournaments/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a tournament: before its start every paid entry is refunded; after it, none is (the rules)',
        params: IdParamSchema,
        response: { 200: dataResponse(TournamentDeletedSchema), ...adminErrors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({
        data: await deleteTournament(tx, request.params.id, app.clock.now()),
      })),
  );

  api.post(
    '/tournaments/:id/second-chance',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Open the tournament's Second Chance: a free bracket on the rest of the draw, from a later round (decision 020)",
        params: IdParamSchema,
        body: SecondChanceRequestSchema,
        response: { 201: dataResponse(AdminTournamentDetailSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      reply.status(201);
      const answer = await audited(request, reply, async (tx) => {
        const id = await openSecondChance(tx, request.params.id, request.body, now);
        return { data: await getAdminTournament(tx, id, now) };
      });
      await app.jobs?.scheduleLocks();
      return answer;
    },
  );
}
