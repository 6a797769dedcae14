/*
 * The field the outlook kernel works on: the entries and their picks, in numbers (issue 27, decision 019).
 */
import { GAME_SCORES, SCORING } from '../constants.js';
import type { Pick, TipDrawMatch } from '../tip-rules.js';
import { i8, i32, nth } from './typed-arrays.js';

export interface ContentionEntry {
  id: string;
  /** Points so far (decided matches). */
  points: number;
  /** The entry's picks, by match id. */
  picks: ReadonlyMap<string, Pick>;
}

/** What is proven of a place: 'can' (an outcome reaches it), 'out' (none can), 'unknown' (neither shown). */
export const VERDICTS = ['can', 'out', 'unknown'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** No player: a slot the draw leaves empty, or a pick of nobody. */
export const NO_PLAYER = -1;
/** No pick of a match: never equal to an outcome's winner, NO_PLAYER included. */
export const NO_PICK = -2;
export const NO_SCORE = -1;
export const WIN = SCORING.pointsPerCorrectWinner;
export const BONUS = SCORING.bonusForCorrectGameScore;

/**
 * A field of entries in numbers, as a database read gives it without a map per entry (the outlook job's
 * 100,000): what `contention` and `oddsWithGroups` take besides a list of ContentionEntry.
 */
export interface PackedField {
  ids: readonly string[];
  /** Points so far, by entry. */
  points: Int32Array;
  /** The matches the picks below are of, in order (the matches left; others are ignored). */
  matchIds: readonly string[];
  /** The players the picks name, by place. */
  players: readonly string[];
  /** Entry e's pick of match m at `m * ids.length + e`: its player's place in `players`, or -1 for no pick. */
  winners: Int32Array;
  /** The pick's game score at the same place: its index in GAME_SCORES, or -1 for a winner-only pick. */
  scores: Int8Array;
}

/** The entries' picks of `matchIds` in numbers (a map lookup for each: for lists of entries, not the job's field). */
export function packField(entries: readonly ContentionEntry[], matchIds: readonly string[]): PackedField {
  const players: string[] = [];
  const place = new Map<string, number>();
  const size = entries.length;
  const winners = new Int32Array(matchIds.length * size).fill(-1);
  const scores = new Int8Array(matchIds.length * size).fill(NO_SCORE);
  matchIds.forEach((matchId, m) => {
    entries.forEach((entry, e) => {
      const pick = entry.picks.get(matchId);
      if (!pick?.predictedWinnerId) return;
      let player = place.get(pick.predictedWinnerId);
      if (player === undefined) {
        player = players.length;
        players.push(pick.predictedWinnerId);
        place.set(pick.predictedWinnerId, player);
      }
      winners[m * size + e] = player;
      scores[m * size + e] = pick.predictedScore ? GAME_SCORES.indexOf(pick.predictedScore) : NO_SCORE;
    });
  });
  return {
    ids: entries.map((entry) => entry.id),
    points: Int32Array.from(entries, (entry) => entry.points),
    matchIds,
    players,
    winners,
    scores,
  };
}

/** The field of `members` alone (places in `field`), in their order. */
export function subField(field: PackedField, members: readonly number[]): PackedField {
  const size = field.ids.length;
  const winners = new Int32Array(field.matchIds.length * members.length);
  const scores = new Int8Array(field.matchIds.length * members.length);
  for (let m = 0; m < field.matchIds.length; m++) {
    const from = m * size;
    const to = m * members.length;
    for (let i = 0; i < members.length; i++) {
      const e = nth(members, i);
      winners[to + i] = i32(field.winners, from + e);
      scores[to + i] = i8(field.scores, from + e);
    }
  }
  return {
    ids: members.map((e) => nth(field.ids, e)),
    points: Int32Array.from(members, (e) => i32(field.points, e)),
    matchIds: field.matchIds,
    players: field.players,
    winners,
    scores,
  };
}

/** The matches not decided yet (neither completed nor a bye): the ones picks can still score on. */
function openMatchIds(matches: readonly TipDrawMatch[]): string[] {
  return matches.filter((match) => !match.isCompleted && !match.isBye).map((match) => match.id);
}

export function asField(
  matches: readonly TipDrawMatch[],
  entries: readonly ContentionEntry[] | PackedField,
): PackedField {
  return 'ids' in entries ? entries : packField(entries, openMatchIds(matches));
}
