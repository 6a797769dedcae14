import {
  type AdminMatchListQuery,
  changedFields,
  effectiveStatus,
  type Gender,
  gameScoreOf,
  isFinishedStatus,
  MAX_MATCHES_PER_ROUND,
  type MatchForm,
  type MatchOutcome,
  type MatchUpdate,
  type QualifierRequest,
} from '@squash/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, onlyRow } from '../../db/client.js';
import { matches, players, rounds, tournamentPlayers, tournaments } from '../../db/schema.js';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { paged, pageWindow } from '../../lib/paging.js';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/pg-errors.js';
import type { MessageDescriptor } from '../../lib/texts.js';
import { countMatches, matchOrder, selectMatches } from '../draws/match-queries.js';
import { recordResult, replaceRoundOnePlayer } from '../results/service.js';
import { scoreTournament } from '../scoring/service.js';
import { refuseCopyEdit, secondChanceCopy } from '../second-chance/service.js';

type Slot = 1 | 2;
const SLOT_FIELDS = { 1: 'playerOneId', 2: 'playerTwoId' } as const;
/** A match with its round's index and its tournament, locked for the rest of the transaction. */
async function lockedMatch(tx: Executor, matchId: string) {
  const [row] = await tx
    .select({ match: matches, roundIndex: rounds.index, tournament: tournaments })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(eq(matches.id, matchId))
    .for('update', { of: matches });
  if (!row) throw notFound('Match');
  refuseCopyEdit(row.match);
  return row;
}

/** A request that names something the form offers but the database doesn't hold: 422 naming the field. */
function unprocessable(fields: Record<string, MessageDescriptor>): never {
  throw AppError.said('UNPROCESSABLE', Object.values(fields)[0] ?? ADMIN_ERRORS.invalidMatch, undefined, fields);
}

/** Both players exist, play on the tournament's tour and are not the same person. */
async function checkPlayers(db: Executor, gender: Gender, ids: Record<Slot, string | null | undefined>) {
  const wanted = [ids[1], ids[2]].filter((id): id is string => Boolean(id));
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: players.id, gender: players.gender })
    .from(players)
    .where(inArray(players.id, wanted));
  const fields: Record<string, MessageDescriptor> = {};
  for (const slot of [1, 2] as const) {
    const id = ids[slot];
    if (!id) continue;
    const player = found.find((row) => row.id === id);
    if (!player) fields[SLOT_FIELDS[slot]] = { ...ADMIN_ERRORS.playerNotFound, values: { slot } };
    else if (player.gender !== gender)
      fields[SLOT_FIELDS[slot]] = { ...ADMIN_ERRORS.playerWrongTour, values: { slot, tour: gender } };
  }
  if (ids[1] && ids[1] === ids[2]) fields.playerTwoId = ADMIN_ERRORS.againstThemselves;
  if (Object.keys(fields).length > 0) unprocessable(fields);
}

async function roundOf(db: Executor, tournamentId: string, roundId: string) {
  const [round] = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.id, roundId), eq(rounds.tournamentId, tournamentId)));
  if (!round) unprocessable({ roundId: ADMIN_ERRORS.roundOfTournament });
  return round;
}

async function nextPosition(db: Executor, roundId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${matches.position}), 0)::int` })
    .from(matches)
    .where(eq(matches.roundId, roundId));
  const next = (row?.last ?? 0) + 1;
  if (next > MAX_MATCHES_PER_ROUND)
    unprocessable({ roundId: { ...ADMIN_ERRORS.roundFull, values: { max: MAX_MATCHES_PER_ROUND } } });
  return next;
}

async function enterDraw(db: Executor, tournamentId: string, playerIds: Array<string | null | undefined>) {
  const ids = playerIds.filter((id): id is string => Boolean(id));
  if (ids.length === 0) return;
  await db
    .insert(tournamentPlayers)
    .values(ids.map((playerId) => ({ tournamentId, playerId })))
    .onConflictDoNothing();
}

function positionTaken(error: unknown): never {
  if (sqlState(error) === UNIQUE_VIOLATION) {
    throw AppError.saidOf('position', 'CONFLICT', ADMIN_ERRORS.positionTaken);
  }
  throw error;
}

/**
 * A match added by hand to a draw that is still being built (spec 001 'matches/new'). Only then: once
 * fans can tip, the bracket is what they tip on. It starts upcoming; its result is recorded by editing it.
 */
export async function createMatch(db: Executor, { input }: { input: MatchForm }): Promise<string> {
  return db.transaction(async (tx) => {
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, input.tournamentId))
      .for('update');
    if (!tournament) unprocessable({ tournamentId: ADMIN_ERRORS.tournamentNotFound });
    if (tournament.status !== 'CREATING') {
      throw AppError.saidOf('tournamentId', 'CONFLICT', ADMIN_ERRORS.addWhileCreating);
    }
    await roundOf(tx, tournament.id, input.roundId);
    if (input.isCompleted || input.winnerId) {
      unprocessable({ isCompleted: ADMIN_ERRORS.newMatchUpcoming });
    }
    await checkPlayers(tx, tournament.gender, { 1: input.playerOneId, 2: input.playerTwoId });
    const position = input.position ?? (await nextPosition(tx, input.roundId));
    const row = onlyRow(
      await tx
        .insert(matches)
        .values({
          tournamentId: tournament.id,
          roundId: input.roundId,
          position,
          playerOneId: input.playerOneId ?? null,
          playerTwoId: input.playerTwoId ?? null,
          startsAt: input.startsAt ? new Date(input.startsAt) : null,
        })
        .returning({ id: matches.id })
        .catch(positionTaken),
      'The new match',
    );
    await enterDraw(tx, tournament.id, [input.playerOneId, input.playerTwoId]);
    return row.id;
  });
}

const RESULT_FIELDS = ['winnerId', 'outcome', 'gameScore', 'gamesWonByRetiringPlayer'] as const;

/**
 * Edits a match (spec 001 'matches/{id}/edit'), in one transaction, through the same domain operations
 * as everywhere else: a Round 1 player change once fans can tip applies the late-draw-change rule,
 * ticking Completed records the result (winner advances, entries re-scored), unticking it undoes it.
 */
export async function updateMatch(
  db: Executor,
  { matchId, body, now }: { matchId: string; body: MatchUpdate; now: Date },
): Promise<{ tournamentId: string; tournamentCompleted: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockedMatch(tx, matchId);
    const { match: m, tournament } = row;
    const stored = {
      roundId: m.roundId,
      startsAt: m.startsAt?.toISOString() ?? null,
      playerOneId: m.playerOneId,
      playerTwoId: m.playerTwoId,
      isCompleted: m.isCompleted,
    };
    const requested = {
      roundId: body.roundId ?? undefined,
      startsAt: body.startsAt === undefined ? undefined : body.startsAt && new Date(body.startsAt).toISOString(),
      playerOneId: body.playerOneId,
      playerTwoId: body.playerTwoId,
      isCompleted: body.isCompleted,
    };
    const storedResult: Record<(typeof RESULT_FIELDS)[number], unknown> = {
      winnerId: m.winnerId,
      outcome: m.outcome,
      gameScore: m.gameScore,
      gamesWonByRetiringPlayer: undefined,
    };
    const resultSent = RESULT_FIELDS.some((key) => body[key] !== undefined && body[key] !== storedResult[key]);
    const changes = changedFields(stored, requested);
    if (Object.keys(changes).length === 0 && !resultSent)
      throw AppError.said('VALIDATION_ERROR', ADMIN_ERRORS.noChanges);
    const completed = changes.isCompleted ?? m.isCompleted;
    if (resultSent && !completed) unprocessable({ winnerId: ADMIN_ERRORS.tickCompleted });

    if (changes.isCompleted === false) await undoResult(tx, { match: m, tournament, now });

    if (changes.roundId !== undefined) {
      await moveToRound(tx, { matchId: m.id, tournament, roundId: changes.roundId });
    }

    if (changes.startsAt !== undefined) {
      await tx
        .update(matches)
        .set({ startsAt: changes.startsAt ? new Date(changes.startsAt) : null, updatedAt: sql`now()` })
        .where(eq(matches.id, m.id));
    }

    const slots = ([1, 2] as const).filter((slot) => changes[SLOT_FIELDS[slot]] !== undefined);
    if (slots.length > 0) {
      if (m.isCompleted && changes.isCompleted !== false) {
        throw AppError.said('CONFLICT', ADMIN_ERRORS.hasResultPlayers);
      }
      const next = {
        1: changes.playerOneId === undefined ? m.playerOneId : changes.playerOneId,
        2: changes.playerTwoId === undefined ? m.playerTwoId : changes.playerTwoId,
      };
      await checkPlayers(tx, tournament.gender, next);
      if (tournament.status === 'CREATING') {
        await tx
          .update(matches)
          .set({
            playerOneId: next[1],
            playerTwoId: next[2],
            // A slot held for a qualifier is filled once a player is put in it.
            qualifierSlot: slots.some((slot) => slot === m.qualifierSlot) ? null : m.qualifierSlot,
            updatedAt: sql`now()`,
          })
          .where(eq(matches.id, m.id));
        await enterDraw(tx, tournament.id, [next[1], next[2]]);
      } else {
        for (const slot of slots) {
          const field = SLOT_FIELDS[slot];
          const playerId = next[slot];
          if (row.roundIndex !== 1) {
            throw AppError.saidOf(field, 'CONFLICT', ADMIN_ERRORS.playersFromResults);
          }
          if (!playerId) {
            throw AppError.saidOf(field, 'CONFLICT', ADMIN_ERRORS.removeWhileCreating);
          }
          await replaceRoundOnePlayer(tx, { matchId: m.id, slot, playerId, now });
        }
      }
    }

    let tournamentCompleted = false;
    if (completed && (changes.isCompleted === true || resultSent)) {
      const winnerId = body.winnerId ?? (changes.isCompleted === false ? null : m.winnerId);
      if (!winnerId) unprocessable({ winnerId: ADMIN_ERRORS.winnerRequired });
      const outcome: MatchOutcome = body.outcome ?? m.outcome ?? 'played';
      const gameScore = body.gameScore !== undefined ? body.gameScore : outcome === m.outcome ? m.gameScore : null;
      const recorded = await recordResult(tx, {
        matchId: m.id,
        winnerId,
        outcome,
        gameScore: gameScoreOf(gameScore),
        gamesWonByRetiringPlayer: body.gamesWonByRetiringPlayer,
        now,
      });
      if (!recorded.changed && Object.keys(changes).length === 0) {
        throw AppError.said('VALIDATION_ERROR', ADMIN_ERRORS.noChanges);
      }
      tournamentCompleted = recorded.tournamentCompleted;
    }
    return { tournamentId: tournament.id, tournamentCompleted };
  });
}

/**
 * Moves a match to another round of its tournament, at the round's end, while the tournament is being
 * created: the bracket links held for the old round go (the admin links the draw again by its new place).
 */
async function moveToRound(
  tx: Executor,
  { matchId, tournament, roundId }: { matchId: string; tournament: { id: string; status: string }; roundId: string },
) {
  if (tournament.status !== 'CREATING') {
    throw AppError.saidOf('roundId', 'CONFLICT', ADMIN_ERRORS.moveWhileCreating);
  }
  await roundOf(tx, tournament.id, roundId);
  // The bracket links held for the old round; the admin links the draw again by its new place.
  await tx
    .update(matches)
    .set({ nextMatchId: null, nextMatchPlayerSlot: null, updatedAt: sql`now()` })
    .where(eq(matches.nextMatchId, matchId));
  await tx
    .update(matches)
    .set({
      roundId: roundId,
      position: await nextPosition(tx, roundId),
      nextMatchId: null,
      nextMatchPlayerSlot: null,
      updatedAt: sql`now()`,
    })
    .where(eq(matches.id, matchId))
    .catch(positionTaken);
}

/**
 * Takes a recorded result back: the winner leaves the next match (unless that one has a result too)
 * and every entry is re-scored from scratch. Not once the tournament is over: prizes rest on it.
 */
async function undoResult(
  tx: Executor,
  {
    match,
    tournament,
    now,
  }: { match: typeof matches.$inferSelect; tournament: typeof tournaments.$inferSelect; now: Date },
) {
  if (isFinishedStatus(effectiveStatus(tournament.status, tournament.startsAt, now))) {
    throw AppError.saidOf('isCompleted', 'CONFLICT', ADMIN_ERRORS.resultsFinal);
  }
  if (match.isBye) throw AppError.said('CONFLICT', ADMIN_ERRORS.byeNoUndo);
  if (match.nextMatchId && match.winnerId) {
    const [next] = await tx.select().from(matches).where(eq(matches.id, match.nextMatchId));
    if (next?.isCompleted) {
      throw AppError.said('CONFLICT', ADMIN_ERRORS.nextHasResult);
    }
    const first = match.nextMatchPlayerSlot === 1;
    await tx
      .update(matches)
      .set({ ...(first ? { playerOneId: null } : { playerTwoId: null }), updatedAt: sql`now()` })
      .where(
        and(
          eq(matches.id, match.nextMatchId),
          eq(first ? matches.playerOneId : matches.playerTwoId, match.winnerId),
          eq(matches.isCompleted, false),
        ),
      );
  }
  await tx
    .update(matches)
    .set({
      isCompleted: false,
      winnerId: null,
      gameScore: null,
      outcome: null,
      games: null,
      completedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(matches.id, match.id));
  await scoreTournament(tx, match.tournamentId);
  // The trigger of migration 0027 has taken the result back from the Second Chance's copy too.
  const copy = await secondChanceCopy(tx, match.id);
  if (copy) await scoreTournament(tx, copy.tournamentId);
}

/** Matches of every tournament, drafts included; byes are not matches anyone played. */
export function listAdminMatches(db: Executor, query: AdminMatchListQuery) {
  const where = and(
    query.is_completed === undefined ? undefined : eq(matches.isCompleted, query.is_completed),
    query.tournament_id ? eq(matches.tournamentId, query.tournament_id) : undefined,
    sql`not ${matches.isBye}`,
  );
  return paged(
    query,
    selectMatches(db, {
      where,
      orderBy: matchOrder.startsAt(query.is_completed ? 'desc' : 'asc'),
      ...pageWindow(query),
    }),
    countMatches(db, where),
  );
}

/**
 * An empty Round 1 slot waits for a qualifier: a placeholder player fans can pick until the real
 * qualifier is known; replacing it later applies the late-draw-change rule like any other change.
 */
export async function setQualifierSlot(db: Executor, matchId: string, { playerPosition }: QualifierRequest) {
  await db.transaction(async (tx) => {
    const row = await lockedMatch(tx, matchId);
    if (row.roundIndex !== 1) throw AppError.said('UNPROCESSABLE', ADMIN_ERRORS.qualifierRoundOne);
    if (row.match.isBye) throw AppError.said('UNPROCESSABLE', ADMIN_ERRORS.isBye);
    const slot: Slot = playerPosition === 'playerOne' ? 1 : 2;
    if (row.match[SLOT_FIELDS[slot]] !== null) throw AppError.said('CONFLICT', ADMIN_ERRORS.slotTaken);
    const [placeholder] = await tx
      .insert(players)
      .values({ fullName: 'Qualifier', gender: row.tournament.gender, slug: `qualifier-${row.match.id}-${slot}` })
      .onConflictDoUpdate({ target: players.slug, set: { updatedAt: sql`now()` } })
      .returning({ id: players.id });
    await tx
      .update(matches)
      .set({ [SLOT_FIELDS[slot]]: placeholder?.id, qualifierSlot: slot, updatedAt: sql`now()` })
      .where(eq(matches.id, matchId));
  });
}

/** A match leaves a draw only while the tournament is being created: fans' tips depend on it after. */
export async function deleteMatch(db: Executor, matchId: string) {
  const [row] = await db
    .select({ status: tournaments.status })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(eq(matches.id, matchId));
  if (!row) throw notFound('Match');
  if (row.status !== 'CREATING') {
    throw AppError.said('CONFLICT', ADMIN_ERRORS.deleteWhileCreating);
  }
  await db
    .update(matches)
    .set({ nextMatchId: null, nextMatchPlayerSlot: null })
    .where(eq(matches.nextMatchId, matchId));
  await db.delete(matches).where(eq(matches.id, matchId));
  return { id: matchId };
}
