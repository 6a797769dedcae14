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
import { adminErrors as errors } from '../admin/errors.js';
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
    async ({ body }, reply) => reply.status(201).send({ data: await createPlayer(app.db, body, app.clock.now()) }),
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
    async ({ params, body }) => ({ data: await updatePlayer(app.db, params.id, body, app.clock.now()) }),
  );

  api.delete(
    '/players/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: dataResponse(DeletedSchema), ...errors } } },
    async ({ params }) => ({ data: await deletePlayer(app.db, params.id) }),
  );
}
