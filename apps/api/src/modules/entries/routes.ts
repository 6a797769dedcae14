import {
  dataResponse,
  EntryComparisonSchema,
  EntryFoundSchema,
  EntryPicksSchema,
  EntrySchema,
  EntrySearchQuerySchema,
  IdParamSchema,
  LeaderboardRowSchema,
  MatchPickStatsSchema,
  MyEntrySchema,
  SubmitTipsRequestSchema,
} from '@squash/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedRead } from '../../cache/declared-reads.js';
import { errorResponses } from '../../lib/error-responses.js';
import { signedInProfile } from '../../plugins/auth.js';
import { addressCountry } from '../eligibility/service.js';
import { getTournament } from '../tournaments/service.js';
import { compareEntryPicks, entryPicks, listMyEntries, myLeaderboardRows, pickStats, searchEntries } from './reads.js';
import { getEntry, submitEntry, updateEntryTips } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** PUT takes `{ matchTips }` or the bare list of tips (the spec says "body: the tips"). */
const UpdateTipsBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? { matchTips: body } : body),
  SubmitTipsRequestSchema,
);

const me = (request: FastifyRequest) => signedInProfile(request).id;

const ComparedIdsSchema = IdParamSchema.extend({
  otherId: z.uuid({ error: 'otherId must be a valid UUID' }),
});

/** A fan's entries: submitting and changing tips, and reading their entries, rows and the crowd's picks. */
export async function entryRoutes(app: FastifyInstance) {
  entryWriteRoutes(app);
  entryReadRoutes(app);
  lockedPicksRoutes(app);
}

function entryWriteRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/tournaments/:id/entries',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['entries'],
        summary: 'Submit tips for every match of an upcoming tournament',
        params: IdParamSchema,
        body: SubmitTipsRequestSchema,
        response: { 201: dataResponse(EntrySchema), ...errorResponses(402), ...errors },
      },
    },
    async (request, reply) => {
      const entry = await submitEntry(app.db, {
        userId: me(request),
        tournamentId: request.params.id,
        tips: request.body.matchTips,
        now: app.clock.now(),
        charge: app.config.CREDITS_ENABLED,
        seen: { addressCountry: addressCountry(request.ip) },
      });
      return reply.status(201).send({ data: entry });
    },
  );

  api.put(
    '/entries/:id/match-tips',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['entries'],
        summary: 'Replace the tips of your entry until the tournament starts',
        params: IdParamSchema,
        body: UpdateTipsBodySchema,
        response: { 200: dataResponse(EntrySchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateEntryTips(app.db, {
        userId: me(request),
        entryId: request.params.id,
        tips: request.body.matchTips,
        now: app.clock.now(),
      }),
    }),
  );
}

function entryReadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/entries',
    {
      onRequest: app.requireUser,
      config: cachedRead({ key: (request) => `my-entries:${me(request)}`, endedBy: null, sharedWith: 'fan' }),
      schema: {
        tags: ['entries'],
        summary: 'Your entries, with their tournaments',
        response: { 200: z.object({ data: z.array(MyEntrySchema) }), ...errors },
      },
    },
    async (request) => ({ data: await listMyEntries(app.db, me(request), app.clock.now()) }),
  );

  api.get(
    '/entries/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['entries'],
        summary: 'One of your entries with its tips',
        params: IdParamSchema,
        response: { 200: dataResponse(EntrySchema), ...errors },
      },
    },
    async (request) => ({ data: await getEntry(app.db, { userId: me(request), entryId: request.params.id }) }),
  );

  api.get(
    '/tournaments/:id/user-leaderboard',
    {
      onRequest: app.requireUser,
      config: cachedRead<{ params: typeof IdParamSchema }>({
        key: (request) => `my-rows:${request.params.id}:${me(request)}`,
        endedBy: (request) => request.params.id,
        sharedWith: 'fan',
      }),
      schema: {
        tags: ['entries'],
        summary: 'Your rows of a tournament leaderboard',
        params: IdParamSchema,
        response: { 200: z.object({ data: z.array(LeaderboardRowSchema) }), ...errors },
      },
    },
    async (request) => {
      await getTournament(app.db, request.params.id, app.clock.now());
      return {
        data: await myLeaderboardRows(app.db, { userId: me(request), tournamentId: request.params.id }),
      };
    },
  );

  api.get(
    '/tournaments/:id/pick-stats',
    {
      // After the lock the crowd's picks change only with a re-score (a late draw change, a refund).
      config: cachedRead<{ params: typeof IdParamSchema }>({
        key: ({ params }) => `picks:${params.id}`,
        endedBy: ({ params }) => params.id,
        keptFor: 'leaderboard',
      }),
      schema: {
        tags: ['entries'],
        summary: 'How the crowd picked each match (after the lock)',
        params: IdParamSchema,
        response: {
          200: z.object({ data: z.array(MatchPickStatsSchema) }),
          ...errorResponses(404, 409),
        },
      },
    },
    async ({ params }) => ({ data: await pickStats(app.db, params.id, app.clock.now()) }),
  );
}

/**
 * Any fan's picks once tips are locked, and two entries compared: public reads, kept like the leaderboard's
 * (the picks change only with a result or a late draw change, which move the cache's version). A refusal
 * before the lock is never kept.
 */
function lockedPicksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/entries/:id/picks',
    {
      config: cachedRead<{ params: typeof IdParamSchema }>({
        key: (request) => `entry-picks:${request.params.id}`,
        endedBy: null,
      }),
      schema: {
        tags: ['entries'],
        summary: "A fan's picks and figures, once the tournament has started",
        params: IdParamSchema,
        response: { 200: dataResponse(EntryPicksSchema), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ data: await entryPicks(app.db, request.params.id, app.clock.now()) }),
  );

  api.get(
    '/tournaments/:id/entries-search',
    {
      // Each search reads the tournament's entries by name: plenty for a person typing, a bound for a script.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['entries'],
        summary: "A tournament's entries whose fan's name holds q, for 'Compare with' (at most 10)",
        params: IdParamSchema,
        querystring: EntrySearchQuerySchema,
        response: { 200: dataResponse(z.array(EntryFoundSchema)), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await getTournament(app.db, request.params.id, app.clock.now());
      return { data: await searchEntries(app.db, request.params.id, request.query.q) };
    },
  );

  api.get(
    '/entries/:id/compare/:otherId',
    {
      config: cachedRead<{ params: typeof ComparedIdsSchema }>({
        key: ({ params }) => `entry-compare:${params.id}:${params.otherId}`,
        endedBy: null,
      }),
      schema: {
        tags: ['entries'],
        summary:
          'Two entries of a started tournament side by side: where their picks differ, and what each difference is worth',
        params: ComparedIdsSchema,
        response: { 200: dataResponse(EntryComparisonSchema), ...errorResponses(400, 404, 409) },
      },
    },
    async ({ params: { id, otherId } }) => ({
      data: await compareEntryPicks(app.db, { entryId: id, otherId, now: app.clock.now() }),
    }),
  );
}
