import { AdminAuditQuerySchema, AuditEntrySchema, pagedResponse } from '@squash/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { routeOf } from './audited.js';
import { AUDITED_ROUTES, listAudit } from './service.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The audit log of the back office (registered inside /api/admin, after its admin check). Every write route
 * records itself through `audited` (audited.ts), in the write's own transaction; this scope checks that each
 * successful write did, and `GET /api/admin/audit` reads the log.
 */
export async function adminAuditRoutes(app: FastifyInstance) {
  app.decorateRequest('auditRecorded', false);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || request.auditRecorded) return payload;
    const action = routeOf(request);
    const resource = AUDITED_ROUTES[action];
    if (resource === undefined)
      request.log.error({ action }, 'an admin write route has no audit entry (AUDITED_ROUTES)');
    else if (resource !== null)
      request.log.error({ action }, 'an admin write answered without its audit row (audited)');
    return payload;
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log: every administrator write, newest first, by administrator, resource and day',
        querystring: AdminAuditQuerySchema,
        response: { 200: pagedResponse(AuditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async ({ query }) => listAudit(app.db, query),
  );
}
