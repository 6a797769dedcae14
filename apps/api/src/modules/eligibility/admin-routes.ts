import { dataResponse, JurisdictionCodeSchema, JurisdictionSchema, JurisdictionUpdateSchema } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors } from '../../lib/error-responses.js';
import { audited } from '../audit/audited.js';
import { deleteJurisdiction, listJurisdictions, putJurisdiction } from './service.js';

const CodeParamSchema = z.object({ code: JurisdictionCodeSchema });

/** The operator's table of places (issue 62, point 2), inside the admin scope and its hook; every change audited. */
export async function adminJurisdictionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/jurisdictions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Where paid pools and fixed-prize competitions are allowed, and from what age',
        response: { 200: dataResponse(z.array(JurisdictionSchema)), ...adminErrors },
      },
    },
    async () => ({ data: await listJurisdictions(app.db) }),
  );

  api.put(
    '/jurisdictions/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set what is allowed in a country (AU), a region (US-NJ) or everywhere else (*)',
        params: CodeParamSchema,
        body: JurisdictionUpdateSchema,
        response: { 200: dataResponse(JurisdictionSchema), ...adminErrors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => ({
        data: await putJurisdiction(tx, request.params.code, request.body, app.clock.now()),
      })),
  );

  api.delete(
    '/jurisdictions/:code',
    {
      schema: {
        tags: ['admin'],
        summary: "Remove a place's own row: its fans come under their country's, or everywhere else's",
        params: CodeParamSchema,
        response: { 200: dataResponse(z.object({ code: z.string() })), ...adminErrors },
      },
    },
    async (request, reply) =>
      audited(request, reply, async (tx) => {
        await deleteJurisdiction(tx, request.params.code);
        return { data: { code: request.params.code } };
      }),
  );
}
