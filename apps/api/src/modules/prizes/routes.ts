import { dataResponse, IdParamSchema, MarkPrizePaidRequestSchema, PrizePoolSchema, PrizeSchema } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { audited } from '../audit/audited.js';
import { markPrizePaid, prizePool } from './service.js';

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
    async ({ params }) => ({ data: await prizePool(app.db, params.id) }),
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
        const paid = await markPrizePaid(tx, { prizeId: params.id, reference: body.reference });
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
