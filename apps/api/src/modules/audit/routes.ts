import { AdminAuditQuerySchema, AuditEntrySchema, pagedResponse } from '@squash/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { AUDITED_ROUTES, listAudit, recordAudit, resourceBefore } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** An admin write's resource as it was before (the audit hook reads it before the handler runs). */
    auditBefore?: unknown;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/** The `id` of a request's params or an answer's data, when it has a string one. */
const idOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string' ? value.id : undefined;

/** What the answer says the resource is now: its `data`, when the answer is JSON. */
function answerData(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    const body: unknown = JSON.parse(payload);
    return typeof body === 'object' && body !== null && 'data' in body && body.data != null ? body.data : body;
  } catch {
    return null;
  }
}

/**
 * The audit log of the back office (registered inside /api/admin, after its admin check): every write
 * that succeeds is recorded (who, when, from which address, the route, the resource, what was asked, the
 * resource before and after) before its answer goes out; `GET /api/admin/audit` reads the log.
 */
export async function adminAuditRoutes(app: FastifyInstance) {
  app.decorateRequest('auditBefore', undefined);
  app.addHook('preHandler', async (request) => {
    if (READS.has(request.method)) return;
    const resource = AUDITED_ROUTES[routeOf(request)];
    if (!resource) return;
    request.auditBefore = await resourceBefore(app.db, resource, idOf(request.params));
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    const action = routeOf(request);
    const resource = AUDITED_ROUTES[action];
    if (resource === undefined) {
      request.log.error({ action }, 'an admin write route has no audit entry (AUDITED_ROUTES)');
      return payload;
    }
    if (resource === null) return payload;
    const after = answerData(payload);
    const id = idOf(request.params) ?? idOf(after);
    await recordAudit(app.db, {
      adminId: request.profile?.id ?? null,
      adminEmail: request.profile?.email ?? 'unknown',
      address: request.ip,
      action,
      resourceType: resource,
      resourceId: id ?? null,
      statusCode: reply.statusCode,
      request: request.body ?? null,
      before: request.auditBefore ?? null,
      after,
    });
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
