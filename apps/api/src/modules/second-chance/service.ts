/**
 * Second Chance (issue 27, decision 020): a free tournament of its own whose draw is a copy of the rest of
 * its main draw, from a later round to the final. Everything per tournament (entries, the lock, scoring,
 * the leaderboard, leagues, the outlooks, the finish, the mail) then works on it unchanged; the trigger of
 * migration 0027 keeps its matches true to the main draw's, and the result path scores both.
 */
import { effectiveStatus, instantToVenueLocal, type SecondChanceRequest } from '@squash/core';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { tournaments } from '../../db/schema.js';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { required } from '../../lib/required.js';
import type { MessageDescriptor, SaidValue } from '../../lib/texts.js';
import { hasGroupStage } from '../draws/tip-draw.js';
import { lockDueTournaments } from '../lifecycle/service.js';
import { roundLabel } from '../push/texts.js';

interface RoundState {
  index: number;
  name: string;
  /** Matches still without a result (byes count as decided). */
  undecided: number;
  /** Matches with a result (byes not counted). */
  results: number;
  /** Matches with a player not known yet. */
  unknownPlayers: number;
  firstStart: Date | null;
}

const refuse = (message: MessageDescriptor, values?: Record<string, unknown>, field?: string) =>
  field ? AppError.saidOf(field, 'CONFLICT', message, values) : AppError.said('CONFLICT', message, values);

/** A round's name in the admin's language (core's 'Quarter-finals' is 'Quarts de finale' in French). */
const roundIn =
  (name: string): SaidValue =>
  (texts) =>
    roundLabel(texts, name);

/**
 * Opens the Second Chance of an ACTIVE tournament whose first round is complete: from `fromRound` (by
 * default the first round with no result yet), locking at that round's first start (or `startsAt`, no
 * later). Refused when a round before it is still being played (its players unknown), when it has
 * started, or when the tournament already has one. Returns the new tournament's id.
 */
export async function openSecondChance(
  db: Executor,
  parentId: string,
  request: SecondChanceRequest,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [parent] = await tx.select().from(tournaments).where(eq(tournaments.id, parentId)).for('update');
    if (!parent) throw notFound('Tournament');
    if (parent.parentId) throw refuse(ADMIN_ERRORS.noSecondSecondChance);
    const [existing] = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.parentId, parentId));
    if (existing) throw refuse(ADMIN_ERRORS.secondChanceExists);
    // A copy of a Finals' knockout would have no groups to fill it from (decision 033).
    if (await hasGroupStage(tx, parentId)) throw refuse(ADMIN_ERRORS.secondChanceOfFinals);
    const status = effectiveStatus(parent.status, parent.startsAt, now);
    if (status === 'CREATING' || status === 'UPCOMING') {
      throw refuse(ADMIN_ERRORS.secondChanceTooEarly);
    }
    if (status !== 'ACTIVE') throw refuse(ADMIN_ERRORS.tournamentOver);

    const rounds = await roundStates(tx, parentId);
    const first = rounds[0];
    if (!first || first.undecided > 0) throw refuse(ADMIN_ERRORS.secondChanceTooEarly);
    const final = required(rounds.at(-1), 'the final');
    const fromIndex = request.fromRound ?? rounds.find((round) => round.index >= 2 && round.results === 0)?.index;
    if (fromIndex === undefined) throw refuse(ADMIN_ERRORS.everyRoundStarted);
    const from = rounds.find((round) => round.index === fromIndex);
    if (!from) {
      throw AppError.saidOf('fromRound', 'VALIDATION_ERROR', ADMIN_ERRORS.drawRounds, { rounds: final.index });
    }
    const playing = rounds.find((round) => round.index < from.index && round.undecided > 0);
    if (playing) {
      throw refuse(
        ADMIN_ERRORS.roundStillPlayed,
        { playing: roundIn(playing.name), round: roundIn(from.name) },
        'fromRound',
      );
    }
    if (from.results > 0 || (from.firstStart && from.firstStart <= now)) {
      throw refuse(ADMIN_ERRORS.roundStarted, { round: roundIn(from.name) }, 'fromRound');
    }
    if (from.unknownPlayers > 0)
      throw refuse(ADMIN_ERRORS.roundPlayersUnknown, { round: roundIn(from.name) }, 'fromRound');

    const startsAt = request.startsAt ? new Date(request.startsAt) : from.firstStart;
    if (!startsAt) {
      throw AppError.saidOf('startsAt', 'VALIDATION_ERROR', ADMIN_ERRORS.giveLockTime, { round: roundIn(from.name) });
    }
    if (startsAt <= now) {
      throw AppError.saidOf('startsAt', 'VALIDATION_ERROR', ADMIN_ERRORS.lockInPast);
    }
    if (from.firstStart && startsAt > from.firstStart) {
      throw AppError.saidOf('startsAt', 'VALIDATION_ERROR', ADMIN_ERRORS.lockAfterRound, { round: roundIn(from.name) });
    }

    const lockDate = instantToVenueLocal(startsAt, parent.timezone).slice(0, 10);
    // The lock's day, kept within the main tournament's dates (the middle of the three).
    const startDate = required([parent.startDate, lockDate, parent.endDate].sort()[1], 'the start date');
    const [child] = await tx
      .insert(tournaments)
      .values({
        name: `${parent.name} · Second Chance`,
        location: parent.location,
        gender: parent.gender,
        status: 'UPCOMING',
        url: parent.url,
        imageUrl: parent.imageUrl,
        timezone: parent.timezone,
        startDate,
        endDate: parent.endDate,
        startsAt,
        entryFee: 0,
        parentId,
      })
      .returning({ id: tournaments.id });
    const childId = required(child, 'the Second Chance').id;
    await copyDraw(tx, { parentId, childId, fromIndex: from.index });
    return childId;
  });
}

async function roundStates(db: Executor, tournamentId: string): Promise<RoundState[]> {
  const rows = await queryRows<{
    index: number;
    name: string;
    undecided: number;
    results: number;
    unknown_players: number;
    first_start: Date | string | null;
  }>(
    db,
    sql`select r.index, r.name,
               count(m.id) filter (where not m.is_bye and not (m.is_completed and m.winner_id is not null))::int as undecided,
               count(m.id) filter (where not m.is_bye and m.is_completed)::int as results,
               count(m.id) filter (where not m.is_bye and (m.player_one_id is null or m.player_two_id is null))::int as unknown_players,
               min(m.starts_at) filter (where not m.is_bye) as first_start
        from rounds r left join matches m on m.round_id = r.id
        where r.tournament_id = ${tournamentId}
        group by r.id order by r.index`,
  );
  return rows.map((row) => ({
    index: Number(row.index),
    name: row.name,
    undecided: row.undecided,
    results: row.results,
    unknownPlayers: row.unknown_players,
    firstStart: row.first_start === null ? null : new Date(row.first_start),
  }));
}

/**
 * The main draw's rounds from `fromIndex` to the final, numbered from 1, each match with its players and
 * start (and `source_match_id` pointing back), linked as the main draw's are; and the players of its
 * first round, with their seeds.
 */
async function copyDraw(
  tx: Executor,
  { parentId, childId, fromIndex }: { parentId: string; childId: string; fromIndex: number },
) {
  const shift = fromIndex - 1;
  await tx.execute(
    sql`insert into rounds (tournament_id, index, name)
        select ${childId}, r.index - ${shift}, r.name from rounds r
        where r.tournament_id = ${parentId} and r.index >= ${fromIndex}`,
  );
  await tx.execute(
    sql`insert into matches (tournament_id, round_id, position, player_one_id, player_two_id, is_bye, is_completed,
                             winner_id, game_score, games, outcome, starts_at, completed_at, source_match_id)
        select ${childId}, cr.id, m.position, m.player_one_id, m.player_two_id, m.is_bye, m.is_completed,
               m.winner_id, m.game_score, m.games, m.outcome, m.starts_at, m.completed_at, m.id
        from matches m
        join rounds r on r.id = m.round_id
        join rounds cr on cr.tournament_id = ${childId} and cr.index = r.index - ${shift}
        where m.tournament_id = ${parentId} and r.index >= ${fromIndex}`,
  );
  await tx.execute(
    sql`update matches c set next_match_id = cn.id, next_match_player_slot = m.next_match_player_slot
        from matches m join matches cn on cn.source_match_id = m.next_match_id
        where c.tournament_id = ${childId} and m.id = c.source_match_id`,
  );
  await tx.execute(
    sql`insert into tournament_players (tournament_id, player_id, seed, entry)
        select ${childId}, tp.player_id, tp.seed, tp.entry from tournament_players tp
        where tp.tournament_id = ${parentId}
          and tp.player_id in (select unnest(array[c.player_one_id, c.player_two_id]) from matches c
                               join rounds cr on cr.id = c.round_id
                               where c.tournament_id = ${childId} and cr.index = 1)`,
  );
}

/** The copy of a main-draw match in its tournament's Second Chance, if there is one. */
export async function secondChanceCopy(
  db: Executor,
  matchId: string,
): Promise<{ matchId: string; tournamentId: string } | undefined> {
  const [row] = await queryRows<{ id: string; tournament_id: string }>(
    db,
    sql`select id, tournament_id from matches where source_match_id = ${matchId}`,
  );
  return row ? { matchId: row.id, tournamentId: row.tournament_id } : undefined;
}

/**
 * A result is coming in for a match the Second Chance copies: its picks lock now if they haven't yet (its
 * lock time was later than the match's real start), so no fan picks a match already decided.
 */
export async function lockBeforeResult(db: Executor, secondChanceId: string, now: Date): Promise<void> {
  await db.execute(
    sql`update tournaments set starts_at = ${now.toISOString()}::timestamptz, updated_at = now()
        where id = ${secondChanceId} and status = 'UPCOMING'
          and (starts_at is null or starts_at > ${now.toISOString()}::timestamptz)`,
  );
  await lockDueTournaments(db, now, secondChanceId);
}

/** A Second Chance's match takes its result from the main draw's: refused on the copy itself. */
export function refuseCopyEdit(match: { sourceMatchId: string | null }) {
  if (match.sourceMatchId) {
    throw AppError.said('CONFLICT', ADMIN_ERRORS.secondChanceCopy);
  }
}
