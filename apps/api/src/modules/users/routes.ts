import {
  CheckUsernameQuerySchema,
  CheckUsernameResponseSchema,
  EmailParamSchema,
  EmailStatusResponseSchema,
  ResetTokenParamSchema,
  ResetTokenStatusResponseSchema,
  UpdateUserRequestSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailStatus } from '../../auth/email-status.js';
import { CACHED_ANSWER } from '../../cache/declared-reads.js';
import { errorResponses } from '../../lib/error-responses.js';
import { signedInProfile } from '../../plugins/auth.js';
import { UserResponseSchema, userDetailsAnswer } from './details.js';
import { isUsernameAvailable, resetTokenValid, syncProfile, toUserDetails, updateProfile } from './service.js';

const errors = errorResponses(400, 401, 403, 429);

export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A signed-in account's profile: found, linked to a migrated one, or created on its first sign-in.
  app.authHooks.setProfileLoader((account) => syncProfile(app.db, account));

  api.post(
    '/users-sync',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Create or link the product profile of the signed-in account',
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: toUserDetails(signedInProfile(request)) }),
  );

  api.get(
    '/user-details',
    {
      onRequest: app.requireUser,
      config: CACHED_ANSWER,
      schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: UserResponseSchema, ...errors } },
    },
    userDetailsAnswer(),
  );

  api.patch(
    '/user',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change username, terms acceptance or notification preferences (only changed fields)',
        body: UpdateUserRequestSchema,
        response: { 200: UserResponseSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => ({ data: toUserDetails(await updateProfile(app.db, signedInProfile(request), request.body)) }),
  );

  api.get(
    '/check-username',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      onRequest: app.loadUser,
      schema: {
        tags: ['users'],
        summary: 'Is a username free? (case-insensitive; reserved names are never free)',
        querystring: CheckUsernameQuerySchema,
        response: { 200: CheckUsernameResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { isAvailable: await isUsernameAvailable(app.db, request.query.username, request.profile?.id) },
    }),
  );

  api.get(
    '/email-status/:email',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Whether the login flow should ask for a password or offer sign-up',
        params: EmailParamSchema,
        response: { 200: EmailStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { status: await emailStatus(app.db, request.params.email) } }),
  );

  api.get(
    '/password-reset/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary:
          "Whether a password reset link still works (the reset page's 'Verifying reset link...'); spends nothing",
        params: ResetTokenParamSchema,
        response: { 200: ResetTokenStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { valid: await resetTokenValid(app.auth, request.params.token, app.clock.now()) } }),
  );
}
