import { dataResponse, FanRecordSchema, UsernameParamSchema } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedRead } from '../../cache/declared-reads.js';
import { errorResponses } from '../../lib/error-responses.js';
import { signedInProfile } from '../../plugins/auth.js';
import { fanRecord } from './service.js';

/**
 * A fan's record, by name: the same answer for every reader (the name alone when the fan made it private), so it
 * is kept by URL like any public read; the fan's own record, whole even when private, at a URL of its own.
 */
export async function fanRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/fans/:username',
    {
      config: cachedRead<{ params: typeof UsernameParamSchema }>({
        key: (request) => `fan:${request.params.username.toLowerCase()}`,
        endedBy: null,
      }),
      schema: {
        tags: ['fans'],
        summary: "A fan's record: tournaments, finishes, season ranks and badges (the name alone when private)",
        params: UsernameParamSchema,
        response: { 200: dataResponse(FanRecordSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await fanRecord(app.db, { username: request.params.username, viewerId: null, now: app.clock.now() }),
    }),
  );

  api.get(
    '/user/record',
    {
      onRequest: app.requireUser,
      config: cachedRead({
        key: (request) => `fan-own:${signedInProfile(request).id}`,
        endedBy: null,
        sharedWith: 'fan',
      }),
      schema: {
        tags: ['fans'],
        summary: 'Your own record, whole whether it is private or not',
        response: { 200: dataResponse(FanRecordSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const me = signedInProfile(request);
      return { data: await fanRecord(app.db, { username: me.username, viewerId: me.id, now: app.clock.now() }) };
    },
  );
}
