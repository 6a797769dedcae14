/**
 * The dispute window of a finished tournament's prizes (issue 62, point 6): provisional until it ends (computed
 * from the ranks as they stand, so a corrected result changes them), held while an administrator holds the
 * payout or a fan's dispute is open, then settled by the sweep.
 */
import {
  type AdminPrizeWindow,
  type Dispute,
  type PrizeWindow,
  type PrizeWindowState,
  type ProvisionalPrize,
  splitPrizePool,
} from '@squash/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { prizeDisputes, tournaments } from '../../db/schema.js';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { entriesThatMayWin } from '../eligibility/service.js';
import { fixedPrizeAwards, paidEntrants } from './service.js';

type Tournament = typeof tournaments.$inferSelect;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Tournaments whose prizes may settle: frozen (SCORED), the window over, not held, no dispute open. */
export const SETTLEMENT_DUE = (now: Date) =>
  sql`t.status = 'SCORED' and (t.prizes_settle_at is null or t.prizes_settle_at <= ${now.toISOString()}::timestamptz)
      and t.prize_hold is null
      and not exists (select 1 from prize_disputes d where d.tournament_id = t.id and d.resolved_at is null)`;

/** Whether this tournament's prizes may settle now (under the caller's lock on it). */
export async function settlementDue(db: Executor, tournamentId: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select t.id from tournaments t where t.id = ${tournamentId} and ${SETTLEMENT_DUE(now)}`,
  );
  return rows.length > 0;
}

function stateOf(tournament: Tournament, openDisputes: number, now: Date): PrizeWindowState {
  if (tournament.status === 'PAYING' || tournament.status === 'PAID') return 'SETTLED';
  if (tournament.status !== 'SCORED') return 'NONE';
  if (tournament.prizesSettleAt && tournament.prizesSettleAt > now) return 'PROVISIONAL';
  return tournament.prizeHold !== null || openDisputes > 0 ? 'HELD' : 'PROVISIONAL';
}

/** What each entry would get by the ranks as they stand, in cents of cash and hundredths of credits. */
async function provisionalAwards(db: Executor, tournament: Tournament, now: Date) {
  if (tournament.prizeModel === 'FIXED') {
    const awards = await fixedPrizeAwards(db, tournament, now);
    return {
      cash: new Map(awards.filter((a) => a.cashCents > 0).map((award) => [award.entryId, award.cashCents])),
      credits: new Map(awards.filter((a) => a.credits > 0).map((award) => [award.entryId, award.credits])),
    };
  }
  const mayWin = await entriesThatMayWin(db, tournament.id, now);
  const split = splitPrizePool({
    feeCredits: tournament.entryFee,
    entrants: await paidEntrants(db, tournament.id),
    mayWin: (entrant) => mayWin.has(entrant.entryId),
  });
  return {
    cash: new Map(split.winners.map((winner) => [winner.entryId, winner.cents])),
    credits: new Map(split.topFinishers.map((finisher) => [finisher.entryId, finisher.credits])),
  };
}

/** What the ranks as they stand would pay, place by place: the settlement's own split. */
async function provisionalPrizes(db: Executor, tournament: Tournament, now: Date): Promise<ProvisionalPrize[]> {
  const { cash, credits } = await provisionalAwards(db, tournament, now);
  const entryIds = [...new Set([...cash.keys(), ...credits.keys()])];
  if (entryIds.length === 0) return [];
  const rows = await queryRows<{ id: string; rank: number; username: string }>(
    db,
    sql`select e.id, e.rank, u.username from entries e join users u on u.id = e.user_id
        where e.id in ${entryIds} order by e.rank, lower(u.username)`,
  );
  return rows.map((row) => ({
    entryId: row.id,
    rank: row.rank,
    username: row.username,
    cashCents: cash.get(row.id) ?? null,
    credits: credits.get(row.id) ?? null,
  }));
}

/** A tournament's disputes, newest first, each with who raised it (read once for the page and the fan's own). */
async function disputesOf(db: Executor, tournamentId: string): Promise<Array<Dispute & { userId: string }>> {
  const rows = await queryRows<{
    id: string;
    user_id: string;
    username: string | null;
    message: string;
    created_at: Date | string;
    resolved_at: Date | string | null;
    resolution: string | null;
    resolved_by: string | null;
  }>(
    db,
    sql`select d.id, d.user_id, u.username, d.message, d.created_at, d.resolved_at, d.resolution, d.resolved_by
        from prize_disputes d left join users u on u.id = d.user_id
        where d.tournament_id = ${tournamentId}
        order by d.created_at desc, d.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    username: row.username,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    resolvedAt: iso(row.resolved_at),
    resolution: row.resolution,
    resolvedBy: row.resolved_by,
  }));
}

async function tournamentOf(db: Executor, tournamentId: string): Promise<Tournament> {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!tournament) throw notFound('Tournament');
  return tournament;
}

const openCount = (disputes: readonly Dispute[]) => disputes.filter((dispute) => dispute.resolvedAt === null).length;

/** Where a tournament's prizes stand, as its page shows them to anyone, with the signed-in fan's dispute. */
export async function prizeWindow(
  db: Executor,
  tournamentId: string,
  { userId, now }: { userId?: string; now: Date },
): Promise<PrizeWindow> {
  const tournament = await tournamentOf(db, tournamentId);
  const disputes = await disputesOf(db, tournamentId);
  const state = stateOf(tournament, openCount(disputes), now);
  const mine = userId ? disputes.find((dispute) => dispute.userId === userId) : undefined;
  const entered =
    userId !== undefined &&
    (await queryRows(db, sql`select 1 from entries where tournament_id = ${tournamentId} and user_id = ${userId}`))
      .length > 0;
  const inWindow =
    tournament.status === 'SCORED' && tournament.prizesSettleAt !== null && tournament.prizesSettleAt > now;
  return {
    state,
    settlesAt: iso(tournament.prizesSettleAt),
    held: tournament.prizeHold !== null,
    openDisputes: openCount(disputes),
    provisional: state === 'PROVISIONAL' || state === 'HELD' ? await provisionalPrizes(db, tournament, now) : [],
    myDispute: mine
      ? {
          id: mine.id,
          message: mine.message,
          createdAt: mine.createdAt,
          resolvedAt: mine.resolvedAt,
          resolution: mine.resolution,
        }
      : null,
    canDispute: entered && inWindow && (mine === undefined || mine.resolvedAt !== null),
  };
}

/** The back office's view of the window: its state, the hold's reason and every dispute. */
export async function adminPrizeWindow(db: Executor, tournamentId: string, now: Date): Promise<AdminPrizeWindow> {
  const tournament = await tournamentOf(db, tournamentId);
  const disputes = await disputesOf(db, tournamentId);
  return {
    state: stateOf(tournament, openCount(disputes), now),
    settlesAt: iso(tournament.prizesSettleAt),
    holdReason: tournament.prizeHold,
    disputes: disputes.map(({ userId: _userId, ...dispute }) => dispute),
  };
}

/**
 * A fan who entered disputes the provisional result, during the window only, one open dispute at a time: the
 * prizes don't settle until an administrator resolves it.
 */
export async function raiseDispute(
  db: Executor,
  { tournamentId, userId, message, now }: { tournamentId: string; userId: string; message: string; now: Date },
): Promise<Dispute> {
  return db.transaction(async (tx) => {
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
      .for('no key update');
    if (!tournament) throw notFound('Tournament');
    const [entry] = await queryRows(
      tx,
      sql`select 1 from entries where tournament_id = ${tournamentId} and user_id = ${userId}`,
    );
    if (!entry) throw AppError.said('FORBIDDEN', FAN_ERRORS.disputeEntrantsOnly);
    const open =
      tournament.status === 'SCORED' && tournament.prizesSettleAt !== null && tournament.prizesSettleAt > now;
    if (!open) throw AppError.said('CONFLICT', FAN_ERRORS.disputeWindowClosed);
    const [raised] = await tx
      .insert(prizeDisputes)
      .values({ tournamentId, userId, message, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!raised) throw AppError.said('CONFLICT', FAN_ERRORS.disputeAlreadyOpen);
    return {
      id: raised.id,
      username: null,
      message: raised.message,
      createdAt: raised.createdAt.toISOString(),
      resolvedAt: null,
      resolution: null,
      resolvedBy: null,
    };
  });
}

/** An administrator resolves an open dispute, saying how: once. */
export async function resolveDispute(
  tx: Executor,
  { disputeId, resolution, by, now }: { disputeId: string; resolution: string; by: string; now: Date },
): Promise<{ id: string; tournamentId: string; resolvedAt: string; resolution: string }> {
  const [resolved] = await tx
    .update(prizeDisputes)
    .set({ resolvedAt: now, resolution, resolvedBy: by })
    .where(and(eq(prizeDisputes.id, disputeId), isNull(prizeDisputes.resolvedAt)))
    .returning();
  if (resolved) {
    return { id: resolved.id, tournamentId: resolved.tournamentId, resolvedAt: now.toISOString(), resolution };
  }
  const [exists] = await tx.select({ id: prizeDisputes.id }).from(prizeDisputes).where(eq(prizeDisputes.id, disputeId));
  if (!exists) throw notFound('Dispute');
  throw AppError.said('CONFLICT', ADMIN_ERRORS.disputeResolved);
}

/** Holds a finished tournament's payout (before it settles), or releases it (`reason` null). */
export async function setPrizeHold(
  tx: Executor,
  { tournamentId, reason }: { tournamentId: string; reason: string | null },
): Promise<{ id: string; prizeHold: string | null }> {
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('update');
  if (!tournament) throw notFound('Tournament');
  if (tournament.status === 'PAYING' || tournament.status === 'PAID') {
    throw AppError.said('CONFLICT', ADMIN_ERRORS.prizesSettled);
  }
  await tx
    .update(tournaments)
    .set({ prizeHold: reason, updatedAt: new Date() })
    .where(eq(tournaments.id, tournamentId));
  return { id: tournamentId, prizeHold: reason };
}
