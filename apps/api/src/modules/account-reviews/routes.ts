import {
  AccountReviewSchema,
  AccountReviewsQuerySchema,
  dataResponse,
  IdParamSchema,
  ResolveAccountReviewRequestSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { signedInProfile } from '../../plugins/auth.js';
import { audited } from '../audit/audited.js';
import { listAccountReviews, recordSignInBrowser, resolveAccountReview } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * A browser that signs in to an account is a signal of whose it is (issue 62, point 5): registered with the auth
 * plugin's hooks. A failure to record never fails the sign-in; it is logged.
 */
export async function accountSignalHooks(app: FastifyInstance) {
  app.authHooks.onSignIn(async ({ email, browserId }) => {
    await recordSignInBrowser(app.db, { email, browserId, now: app.clock.now() }).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not record the sign-in browser of an account'),
    );
  });
}

/** Registered under /api/admin: the reviews of accounts that may be one person's, and their decision (audited). */
export async function adminAccountReviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/account-reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pairs of accounts a signal says may be one person (the same card, browser, or name and birth date)',
        querystring: AccountReviewsQuerySchema,
        response: { 200: dataResponse(z.array(AccountReviewSchema)), ...errors },
      },
    },
    async ({ query }) => ({ data: await listAccountReviews(app.db, query) }),
  );

  api.post(
    '/account-reviews/:id/resolve',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Decide a review: two people (their held prizes released), or one person (the second account never wins; its held prizes forfeited)',
        params: IdParamSchema,
        body: ResolveAccountReviewRequestSchema,
        response: { 200: dataResponse(AccountReviewSchema), ...errors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({
        data: await resolveAccountReview(tx, {
          reviewId: request.params.id,
          decision: request.body,
          by: signedInProfile(request).email,
          now: app.clock.now(),
        }),
      })),
  );
}
