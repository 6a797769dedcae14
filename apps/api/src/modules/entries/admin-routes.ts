import { AdminEntrySchema, AdminListQuerySchema, dataResponse, IdParamSchema, pagedResponse } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors as errors } from '../../lib/error-responses.js';
import { getAdminEntry, listAdminEntries, tournamentEntries } from './admin-service.js';

/** The back office's entries (inside the admin scope and its hook). */
export async function adminEntryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/entries',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminListQuerySchema,
        response: { 200: pagedResponse(AdminEntrySchema), ...errors },
      },
    },
    async ({ query }) => listAdminEntries(app.db, query),
  );

  api.get(
    '/entries/:id',
    {
      schema: { tags: ['admin'], params: IdParamSchema, response: { 200: dataResponse(AdminEntrySchema), ...errors } },
    },
    async ({ params }) => ({ data: await getAdminEntry(app.db, params.id) }),
  );

  api.get(
    '/tournaments/:id/entries',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        response: { 200: dataResponse(z.array(AdminEntrySchema)), ...errors },
      },
    },
    async ({ params }) => ({ data: await tournamentEntries(app.db, params.id) }),
  );
}
