import {
  type AdminTournament,
  type AdminTournamentListQuery,
  describeCredit,
  effectiveStatus,
  FINISHED_TOURNAMENT_STATUSES,
  isValidTimeZone,
  type TournamentStatus,
  type TournamentUpdate,
} from '@squash/core';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { tournaments } from '../../db/schema.js';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { paged, pageWindow } from '../../lib/paging.js';
import { requireChanges } from '../../lib/require-changes.js';
import { entryFeeKey, refundTournament } from '../ledger/service.js';
import { effectiveStatusSql, getTournamentDetail, prizePoolSql, tournamentColumns } from './service.js';

/** Whether any entry has paid the tournament's fee (then the fee is fixed). */
async function feePaid(db: Executor, tournamentId: string) {
  const [row] = await queryRows<{ paid: boolean }>(
    db,
    sql`select exists (select 1 from ledger_transfers where type = 'ENTRY_PURCHASE' and idempotency_key like ${`${entryFeeKey(tournamentId, '')}%`}) as paid`,
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
      parent: tournamentColumns(now).parent,
      secondChance: tournamentColumns(now).secondChance,
    })
    .from(tournaments)
    .$dynamic();
}

type TournamentRow = Awaited<ReturnType<ReturnType<typeof tournamentRows>['execute']>>[number];

async function tournamentRow(db: Executor, id: string, now: Date) {
  const [row] = await tournamentRows(db, now).where(eq(tournaments.id, id));
  if (!row) throw notFound('Tournament');
  return row;
}

function toAdminTournament(row: TournamentRow): AdminTournament {
  const t = row.tournament;
  return {
    id: t.id,
    name: t.name,
    location: t.location,
    gender: t.gender,
    status: row.status,
    startsAt: t.startsAt?.toISOString() ?? null,
    startDate: t.startDate,
    endDate: t.endDate,
    imageUrl: t.imageUrl,
    url: t.url,
    timezone: t.timezone,
    entryFee: t.entryFee,
    prizePool: row.prizePool,
    prizeModel: t.prizeModel,
    fixedPrizes: t.fixedPrizes,
    prizeSponsor: t.prizeSponsor,
    parent: row.parent,
    secondChance: row.secondChance,
    sourceKey: t.sourceKey,
    entryCount: row.entryCount,
    createdAt: t.createdAt.toISOString(),
  };
}

/** Every tournament, drafts included; the Completed tab is every finished one (COMPLETED, SCORED, PAYING, PAID). */
export function listAdminTournaments(db: Executor, query: AdminTournamentListQuery, now: Date) {
  const statuses: readonly string[] | undefined =
    query.status === 'COMPLETED' ? FINISHED_TOURNAMENT_STATUSES : query.status ? [query.status] : undefined;
  const where = statuses ? inArray(effectiveStatusSql(now), [...statuses]) : undefined;
  const { limit, offset } = pageWindow(query);
  return paged(
    query,
    tournamentRows(db, now)
      .where(where)
      .orderBy(desc(tournaments.startDate), asc(tournaments.name), asc(tournaments.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map(toAdminTournament)),
    db.select({ count: sql<number>`count(*)::int` }).from(tournaments).where(where),
  );
}

/** A tournament with its draw (drafts included), its entry count and where it was imported from. */
export async function getAdminTournament(db: Executor, id: string, now: Date) {
  const row = await tournamentRow(db, id, now);
  const detail = await getTournamentDetail(db, id, now, { includeDrafts: true });
  return { ...detail, entryCount: row.entryCount, sourceKey: row.tournament.sourceKey };
}

/** Whether a tournament of this status and lock time takes no more picks at `now`. */
const locked = (status: TournamentStatus, startsAt: Date | string | null, now: Date) =>
  !['CREATING', 'UPCOMING'].includes(effectiveStatus(status, startsAt ? new Date(startsAt) : null, now));

/** Only the changed fields are written; the fee is fixed once paid, dates stay in order, the zone must exist. */
/**
 * How a tournament pays is set before entries open and never after (issue 62, point 3): fixed prizes are promised
 * to whoever enters; a fixed-prize tournament names at least one prize, and one free for glory takes no fee.
 */
function assertPrizeModel(stored: typeof tournaments.$inferSelect, changes: TournamentUpdate) {
  const touched =
    changes.prizeModel !== undefined || changes.fixedPrizes !== undefined || changes.prizeSponsor !== undefined;
  if (touched && stored.status !== 'CREATING') {
    throw AppError.saidOf('prizeModel', 'CONFLICT', ADMIN_ERRORS.prizesFixed);
  }
  const model = changes.prizeModel ?? stored.prizeModel;
  const prizes = changes.fixedPrizes ?? stored.fixedPrizes;
  if (model === 'FIXED' && prizes.length === 0) {
    throw AppError.saidOf('fixedPrizes', 'VALIDATION_ERROR', ADMIN_ERRORS.fixedPrizesMissing);
  }
  if (model === 'FREE' && (changes.entryFee ?? stored.entryFee) > 0) {
    throw AppError.saidOf('entryFee', 'VALIDATION_ERROR', ADMIN_ERRORS.freeForGloryFee);
  }
}

export async function updateTournament(db: Executor, id: string, body: TournamentUpdate, now: Date) {
  const [stored] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!stored) throw notFound('Tournament');
  const changes = requireChanges(stored, body);
  if (stored.parentId && changes.entryFee) {
    throw AppError.saidOf('entryFee', 'CONFLICT', ADMIN_ERRORS.secondChanceFree);
  }
  if (changes.entryFee !== undefined && (await feePaid(db, id))) {
    throw AppError.saidOf('entryFee', 'CONFLICT', ADMIN_ERRORS.feeFixed);
  }
  assertPrizeModel(stored, changes);
  const startDate = changes.startDate ?? stored.startDate;
  const endDate = changes.endDate ?? stored.endDate;
  if (endDate < startDate) throw AppError.saidOf('endDate', 'VALIDATION_ERROR', ADMIN_ERRORS.endBeforeStart);
  if (changes.timezone !== undefined && !isValidTimeZone(changes.timezone)) {
    throw AppError.saidOf('timezone', 'VALIDATION_ERROR', ADMIN_ERRORS.unknownTimeZone);
  }
  // Tips lock at the tournament's start: open for tips without one, a fan would pick every match and then
  // be refused as if it had started. Refused when this edit would make it so (opening it, or taking its
  // lock time away); other edits of one already in that state go through (its page takes no picks).
  const status = changes.status ?? stored.status;
  const startsAt = changes.startsAt === undefined ? stored.startsAt : changes.startsAt;
  const opensOrUnlocks = changes.status !== undefined || changes.startsAt !== undefined;
  if (opensOrUnlocks && status === 'UPCOMING' && !startsAt) {
    throw AppError.saidOf('startsAt', 'VALIDATION_ERROR', ADMIN_ERRORS.noLockTime);
  }
  // Once tips have locked, picks are public and final: neither the status nor a later lock time may reopen
  // them (issue 63: set back to Upcoming, picks shown to all became hidden and editable again).
  if (opensOrUnlocks && locked(stored.status, stored.startsAt, now) && !locked(status, startsAt, now)) {
    throw AppError.saidOf(changes.status !== undefined ? 'status' : 'startsAt', 'CONFLICT', ADMIN_ERRORS.tipsLocked);
  }
  await db
    .update(tournaments)
    .set({
      ...changes,
      startsAt: changes.startsAt === undefined ? undefined : changes.startsAt ? new Date(changes.startsAt) : null,
      updatedAt: sql`now()`,
    })
    .where(eq(tournaments.id, id));
  return toAdminTournament(await tournamentRow(db, id, now));
}

/**
 * Removes a tournament. Before its start every paid entry gets its fee back in the same transaction;
 * after it, none does (the rules: entries are not refunded once a competition begins).
 */
export async function deleteTournament(db: Executor, id: string, now: Date) {
  const refundedEntries = await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
    if (!stored) throw notFound('Tournament');
    const started = locked(stored.status, stored.startsAt, now);
    const refunded = started
      ? null
      : await refundTournament(
          tx,
          id,
          describeCredit({
            kind: 'REFUND_REMOVED',
            tournament: { name: stored.name, gender: stored.gender },
            credits: null,
            sponsor: null,
          }),
        );
    await tx.delete(tournaments).where(eq(tournaments.id, id));
    return refunded;
  });
  const refund =
    refundedEntries === null
      ? 'No refund: the tournament had started, and entries are not refunded once a competition begins'
      : refundedEntries === 0
        ? 'No entry had paid a fee: nothing to refund'
        : `${refundedEntries} paid ${refundedEntries === 1 ? 'entry' : 'entries'} refunded`;
  return { id, refundedEntries: refundedEntries ?? 0, started: refundedEntries === null, refund };
}
