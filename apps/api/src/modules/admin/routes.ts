import { dataResponse, ErrorResponseSchema } from '@squash/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryRows } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { adminCreditRoutes } from '../credits/routes.js';
import { outboxRoutes } from '../outbox/routes.js';
import { adminPaymentRoutes } from '../payments/routes.js';
import { adminRankingRoutes } from '../players/rankings-routes.js';
import { adminPrizeRoutes } from '../prizes/routes.js';
import { adminImportRoutes } from './import-routes.js';
import { adminMatchRoutes } from './match-routes.js';
import { adminResourceRoutes } from './resource-routes.js';

const AdminStatsSchema = z.object({
  users: z.number().int(),
  activeTournaments: z.number().int(),
  entries: z.number().int(),
  openDataIssues: z.number().int(),
});

/**
 * Everything under /api/admin: one hook refuses anonymous callers (401) and non-admins (403) before
 * any handler, including for paths that don't exist, so the back office can't be probed.
 */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdmin);
  app.setNotFoundHandler({ preHandler: app.requireAdmin }, async (request) => {
    throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  });
  // A write here may have recorded a final (a result, a match edit, Sync now, a re-import): queue the
  // finish of whatever is COMPLETED once the answer is out. The minute sweep does the same for writes
  // from anywhere else, so this only makes it prompt.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400 || !app.jobs) return;
    await app.jobs
      .finishCompleted()
      .catch((error: unknown) => request.log.warn({ err: error }, 'finish jobs not queued'));
  });
  const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
  await app.register(adminMatchRoutes);
  await app.register(adminImportRoutes);
  await app.register(adminResourceRoutes);
  await app.register(outboxRoutes);
  await app.register(adminCreditRoutes);
  await app.register(adminPrizeRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(adminRankingRoutes);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts for the back-office dashboard',
        response: { 200: dataResponse(AdminStatsSchema), ...errors },
      },
    },
    async () => {
      const [row] = await queryRows<z.infer<typeof AdminStatsSchema>>(
        app.db,
        sql`select
              (select count(*)::int from users) as users,
              (select count(*)::int from tournaments where status = 'ACTIVE'
                 or (status = 'UPCOMING' and starts_at <= ${app.clock.now().toISOString()}::timestamptz)) as "activeTournaments",
              (select count(*)::int from entries) as entries,
              (select count(*)::int from data_issues) as "openDataIssues"`,
      );
      return { data: row as z.infer<typeof AdminStatsSchema> };
    },
  );
}
