import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { AUDITED_ROUTES, recordAudit, resourceBefore, resourceName } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once an admin write's audit row is written in the write's own transaction (`audited`). */
    auditRecorded: boolean;
  }
}

export const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/** The `id` of a request's params or an answer's data, when it has a string one. */
const idOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('id' in value && typeof value.id === 'string') return value.id;
  // A place of the table of jurisdictions is named by its code.
  return 'code' in value && typeof value.code === 'string' ? value.code : undefined;
};

/** What an answer says the resource is now: its `data`, or the answer itself. */
const dataOf = (answer: unknown): unknown =>
  typeof answer === 'object' && answer !== null && 'data' in answer && answer.data != null ? answer.data : answer;

/**
 * Runs an admin write and writes its audit row (who, when, from where, the route, what was asked, the
 * resource before and after) in one transaction: both commit or neither does, so no write is ever without
 * its record. `write` must do all its database work through the transaction it is given; work that must see
 * the committed write (scheduling jobs) goes after this returns. Set a status other than 200 before calling.
 */
export async function audited<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: (tx: Executor) => Promise<T>,
): Promise<T> {
  const action = routeOf(request);
  const resource = AUDITED_ROUTES[action];
  if (!resource) throw new Error(`${action} is not an audited admin write (AUDITED_ROUTES, modules/audit/service.ts)`);
  const answer = await request.server.db.transaction(async (tx) => {
    const id = idOf(request.params);
    const before = await resourceBefore(tx, resource, id);
    const nameBefore = await resourceName(tx, resource, id);
    const answer = await write(tx);
    const after = dataOf(answer);
    const resourceId = id ?? idOf(after) ?? null;
    await recordAudit(tx, {
      adminId: request.profile?.id ?? null,
      adminEmail: request.profile?.email ?? 'unknown',
      address: request.ip,
      action,
      resourceType: resource,
      resourceId,
      resourceName: (await resourceName(tx, resource, resourceId ?? undefined)) ?? nameBefore,
      statusCode: reply.statusCode,
      request: request.body ?? null,
      before,
      after,
    });
    return answer;
  });
  request.auditRecorded = true;
  return answer;
}
