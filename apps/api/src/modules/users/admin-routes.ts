import {
  AdminListQuerySchema,
  AdminUserDetailSchema,
  AdminUserSchema,
  DeletedSchema,
  dataResponse,
  IdParamSchema,
  pagedResponse,
  UserFormSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminErrors as errors } from '../../lib/error-responses.js';
import { audited } from '../audit/audited.js';
import { createUser, deleteUser, getAdminUser, listAdminUsers, updateUser } from './admin-service.js';

/** The back office's users, spec 001 section 2 (inside the admin scope and its hook). */
export async function adminUserRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminListQuerySchema,
        response: { 200: pagedResponse(AdminUserSchema), ...errors },
      },
    },
    async ({ query }) => listAdminUsers(app.db, query),
  );

  api.get(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        response: { 200: dataResponse(AdminUserDetailSchema), ...errors },
      },
    },
    async ({ params }) => ({ data: await getAdminUser(app.db, params.id) }),
  );

  api.post(
    '/users',
    { schema: { tags: ['admin'], body: UserFormSchema, response: { 201: dataResponse(AdminUserSchema), ...errors } } },
    async (request, reply) => {
      reply.status(201);
      return audited(request, reply, async (tx) => ({ data: await createUser(tx, request.body) }));
    },
  );

  api.put(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        body: UserFormSchema,
        response: { 200: dataResponse(AdminUserSchema), ...errors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({ data: await updateUser(tx, request.params.id, request.body) })),
  );

  api.delete(
    '/users/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: dataResponse(DeletedSchema), ...errors } } },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({
        data: await deleteUser(tx, request.params.id, request.profile?.id),
      })),
  );
}
