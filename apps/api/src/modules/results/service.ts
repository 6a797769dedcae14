import {
  effectiveStatus,
  GAME_SCORES,
  type GameScore,
  type MatchOutcome,
  projectedGroupTables,
  withdrawalGameScore,
} from '@squash/core';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { matches, players, rounds, tournaments } from '../../db/schema.js';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { required } from '../../lib/required.js';
import { hasGroupStage, loadTipDraw } from '../draws/tip-draw.js';
import { tipSlotSql } from '../draws/tip-slots.js';
import { completeIfFinalDecided, lockDueTournaments } from '../lifecycle/service.js';
import { scoreCorrection, scoreNewResult, scoreTournament } from '../scoring/service.js';
import { lockBeforeResult, refuseCopyEdit, secondChanceCopy } from '../second-chance/service.js';

export interface RecordResultInput {
  matchId: string;
  winnerId: string;
  outcome: MatchOutcome;
  /** Games won, winner first ('3-1'); required when the match was played to the end. */
  gameScore?: GameScore | null;
  /** For a retirement: games the retiring player had won (1-1 at retirement gives 3-1). */
  gamesWonByRetiringPlayer?: number;
  /** Points of each game played, playerOne first. */
  games?: Array<[number, number]> | null;
  now: Date;
}

export interface RecordedResult {
  tournamentId: string;
  changed: boolean;
  tournamentCompleted: boolean;
}

/**
 * The one way a result gets in (back office, importer sync, tests): completes the match with the
 * spec's withdrawal rule, moves the winner into the next match, re-scores and re-ranks every entry,
 * and completes the tournament when this was the final. Recording the same result twice changes nothing.
 */
export async function recordResult(db: Executor, input: RecordResultInput): Promise<RecordedResult> {
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select({ match: matches, roundIndex: rounds.index })
      .from(matches)
      .innerJoin(rounds, eq(rounds.id, matches.roundId))
      .where(eq(matches.id, input.matchId))
      .for('update', { of: matches });
    if (!match) throw notFound('Match');
    const { match: m } = match;
    refuseCopyEdit(m);
    if (m.isBye) throw AppError.said('UNPROCESSABLE', ADMIN_ERRORS.byeNoResult);
    if (!m.playerOneId || !m.playerTwoId) {
      throw AppError.said('UNPROCESSABLE', ADMIN_ERRORS.playersUnknown);
    }
    if (input.winnerId !== m.playerOneId && input.winnerId !== m.playerTwoId) {
      throw AppError.saidOf('winnerId', 'UNPROCESSABLE', ADMIN_ERRORS.winnerOfMatch);
    }
    await lockDueTournaments(tx, input.now, m.tournamentId);
    // Not FOR UPDATE: that would also wait for every transaction writing rows that refer to the tournament
    // (their foreign keys' KEY SHARE locks), such as the outlook job's 100,000 rows.
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, m.tournamentId))
      .for('no key update');
    if (!tournament) throw notFound('Tournament');
    if (effectiveStatus(tournament.status, tournament.startsAt, input.now) === 'UPCOMING') {
      throw AppError.said('CONFLICT', ADMIN_ERRORS.resultsAfterStart);
    }

    const gameScore = resultScore(input);
    if (m.isCompleted && m.winnerId === input.winnerId && m.gameScore === gameScore && m.outcome === input.outcome) {
      return { tournamentId: m.tournamentId, changed: false, tournamentCompleted: false };
    }
    // Prizes are computed from the ranks when they settle: a result changed after that would no longer explain
    // them. Corrections belong to the dispute window (issue 62, point 6).
    if (m.isCompleted && (tournament.status === 'PAYING' || tournament.status === 'PAID')) {
      throw AppError.said('CONFLICT', ADMIN_ERRORS.resultAfterSettlement);
    }
    if (m.groupLabel && m.isCompleted) await refuseIfGroupsKnockoutPlayed(tx, m.tournamentId, m.groupLabel);
    if (m.nextMatchId && m.winnerId && m.winnerId !== input.winnerId) {
      const [next] = await tx.select().from(matches).where(eq(matches.id, m.nextMatchId));
      if (next?.isCompleted) {
        throw AppError.said('CONFLICT', ADMIN_ERRORS.nextHasResult);
      }
    }

    const copy = await secondChanceCopy(tx, m.id);
    if (copy) await lockBeforeResult(tx, copy.tournamentId, input.now);

    await tx
      .update(matches)
      .set({
        isCompleted: true,
        winnerId: input.winnerId,
        gameScore,
        outcome: input.outcome,
        games: input.games ?? null,
        completedAt: input.now,
        updatedAt: sql`now()`,
      })
      .where(eq(matches.id, m.id));
    if (m.nextMatchId) {
      const slot = m.nextMatchPlayerSlot === 1 ? { playerOneId: input.winnerId } : { playerTwoId: input.winnerId };
      await tx
        .update(matches)
        .set({ ...slot, updatedAt: sql`now()` })
        .where(sql`${matches.id} = ${m.nextMatchId} and not ${matches.isCompleted}`);
    }
    if (await hasGroupStage(tx, m.tournamentId)) {
      // A Finals (decision 033): a group's table fills the knockout once complete, and who is out is the tables'
      // to say; a fan's knockout pick may name a player who is in another match for real. So every entry is
      // scored again from its tips (fifteen matches), not moved from its figures as a knockout's are.
      if (m.groupLabel) await fillKnockoutFromGroup(tx, m.tournamentId, m.groupLabel);
      await scoreTournament(tx, m.tournamentId);
      const tournamentCompleted = !m.groupLabel && !m.nextMatchId && (await completeIfFinalDecided(tx, m.tournamentId));
      return { tournamentId: m.tournamentId, changed: true, tournamentCompleted };
    }
    // The trigger of migration 0027 has copied the result into the Second Chance's copy: scored the same way.
    const scored = [{ tournamentId: m.tournamentId, matchId: m.id }, ...(copy ? [copy] : [])];
    for (const { tournamentId, matchId } of scored) {
      if (m.isCompleted && m.winnerId) {
        // A correction: moved from the figures the old result gave (the next match has no result yet).
        await scoreCorrection(tx, {
          tournamentId,
          matchId,
          before: { winnerId: m.winnerId, gameScore: m.gameScore },
          after: { winnerId: input.winnerId, gameScore },
        });
      } else if (m.isCompleted) {
        // Completed without a winner (no figures to move from): re-score from scratch.
        await scoreTournament(tx, tournamentId);
      } else {
        const loserId = required(input.winnerId === m.playerOneId ? m.playerTwoId : m.playerOneId, 'the loser');
        await scoreNewResult(tx, { tournamentId, matchId, winnerId: input.winnerId, loserId, gameScore });
      }
    }
    if (copy && m.nextMatchId === null) await completeIfFinalDecided(tx, copy.tournamentId);
    const tournamentCompleted = m.nextMatchId === null && (await completeIfFinalDecided(tx, m.tournamentId));
    return { tournamentId: m.tournamentId, changed: true, tournamentCompleted };
  });
}

/**
 * Once every match of a group has its result, the knockout slots filled from its table get their players (A1,
 * A2: `groupStandings`, the tour's order); until then they stay empty. A correction fills them again.
 */
async function fillKnockoutFromGroup(tx: Executor, tournamentId: string, group: string) {
  const draw = await loadTipDraw(tx, tournamentId);
  const inGroup = draw.filter((match) => match.group === group);
  if (inGroup.some((match) => !(match.isCompleted && match.winnerId))) return;
  const table = projectedGroupTables(draw, new Map()).get(group) ?? [];
  for (const match of draw) {
    const sources = match.slotSources ?? [];
    for (const [i, source] of sources.entries()) {
      if (source?.group !== group || match.isCompleted) continue;
      const placed = table.find((line) => line.place === source.place)?.playerId ?? null;
      await tx
        .update(matches)
        .set({ ...(i === 0 ? { playerOneId: placed } : { playerTwoId: placed }), updatedAt: sql`now()` })
        .where(eq(matches.id, match.id));
    }
  }
}

/** A group's result can't change once a knockout match its table filled has been played. */
async function refuseIfGroupsKnockoutPlayed(tx: Executor, tournamentId: string, group: string) {
  const played = (await loadTipDraw(tx, tournamentId)).some(
    (match) => match.isCompleted && (match.slotSources ?? []).some((source) => source?.group === group),
  );
  if (played) throw AppError.said('CONFLICT', ADMIN_ERRORS.nextHasResult);
}

function resultScore(input: RecordResultInput): GameScore {
  if (input.outcome === 'walkover') return withdrawalGameScore(0);
  if (input.outcome === 'retired') {
    const won = input.gamesWonByRetiringPlayer;
    if (won === undefined || !Number.isInteger(won) || won < 0 || won > 2) {
      throw AppError.said('VALIDATION_ERROR', ADMIN_ERRORS.retiringGames);
    }
    return withdrawalGameScore(won);
  }
  if (!input.gameScore || !GAME_SCORES.includes(input.gameScore)) {
    throw AppError.said('VALIDATION_ERROR', ADMIN_ERRORS.gameScoreNeeded);
  }
  return input.gameScore;
}

/**
 * A first-round player changes after fans have picked (withdrawal, late qualifier). Every entry whose
 * pick in that match no longer names one of its players gets the worse-ranked player (unranked counts
 * as worst) with 3-0, and that entry's later picks of the removed player follow; each changed tip
 * keeps the player it replaced, so the fan can see why.
 */
export async function replaceRoundOnePlayer(
  db: Executor,
  { matchId, slot, playerId, now }: { matchId: string; slot: 1 | 2; playerId: string; now: Date },
): Promise<{ adjustedTips: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ match: matches, roundIndex: rounds.index })
      .from(matches)
      .innerJoin(rounds, eq(rounds.id, matches.roundId))
      .where(eq(matches.id, matchId))
      .for('update', { of: matches });
    if (!row) throw notFound('Match');
    if (row.roundIndex !== 1) throw AppError.said('UNPROCESSABLE', ADMIN_ERRORS.replaceRoundOne);
    if (row.match.isCompleted) throw AppError.said('CONFLICT', ADMIN_ERRORS.hasResult);
    const [player] = await tx.select().from(players).where(eq(players.id, playerId));
    if (!player) throw notFound('Player');
    const other = slot === 1 ? row.match.playerTwoId : row.match.playerOneId;
    if (other === playerId) throw AppError.said('UNPROCESSABLE', ADMIN_ERRORS.againstThemselves);
    const removed = slot === 1 ? row.match.playerOneId : row.match.playerTwoId;
    await tx
      .update(matches)
      .set({
        ...(slot === 1 ? { playerOneId: playerId } : { playerTwoId: playerId }),
        isBye: false,
        qualifierSlot: null,
        updatedAt: sql`now()`,
      })
      .where(eq(matches.id, matchId));
    await tx.execute(
      sql`insert into tournament_players (tournament_id, player_id) values (${row.match.tournamentId}, ${playerId})
          on conflict do nothing`,
    );
    if (!removed || !other) return { adjustedTips: 0 };

    const [otherPlayer] = await tx.select().from(players).where(eq(players.id, other));
    const rank = (value: number | null | undefined) => value ?? Number.POSITIVE_INFINITY;
    const assigned = rank(otherPlayer?.worldRank) > rank(player.worldRank) ? other : playerId;
    // The tip slots of this match and of the matches after it, up to the final.
    const path = await queryRows<{ slot: number }>(
      tx,
      sql`with recursive path as (
            select id, next_match_id, 0 as depth from matches where id = ${matchId}
            union all
            select m.id, m.next_match_id, p.depth + 1 from matches m join path p on m.id = p.next_match_id
          )
          select ${tipSlotSql('r', 'm')} as slot from path p join matches m on m.id = p.id
          join rounds r on r.id = m.round_id order by p.depth`,
    );
    const [here, ...downstream] = path.map((r) => sql`${Number(r.slot)}::int`);
    if (!here) throw notFound('Match');
    const at = now.toISOString();
    const adjusted = await queryRows<{ entry_id: string }>(
      tx,
      sql`update entry_tips t set winner_ids[${here}] = ${assigned}, lost_games[${here}] = 0,
                 adjusted_from_ids[${here}] = t.winner_ids[${here}], adjusted_at = ${at}::timestamptz, updated_at = now()
          from entries e
          where e.id = t.entry_id and e.tournament_id = ${row.match.tournamentId}
            and t.winner_ids[${here}] not in (${playerId}, ${other})
          returning t.entry_id`,
    );
    let later = 0;
    if (adjusted.length > 0) {
      const entryIds = `{${adjusted.map((r) => r.entry_id).join(',')}}`;
      for (const slotAt of downstream) {
        const moved = await queryRows(
          tx,
          sql`update entry_tips set winner_ids[${slotAt}] = ${assigned}, adjusted_from_ids[${slotAt}] = ${removed},
                     adjusted_at = ${at}::timestamptz, updated_at = now()
              where entry_id = any(${entryIds}::uuid[]) and winner_ids[${slotAt}] = ${removed}
              returning entry_id`,
        );
        later += moved.length;
      }
    }
    await scoreTournament(tx, row.match.tournamentId);
    return { adjustedTips: adjusted.length + later };
  });
}
