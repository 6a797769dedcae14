import {
  AdminPlayerDetailSchema,
  AdminPlayerListQuerySchema,
  DeletedSchema,
  dataResponse,
  IdParamSchema,
  PlayerFormSchema,
  PlayerSchema,
  PlayerUpdateSchema,
  pagedResponse,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminErrors as errors } from '../../lib/error-responses.js';
import { audited } from '../audit/audited.js';
import { createPlayer, deletePlayer, getAdminPlayer, listAdminPlayers, updatePlayer } from './admin-service.js';

/** The back office's players, spec 001 section 2 (inside the admin scope and its hook). */
export async function adminPlayerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/players',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminPlayerListQuerySchema,
        response: { 200: pagedResponse(PlayerSchema), ...errors },
      },
    },
    async ({ query }) => listAdminPlayers(app.db, query),
  );

  api.get(
    '/players/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        response: { 200: dataResponse(AdminPlayerDetailSchema), ...errors },
      },
    },
    async ({ params }) => ({ data: await getAdminPlayer(app.db, params.id) }),
  );

  api.post(
    '/players',
    { schema: { tags: ['admin'], body: PlayerFormSchema, response: { 201: dataResponse(PlayerSchema), ...errors } } },
    async (request, reply) => {
      reply.status(201);
      return audited(request, reply, async (tx) => ({ data: await createPlayer(tx, request.body, app.clock.now()) }));
    },
  );

  api.patch(
    '/players/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        body: PlayerUpdateSchema,
        response: { 200: dataResponse(PlayerSchema), ...errors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({
        data: await updatePlayer(tx, request.params.id, request.body, app.clock.now()),
      })),
  );

  api.delete(
    '/players/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: dataResponse(DeletedSchema), ...errors } } },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({ data: await deletePlayer(tx, request.params.id) })),
  );
}
