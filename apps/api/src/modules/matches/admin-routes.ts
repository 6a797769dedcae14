import {
  AdminMatchListQuerySchema,
  DeletedSchema,
  dataResponse,
  IdParamSchema,
  MatchFormSchema,
  MatchSchema,
  MatchUpdateSchema,
  pagedResponse,
  QualifierRequestSchema,
  RecordResultRequestSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminErrors as errors } from '../../lib/error-responses.js';
import { audited } from '../audit/audited.js';
import { recordResult } from '../results/service.js';
import { createMatch, deleteMatch, listAdminMatches, setQualifierSlot, updateMatch } from './admin-service.js';
import { getMatchForAdmin } from './service.js';

/** Back-office match routes (registered inside the admin scope, so its hook guards them). */
export async function adminMatchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/matches',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminMatchListQuerySchema,
        response: { 200: pagedResponse(MatchSchema), ...errors },
      },
    },
    async ({ query }) => listAdminMatches(app.db, query),
  );

  api.get(
    '/matches/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: dataResponse(MatchSchema), ...errors } } },
    async ({ params }) => ({ data: await getMatchForAdmin(app.db, params.id) }),
  );

  api.post(
    '/matches/:id/qualifier',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        body: QualifierRequestSchema,
        response: { 200: dataResponse(MatchSchema), ...errors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => {
        await setQualifierSlot(tx, request.params.id, request.body);
        return { data: await getMatchForAdmin(tx, request.params.id) };
      }),
  );

  api.delete(
    '/matches/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: dataResponse(DeletedSchema), ...errors } } },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({ data: await deleteMatch(tx, request.params.id) })),
  );

  api.post(
    '/matches',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a match to a draw that is still being created',
        body: MatchFormSchema,
        response: { 201: dataResponse(MatchSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return audited(request, reply, async (tx) => {
        const id = await createMatch(tx, { input: request.body });
        return { data: await getMatchForAdmin(tx, id) };
      });
    },
  );

  api.patch(
    '/matches/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a match: only the changed fields; ticking isCompleted records the result, unticking undoes it',
        params: IdParamSchema,
        body: MatchUpdateSchema,
        response: { 200: dataResponse(MatchSchema), ...errors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => {
        await updateMatch(tx, { matchId: request.params.id, body: request.body, now: app.clock.now() });
        return { data: await getMatchForAdmin(tx, request.params.id) };
      }),
  );

  api.post(
    '/matches/:id/result',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record a result: completes the match, advances the winner, re-scores every entry',
        params: IdParamSchema,
        body: RecordResultRequestSchema,
        response: { 200: dataResponse(MatchSchema), ...errors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => {
        await recordResult(tx, { matchId: request.params.id, ...request.body, now: app.clock.now() });
        return { data: await getMatchForAdmin(tx, request.params.id) };
      }),
  );
}
