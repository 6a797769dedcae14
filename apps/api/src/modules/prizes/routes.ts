import {
  AdminPrizeWindowSchema,
  DisputeSchema,
  dataResponse,
  IdParamSchema,
  MarkPrizePaidRequestSchema,
  PrizeHoldRequestSchema,
  PrizePoolSchema,
  PrizeSchema,
  PrizeWindowSchema,
  RaiseDisputeRequestSchema,
  ResolveDisputeRequestSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicUrl } from '../../auth/auth.js';
import { errorResponses } from '../../lib/error-responses.js';
import { signedInProfile } from '../../plugins/auth.js';
import { audited } from '../audit/audited.js';
import { markPrizePaid, prizePool, settleAndTell } from './service.js';
import { adminPrizeWindow, prizeWindow, raiseDispute, resolveDispute, setPrizeHold } from './window.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Registered under /api/admin (administrators only): a tournament's pool and its cash prizes. */
export async function adminPrizeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/tournaments/:id/prize-pool',
    {
      schema: {
        tags: ['admin'],
        summary: 'Entry fee, pool, its split (projected until settled) and the cash prizes owed',
        params: IdParamSchema,
        response: { 200: dataResponse(PrizePoolSchema), ...errors },
      },
    },
    async ({ params }) => ({ data: await prizePool(app.db, params.id, app.clock.now()) }),
  );

  api.post(
    '/prizes/:id/mark-paid',
    {
      schema: {
        tags: ['admin'],
        summary: "Mark a cash prize paid, with the payment's reference",
        params: IdParamSchema,
        body: MarkPrizePaidRequestSchema,
        response: {
          200: dataResponse(PrizeSchema.pick({ id: true, paidAt: true, reference: true, cents: true })),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => {
        const { params, body } = request;
        const paid = await markPrizePaid(tx, {
          prizeId: params.id,
          reference: body.reference,
          identityChecked: body.identityChecked,
          by: signedInProfile(request).email,
        });
        return {
          data: {
            id: paid.id,
            paidAt: paid.paidAt?.toISOString() ?? null,
            reference: paid.reference,
            cents: paid.cents,
          },
        };
      }),
  );
}

/**
 * Registered under /api/admin: holding and releasing a finished tournament's payout, and resolving its fans'
 * disputes (issue 62, point 6), each audited.
 */
export async function adminPrizeWindowRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Once a release or an answer lets a tournament whose window is over settle, it settles now rather than at
  // the next minute's sweep (which would do the same), and its winners hear of it.
  const settleIfDue = (tournamentId: string) =>
    settleAndTell(app.db, app.mailer, {
      tournamentId,
      baseUrl: publicUrl(app.config),
      currency: app.config.CURRENCY,
      notify: app.notify,
      now: app.clock.now(),
    });

  api.put(
    '/tournaments/:id/prize-hold',
    {
      schema: {
        tags: ['admin'],
        summary: "Hold a finished tournament's payout, saying why: nothing settles until it is released",
        params: IdParamSchema,
        body: PrizeHoldRequestSchema,
        response: { 200: dataResponse(AdminPrizeWindowSchema), ...errors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => {
        await setPrizeHold(tx, { tournamentId: request.params.id, reason: request.body.reason });
        return { data: await adminPrizeWindow(tx, request.params.id, app.clock.now()) };
      }),
  );

  api.delete(
    '/tournaments/:id/prize-hold',
    {
      schema: {
        tags: ['admin'],
        summary: 'Release a held payout: the prizes settle once the window is over and no dispute is open',
        params: IdParamSchema,
        response: { 200: dataResponse(AdminPrizeWindowSchema), ...errors },
      },
    },
    async (request, reply) => {
      const released = await audited(request, reply, async (tx) => {
        await setPrizeHold(tx, { tournamentId: request.params.id, reason: null });
        return { data: await adminPrizeWindow(tx, request.params.id, app.clock.now()) };
      });
      if (!(await settleIfDue(request.params.id))) return released;
      return { data: await adminPrizeWindow(app.db, request.params.id, app.clock.now()) };
    },
  );

  api.post(
    '/disputes/:id/resolve',
    {
      schema: {
        tags: ['admin'],
        summary: "Resolve a fan's dispute, saying how (correct the result first if it was wrong)",
        params: IdParamSchema,
        body: ResolveDisputeRequestSchema,
        response: {
          200: dataResponse(DisputeSchema.pick({ id: true, resolvedAt: true, resolution: true })),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const resolved = await audited(request, reply, async (tx) =>
        resolveDispute(tx, {
          disputeId: request.params.id,
          resolution: request.body.resolution,
          by: signedInProfile(request).email,
          now: app.clock.now(),
        }),
      );
      await settleIfDue(resolved.tournamentId);
      return { data: { id: resolved.id, resolvedAt: resolved.resolvedAt, resolution: resolved.resolution } };
    },
  );
}

/** A finished tournament's prize window as its page shows it, and a fan's dispute (issue 62, point 6). */
export async function prizeWindowRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tournaments/:id/prize-window',
    {
      onRequest: app.loadUser,
      // Each read works the provisional split out from every entry of the tournament: a page's worth a minute
      // per client, not a script's.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['tournaments'],
        summary:
          'Whether its prizes are provisional (the dispute window), held or settled; what the ranks as they stand would pay; your dispute',
        params: IdParamSchema,
        response: { 200: dataResponse(PrizeWindowSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const userId = request.profile?.id;
      return {
        data: await prizeWindow(app.db, request.params.id, { ...(userId ? { userId } : {}), now: app.clock.now() }),
      };
    },
  );

  api.post(
    '/tournaments/:id/disputes',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['tournaments'],
        summary:
          "Dispute a finished tournament's provisional result, during its dispute window: its prizes wait for an administrator's answer",
        params: IdParamSchema,
        body: RaiseDisputeRequestSchema,
        response: { 201: dataResponse(DisputeSchema), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const dispute = await raiseDispute(app.db, {
        tournamentId: request.params.id,
        userId: signedInProfile(request).id,
        message: request.body.message,
        now: app.clock.now(),
      });
      reply.status(201);
      return { data: dispute };
    },
  );
}
