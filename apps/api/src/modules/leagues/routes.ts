import {
  CreateLeagueRequestSchema,
  DeletedSchema,
  dataResponse,
  IdParamSchema,
  InviteCodeParamSchema,
  JoinLeagueRequestSchema,
  LeagueInviteSchema,
  LeagueLeaderboardQuerySchema,
  LeagueLeaderboardResponseSchema,
  LeagueMemberParamsSchema,
  LeagueMemberSchema,
  LeagueMembersQuerySchema,
  LeagueResponseSchema,
  LeagueSchema,
  MyLeagueSchema,
  pagedResponse,
  seasonOf,
  TransferLeagueRequestSchema,
  UpdateLeagueRequestSchema,
} from '@squash/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedRead, queryKey } from '../../cache/declared-reads.js';
import { notFound } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { say } from '../../lib/texts.js';
import { signedInProfile } from '../../plugins/auth.js';
import { leaderboardVersion } from '../leaderboard/service.js';
import { PUSH } from '../push/texts.js';
import { leagueScope, requireMember } from './membership.js';
import { leagueMembersPage, leagueSeasonTable, leagueTournamentTable, myLeagues } from './reads.js';
import { leagueRosterRoutes } from './roster-routes.js';
import {
  createLeague,
  deleteLeague,
  getLeague,
  inviteFor,
  joinLeague,
  leaveLeague,
  regenerateInviteCode,
  removeMember,
  transferLeague,
  updateLeague,
} from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
/** Trying invite codes: plenty for a person, far too few to find a league by guessing (about 50 bits a code). */
const JOIN_LIMIT = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

/** The owner hears of a new member on their devices, once per member (issue 26). */
async function tellOwnerOfJoin(
  app: FastifyInstance,
  league: { id: string; name: string; ownerId: string },
  member: { id: string; username: string },
) {
  if (league.ownerId === member.id) return;
  await app.notify({
    key: `league-join:${league.id}:${member.id}`,
    kind: 'leagues',
    userIds: [league.ownerId],
    payload: (texts) => ({
      title: say(texts, PUSH.memberTitle, { league: league.name }),
      body: say(texts, PUSH.memberBody, { username: member.username }),
      url: `/leagues/${league.id}`,
      tag: `league:${league.id}:members`,
    }),
  });
}

/** Private leagues: everything for signed-in fans; a league's reads for its members only (404 to others). */
export async function leagueRoutes(app: FastifyInstance) {
  const context = leagueContext(app);
  leagueRoutesForFans(app, context);
  leagueRoutesForMembers(app, context);
  leagueRoutesForOwners(app, context);
  leagueRosterRoutes(app);
}

/** What the league routes share: who is asking, the season asked for, the member check. */
function leagueContext(app: FastifyInstance) {
  const me = (request: FastifyRequest) => signedInProfile(request).id;
  const seasonFor = (season: string | undefined) =>
    seasonOf(season ? new Date(`${season.slice(0, 4)}-08-01T12:00:00Z`) : app.clock.now());

  const requireMemberOf = (request: FastifyRequest, leagueId: string) => requireMember(app, request, leagueId);
  return { me, seasonFor, requireMember: requireMemberOf };
}

type LeagueContext = ReturnType<typeof leagueContext>;

/** Creating, finding, joining, reading, renaming and deleting leagues. */
function leagueRoutesForFans(app: FastifyInstance, { me, seasonFor }: LeagueContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/leagues',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: 'Create a league: you become its owner, with an invite code to share',
        body: CreateLeagueRequestSchema,
        response: { 201: LeagueResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createLeague(app.db, { userId: me(request), ...request.body }) }),
  );

  api.get(
    '/leagues',
    {
      onRequest: app.requireUser,
      config: cachedRead({ key: (request) => `my-leagues:${me(request)}`, endedBy: null, sharedWith: 'fan' }),
      schema: {
        tags: ['leagues'],
        summary: 'Your leagues, with your place in each season table',
        response: { 200: z.object({ data: z.array(MyLeagueSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await myLeagues(app.db, me(request), seasonFor(undefined)) }),
  );

  api.get(
    '/leagues/invites/:code',
    {
      onRequest: app.requireUser,
      config: JOIN_LIMIT,
      schema: {
        tags: ['leagues'],
        summary: 'The league an invite code is for, to confirm before joining',
        params: InviteCodeParamSchema,
        response: { 200: dataResponse(LeagueInviteSchema), ...errors },
      },
    },
    async (request) => ({ data: await inviteFor(app.db, request.params.code, me(request)) }),
  );

  api.post(
    '/leagues/join',
    {
      onRequest: app.requireUser,
      config: JOIN_LIMIT,
      schema: {
        tags: ['leagues'],
        summary: 'Join a league by its invite code (joining one you are in changes nothing)',
        body: JoinLeagueRequestSchema,
        response: { 200: z.object({ data: LeagueSchema, joined: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const { league, joined } = await joinLeague(app.db, { code: request.body.code, userId: me(request) });
      if (joined) await tellOwnerOfJoin(app, league, signedInProfile(request));
      return { data: league, joined };
    },
  );

  api.get(
    '/leagues/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: 'A league you are a member of',
        params: IdParamSchema,
        response: { 200: LeagueResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getLeague(app.db, request.params.id, me(request)) }),
  );

  api.patch(
    '/leagues/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: "Rename a league or change its description (the owner's)",
        params: IdParamSchema,
        body: UpdateLeagueRequestSchema,
        response: { 200: LeagueResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateLeague(app.db, { leagueId: request.params.id, userId: me(request), ...request.body }),
    }),
  );

  api.delete(
    '/leagues/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: "Delete a league (the owner's)",
        params: IdParamSchema,
        response: { 200: dataResponse(DeletedSchema), ...errors },
      },
    },
    async (request) => {
      await deleteLeague(app.db, { leagueId: request.params.id, userId: me(request) });
      return { data: { id: request.params.id } };
    },
  );
}

/** A league's members and tables, read by its members, and leaving it. */
function leagueRoutesForMembers(app: FastifyInstance, { me, seasonFor, requireMember }: LeagueContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/leagues/:id/members',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: "A league's members, the owner first, then by when they joined",
        params: IdParamSchema,
        querystring: LeagueMembersQuerySchema,
        response: { 200: pagedResponse(LeagueMemberSchema), ...errors },
      },
    },
    async (request) => {
      await requireMember(request, request.params.id);
      return leagueMembersPage(app.db, request.params.id, request.query);
    },
  );

  api.get(
    '/leagues/:id/leaderboard',
    {
      onRequest: app.requireUser,
      // Members only, asked before the cache: a kept table is never shown to someone who has left.
      preHandler: function requireLeagueMember(request) {
        return requireMember(request, request.params.id);
      },
      // One tournament's table ends with its results or the league's members; the season's with any change.
      config: cachedRead<{ params: typeof IdParamSchema; query: typeof LeagueLeaderboardQuerySchema }>({
        key: ({ params, query: { tournamentId, season, ...page } }) =>
          tournamentId
            ? `league-table:${params.id}:${tournamentId}:${queryKey(page)}`
            : `league-season:${params.id}:${seasonFor(season).label}:${queryKey(page)}`,
        endedBy: ({ params, query }) => (query.tournamentId ? [query.tournamentId, leagueScope(params.id)] : null),
        keptFor: 'league',
        sharedWith: 'fan',
      }),
      schema: {
        tags: ['leagues'],
        summary: "A league's table: one tournament's (tournamentId), else the season's (season, as 2025/26)",
        params: IdParamSchema,
        querystring: LeagueLeaderboardQuerySchema,
        response: { 200: LeagueLeaderboardResponseSchema, ...errors },
      },
    },
    async ({ params, query: { tournamentId, season, ...page } }) => {
      if (!tournamentId) return leagueSeasonTable(app.db, params.id, seasonFor(season), page);
      if ((await leaderboardVersion(app.db, tournamentId, app.clock.now())) === 'missing') throw notFound('Tournament');
      return leagueTournamentTable(app.db, params.id, tournamentId, page);
    },
  );

  api.post(
    '/leagues/:id/leave',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: 'Leave a league (an owner leaving hands it to the oldest member; the last one out removes it)',
        params: IdParamSchema,
        response: { 200: dataResponse(DeletedSchema), ...errors },
      },
    },
    async (request) => {
      await leaveLeague(app.db, { leagueId: request.params.id, userId: me(request) });
      return { data: { id: request.params.id } };
    },
  );
}

/** What a league's owner does: remove a member, hand the league over, make a new invite code. */
function leagueRoutesForOwners(app: FastifyInstance, { me }: LeagueContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.delete(
    '/leagues/:id/members/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: "Remove a member (the owner's)",
        params: LeagueMemberParamsSchema,
        response: { 200: dataResponse(DeletedSchema), ...errors },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      await removeMember(app.db, { leagueId: id, ownerId: me(request), userId });
      return { data: { id: userId } };
    },
  );

  api.post(
    '/leagues/:id/owner',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: "Hand the league to another member (the owner's)",
        params: IdParamSchema,
        body: TransferLeagueRequestSchema,
        response: { 200: LeagueResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await transferLeague(app.db, {
        leagueId: request.params.id,
        ownerId: me(request),
        userId: request.body.userId,
      }),
    }),
  );

  api.post(
    '/leagues/:id/invite-code',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: "A new invite code; the old code and links stop working (the owner's)",
        params: IdParamSchema,
        response: { 200: LeagueResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await regenerateInviteCode(app.db, { leagueId: request.params.id, userId: me(request) }),
    }),
  );
}
