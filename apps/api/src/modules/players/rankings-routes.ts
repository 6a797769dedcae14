import {
  dataResponse,
  RankingsApplyResultSchema,
  RankingsImportRequestSchema,
  RankingsPreviewSchema,
} from '@squash/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { requestLocale, textsFor } from '../../lib/texts.js';
import { audited } from '../audit/audited.js';
import { applyRankings, previewRankings } from './rankings.js';

const errors = errorResponses(400, 401, 403, 413);
/** A list of a million characters inside JSON, with its quotes and line breaks escaped. */
const RANKINGS_BODY_LIMIT = 3 * 1024 * 1024;

/** The back office's 'Import rankings' (under /api/admin, behind its admin check). */
export async function adminRankingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rankings/preview',
    {
      bodyLimit: RANKINGS_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'What a world ranking list (CSV or JSON) would change, names no player matches, rows with problems',
        body: RankingsImportRequestSchema,
        response: { 200: dataResponse(RankingsPreviewSchema), ...errors },
      },
    },
    async (request) => ({
      data: await previewRankings(
        app.db,
        request.body,
        textsFor(requestLocale(request.headers.cookie, request.headers['accept-language'])),
      ),
    }),
  );

  api.post(
    '/rankings',
    {
      bodyLimit: RANKINGS_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: "Apply a world ranking list: each player found gets the list's rank and date",
        body: RankingsImportRequestSchema,
        response: { 200: dataResponse(RankingsApplyResultSchema), ...errors },
      },
    },
    async (request, reply) => audited(request, reply, async (tx) => ({ data: await applyRankings(tx, request.body) })),
  );
}
