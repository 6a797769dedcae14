import {
  AdminListQuerySchema,
  DataIssueSchema,
  DeletedSchema,
  dataResponse,
  IdParamSchema,
  pagedResponse,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminErrors as errors } from '../../lib/error-responses.js';
import { audited } from '../audit/audited.js';
import { deleteDataIssue, listDataIssues } from './service.js';

/** The back office's data issues (inside the admin scope and its hook). */
export async function adminDataIssueRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/data-issues',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminListQuerySchema,
        response: { 200: pagedResponse(DataIssueSchema), ...errors },
      },
    },
    async ({ query }) => listDataIssues(app.db, query),
  );

  api.delete(
    '/data-issues/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: dataResponse(DeletedSchema), ...errors } } },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({ data: await deleteDataIssue(tx, request.params.id) })),
  );
}
