import { PushKeyResponseSchema, PushSubscriptionRequestSchema, PushUnsubscribeRequestSchema } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionTokenOf } from '../../auth/session-token.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { signedInProfile } from '../../plugins/auth.js';
import {
  removeSessionSubscriptions,
  removeSubscription,
  saveSubscription,
  sessionKeyOf,
  type VapidKeys,
} from './service.js';

const SubscribedSchema = z.object({ data: z.object({ subscribed: z.boolean() }) });
const errors = errorResponses(400, 401, 403, 409, 429);

/** A device's push subscription (issue 26): the server's public key, turning notifications on and off. */
export async function pushRoutes(app: FastifyInstance, { vapid }: { vapid: VapidKeys }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The devices a sign-in turned notifications on for stop receiving them at its sign-out (the next person to
  // use the device may be someone else).
  app.authHooks.onSignOut((sessionToken) => removeSessionSubscriptions(app.db, sessionKeyOf(sessionToken)));

  api.get(
    '/push/key',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key, for the browser's pushManager.subscribe",
        response: { 200: PushKeyResponseSchema },
      },
    },
    async (_request, reply) => {
      // The same until the operator configures another key: a day in the browser's cache is plenty.
      reply.header('cache-control', 'public, max-age=86400');
      return { data: { publicKey: vapid.publicKey } };
    },
  );

  api.put(
    '/push/subscription',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['push'],
        summary: "Turn notifications on for this device (its PushSubscription's JSON); its sign-out turns them off",
        body: PushSubscriptionRequestSchema,
        response: { 200: SubscribedSchema, ...errors },
      },
    },
    async (request) => {
      const token = sessionTokenOf(request.headers.cookie);
      if (!token) throw AppError.said('UNAUTHORIZED', FAN_ERRORS.signIn);
      await saveSubscription(app.db, {
        userId: signedInProfile(request).id,
        sessionKey: sessionKeyOf(token),
        subscription: request.body,
        allowedHosts: app.config.PUSH_SERVICE_HOSTS,
      });
      return { data: { subscribed: true } };
    },
  );

  api.delete(
    '/push/subscription',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['push'],
        summary: 'Turn notifications off for this device',
        body: PushUnsubscribeRequestSchema,
        response: { 200: SubscribedSchema, ...errors },
      },
    },
    async (request) => {
      await removeSubscription(app.db, signedInProfile(request).id, request.body.endpoint);
      return { data: { subscribed: false } };
    },
  );
}
