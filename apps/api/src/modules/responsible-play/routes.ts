import {
  BreakRequestSchema,
  DepositLimitsRequestSchema,
  DepositLimitsSchema,
  dataResponse,
  PlayPauseSchema,
  pauseEnd,
  SelfExclusionRequestSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { signedInProfile } from '../../plugins/auth.js';
import { getDepositLimits, pauseInForce, setDepositLimits, takePause } from './service.js';

const errors = errorResponses(400, 401, 403, 429);
const PauseTakenSchema = dataResponse(
  z.object({ pause: PlayPauseSchema, refundedEntries: z.number().int().describe('Paid entries given back') }),
);

/** A fan's own deposit limits, break and self-exclusion (issue 62, point 4). */
export async function responsiblePlayRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const me = (request: Parameters<typeof signedInProfile>[0]) => signedInProfile(request).id;

  api.get(
    '/user/limits',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Your deposit limits per day, week and month (credits; null for none), with any raise still waiting',
        response: { 200: dataResponse(DepositLimitsSchema), ...errors },
      },
    },
    async (request) => ({ data: await getDepositLimits(app.db, me(request)) }),
  );

  api.put(
    '/user/limits',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Set your deposit limits: lowering takes effect at once, raising or removing one after 24 hours',
        body: DepositLimitsRequestSchema,
        response: { 200: dataResponse(DepositLimitsSchema), ...errors },
      },
    },
    async (request) => ({ data: await setDepositLimits(app.db, me(request), request.body, app.clock.now()) }),
  );

  api.get(
    '/user/pause',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Your break or self-exclusion in force, if any',
        response: { 200: dataResponse(PlayPauseSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await pauseInForce(app.db, me(request), app.clock.now()) }),
  );

  api.post(
    '/user/break',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Take a break of 1 day to 6 weeks: no purchases or paid entries until it ends (it cannot be ended early); paid entries of tournaments not yet started are refunded',
        body: BreakRequestSchema,
        response: { 201: PauseTakenSchema, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const taken = await takePause(app.db, {
        userId: me(request),
        kind: 'break',
        endsAt: pauseEnd(now, request.body),
        now,
      });
      return reply.status(201).send({ data: taken });
    },
  );

  api.post(
    '/user/self-exclusion',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Exclude yourself for 6 months, 1, 2 or 5 years, or for good: no purchases or paid entries (it cannot be ended early); paid entries of tournaments not yet started are refunded',
        body: SelfExclusionRequestSchema,
        response: { 201: PauseTakenSchema, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const taken = await takePause(app.db, {
        userId: me(request),
        kind: 'self-exclusion',
        endsAt: pauseEnd(now, request.body),
        now,
      });
      return reply.status(201).send({ data: taken });
    },
  );
}
