import {
  AdminPaymentSchema,
  AdminPaymentsQuerySchema,
  CreatePaymentRequestSchema,
  CreatePaymentResponseSchema,
  dataResponse,
  IdParamSchema,
  MyPaymentsQuerySchema,
  PaymentSchema,
  pagedResponse,
  TestCheckoutRequestSchema,
} from '@squash/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { signedInProfile } from '../../plugins/auth.js';
import { browserIdOf } from '../../plugins/device-cookie.js';
import { recordSignal } from '../account-reviews/service.js';
import { addressCountry } from '../eligibility/service.js';
import { paymentProvider } from './provider.js';
import {
  cancelPayment,
  createPayment,
  listMyPayments,
  listPayments,
  payWithTestCard,
  readPayment,
  toPayment,
} from './service.js';
import { paymentWebhookRoutes } from './webhook.js';

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/** Buying credits by card (spec 000, Credit purchase and Payment receipt). */
export async function paymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const me = (request: FastifyRequest) => signedInProfile(request).id;
  const { configured, testPaymentsAllowed, provider } = paymentProviderOf(app.config);

  api.post(
    '/payments',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Start buying credits: the price is the server’s, the answer opens the embedded checkout',
        body: CreatePaymentRequestSchema,
        response: { 201: CreatePaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The browser buying is a signal of whose account this is (account reviews, issue 62 point 5).
      const browserId = browserIdOf(request.headers.cookie);
      if (browserId) {
        await recordSignal(app.db, { userId: me(request), kind: 'device', value: browserId, now: app.clock.now() });
      }
      const session = await createPayment(app.db, provider(), {
        userId: me(request),
        creditAmount: request.body.creditAmount,
        currency: app.config.CURRENCY,
        now: app.clock.now(),
        seen: { addressCountry: addressCountry(request.ip) },
      });
      return reply.status(201).send({ data: session });
    },
  );

  api.get(
    '/payments',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Your card payments, newest first, whatever became of them (paid, pending, failed, cancelled)',
        querystring: MyPaymentsQuerySchema,
        response: { 200: pagedResponse(PaymentSchema), ...errors },
      },
    },
    async (request) =>
      listMyPayments(app.db, {
        userId: me(request),
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );

  api.get(
    '/payments/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'One of your payments (the receipt polls it while it is processing)',
        params: IdParamSchema,
        response: { 200: dataResponse(PaymentSchema), ...errors },
      },
    },
    async (request) => ({
      data: toPayment(
        await readPayment(app.db, configured, {
          testPaymentsAllowed,
          userId: me(request),
          paymentId: request.params.id,
          now: app.clock.now(),
        }),
      ),
    }),
  );

  api.post(
    '/payments/:id/test-checkout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "The test checkout's Pay button (no real card is charged)",
        params: IdParamSchema,
        body: TestCheckoutRequestSchema,
        response: { 200: dataResponse(PaymentSchema), ...errors },
      },
    },
    async (request) => ({
      data: toPayment(
        await payWithTestCard(app.db, {
          testPaymentsAllowed,
          userId: me(request),
          paymentId: request.params.id,
          cardNumber: request.body.cardNumber,
          now: app.clock.now(),
        }),
      ),
    }),
  );

  api.post(
    '/payments/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "Leave a checkout ('Change'): the open payment is cancelled for good, its provider session ended",
        params: IdParamSchema,
        response: { 200: dataResponse(PaymentSchema), ...errors },
      },
    },
    async (request) => ({
      data: toPayment(await cancelPayment(app.db, configured, { userId: me(request), paymentId: request.params.id })),
    }),
  );

  await app.register(paymentWebhookRoutes);
}

/**
 * The configured payment provider, whether its test checkout may be used here, and `provider()`, which
 * refuses to start a payment with a test checkout that may not.
 */
function paymentProviderOf(config: Config) {
  const configured = paymentProvider(config);
  // The test checkout takes no money: a production server uses it only when told to on purpose, and a
  // test payment made while it was allowed can't be paid once it no longer is (checked when paying too).
  const testPaymentsAllowed =
    configured.name === 'test' && (config.NODE_ENV !== 'production' || config.PAYMENT_PROVIDER === 'test');
  const provider = () => {
    if (configured.name === 'test' && !testPaymentsAllowed) {
      throw AppError.said('SERVICE_UNAVAILABLE', FAN_ERRORS.cardPaymentsOff);
    }
    return configured;
  };
  return { configured, testPaymentsAllowed, provider };
}

/** Registered under /api/admin (administrators only): every fan's card payments. */
export async function adminPaymentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/payments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Card payments, newest first: status, fan, amount and the provider’s reference',
        querystring: AdminPaymentsQuerySchema,
        response: { 200: pagedResponse(AdminPaymentSchema), ...errors },
      },
    },
    async ({ query }) => listPayments(app.db, { page: query.page, pageSize: query.page_size, status: query.status }),
  );
}
