import {
  AdminLeagueListQuerySchema,
  AdminLeagueSchema,
  DeletedSchema,
  dataResponse,
  IdParamSchema,
  pagedResponse,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminErrors } from '../../lib/error-responses.js';
import { audited } from '../audit/audited.js';
import { listLeaguesForAdmin } from './reads.js';
import { deleteLeagueForAdmin } from './service.js';

/** The back office's leagues (inside the admin scope and its hook). */
export async function adminLeagueRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/leagues',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every league, newest first',
        querystring: AdminLeagueListQuerySchema,
        response: { 200: pagedResponse(AdminLeagueSchema), ...adminErrors },
      },
    },
    async ({ query }) => listLeaguesForAdmin(app.db, query),
  );

  api.delete(
    '/leagues/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a league with its memberships (entries stay)',
        params: IdParamSchema,
        response: { 200: dataResponse(DeletedSchema), ...adminErrors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({ data: await deleteLeagueForAdmin(tx, request.params.id) })),
  );
}
