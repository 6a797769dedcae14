import {
  AdminEntrySchema,
  AdminListQuerySchema,
  AdminMatchListQuerySchema,
  AdminPlayerListQuerySchema,
  AdminTournamentListQuerySchema,
  AdminTournamentSchema,
  AdminUserSchema,
  DataIssueSchema,
  dataResponse,
  ErrorResponseSchema,
  effectiveStatus,
  FINISHED_TOURNAMENT_STATUSES,
  IdParamSchema,
  MatchSchema,
  PlayerFormSchema,
  PlayerSchema,
  PlayerUpdateSchema,
  pagedResponse,
  pageInfo,
  QualifierRequestSchema,
  TournamentDetailSchema,
  TournamentUpdateSchema,
  UserFormSchema,
  UserStatsSchema,
} from '@squash/core';
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Executor, queryRows } from '../../db/client.js';
import { auth_users, dataIssues, entries, matches, players, rounds, tournaments, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { sqlState } from '../../lib/pg-errors.js';
import { refundTournament } from '../ledger/service.js';
import { countMatches, matchOrder, selectMatches } from '../matches/queries.js';
import { getMatchForAdmin } from '../matches/service.js';
import { toPlayer } from '../players/service.js';
import { effectiveStatusSql, getTournamentDetail, prizePoolSql } from '../tournaments/service.js';
import { changedFields } from './changes.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
const iso = (date: Date | null) => date?.toISOString() ?? null;
const Deleted = z.object({ data: z.object({ id: z.uuid() }) });

async function page<T>(
  rowsQuery: Promise<T[]>,
  countQuery: Promise<Array<{ count: number }>>,
  p: number,
  size: number,
) {
  const [data, [count]] = await Promise.all([rowsQuery, countQuery]);
  return { data, pageInfo: pageInfo({ page: p, pageSize: size, totalRecords: count?.count ?? 0 }) };
}

/** Whether any entry has paid the tournament's fee (then the fee is fixed). */
async function feePaid(db: Executor, tournamentId: string) {
  const [row] = await queryRows<{ paid: boolean }>(
    db,
    sql`select exists (select 1 from ledger_transfers where type = 'ENTRY_PURCHASE' and idempotency_key like ${`entry:${tournamentId}:%`}) as paid`,
  );
  return row?.paid === true;
}

/** Admin tournament rows with their entry counts, in one query (no read per tournament). */
function tournamentRows(db: Executor, now: Date) {
  return db
    .select({
      tournament: tournaments,
      status: effectiveStatusSql(now),
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, which the subquery would misread.
      entryCount: sql<number>`(select count(*)::int from entries e where e.tournament_id = "tournaments"."id")`,
      prizePool: prizePoolSql,
    })
    .from(tournaments)
    .$dynamic();
}

async function tournamentRow(db: Executor, id: string, now: Date) {
  const [row] = await tournamentRows(db, now).where(eq(tournaments.id, id));
  return row;
}

function toAdminTournament(row: NonNullable<Awaited<ReturnType<typeof tournamentRow>>>) {
  const t = row.tournament;
  return {
    id: t.id,
    name: t.name,
    location: t.location,
    gender: t.gender,
    status: row.status,
    startsAt: iso(t.startsAt),
    startDate: t.startDate,
    endDate: t.endDate,
    imageUrl: t.imageUrl,
    url: t.url,
    timezone: t.timezone,
    entryFee: t.entryFee,
    prizePool: row.prizePool,
    sourceKey: t.sourceKey,
    entryCount: row.entryCount,
    createdAt: t.createdAt.toISOString(),
  };
}

async function userStats(db: Executor, userId: string) {
  const [row] = await queryRows<{ credits: number; entries: number; points: number; possible: number }>(
    db,
    sql`select coalesce((select balance from ledger_accounts where kind = 'USER_CREDITS' and user_id = ${userId}), 0)::int as credits,
               count(e.id)::int as entries, coalesce(sum(e.points), 0)::int as points,
               coalesce(sum(e.possible_score), 0)::int * 11 as possible
        from entries e where e.user_id = ${userId} and e.status <> 'REFUNDED'`,
  );
  const points = row?.points ?? 0;
  const possiblePoints = row?.possible ?? 0;
  return {
    credits: (row?.credits ?? 0) / 100,
    entries: row?.entries ?? 0,
    points,
    possiblePoints,
    successRate: possiblePoints > 0 ? Math.round((points / possiblePoints) * 100) : 0,
  };
}

function toAdminUser(row: typeof users.$inferSelect) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    acceptedTermsAt: iso(row.acceptedTermsAt),
    tournamentUpdatesEnabled: row.tournamentUpdatesEnabled,
    tournamentResultsEnabled: row.tournamentResultsEnabled,
    points: row.points,
    correctTips: row.correctTips,
    totalTips: row.totalTips,
    hasAccount: row.providerId !== null,
  };
}

/** A unique-index failure on users, told as the form field(s) it concerns. */
async function usernameOrEmailTaken(
  db: Executor,
  { username, email, exceptId }: { username: string; email?: string; exceptId?: string },
) {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(
          sql`lower(${users.username}) = lower(${username})`,
          email ? sql`lower(${users.email}) = lower(${email})` : undefined,
        ),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    );
  const fields: Record<string, string> = {};
  if (taken.some((row) => row.username.toLowerCase() === username.toLowerCase()))
    fields.username = 'That username is already taken';
  if (email && taken.some((row) => row.email.toLowerCase() === email.toLowerCase()))
    fields.email = 'That email is already taken';
  return new AppError('CONFLICT', 'That username or email is already taken', fields);
}

/** The back office's resources, spec 001 sections 2 and 7 (inside the admin scope and its hook). */
export async function adminResourceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db;

  // Tournaments ---------------------------------------------------------------------------------
  api.get(
    '/tournaments',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminTournamentListQuerySchema,
        response: { 200: pagedResponse(AdminTournamentSchema), ...errors },
      },
    },
    async ({ query }) => {
      const now = app.clock.now();
      // The Completed tab is every finished tournament: COMPLETED, then SCORED, PAYING and PAID.
      const statuses: readonly string[] | undefined =
        query.status === 'COMPLETED' ? FINISHED_TOURNAMENT_STATUSES : query.status ? [query.status] : undefined;
      const where = statuses ? inArray(effectiveStatusSql(now), [...statuses]) : undefined;
      const rows = await tournamentRows(db(), now)
        .where(where)
        .orderBy(desc(tournaments.startDate), asc(tournaments.name), asc(tournaments.id))
        .limit(query.page_size)
        .offset(query.page * query.page_size);
      const [count] = await db().select({ count: sql<number>`count(*)::int` }).from(tournaments).where(where);
      return {
        data: rows.map(toAdminTournament),
        pageInfo: pageInfo({ page: query.page, pageSize: query.page_size, totalRecords: count?.count ?? 0 }),
      };
    },
  );

  api.get(
    '/tournaments/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        response: {
          200: dataResponse(
            TournamentDetailSchema.extend({ entryCount: z.number().int(), sourceKey: z.string().nullable() }),
          ),
          ...errors,
        },
      },
    },
    async ({ params }) => {
      const row = await tournamentRow(db(), params.id, app.clock.now());
      if (!row) throw notFound('Tournament');
      const detail = await getTournamentDetail(db(), params.id, app.clock.now(), { includeDrafts: true });
      return { data: { ...detail, entryCount: row.entryCount, sourceKey: row.tournament.sourceKey } };
    },
  );

  api.patch(
    '/tournaments/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        body: TournamentUpdateSchema,
        response: { 200: dataResponse(AdminTournamentSchema), ...errors },
      },
    },
    async ({ params, body }) => {
      const [stored] = await db().select().from(tournaments).where(eq(tournaments.id, params.id));
      if (!stored) throw notFound('Tournament');
      const changes = changedFields(stored, body);
      if (changes.entryFee !== undefined && (await feePaid(db(), params.id))) {
        throw new AppError('CONFLICT', 'The entry fee is fixed: entries have already paid it', {
          entryFee: 'The entry fee is fixed: entries have already paid it',
        });
      }
      const startDate = changes.startDate ?? stored.startDate;
      const endDate = changes.endDate ?? stored.endDate;
      if (endDate < startDate)
        throw new AppError('VALIDATION_ERROR', 'End date must be on or after the start date', {
          endDate: 'End date must be on or after the start date',
        });
      if (
        changes.timezone !== undefined &&
        !Intl.supportedValuesOf('timeZone').includes(changes.timezone) &&
        changes.timezone !== 'UTC'
      ) {
        throw new AppError('VALIDATION_ERROR', 'Unknown time zone', { timezone: 'Unknown time zone' });
      }
      await db()
        .update(tournaments)
        .set({
          ...changes,
          startsAt: changes.startsAt === undefined ? undefined : changes.startsAt ? new Date(changes.startsAt) : null,
          updatedAt: sql`now()`,
        })
        .where(eq(tournaments.id, params.id));
      await app.jobs?.scheduleLocks();
      const row = await tournamentRow(db(), params.id, app.clock.now());
      return { data: toAdminTournament(row as NonNullable<typeof row>) };
    },
  );

  api.delete(
    '/tournaments/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a tournament: before its start every paid entry is refunded; after it, none is (the rules)',
        params: IdParamSchema,
        response: {
          200: z.object({
            data: z.object({ id: z.uuid(), refundedEntries: z.number().int(), refund: z.string() }),
          }),
          ...errors,
        },
      },
    },
    async ({ params }) => {
      const now = app.clock.now();
      const refundedEntries = await db().transaction(async (tx) => {
        const [stored] = await tx.select().from(tournaments).where(eq(tournaments.id, params.id)).for('update');
        if (!stored) throw notFound('Tournament');
        const started = !['CREATING', 'UPCOMING'].includes(effectiveStatus(stored.status, stored.startsAt, now));
        // Before the start, paid entries get their fee back before the tournament goes (same transaction).
        const refunded = started ? null : await refundTournament(tx, params.id, `Refund: ${stored.name} was removed`);
        await tx.delete(tournaments).where(eq(tournaments.id, params.id));
        return refunded;
      });
      const refund =
        refundedEntries === null
          ? 'No refund: the tournament had started, and entries are not refunded once a competition begins'
          : `${refundedEntries} paid ${refundedEntries === 1 ? 'entry' : 'entries'} refunded`;
      return { data: { id: params.id, refundedEntries: refundedEntries ?? 0, refund } };
    },
  );

  api.get(
    '/tournaments/:id/entries',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        response: { 200: z.object({ data: z.array(AdminEntrySchema) }), ...errors },
      },
    },
    async ({ params }) => ({ data: await adminEntries(db(), eq(entries.tournamentId, params.id), 10_000, 0) }),
  );

  // Matches ---------------------------------------------------------------------------------------
  api.get(
    '/matches',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminMatchListQuerySchema,
        response: { 200: pagedResponse(MatchSchema), ...errors },
      },
    },
    async ({ query }) => {
      const where = and(
        query.is_completed === undefined ? undefined : eq(matches.isCompleted, query.is_completed),
        query.tournament_id ? eq(matches.tournamentId, query.tournament_id) : undefined,
        sql`not ${matches.isBye}`,
      );
      return page(
        selectMatches(db(), {
          where,
          orderBy: matchOrder.startsAt(query.is_completed ? 'desc' : 'asc'),
          limit: query.page_size,
          offset: query.page * query.page_size,
        }),
        countMatches(db(), where).then((count) => [{ count }]),
        query.page,
        query.page_size,
      );
    },
  );

  api.get(
    '/matches/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: dataResponse(MatchSchema), ...errors } } },
    async ({ params }) => ({ data: await getMatchForAdmin(db(), params.id) }),
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
    async ({ params, body }) => {
      await db().transaction(async (tx) => {
        const [row] = await tx
          .select({ match: matches, roundIndex: rounds.index, gender: tournaments.gender })
          .from(matches)
          .innerJoin(rounds, eq(rounds.id, matches.roundId))
          .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
          .where(eq(matches.id, params.id))
          .for('update', { of: matches });
        if (!row) throw notFound('Match');
        if (row.roundIndex !== 1) throw new AppError('UNPROCESSABLE', 'A qualifier can only be set in Round 1');
        if (row.match.isBye) throw new AppError('UNPROCESSABLE', 'This match is a bye');
        const slot = body.playerPosition === 'playerOne' ? 1 : 2;
        if ((slot === 1 ? row.match.playerOneId : row.match.playerTwoId) !== null) {
          throw new AppError('CONFLICT', 'This slot already has a player');
        }
        // A placeholder fans can pick until the real qualifier is known; replacing it later applies
        // the late-draw-change rule like any other change.
        const [placeholder] = await tx
          .insert(players)
          .values({ fullName: 'Qualifier', gender: row.gender, slug: `qualifier-${row.match.id}-${slot}` })
          .onConflictDoUpdate({ target: players.slug, set: { updatedAt: sql`now()` } })
          .returning({ id: players.id });
        await tx
          .update(matches)
          .set({
            ...(slot === 1 ? { playerOneId: placeholder?.id } : { playerTwoId: placeholder?.id }),
            qualifierSlot: slot,
            updatedAt: sql`now()`,
          })
          .where(eq(matches.id, params.id));
      });
      return { data: await getMatchForAdmin(db(), params.id) };
    },
  );

  api.delete(
    '/matches/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: Deleted, ...errors } } },
    async ({ params }) => {
      const [row] = await db()
        .select({ status: tournaments.status })
        .from(matches)
        .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
        .where(eq(matches.id, params.id));
      if (!row) throw notFound('Match');
      if (row.status !== 'CREATING') {
        throw new AppError(
          'CONFLICT',
          "Matches can only be deleted while the tournament is being created; fans' tips depend on them",
        );
      }
      await db()
        .update(matches)
        .set({ nextMatchId: null, nextMatchPlayerSlot: null })
        .where(eq(matches.nextMatchId, params.id));
      await db().delete(matches).where(eq(matches.id, params.id));
      return { data: { id: params.id } };
    },
  );

  // Players ---------------------------------------------------------------------------------------
  api.get(
    '/players',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminPlayerListQuerySchema,
        response: { 200: pagedResponse(PlayerSchema), ...errors },
      },
    },
    async ({ query }) => {
      const where = eq(players.gender, query.gender);
      return page(
        db()
          .select()
          .from(players)
          .where(where)
          .orderBy(sql`${players.worldRank} asc nulls last`, asc(players.fullName))
          .limit(query.page_size)
          .offset(query.page * query.page_size)
          .then((rows) => rows.map(toPlayer)),
        db().select({ count: sql<number>`count(*)::int` }).from(players).where(where),
        query.page,
        query.page_size,
      );
    },
  );

  api.get(
    '/players/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        response: {
          200: dataResponse(
            PlayerSchema.extend({ upcomingMatches: z.array(MatchSchema), completedMatches: z.array(MatchSchema) }),
          ),
          ...errors,
        },
      },
    },
    async ({ params }) => {
      const [row] = await db().select().from(players).where(eq(players.id, params.id));
      if (!row) throw notFound('Player');
      const involved = sql`(${matches.playerOneId} = ${params.id} or ${matches.playerTwoId} = ${params.id})`;
      const [upcoming, completed] = await Promise.all([
        selectMatches(db(), {
          where: and(involved, eq(matches.isCompleted, false)),
          orderBy: matchOrder.startsAt('asc'),
          limit: 50,
        }),
        selectMatches(db(), {
          where: and(involved, eq(matches.isCompleted, true)),
          orderBy: matchOrder.startsAt('desc'),
          limit: 50,
        }),
      ]);
      return { data: { ...toPlayer(row), upcomingMatches: upcoming, completedMatches: completed } };
    },
  );

  api.post(
    '/players',
    { schema: { tags: ['admin'], body: PlayerFormSchema, response: { 201: dataResponse(PlayerSchema), ...errors } } },
    async ({ body }, reply) => {
      try {
        // A rank entered by hand is as of today.
        const worldRankDate = body.worldRank ? app.clock.now().toISOString().slice(0, 10) : null;
        const [row] = await db()
          .insert(players)
          .values({ ...body, worldRankDate })
          .returning();
        return reply.status(201).send({ data: toPlayer(row as typeof players.$inferSelect) });
      } catch (error) {
        if (sqlState(error) === '23505')
          throw new AppError('CONFLICT', 'A player with this External ID already exists', {
            externalId: 'A player with this External ID already exists',
          });
        throw error;
      }
    },
  );

  api.patch(
    '/players/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        body: PlayerUpdateSchema,
        response: { 200: dataResponse(PlayerSchema), ...errors },
      },
    },
    async ({ params, body }) => {
      const [stored] = await db().select().from(players).where(eq(players.id, params.id));
      if (!stored) throw notFound('Player');
      const changes = changedFields(stored, body);
      // A rank changed by hand is as of today.
      const dated =
        'worldRank' in changes
          ? { ...changes, worldRankDate: changes.worldRank ? app.clock.now().toISOString().slice(0, 10) : null }
          : changes;
      try {
        const [row] = await db()
          .update(players)
          .set({ ...dated, updatedAt: sql`now()` })
          .where(eq(players.id, params.id))
          .returning();
        return { data: toPlayer(row as typeof players.$inferSelect) };
      } catch (error) {
        if (sqlState(error) === '23505')
          throw new AppError('CONFLICT', 'A player with this External ID already exists', {
            externalId: 'A player with this External ID already exists',
          });
        throw error;
      }
    },
  );

  api.delete(
    '/players/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: Deleted, ...errors } } },
    async ({ params }) => {
      const [stored] = await db().select({ id: players.id }).from(players).where(eq(players.id, params.id));
      if (!stored) throw notFound('Player');
      try {
        await db().transaction(async (tx) => {
          await tx.execute(sql`delete from tournament_players where player_id = ${params.id}
            and not exists (select 1 from matches m where m.tournament_id = tournament_players.tournament_id
                            and ${params.id} in (m.player_one_id, m.player_two_id, m.winner_id))`);
          await tx.delete(players).where(eq(players.id, params.id));
        });
      } catch (error) {
        if (['23001', '23503'].includes(sqlState(error) ?? '')) {
          throw new AppError('CONFLICT', "This player is in a tournament draw or a fan's tips and can't be deleted");
        }
        throw error;
      }
      return { data: { id: params.id } };
    },
  );

  // Users -----------------------------------------------------------------------------------------
  api.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminListQuerySchema,
        response: { 200: pagedResponse(AdminUserSchema), ...errors },
      },
    },
    async ({ query }) =>
      page(
        db()
          .select()
          .from(users)
          .orderBy(query.sort_order === 'asc' ? asc(users.createdAt) : desc(users.createdAt), asc(users.id))
          .limit(query.page_size)
          .offset(query.page * query.page_size)
          .then((rows) => rows.map(toAdminUser)),
        db().select({ count: sql<number>`count(*)::int` }).from(users),
        query.page,
        query.page_size,
      ),
  );

  api.get(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        response: { 200: dataResponse(AdminUserSchema.extend({ stats: UserStatsSchema })), ...errors },
      },
    },
    async ({ params }) => {
      const [row] = await db().select().from(users).where(eq(users.id, params.id));
      if (!row) throw notFound('User');
      return { data: { ...toAdminUser(row), stats: await userStats(db(), row.id) } };
    },
  );

  api.post(
    '/users',
    { schema: { tags: ['admin'], body: UserFormSchema, response: { 201: dataResponse(AdminUserSchema), ...errors } } },
    async ({ body }, reply) => {
      if (!body.email)
        throw new AppError('VALIDATION_ERROR', 'Please enter a valid email address', {
          email: 'Please enter a valid email address',
        });
      try {
        const [row] = await db()
          .insert(users)
          .values({ ...body, email: body.email, isMigrated: false })
          .returning();
        return reply.status(201).send({ data: toAdminUser(row as typeof users.$inferSelect) });
      } catch (error) {
        if (sqlState(error) === '23505') throw await usernameOrEmailTaken(db(), body);
        throw error;
      }
    },
  );

  api.put(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParamSchema,
        body: UserFormSchema,
        response: { 200: dataResponse(AdminUserSchema), ...errors },
      },
    },
    async ({ params, body }) => {
      try {
        const [row] = await db()
          .update(users)
          .set({
            username: body.username,
            points: body.points,
            correctTips: body.correctTips,
            totalTips: body.totalTips,
            ...(body.email ? { email: body.email } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, params.id))
          .returning();
        if (!row) throw notFound('User');
        return { data: toAdminUser(row) };
      } catch (error) {
        if (sqlState(error) === '23505') throw await usernameOrEmailTaken(db(), { ...body, exceptId: params.id });
        throw error;
      }
    },
  );

  api.delete(
    '/users/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: Deleted, ...errors } } },
    async ({ params, profile }) => {
      if (profile?.id === params.id) throw new AppError('CONFLICT', "You can't delete your own account here");
      await db().transaction(async (tx) => {
        const [row] = await tx.delete(users).where(eq(users.id, params.id)).returning();
        if (!row) throw notFound('User');
        // The sign-in account goes with the profile (sessions cascade).
        if (row.providerId) await tx.delete(auth_users).where(eq(auth_users.id, row.providerId));
      });
      return { data: { id: params.id } };
    },
  );

  // Entries and data issues ----------------------------------------------------------------------------
  api.get(
    '/entries',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminListQuerySchema,
        response: { 200: pagedResponse(AdminEntrySchema), ...errors },
      },
    },
    async ({ query }) =>
      page(
        adminEntries(db(), undefined, query.page_size, query.page * query.page_size),
        db().select({ count: sql<number>`count(*)::int` }).from(entries),
        query.page,
        query.page_size,
      ),
  );

  api.get(
    '/entries/:id',
    {
      schema: { tags: ['admin'], params: IdParamSchema, response: { 200: dataResponse(AdminEntrySchema), ...errors } },
    },
    async ({ params }) => {
      const [entry] = await adminEntries(db(), eq(entries.id, params.id), 1, 0);
      if (!entry) throw notFound('Entry');
      return { data: entry };
    },
  );

  api.get(
    '/data-issues',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminListQuerySchema,
        response: { 200: pagedResponse(DataIssueSchema), ...errors },
      },
    },
    async ({ query }) =>
      page(
        db()
          .select()
          .from(dataIssues)
          .orderBy(
            query.sort_order === 'asc' ? asc(dataIssues.createdAt) : desc(dataIssues.createdAt),
            asc(dataIssues.id),
          )
          .limit(query.page_size)
          .offset(query.page * query.page_size)
          .then((rows) =>
            rows.map((row) => ({
              id: row.id,
              type: row.type,
              description: row.description,
              severity: row.severity,
              resourceType: row.resourceType,
              resourceId: row.resourceId,
              resourceName: row.resourceName,
              createdAt: row.createdAt.toISOString(),
            })),
          ),
        db().select({ count: sql<number>`count(*)::int` }).from(dataIssues),
        query.page,
        query.page_size,
      ),
  );

  api.delete(
    '/data-issues/:id',
    { schema: { tags: ['admin'], params: IdParamSchema, response: { 200: Deleted, ...errors } } },
    async ({ params }) => {
      const deleted = await db()
        .delete(dataIssues)
        .where(eq(dataIssues.id, params.id))
        .returning({ id: dataIssues.id });
      if (deleted.length === 0) throw notFound('Data issue');
      return { data: { id: params.id } };
    },
  );
}

async function adminEntries(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      id: entries.id,
      userId: entries.userId,
      username: users.username,
      tournamentId: entries.tournamentId,
      tournamentName: tournaments.name,
      status: entries.status,
      finalizedAt: entries.finalizedAt,
      createdAt: entries.createdAt,
      points: entries.points,
      rank: entries.rank,
    })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(where)
    .orderBy(desc(entries.createdAt), asc(entries.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, finalizedAt: iso(row.finalizedAt), createdAt: row.createdAt.toISOString() }));
}
