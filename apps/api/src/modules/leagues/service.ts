import { randomInt } from 'node:crypto';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  LEAGUE_LIMITS,
  type League,
  type LeagueInvite,
  type LeagueRole,
} from '@squash/core';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, onlyRow, queryRows } from '../../db/client.js';
import { leagueMembers, leagues } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/pg-errors.js';

/**
 * Private leagues. The database keeps a league's member count, its owner when the owner goes and its
 * removal once empty (migration 0015), so every way a member leaves (here, or an account deleted) holds
 * to the same rules. Who is not a member is told a league doesn't exist: its id says nothing.
 */

const LEAGUE_NOT_FOUND = () => notFound('League');
/** The same answer for every wrong code, so trying codes tells nothing about which leagues exist. */
const NO_SUCH_CODE = () => AppError.said('NOT_FOUND', FAN_ERRORS.noSuchCode);
const full = () => AppError.said('CONFLICT', FAN_ERRORS.leagueFull, { members: LEAGUE_LIMITS.membersPerLeague });
const tooManyLeagues = () =>
  AppError.said('CONFLICT', FAN_ERRORS.tooManyLeagues, { leagues: LEAGUE_LIMITS.leaguesPerFan });

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

interface LeagueRow {
  id: string;
  name: string;
  description: string | null;
  inviteCode: string;
  ownerId: string;
  ownerUsername: string;
  memberCount: number;
  myRole: LeagueRole;
  createdAt: Date | string;
}

export const toLeague = (row: LeagueRow): League => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

/** The leagues `userId` belongs to (one, with `leagueId`), with their owners, by name. */
export async function leagueRowsOf(db: Executor, userId: string, leagueId?: string): Promise<LeagueRow[]> {
  return queryRows<LeagueRow>(
    db,
    sql`select l.id, l.name, l.description, l.invite_code as "inviteCode", o.user_id as "ownerId",
               ou.username as "ownerUsername", l.member_count as "memberCount", me.role as "myRole",
               l.created_at as "createdAt"
        from league_members me
        join leagues l on l.id = me.league_id
        join league_members o on o.league_id = l.id and o.role = 'owner'
        join users ou on ou.id = o.user_id
        where me.user_id = ${userId} ${leagueId ? sql`and l.id = ${leagueId}` : sql``}
        order by lower(l.name), l.id`,
  );
}

/** One league as a member sees it; 404 to everyone else. */
export async function getLeague(db: Executor, leagueId: string, userId: string): Promise<League> {
  const [row] = await leagueRowsOf(db, userId, leagueId);
  if (!row) throw LEAGUE_NOT_FOUND();
  return toLeague(row);
}

/** `userId`'s role in the league, or null when not a member. */
export async function roleIn(db: Executor, leagueId: string, userId: string): Promise<LeagueRole | null> {
  const [row] = await db
    .select({ role: leagueMembers.role })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  return row?.role ?? null;
}

/** What only a league's owner does, as FAN_ERRORS.ownerOnly names it. */
type OwnerAction = 'edit' | 'remove' | 'handOver' | 'newCode' | 'delete';

/** The league for its owner: 404 to non-members, 403 to members. */
async function ownedBy(db: Executor, leagueId: string, userId: string, action: OwnerAction): Promise<void> {
  const role = await roleIn(db, leagueId, userId);
  if (role === null) throw LEAGUE_NOT_FOUND();
  if (role !== 'owner') throw AppError.said('FORBIDDEN', FAN_ERRORS.ownerOnly, { action });
}

/** Holds the fan's row until commit, so two joins or creations at once can't pass the leagues-per-fan limit together. */
async function leaguesOf(tx: Executor, userId: string): Promise<number> {
  await queryRows(tx, sql`select id from users where id = ${userId} for update`);
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from league_members where user_id = ${userId}`,
  );
  return row?.count ?? 0;
}

/** Runs `write` with a fresh invite code, again with another on the (unlikely) clash with an existing one. */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newInviteCode());
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION || attempt >= 4) throw error;
    }
  }
}

export async function createLeague(
  db: Executor,
  { userId, name, description }: { userId: string; name: string; description?: string | null },
): Promise<League> {
  const leagueId = await withFreshCode((inviteCode) =>
    db.transaction(async (tx) => {
      if ((await leaguesOf(tx, userId)) >= LEAGUE_LIMITS.leaguesPerFan) throw tooManyLeagues();
      const league = onlyRow(
        await tx
          .insert(leagues)
          .values({ name, description: description ?? null, inviteCode })
          .returning({ id: leagues.id }),
        'The new league',
      );
      const id = league.id;
      await tx.insert(leagueMembers).values({ leagueId: id, userId, role: 'owner' });
      return id;
    }),
  );
  return getLeague(db, leagueId, userId);
}

export async function updateLeague(
  db: Executor,
  {
    leagueId,
    userId,
    name,
    description,
  }: { leagueId: string; userId: string; name?: string; description?: string | null },
): Promise<League> {
  await ownedBy(db, leagueId, userId, 'edit');
  await db
    .update(leagues)
    .set({
      ...(name !== undefined && { name }),
      ...(description !== undefined && { description }),
      updatedAt: new Date(),
    })
    .where(eq(leagues.id, leagueId));
  return getLeague(db, leagueId, userId);
}

/** What an invite link shows before the fan confirms. */
export async function inviteFor(db: Executor, code: string, userId: string): Promise<LeagueInvite> {
  const [row] = await queryRows<Omit<LeagueInvite, 'isMember'> & { isMember: boolean }>(
    db,
    sql`select l.id, l.name, l.description, ou.username as "ownerUsername", l.member_count as "memberCount",
               exists (select 1 from league_members m where m.league_id = l.id and m.user_id = ${userId}) as "isMember"
        from leagues l
        join league_members o on o.league_id = l.id and o.role = 'owner'
        join users ou on ou.id = o.user_id
        where l.invite_code = ${code}`,
  );
  if (!row) throw NO_SUCH_CODE();
  return row;
}

/** Joins the league whose invite code this is; joining a league one is already in changes nothing. */
export async function joinLeague(
  db: Executor,
  { code, userId }: { code: string; userId: string },
): Promise<{ league: League; joined: boolean }> {
  const joined = await db.transaction(async (tx) => {
    // The league's row held until commit: two joins at once can't pass the member limit together.
    const [league] = await queryRows<{ id: string; memberCount: number }>(
      tx,
      sql`select id, member_count as "memberCount" from leagues where invite_code = ${code} for update`,
    );
    if (!league) throw NO_SUCH_CODE();
    if ((await roleIn(tx, league.id, userId)) !== null) return { leagueId: league.id, joined: false };
    if (league.memberCount >= LEAGUE_LIMITS.membersPerLeague) throw full();
    if ((await leaguesOf(tx, userId)) >= LEAGUE_LIMITS.leaguesPerFan) throw tooManyLeagues();
    await tx.insert(leagueMembers).values({ leagueId: league.id, userId });
    return { leagueId: league.id, joined: true };
  });
  return { league: await getLeague(db, joined.leagueId, userId), joined: joined.joined };
}

/** Leaves a league; the owner's league passes to its oldest member, and an empty one is removed (migration 0015). */
export async function leaveLeague(db: Executor, { leagueId, userId }: { leagueId: string; userId: string }) {
  const left = await db
    .delete(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
    .returning({ userId: leagueMembers.userId });
  if (left.length === 0) throw LEAGUE_NOT_FOUND();
}

export async function removeMember(
  db: Executor,
  { leagueId, ownerId, userId }: { leagueId: string; ownerId: string; userId: string },
) {
  await ownedBy(db, leagueId, ownerId, 'remove');
  if (userId === ownerId) {
    throw AppError.said('BAD_REQUEST', FAN_ERRORS.ownerLeaves);
  }
  const removed = await db
    .delete(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
    .returning({ userId: leagueMembers.userId });
  if (removed.length === 0) throw notFound('Member');
}

export async function transferLeague(
  db: Executor,
  { leagueId, ownerId, userId }: { leagueId: string; ownerId: string; userId: string },
): Promise<League> {
  await db.transaction(async (tx) => {
    await ownedBy(tx, leagueId, ownerId, 'handOver');
    if (userId === ownerId) throw AppError.said('BAD_REQUEST', FAN_ERRORS.alreadyOwner);
    if ((await roleIn(tx, leagueId, userId)) === null) throw notFound('Member');
    // One owner per league (a unique index): the old one steps down first.
    await tx
      .update(leagueMembers)
      .set({ role: 'member' })
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, ownerId)));
    await tx
      .update(leagueMembers)
      .set({ role: 'owner' })
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  });
  return getLeague(db, leagueId, ownerId);
}

/** A new invite code: links and codes given out before stop working. */
export async function regenerateInviteCode(db: Executor, { leagueId, userId }: { leagueId: string; userId: string }) {
  await ownedBy(db, leagueId, userId, 'newCode');
  await withFreshCode((inviteCode) =>
    db.update(leagues).set({ inviteCode, updatedAt: new Date() }).where(eq(leagues.id, leagueId)),
  );
  return getLeague(db, leagueId, userId);
}

export async function deleteLeague(db: Executor, { leagueId, userId }: { leagueId: string; userId: string }) {
  await ownedBy(db, leagueId, userId, 'delete');
  await db.delete(leagues).where(eq(leagues.id, leagueId));
}

/** The back office's delete: the league and its memberships go; entries stay. */
export async function deleteLeagueForAdmin(db: Executor, leagueId: string) {
  const removed = await db.delete(leagues).where(eq(leagues.id, leagueId)).returning({ id: leagues.id });
  if (removed.length === 0) throw LEAGUE_NOT_FOUND();
  return { id: leagueId };
}
