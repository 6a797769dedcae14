import {
  CloseAccountRequestSchema,
  ClosingAccountSchema,
  dataResponse,
  PRODUCT_NAME,
  UserExportSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE_PREFIX } from '../../auth/auth.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { signedInProfile } from '../../plugins/auth.js';
import { identityProvider } from '../identity/provider.js';
import { redactVerifications } from '../identity/service.js';
import { closeAccount, closingAccount, exportUserData } from './service.js';

const errors = errorResponses(400, 401, 403, 429);

/** better-auth's cookies of a session, under either prefix: cleared on the closing browser. */
const SESSION_COOKIES = ['session_token', 'session_data', 'dont_remember'].flatMap((name) => [
  `${SESSION_COOKIE_PREFIX}.${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
  `__Secure-${SESSION_COOKIE_PREFIX}.${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`,
]);

/** A fan's data rights (issue 62, point 7): their data to download, and closing their account. */
export async function myDataRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const identity = identityProvider(app.config);

  api.get(
    '/user/export',
    {
      onRequest: app.requireUser,
      // Each export reads all of a fan's history: a few a minute is plenty for a person, and bounds a script.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary:
          'Everything the product keeps about you, as a JSON download: profile, consents, sign-ins, devices, entries and picks, payments, credits, prizes, leagues, limits, breaks and messages',
        response: { 200: UserExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const profile = signedInProfile(request);
      const now = app.clock.now();
      const name = `${PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${now.toISOString().slice(0, 10)}.json`;
      reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
      return exportUserData(app.db, profile, now);
    },
  );

  api.get(
    '/user/closing',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'What closing your account would give up: credits held, cash prizes still owed, upcoming entries',
        response: { 200: dataResponse(ClosingAccountSchema), ...errors },
      },
    },
    async (request) => ({ data: await closingAccount(app.db, signedInProfile(request).id, app.clock.now()) }),
  );

  api.delete(
    '/user',
    {
      onRequest: app.requireUser,
      // Each try checks a password: as few as a sign-in allows.
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['users'],
        summary:
          'Close your account, confirmed by your password: sessions end everywhere, personal fields are erased, money records stay anonymised; credits still held are lost',
        body: CloseAccountRequestSchema,
        response: { 200: dataResponse(z.object({ closed: z.literal(true) })), ...errorResponses(409, 503), ...errors },
      },
    },
    async (request, reply) => {
      const profile = signedInProfile(request);
      const mine = profile.providerId !== null && (await app.checkPassword(profile.providerId, request.body.password));
      if (!mine) {
        throw AppError.said('FORBIDDEN', FAN_ERRORS.wrongPassword, undefined, { password: FAN_ERRORS.wrongPassword });
      }
      await closeAccount(app.db, profile, app.clock.now());
      // What the identity service keeps of the fan's documents goes too, once the account is closed.
      await redactVerifications(app.db, identity, profile.id, (sessionId, error) =>
        request.log.error({ err: error, sessionId }, 'could not redact a closed account verification session'),
      );
      reply.header('set-cookie', SESSION_COOKIES);
      return { data: { closed: true as const } };
    },
  );
}
