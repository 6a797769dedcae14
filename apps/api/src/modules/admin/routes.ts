import { AdminStatsSchema, dataResponse } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { adminAccountReviewRoutes } from '../account-reviews/routes.js';
import { adminAuditRoutes } from '../audit/routes.js';
import { adminCreditRoutes } from '../credits/routes.js';
import { adminDataIssueRoutes } from '../data-issues/admin-routes.js';
import { adminJurisdictionRoutes } from '../eligibility/admin-routes.js';
import { adminEntryRoutes } from '../entries/admin-routes.js';
import { adminLeagueRoutes } from '../leagues/admin-routes.js';
import { adminMatchRoutes } from '../matches/admin-routes.js';
import { outboxRoutes } from '../outbox/routes.js';
import { adminPaymentRoutes } from '../payments/routes.js';
import { adminPlayerRoutes } from '../players/admin-routes.js';
import { adminRankingRoutes } from '../players/rankings-routes.js';
import { adminPrizeRoutes, adminPrizeWindowRoutes } from '../prizes/routes.js';
import { adminSiteSettingsRoutes } from '../site/routes.js';
import { adminTournamentRoutes } from '../tournaments/admin-routes.js';
import { adminUserRoutes } from '../users/admin-routes.js';
import { adminImportRoutes } from './import-routes.js';
import { adminStats } from './service.js';

/**
 * Everything under /api/admin: one hook refuses anonymous callers (401) and non-admins (403) before
 * any handler, including for paths that don't exist, so the back office can't be probed.
 */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdmin);
  app.setNotFoundHandler({ preHandler: app.requireAdmin }, async (request) => {
    throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  });
  // A write here may have completed a round or recorded a final (a result, a match edit, Sync now, a
  // re-import): once the answer is out, tell the round's entrants their rank, queue the outlooks (who can
  // still win) and the finish of whatever is COMPLETED. The minute sweep does the same for writes from anywhere else, so this only
  // makes it prompt.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400 || !app.jobs) return;
    const jobs = app.jobs;
    await jobs
      .notifyRoundResults()
      .catch((error: unknown) => request.log.warn({ err: error }, 'round results not notified'));
    await jobs.refreshOutlooks().catch((error: unknown) => request.log.warn({ err: error }, 'outlooks not queued'));
    await jobs.finishCompleted().catch((error: unknown) => request.log.warn({ err: error }, 'finish jobs not queued'));
  });
  const errors = errorResponses(401, 403);
  // First: its hooks see every admin route registered after it.
  await app.register(fp(adminAuditRoutes));
  await app.register(adminMatchRoutes);
  await app.register(adminImportRoutes);
  await app.register(adminTournamentRoutes);
  await app.register(adminPlayerRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminEntryRoutes);
  await app.register(adminDataIssueRoutes);
  await app.register(outboxRoutes);
  await app.register(adminCreditRoutes);
  await app.register(adminPrizeRoutes);
  await app.register(adminPrizeWindowRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(adminRankingRoutes);
  await app.register(adminLeagueRoutes);
  await app.register(adminJurisdictionRoutes);
  await app.register(adminAccountReviewRoutes);
  await app.register(adminSiteSettingsRoutes);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Counts and the money (sales, pools, prizes owed, open and failed payments) for the back-office dashboard',
        response: { 200: dataResponse(AdminStatsSchema), ...errors },
      },
    },
    async () => ({ data: await adminStats(app.db, app.clock.now(), app.config.CURRENCY) }),
  );
}
