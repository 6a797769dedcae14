import {
  dataResponse,
  IdentityStateSchema,
  StartIdentityResponseSchema,
  TestIdentityRequestSchema,
} from '@squash/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { requestLocale, textsFor } from '../../lib/texts.js';
import { signedInProfile } from '../../plugins/auth.js';
import { identityProvider } from './provider.js';
import { myIdentity, simulateIdentity, startIdentity } from './service.js';

const errors = errorResponses(400, 401, 404, 409, 429, 503);

/** A fan's own identity check (issue 62, point 6): cash prizes are paid only to verified winners. */
export async function identityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const provider = identityProvider(app.config);
  const state = (request: FastifyRequest) =>
    myIdentity(app.db, provider, {
      userId: signedInProfile(request).id,
      now: app.clock.now(),
      texts: textsFor(requestLocale(request.headers.cookie, request.headers['accept-language'])),
    });

  api.get(
    '/user/identity',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Whether your identity is verified (cash prizes are paid only to verified winners), and if not, why',
        response: { 200: dataResponse(IdentityStateSchema), ...errors },
      },
    },
    async (request) => ({ data: await state(request) }),
  );

  api.post(
    '/user/identity',
    {
      onRequest: app.requireUser,
      // Each opens a session at the identity service, which bills per verification.
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        tags: ['users'],
        summary: "Start verifying your identity: the answer's url is the identity service's page for your document",
        body: z.object({}).optional(),
        response: { 201: dataResponse(StartIdentityResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      const started = await startIdentity(app.db, provider, { userId: signedInProfile(request).id });
      return reply.status(201).send({ data: started });
    },
  );

  api.post(
    '/user/identity/test-verification',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "The built-in test identity service's outcome: the profile's own document, another person's, or none",
        body: TestIdentityRequestSchema,
        response: { 200: dataResponse(IdentityStateSchema), ...errors },
      },
    },
    async (request) => {
      await simulateIdentity(app.db, provider, {
        userId: signedInProfile(request).id,
        request: request.body,
        now: app.clock.now(),
      });
      return { data: await state(request) };
    },
  );
}
