import {
  type AdminListQuery,
  type AdminUser,
  type AdminUserDetail,
  CREDIT_UNIT,
  SCORING,
  type UserForm,
  type UserStats,
} from '@squash/core';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { type Executor, onlyRow, queryRows } from '../../db/client.js';
import type { Profile } from '../../db/schema.js';
import { auth_users, playPauses, users } from '../../db/schema.js';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { paged, pageWindow } from '../../lib/paging.js';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/pg-errors.js';
import type { MessageDescriptor } from '../../lib/texts.js';
import { getDepositLimits } from '../responsible-play/service.js';

/** The most one entry's tip in one match can score: a correct winner and its game score. */
const POINTS_PER_TIP = SCORING.pointsPerCorrectWinner + SCORING.bonusForCorrectGameScore;

function toAdminUser(row: Profile): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    acceptedTermsAt: row.acceptedTermsAt?.toISOString() ?? null,
    tournamentUpdatesEnabled: row.tournamentUpdatesEnabled,
    tournamentResultsEnabled: row.tournamentResultsEnabled,
    points: row.points,
    correctTips: row.correctTips,
    totalTips: row.totalTips,
    hasAccount: row.providerId !== null,
    playMark: row.playMark,
  };
}

/** A fan's credits (whole credits), entries, points and share of the points their entries could score. */
async function userStats(db: Executor, userId: string): Promise<UserStats> {
  const [row] = await queryRows<{ credits: number; entries: number; points: number; possible: number }>(
    db,
    sql`select coalesce((select balance from ledger_accounts where kind = 'USER_CREDITS' and user_id = ${userId}), 0)::int as credits,
               count(e.id)::int as entries, coalesce(sum(e.points), 0)::int as points,
               coalesce(sum(e.possible_score), 0)::int * ${POINTS_PER_TIP} as possible
        from entries e where e.user_id = ${userId} and e.status <> 'REFUNDED'`,
  );
  const points = row?.points ?? 0;
  const possiblePoints = row?.possible ?? 0;
  return {
    credits: (row?.credits ?? 0) / CREDIT_UNIT,
    entries: row?.entries ?? 0,
    points,
    possiblePoints,
    successRate: possiblePoints > 0 ? Math.round((points / possiblePoints) * 100) : 0,
  };
}

/** A unique-index failure on users, told as the form field(s) it concerns. */
async function usernameOrEmailTaken(
  db: Executor,
  { username, email, exceptId }: { username: string; email?: string | null; exceptId?: string },
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
  const fields: Record<string, MessageDescriptor> = {};
  if (taken.some((row) => row.username.toLowerCase() === username.toLowerCase()))
    fields.username = ADMIN_ERRORS.usernameTaken;
  if (email && taken.some((row) => row.email.toLowerCase() === email.toLowerCase()))
    fields.email = ADMIN_ERRORS.emailTaken;
  return AppError.said('CONFLICT', ADMIN_ERRORS.usernameOrEmailTaken, undefined, fields);
}

export function listAdminUsers(db: Executor, query: AdminListQuery) {
  const { limit, offset } = pageWindow(query);
  return paged(
    query,
    db
      .select()
      .from(users)
      .orderBy(query.sort_order === 'asc' ? asc(users.createdAt) : desc(users.createdAt), asc(users.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map(toAdminUser)),
    db.select({ count: sql<number>`count(*)::int` }).from(users),
  );
}

/** How many reviews of the account are open, and whether its identity is verified: one read. */
async function reviewAndIdentity(db: Executor, userId: string) {
  const [row] = await queryRows<{ open_reviews: number; verified: boolean }>(
    db,
    sql`select (select count(*)::int from account_reviews r
                where r.resolved_at is null and (r.user_id = ${userId} or r.other_user_id = ${userId})) as open_reviews,
               exists (select 1 from identity_checks c where c.user_id = ${userId} and c.status = 'verified') as verified`,
  );
  return { openReviews: row?.open_reviews ?? 0, identityVerified: row?.verified === true };
}

export async function getAdminUser(db: Executor, id: string): Promise<AdminUserDetail> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  const pauses = await db
    .select()
    .from(playPauses)
    .where(eq(playPauses.userId, row.id))
    .orderBy(desc(playPauses.startsAt));
  return {
    ...toAdminUser(row),
    stats: await userStats(db, row.id),
    paidPlay: {
      dateOfBirth: row.dateOfBirth,
      country: row.country,
      region: row.region,
      limits: await getDepositLimits(db, row.id),
      pauses: pauses.map((pause) => ({
        kind: pause.kind,
        since: pause.startsAt.toISOString(),
        until: pause.endsAt?.toISOString() ?? null,
      })),
      ...(await reviewAndIdentity(db, row.id)),
    },
  };
}

/** A profile made in the back office (no sign-in account until the fan signs up with its email). */
export async function createUser(db: Executor, body: UserForm): Promise<AdminUser> {
  const { email } = body;
  if (!email) throw AppError.saidOf('email', 'VALIDATION_ERROR', ADMIN_ERRORS.invalidEmail);
  try {
    // A savepoint: the caller's transaction (the audit's) can still ask which field was taken.
    const row = onlyRow(
      await db.transaction((tx) =>
        tx
          .insert(users)
          .values({ ...body, email, isMigrated: false })
          .returning(),
      ),
      'The new user',
    );
    return toAdminUser(row);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw await usernameOrEmailTaken(db, body);
    throw error;
  }
}

export async function updateUser(db: Executor, id: string, body: UserForm): Promise<AdminUser> {
  try {
    // A savepoint, as in createUser.
    const [row] = await db.transaction((tx) =>
      tx
        .update(users)
        .set({
          username: body.username,
          points: body.points,
          correctTips: body.correctTips,
          totalTips: body.totalTips,
          ...(body.email ? { email: body.email } : {}),
          ...(body.playMark !== undefined ? { playMark: body.playMark } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning(),
    );
    if (!row) throw notFound('User');
    return toAdminUser(row);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw await usernameOrEmailTaken(db, { ...body, exceptId: id });
    throw error;
  }
}

/** Removes a fan and their sign-in account (its sessions cascade); an admin can't remove themselves here. */
/**
 * Deletes an account and what is only theirs (entries, league places). Not an account with money in
 * the books (a card payment, or a line on their credits): the accounts keep those, and a paid entry
 * deleted would leave its fee in a pool that no entry accounts for.
 */
export async function deleteUser(db: Executor, id: string, byUserId: string | undefined) {
  if (byUserId === id) throw AppError.said('CONFLICT', ADMIN_ERRORS.deleteSelf);
  await db.transaction(async (tx) => {
    // The account's row locked first: a payment or an entry being written for it waits, so what is
    // checked below is still true when the row goes.
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    if (!locked) throw notFound('User');
    const [money] = await queryRows<{ held: boolean }>(
      tx,
      sql`select exists (select 1 from payments where user_id = ${id})
              or exists (select 1 from ledger_accounts a join ledger_lines l on l.account_id = a.id
                         where a.kind = 'USER_CREDITS' and a.user_id = ${id}) as held`,
    );
    if (money?.held) {
      throw AppError.said('CONFLICT', ADMIN_ERRORS.userHasMoney);
    }
    const row = onlyRow(await tx.delete(users).where(eq(users.id, id)).returning(), 'The deleted user');
    if (row.providerId) await tx.delete(auth_users).where(eq(auth_users.id, row.providerId));
  });
  return { id };
}
