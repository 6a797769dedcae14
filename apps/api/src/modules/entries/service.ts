import {
  describeCredit,
  type Entry,
  effectiveStatus,
  type Gender,
  type MatchTip,
  maxPointsStillPossible,
  type PrizeModel,
  type SeenPlace,
  type TipsProblem,
  type TournamentStatus,
  tipsProblemDetail,
} from '@squash/core';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { recentDrawsCache } from '../../cache/recent-draws.js';
import { type Executor, queryRows, queryRowsPrepared } from '../../db/client.js';
import { entries, matchTips, tournaments, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { CHECK_VIOLATION, DEADLOCK_DETECTED, sqlState, UNIQUE_VIOLATION } from '../../lib/pg-errors.js';
import { required } from '../../lib/required.js';
import { credits, type SaidValue, say } from '../../lib/texts.js';
import { loadTipDraw, type PlacedTipMatch, slotSourcesOf } from '../draws/tip-draw.js';
import { tipArrays, tipSlot } from '../draws/tip-slots.js';
import { assertEligible } from '../eligibility/service.js';
import { creditBalance, entryFeeKey, InsufficientCreditsError, postTransfer } from '../ledger/service.js';
import { roundLabel } from '../push/texts.js';

type EntryRow = typeof entries.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An entry's tips as saved (with any late-draw adjustment), in match id order. */
export function entryTipsOf(db: Executor, entryId: string): Promise<Entry['matchTips']> {
  return db
    .select({
      matchId: matchTips.matchId,
      predictedWinnerId: matchTips.predictedWinnerId,
      predictedScore: matchTips.predictedScore,
      adjustedFromPlayerId: matchTips.adjustedFromPlayerId,
    })
    .from(matchTips)
    .where(eq(matchTips.entryId, entryId))
    .orderBy(asc(matchTips.matchId));
}

async function toEntry(db: Executor, row: EntryRow): Promise<Entry> {
  return entryWithTips(row, await entryTipsOf(db, row.id));
}

export function entryWithTips(row: EntryRow, matchTips: Entry['matchTips']): Entry {
  return {
    id: row.id,
    tournamentId: row.tournamentId,
    userId: row.userId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finalizedAt: iso(row.finalizedAt),
    rank: row.rank,
    score: row.score,
    possibleScore: row.possibleScore,
    points: row.points,
    maxPoints: row.maxPoints,
    matchTips,
  };
}

/** The tips as saved, without reading them back: ordered by match id like `toEntry`. */
const savedTips = (tips: readonly MatchTip[]): Entry['matchTips'] =>
  tips
    .map((tip) => ({
      matchId: tip.matchId,
      predictedWinnerId: tip.predictedWinnerId,
      predictedScore: tip.predictedScore ?? null,
      adjustedFromPlayerId: null,
    }))
    .sort((a, b) => (a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0));

/**
 * Tipping is open while the tournament is UPCOMING and the server's clock is before its start,
 * whether or not the lock job has run yet. The row is share-locked: the lock job's update waits for
 * entries being saved (and they for it), while entries being saved don't wait for each other.
 */
/** Refused (403) until the fan has accepted the terms: every entry, free or paid, needs them (issue 62). */
async function assertTermsAccepted(db: Executor, userId: string) {
  const [fan] = await db.select({ acceptedTermsAt: users.acceptedTermsAt }).from(users).where(eq(users.id, userId));
  if (!fan) throw notFound('User');
  if (!fan.acceptedTermsAt) {
    throw AppError.said('FORBIDDEN', FAN_ERRORS.needsTermsToEnter, undefined, {
      acceptedTermsAt: FAN_ERRORS.needsTermsToEnter,
    });
  }
}

async function openTournament(db: Executor, tournamentId: string, now: Date) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('share');
  if (!tournament || tournament.status === 'CREATING') throw notFound('Tournament');
  const status = effectiveStatus(tournament.status, tournament.startsAt, now);
  if (status !== 'UPCOMING' || !tournament.startsAt) throw tipsLocked();
  return tournament;
}

/**
 * Refuses tips the rules don't allow; otherwise the `entry_tips` arrays to write and the most points
 * the tips can still earn.
 */
async function checkTips(db: Executor, tournamentId: string, tips: readonly MatchTip[]) {
  const draw = await loadTipDraw(db, tournamentId);
  const problem = tipsProblemDetail(draw, tips);
  if (problem) throw tipsRefusal(problem);
  return { arrays: tipArraysOf(draw, tips), maxPoints: maxPointsStillPossible(draw, tips) };
}

/** The tips in the `entry_tips` arrays, each at its match's slot in the draw. */
function tipArraysOf(draw: readonly PlacedTipMatch[], tips: readonly MatchTip[]) {
  const slots = new Map(draw.map((match) => [match.id, tipSlot(match.roundIndex, match.position)]));
  return tipArrays(tips, (matchId) => required(slots.get(matchId), `the slot of match ${matchId}`));
}

/**
 * Writes an entry's tips, replacing any it had (and any record of the late-draw-change rule with them),
 * stamped with `now`, the instant the lock was checked against: a write's time is the one it was judged at.
 */
async function saveTips(db: Executor, entryId: string, arrays: ReturnType<typeof tipArraysOf>, now: Date) {
  await db.execute(sql`
    insert into entry_tips (entry_id, winner_ids, lost_games, created_at, updated_at)
    values (${entryId}, ${arrays.winnerIds}::uuid[], ${arrays.lostGames}::smallint[],
            ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    on conflict (entry_id) do update set winner_ids = excluded.winner_ids, lost_games = excluded.lost_games,
      adjusted_from_ids = null, adjusted_at = null, updated_at = excluded.updated_at`);
}

/** A fingerprint of a tournament's draw as the tip rules see it: a change to any match changes it. */
const drawFingerprint = (tournamentId: string) => sql`(
  select md5(coalesce(string_agg(concat_ws(',', m.id, m.player_one_id, m.player_two_id, m.is_bye, m.is_completed,
                                           m.winner_id, m.next_match_id, m.next_match_player_slot), ';' order by m.id), ''))
  from matches m where m.tournament_id = ${tournamentId})`;

/**
 * A tournament's status, start, fee, draw fingerprint and prize pool's ledger account (null until its first
 * paid entry), with each of its matches (one row each, by round and position).
 */
/** What a paid entry is where the fan lives (issue 62, point 3): an entry to a pool, or to fixed prizes. */
const entryAction = (model: PrizeModel) => (model === 'FIXED' ? 'fixedEntry' : 'poolEntry');

function tournamentWithDraw(db: Executor, tournamentId: string) {
  return queryRows<{
    name: string;
    gender: Gender;
    status: TournamentStatus;
    entry_fee: number;
    prize_model: PrizeModel;
    starts_at: string | Date | null;
    fingerprint: string;
    pool_account_id: string | null;
    id: string | null;
    round_index: number;
    round_name: string;
    position: number;
    is_bye: boolean;
    is_completed: boolean;
    winner_id: string | null;
    player_one_id: string | null;
    player_two_id: string | null;
    next_match_id: string | null;
    next_match_player_slot: 1 | 2 | null;
    group_label: string | null;
    player_one_source: string | null;
    player_two_source: string | null;
    player_one_seed: number | null;
    player_two_seed: number | null;
  }>(
    db,
    sql`select t.name, t.gender, t.status, t.starts_at, t.entry_fee, t.prize_model, ${drawFingerprint(tournamentId)} as fingerprint,
               (select a.id from ledger_accounts a where a.kind = 'TOURNAMENT_POOL' and a.tournament_id = t.id) as pool_account_id,
               m.id, r.index as round_index, r.name as round_name, m.position, m.is_bye, m.is_completed, m.winner_id, m.player_one_id, m.player_two_id,
               m.next_match_id, m.next_match_player_slot, m.group_label, m.player_one_source, m.player_two_source,
               ${groupSeed('m.player_one_id')} as player_one_seed, ${groupSeed('m.player_two_id')} as player_two_seed
        from tournaments t
        left join matches m on m.tournament_id = t.id
        left join rounds r on r.id = m.round_id
        where t.id = ${tournamentId}
        order by r.index, m.position`,
  );
}

type DrawRow = Awaited<ReturnType<typeof tournamentWithDraw>>[number];

/** A tournament (undefined: no such tournament) and its draw as the tip rules see it. */
interface OpenDraw {
  tournament: DrawRow | undefined;
  draw: PlacedTipMatch[];
}

/** The draws submissions read in the last two seconds (cache/recent-draws.ts). */
const recentDraws = recentDrawsCache<OpenDraw>();

function openDraw(rows: DrawRow[]): OpenDraw {
  return {
    tournament: rows[0],
    draw: rows
      .flatMap((row) => (row.id === null ? [] : [{ ...row, id: row.id }]))
      .map((row) => ({
        id: row.id,
        roundIndex: row.round_index,
        roundName: row.round_name,
        position: row.position,
        isBye: row.is_bye,
        isCompleted: row.is_completed,
        winnerId: row.winner_id,
        playerOneId: row.player_one_id,
        playerTwoId: row.player_two_id,
        nextMatchId: row.next_match_id,
        nextMatchPlayerSlot: row.next_match_player_slot,
        group: row.group_label,
        groupSeeds: row.group_label ? ([row.player_one_seed, row.player_two_seed] as const) : null,
        slotSources: slotSourcesOf(row.player_one_source, row.player_two_source),
      })),
  };
}

/** A Finals' group match's player's seed (decision 033), read for group matches only. */
const groupSeed = (player: 'm.player_one_id' | 'm.player_two_id') =>
  sql.raw(`case when m.group_label is not null then (select tp.seed from tournament_players tp
             where tp.tournament_id = m.tournament_id and tp.player_id = ${player}) end`);

/** Why `tips` can't be entered against this read of the tournament, or null. */
function refusal({ tournament, draw }: OpenDraw, { tips, now }: { tips: readonly MatchTip[]; now: Date }) {
  const startsAt = tournament?.starts_at ? new Date(tournament.starts_at) : null;
  if (!tournament || tournament.status === 'CREATING') return notFound('Tournament');
  if (effectiveStatus(tournament.status, startsAt, now) !== 'UPCOMING' || !startsAt) return tipsLocked();
  const problem = tipsProblemDetail(draw, tips);
  return problem ? tipsRefusal(problem) : null;
}

/** A set of tips the rules refuse, said in the fan's language (core's English is the same words). */
function tipsRefusal({ kind, values: { roundName, position, required, predicted } }: TipsProblem): AppError {
  const match: SaidValue = (texts) =>
    roundName && position
      ? say(texts, FAN_ERRORS.matchLabel, { round: roundLabel(texts, roundName), position })
      : say(texts, FAN_ERRORS.aMatch);
  return AppError.said('UNPROCESSABLE', FAN_ERRORS.tips[kind], { match, required, predicted });
}

/** A fan's submission of their tips for a tournament, at `now`. */
export interface SubmittedEntry {
  userId: string;
  tournamentId: string;
  tips: readonly MatchTip[];
  now: Date;
  /** Credits are on: a paid tournament's fee is debited with the entry (CREDITS_ENABLED). */
  charge?: boolean;
  /** Where the request comes from (its address's country), for a paid entry's eligibility. */
  seen?: SeenPlace;
}

/**
 * A fan's entry: every non-bye match picked, consistent along the bracket, before the start.
 *
 * The hot path is two round trips, paid or free: read the tournament and its draw, check the tips,
 * then one statement that share-locks the tournament while it is still open and its draw unchanged,
 * and writes the entry with its tips (and for a paid entry its fee). When that statement writes nothing
 * (locked meanwhile, draw changed, already entered, too few credits) or its fee fails the balance check
 * (the fan spent meanwhile), the careful path in a transaction finds out why and answers accordingly.
 */
export async function submitEntry(db: Executor, input: SubmittedEntry): Promise<Entry> {
  const { tournamentId, tips } = input;
  // The draw as a submission read it moments ago, if any: the statement below writes nothing unless the
  // tournament is still open with that very draw and fee, and a refusal is only given on a fresh read.
  const recent = recentDraws(db);
  const kept = recent.get(tournamentId);
  const read = kept && !refusal(kept, input) ? kept : await tournamentWithDraw(db, tournamentId).then(openDraw);
  if (read !== kept && read.tournament?.status === 'UPCOMING') recent.set(tournamentId, read);
  const refused = refusal(read, input);
  if (refused) throw refused;
  const { draw } = read;
  const tournament = required(read.tournament, 'the tournament refusal() found');
  const fee = input.charge ? tournament.entry_fee : 0;
  const pool = tournament.pool_account_id;
  // A paid entry only for an eligible fan, from where paid pools are allowed, not on a break or excluded
  // (eligibility, responsible-play); free ones stay open.
  if (fee > 0) {
    const action = entryAction(tournament.prize_model);
    const refused = await assertEligible(db, { ...input, action, seen: input.seen ?? {} }).then(
      () => null,
      (error: unknown) => error,
    );
    // The fee kept from a moment ago may be gone: the careful path refuses, or not, on a fresh read.
    if (refused && read === kept) return submitEntryCarefully(db, input).finally(() => recent.delete(tournamentId));
    if (refused) throw refused;
  }
  // A paid tournament's first entry creates its pool's account, on the careful path; the next read sees it.
  if (fee > 0 && !pool) return submitEntryCarefully(db, input).finally(() => recent.delete(tournamentId));
  const arrays = tipArraysOf(draw, tips);
  const statement = { ...input, arrays, tournament, maxPoints: maxPointsStillPossible(draw, tips) };
  const [written] = await queryRowsPrepared<WrittenEntry>(
    db,
    fee > 0 && pool ? paidEntryStatement({ ...statement, fee, pool }) : freeEntryStatement(statement),
  ).catch((error: unknown) => {
    // Only a paid entry's statement is refused rather than writing nothing: the fan has entered already, or
    // the fee's idempotency key is taken. The careful path says which.
    if ([CHECK_VIOLATION, UNIQUE_VIOLATION].includes(sqlState(error) ?? '')) return [];
    throw error;
  });
  if (!written) return submitEntryCarefully(db, input);
  return entryWithTips(
    {
      id: written.id,
      tournamentId: written.tournament_id,
      userId: written.user_id,
      status: written.status,
      finalizedAt: written.finalized_at ? new Date(written.finalized_at) : null,
      score: written.score,
      possibleScore: written.possible_score,
      points: written.points,
      maxPoints: written.max_points,
      rank: written.rank,
      position: written.position,
      createdAt: new Date(written.created_at),
      updatedAt: new Date(written.updated_at),
    },
    savedTips(tips),
  );
}

interface WrittenEntry {
  id: string;
  tournament_id: string;
  user_id: string;
  status: EntryRow['status'];
  finalized_at: string | Date | null;
  score: number;
  possible_score: number;
  points: number;
  max_points: number;
  rank: number | null;
  position: number | null;
  created_at: string | Date;
  updated_at: string | Date;
}

interface EntryStatementInput {
  userId: string;
  tournamentId: string;
  now: Date;
  tournament: { fingerprint: string; entry_fee: number; name: string; gender: Gender; prize_model: PrizeModel };
  arrays: ReturnType<typeof tipArraysOf>;
  maxPoints: number;
}

/**
 * The tournament still open and its draw as checked: share-locked, so the lock job's update waits for
 * the entries being saved (and they for it) while entries being saved don't wait for each other.
 */
const stillOpen = ({ tournamentId, now, tournament }: EntryStatementInput) => sql`
  select t.id from tournaments t
  where t.id = ${tournamentId} and t.status = 'UPCOMING' and t.starts_at > ${now.toISOString()}::timestamptz
    and t.entry_fee = ${tournament.entry_fee} and t.name = ${tournament.name} and t.gender = ${tournament.gender}
    and ${drawFingerprint(tournamentId)} = ${tournament.fingerprint}
  for share of t`;

const writtenEntry = sql`select id, tournament_id, user_id, status, finalized_at, score, possible_score, points,
  max_points, rank, position, created_at, updated_at from entry`;

/**
 * The entry and its tips, inserted once per row of `source` (the open tournament, and what else must hold).
 * A fan who has entered already: nothing written (`onConflict`), or the whole statement refused.
 */
function entryAndTips({ userId, now, arrays, maxPoints }: EntryStatementInput, source: SQL, onConflict: SQL) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`entry as (
      insert into entries (tournament_id, user_id, max_points, created_at, updated_at)
      select open.id, ${userId}, ${maxPoints}, ${at}, ${at}
      from ${source}
      ${onConflict}
      returning *
    ),
    tips as (
      insert into entry_tips (entry_id, winner_ids, lost_games, created_at, updated_at)
      select entry.id, ${arrays.winnerIds}::uuid[], ${arrays.lostGames}::smallint[], entry.created_at, entry.created_at
      from entry
    )`;
}

/**
 * A free entry and its tips in one statement; nothing written when the tournament has closed, the fan has
 * entered, or the fan hasn't accepted the terms (issue 62: free play is open to every fan who has).
 */
function freeEntryStatement(input: EntryStatementInput) {
  return sql`with open as (${stillOpen(input)}),
    agreed as (select 1 from users where id = ${input.userId} and accepted_terms_at is not null),
    ${entryAndTips(input, sql`open, agreed`, sql`on conflict (tournament_id, user_id) do nothing`)} ${writtenEntry}`;
}

/**
 * A paid entry, its tips and its fee in one statement (one round trip, its own transaction), the same
 * ledger transfer `payEntryFee` posts: an ENTRY_PURCHASE keyed `entry:<tournament>:<fan>`, the fan's
 * account down by the fee and the pool's up. Only the fan's own balance row is updated (the pool keeps
 * none), so paid entries don't queue behind each other.
 *
 * The fan's account is locked first, only while the tournament is open and the balance covers the fee
 * (so a concurrent debit is waited for and the balance read again); the entry, its tips, the transfer and
 * its lines follow from that one row, and the lines move the balance (the statement trigger of migration
 * 0030: the ledger is the only writer of balances). A fan who has entered already, or a fee whose key is
 * taken, fails a unique index and undoes the whole statement. The pool's account is the one the draw's read
 * found: ledger accounts are never deleted nor change owner (migration 0029); the trigger checks every
 * line's account exists and each transfer sums to zero, a foreign key that its transfer does. No balance
 * goes below zero (the check constraint). Whenever it writes nothing or is refused, the careful path finds
 * out why in a transaction.
 */
function paidEntryStatement(input: EntryStatementInput & { fee: number; pool: string }) {
  const { userId, tournamentId, fee, pool, tournament } = input;
  return sql`with open as (${stillOpen(input)}),
    fan as (
      select id from ledger_accounts
      where kind = 'USER_CREDITS' and user_id = ${userId} and balance >= ${fee} and exists (select 1 from open)
        and not exists (
          select 1 from play_pauses p where p.user_id = ${userId} and p.starts_at <= ${input.now.toISOString()}::timestamptz
            and (p.ends_at is null or p.ends_at > ${input.now.toISOString()}::timestamptz))
      for update
    ),
    ${entryAndTips(input, sql`open, fan`, sql``)},
    transfer as (
      insert into ledger_transfers (idempotency_key, type, description, resource_type, resource_id, created_at)
      select ${entryFeeKey(tournamentId, userId)}, 'ENTRY_PURCHASE', ${entryDescription({ ...tournament, prizeModel: tournament.prize_model })},
             'TOURNAMENT', ${tournamentId}, now()
      from entry
      returning id
    ),
    lines as (
      insert into ledger_lines (transfer_id, account_id, amount, created_at)
      select transfer.id, fan.id, ${-fee}::bigint, now() from transfer, fan
      union all
      select transfer.id, ${pool}::uuid, ${fee}::bigint, now() from transfer
    )
    ${writtenEntry}`;
}

/**
 * A paid entry's line on the fan's credits: the tournament, named with its gender where the name doesn't say it (two
 * events often share a name), and whether it pays fixed prizes rather than its pool (issue 62, point 3).
 */
const entryDescription = (tournament: { name: string; gender: Gender; prizeModel?: PrizeModel }) =>
  describeCredit({
    kind: tournament.prizeModel === 'FIXED' ? 'ENTRY_FIXED' : 'ENTRY',
    tournament: { name: tournament.name, gender: tournament.gender },
    credits: null,
    sponsor: null,
  });

/** Debits a paid entry's fee into the tournament's pool, once per fan and tournament; 402 without enough credits. */
export async function payEntryFee(
  tx: Executor,
  {
    userId,
    tournamentId,
    tournament,
    fee,
    at,
  }: {
    userId: string;
    tournamentId: string;
    tournament: { name: string; gender: Gender; prizeModel?: PrizeModel };
    fee: number;
    at?: Date;
  },
) {
  try {
    await postTransfer(tx, {
      key: entryFeeKey(tournamentId, userId),
      type: 'ENTRY_PURCHASE',
      description: entryDescription(tournament),
      resource: { type: 'TOURNAMENT', id: tournamentId },
      ...(at ? { at } : {}),
      lines: [
        { account: { kind: 'USER_CREDITS', userId }, amount: -fee },
        { account: { kind: 'TOURNAMENT_POOL', tournamentId }, amount: fee },
      ],
    });
  } catch (error) {
    if (!(error instanceof InsufficientCreditsError)) throw error;
    const balance = await creditBalance(tx, userId);
    const shortfall = fee - balance;
    throw AppError.said(
      'INSUFFICIENT_CREDITS',
      FAN_ERRORS.insufficientCredits,
      { fee: credits(fee), balance: credits(balance, { bare: true }), shortfall: credits(shortfall, { bare: true }) },
      { fee: String(fee), balance: String(balance), shortfall: String(shortfall) },
    );
  }
}

const tipsLocked = () => AppError.said('CONFLICT', FAN_ERRORS.tipsLocked);

/** The fan's credits account, locked for this transaction (when they have one). */
async function lockCreditAccount(tx: Executor, userId: string) {
  await tx.execute(sql`select id from ledger_accounts where kind = 'USER_CREDITS' and user_id = ${userId} for update`);
}

/** Tries a transaction PostgreSQL chose as a deadlock's victim again (it was undone whole), a few times. */
async function retriedOnDeadlock<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (sqlState(error) !== DEADLOCK_DETECTED || attempt >= tries) throw error;
    }
  }
}

/**
 * The same rules step by step in one transaction: to name the reason the quick path wrote nothing, and
 * for a paid entry (`charge`, credits on), whose fee is debited with it or not at all.
 */
async function submitEntryCarefully(
  db: Executor,
  { userId, tournamentId, tips, now, charge = false, seen = {} }: SubmittedEntry,
): Promise<Entry> {
  try {
    return await retriedOnDeadlock(() =>
      db.transaction(async (tx) => {
        const tournament = await openTournament(tx, tournamentId, now);
        await assertTermsAccepted(tx, userId);
        // The same order as the one-statement path: the tournament, the fan's account, then the entry. The other
        // way round, a paid entry here and one there each waited for the other's lock (issue 63).
        if (charge) await lockCreditAccount(tx, userId);
        const { arrays, maxPoints } = await checkTips(tx, tournamentId, tips);
        const [entry] = await tx
          .insert(entries)
          .values({ tournamentId, userId, maxPoints, createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: [entries.tournamentId, entries.userId] })
          .returning();
        if (!entry) {
          const [existing] = await tx
            .select({ id: entries.id })
            .from(entries)
            .where(and(eq(entries.tournamentId, tournamentId), eq(entries.userId, userId)));
          throw AppError.said(
            'CONFLICT',
            FAN_ERRORS.entryExists,
            undefined,
            existing ? { entryId: existing.id } : undefined,
          );
        }
        await saveTips(tx, entry.id, arrays, now);
        // The fee as the tournament has it now, whatever the quick path read; under the account's lock, which a
        // break takes too, a break committed before is seen here.
        const fee = charge ? tournament.entryFee : 0;
        if (fee > 0) await assertEligible(tx, { userId, action: entryAction(tournament.prizeModel), seen, now });
        if (fee > 0) await payEntryFee(tx, { userId, tournamentId, tournament, fee });
        return entryWithTips(entry, savedTips(tips));
      }),
    );
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw AppError.said('CONFLICT', FAN_ERRORS.entryExists);
    }
    throw error;
  }
}

/** Replaces all tips of the fan's own entry; a refused update leaves the saved tips as they were. */
export async function updateEntryTips(
  db: Executor,
  { userId, entryId, tips, now }: { userId: string; entryId: string; tips: readonly MatchTip[]; now: Date },
): Promise<Entry> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(entries).where(eq(entries.id, entryId));
    // Another fan's entry answers as if it didn't exist, as GET does: ids reveal nothing.
    if (!entry || entry.userId !== userId) throw notFound('Entry');
    await openTournament(tx, entry.tournamentId, now);
    const { arrays, maxPoints } = await checkTips(tx, entry.tournamentId, tips);
    await saveTips(tx, entryId, arrays, now);
    const [updated] = await tx
      .update(entries)
      .set({ maxPoints: sql`${entries.points} + ${maxPoints}`, updatedAt: now })
      .where(eq(entries.id, entryId))
      .returning();
    return entryWithTips(updated ?? entry, savedTips(tips));
  });
}

export async function getEntry(db: Executor, { userId, entryId }: { userId: string; entryId: string }) {
  const [entry] = await db.select().from(entries).where(eq(entries.id, entryId));
  if (!entry || entry.userId !== userId) throw notFound('Entry');
  return toEntry(db, entry);
}
