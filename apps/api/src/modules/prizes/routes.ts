import { dataResponse, ErrorResponseSchema, IdParamSchema } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markPrizePaid, prizePool } from './service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

const PrizeSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  username: z.string().nullable(),
  rank: z.number().int(),
  cents: z.number().int(),
  paidAt: z.iso.datetime().nullable(),
  reference: z.string().nullable(),
});
const PrizePoolSchema = z.object({
  entryFee: z.number().int(),
  paidEntries: z.number().int(),
  poolCredits: z.number().int(),
  poolCents: z.number().int(),
  split: z.object({
    winnerCents: z.number().int(),
    platformCents: z.number().int(),
    topFinishersCredits: z.number().int(),
  }),
  settled: z.boolean(),
  prizes: z.array(PrizeSchema),
});

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
        body: z.object({
          reference: z
            .string()
            .trim()
            .min(1, 'Reference is required')
            .max(100, 'Reference must be at most 100 characters'),
        }),
        response: {
          200: dataResponse(PrizeSchema.pick({ id: true, paidAt: true, reference: true, cents: true })),
          ...errors,
        },
      },
    },
    async ({ params, body }) => {
      const paid = await markPrizePaid(app.db, { prizeId: params.id, reference: body.reference });
      return {
        data: { id: paid.id, paidAt: paid.paidAt?.toISOString() ?? null, reference: paid.reference, cents: paid.cents },
      };
    },
  );
}
