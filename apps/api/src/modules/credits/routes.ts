import { randomUUID } from 'node:crypto';
import {
  BonusCreditsRequestSchema,
  CreditBalanceSchema,
  CreditTransactionSchema,
  CreditTransactionsQuerySchema,
  dataResponse,
  IdParamSchema,
  MyPrizeSchema,
  MyPrizesQuerySchema,
  pagedResponse,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { signedInProfile } from '../../plugins/auth.js';
import { audited } from '../audit/audited.js';
import { creditBalance, grantBonusCredits, listCreditTransactions } from '../ledger/service.js';
import { listMyPrizes } from '../prizes/service.js';
import { requireUserExists } from '../users/service.js';

const errors = errorResponses(400, 401, 403, 404);

/** The signed-in fan's credits: their transactions (spec 000, Credit transactions). */
export async function creditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/credit-balance',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['credits'],
        summary: 'Your credit balance (hundredths of a credit)',
        response: { 200: dataResponse(CreditBalanceSchema), ...errors },
      },
    },
    async (request) => ({ data: { balance: await creditBalance(app.db, signedInProfile(request).id) } }),
  );

  api.get(
    '/prizes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['credits'],
        summary: 'Your prizes, newest first: cash (owed until paid, then when) and credits (the top 10%)',
        querystring: MyPrizesQuerySchema,
        response: { 200: z.object({ data: z.array(MyPrizeSchema) }), ...errors },
      },
    },
    async (request) => ({
      data: await listMyPrizes(app.db, {
        userId: signedInProfile(request).id,
        ...(request.query.tournament_id ? { tournamentId: request.query.tournament_id } : {}),
      }),
    }),
  );

  api.get(
    '/credit-transactions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['credits'],
        summary: 'Your credit transactions, newest first (amounts in hundredths of a credit)',
        querystring: CreditTransactionsQuerySchema,
        response: { 200: pagedResponse(CreditTransactionSchema), ...errors },
      },
    },
    async (request) =>
      listCreditTransactions(app.db, {
        userId: signedInProfile(request).id,
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );
}

/** Registered under /api/admin (administrators only): a fan's credits, and bonus credits. */
export async function adminCreditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userExists = (id: string) => requireUserExists(app.db, id);

  api.get(
    '/users/:id/credit-transactions',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        querystring: CreditTransactionsQuerySchema,
        response: {
          200: pagedResponse(CreditTransactionSchema).extend({ balance: z.number().int() }),
          ...errors,
        },
      },
    },
    async ({ params, query }) => {
      await userExists(params.id);
      const page = await listCreditTransactions(app.db, {
        userId: params.id,
        page: query.page,
        pageSize: query.page_size,
      });
      return { ...page, balance: await creditBalance(app.db, params.id) };
    },
  );

  api.post(
    '/users/:id/credits',
    {
      schema: {
        tags: ['admin'],
        summary: "Add Bonus Credits (ADMIN_TOP_UP 'Bonus Credits')",
        params: IdParamSchema,
        body: BonusCreditsRequestSchema,
        // The form sends one key per submission, so a double click grants once.
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        response: { 201: dataResponse(z.object({ balance: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
      const { params, body, headers } = request;
      await userExists(params.id);
      const requestId = `${params.id}:${headers['idempotency-key'] ?? randomUUID()}`;
      reply.status(201);
      return audited(request, reply, async (tx) => {
        await grantBonusCredits(tx, { userId: params.id, ...body, requestId });
        return { data: { balance: await creditBalance(tx, params.id) } };
      });
    },
  );
}
