import {
  CREDIT_UNIT,
  dataResponse,
  IdParamSchema,
  ImportPreviewSchema,
  ImportResultSchema,
  ImportTournamentRequestSchema,
  SyncReportSchema,
  UploadDrawPreviewRequestSchema,
  UploadDrawRequestSchema,
} from '@squash/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { audited } from '../audit/audited.js';
import {
  importDraw,
  type LoadedDraw,
  loadDraw,
  loadUploadedDraw,
  previewImport,
  readSyncSource,
  syncDraw,
} from '../imports/service.js';

const errors = errorResponses(400, 401, 403, 404, 413, 422);

/** An upload's text travels inside JSON, where quotes and line breaks are escaped: room for that. */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

/** 'Create Tournament from PSA': preview, create (or update), and 'Sync now'. */
export async function adminImportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fetchOptions = () => ({ fetchBase: app.config.PSA_FETCH_BASE });
  /** A read draw made a tournament (or the one it already is updated), at the site's entry fee. */
  const create = (request: FastifyRequest, reply: FastifyReply, draw: LoadedDraw, isCompleted: boolean) =>
    audited(request, reply, async (tx) => {
      const result = await importDraw(tx, draw, {
        isCompleted,
        now: app.clock.now(),
        entryFee: app.config.ENTRY_FEE_CREDITS * CREDIT_UNIT,
      });
      reply.status(result.created ? 201 : 200);
      return { data: result };
    });

  api.get(
    '/tournaments-psa',
    {
      schema: {
        tags: ['admin'],
        summary: 'Preview a tournament draw from the tour site',
        querystring: z.object({ url: z.string().optional(), gender: z.string().optional() }),
        response: { 200: dataResponse(ImportPreviewSchema), ...errors },
      },
    },
    async (request) => {
      if (!request.query.url || !request.query.gender)
        throw AppError.said('VALIDATION_ERROR', ADMIN_ERRORS.importParameters);
      const parsed = ImportTournamentRequestSchema.pick({ url: true, gender: true }).safeParse(request.query);
      if (!parsed.success)
        throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid parameters');
      const { url, gender } = parsed.data;
      return { data: await previewImport(app.db, await loadDraw(url, gender, fetchOptions())) };
    },
  );

  api.post(
    '/tournaments-psa',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a tournament from the tour site (importing the same page again updates it)',
        body: ImportTournamentRequestSchema,
        response: { 201: dataResponse(ImportResultSchema), 200: dataResponse(ImportResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { url, gender, is_completed } = request.body;
      return create(request, reply, await loadDraw(url, gender, fetchOptions()), is_completed);
    },
  );

  api.post(
    '/tournaments-upload/preview',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Preview a draw uploaded as a file in the neutral format (psa-draw-fixture/v1)',
        body: UploadDrawPreviewRequestSchema,
        response: { 200: dataResponse(ImportPreviewSchema), ...errors },
      },
    },
    async (request) => {
      const { content, gender, tournament } = request.body;
      return { data: await previewImport(app.db, loadUploadedDraw({ content, gender, key: tournament })) };
    },
  );

  api.post(
    '/tournaments-upload',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Create a tournament from an uploaded draw file (uploading the same event again updates it)',
        body: UploadDrawRequestSchema,
        response: { 201: dataResponse(ImportResultSchema), 200: dataResponse(ImportResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { content, gender, tournament, is_completed } = request.body;
      return create(request, reply, loadUploadedDraw({ content, gender, key: tournament }), is_completed);
    },
  );

  api.post(
    '/tournaments/:id/sync',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sync now: re-read the source and record new results',
        params: IdParamSchema,
        response: { 200: dataResponse(SyncReportSchema), ...errors },
      },
    },
    async (request, reply) => {
      const draw = await readSyncSource(app.db, request.params.id, fetchOptions());
      return audited(request, reply, async (tx) => ({
        data: await syncDraw(tx, request.params.id, draw.competition, app.clock.now()),
      }));
    },
  );
}
