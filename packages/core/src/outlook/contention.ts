/*
 * Who can still win (issue 27): for each entry of a tournament under way, whether some way the rest of the
 * draw can go puts it first, or in the prize places, and the best rank it can still reach. Only what is
 * proven is said: 'can' when an outcome doing it was found, 'out' when no outcome can, 'unknown' when
 * neither was shown within the search's budget (the page then says nothing it can't stand behind).
 */
import { GAME_SCORES } from '../constants.js';
import { topFinisherCount } from '../prizes.js';
import type { TipDrawMatch } from '../tip-rules.js';
import { asField, type ContentionEntry, NO_PLAYER, type PackedField, type Verdict } from './field.js';
import { PickTable, type Remaining } from './pick-table.js';
import { i32, nth } from './typed-arrays.js';

export interface Contention {
  /** Can it still finish first (alone or tied)? */
  first: Verdict;
  /** Can it still finish in the prize places (first, or the top tenth with everyone tied at its cut)? */
  prizePlaces: Verdict;
  /** The best rank an outcome found gives it (competition ranking: 1 + entries strictly ahead). */
  bestRank: number;
  /** No outcome gives a better rank than `bestRank`. */
  bestRankExact: boolean;
}

/** How many outcomes the remaining matches have (each: either player, three scores), capped. */
function outcomeCount(remaining: readonly Remaining[], cap: number): number {
  let count = 1;
  for (const _ of remaining) {
    count *= 2 * GAME_SCORES.length;
    if (count > cap) return Number.POSITIVE_INFINITY;
  }
  return count;
}

/**
 * The best rank of entry `at` over every outcome, by searching them all (depth first, stopping once
 * `floor`, the best rank possible at all, is reached). Only for remaining draws small enough.
 */
function searchBestRank(table: PickTable, at: number, floor: number): number {
  let best = Number.POSITIVE_INFINITY;
  const depthOf = table.remaining.length;
  const winners = new Int32Array(depthOf);
  const scores = new Int8Array(depthOf);
  const points = new Int32Array(table.size);
  const visit = (depth: number): boolean => {
    if (depth === depthOf) {
      table.allPoints(winners, scores, points);
      const mine = i32(points, at);
      let above = 0;
      for (const each of points) if (each > mine) above++;
      best = Math.min(best, 1 + above);
      return best <= floor;
    }
    const [one, two] = table.playersOf(nth(table.remaining, depth), winners, scores);
    const players = [one, two].filter((player) => player !== NO_PLAYER);
    // A match still without a known player (a slot the draw leaves empty): nobody's pick can win it.
    for (const winner of players.length > 0 ? players : [NO_PLAYER]) {
      for (let score = 0; score < GAME_SCORES.length; score++) {
        winners[depth] = winner;
        scores[depth] = score;
        if (visit(depth + 1)) return true;
      }
    }
    return false;
  };
  visit(0);
  return best;
}

/** How many of `descending` (sorted high to low) are strictly above `value`. */
function countAbove(descending: readonly number[], value: number): number {
  let low = 0;
  let high = descending.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (nth(descending, middle) > value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Each entry's chances over the rest of the draw, with three proofs:
 * - the entry's own bracket coming true is an outcome, and the most it can make; in it, only entries that
 *   can make more than that can be above it (its rivals): the rank it gives is reachable. Its rivals are
 *   scored in it when there are at most `rivalLimit`; beyond, all of them counting as above still gives a
 *   rank reached (or bettered);
 * - entries already above that most stay above whatever happens: no outcome gives a rank better than one
 *   plus their number;
 * - where the two differ and the outcomes left, times the entries, are at most `searchBudget`, every
 *   outcome is tried.
 * About N x min(rivals, rivalLimit) x the matches left, so a 100,000-entry tournament takes seconds.
 */
export function contention(
  matches: readonly TipDrawMatch[],
  entries: readonly ContentionEntry[] | PackedField,
  { searchBudget = 2_000_000, rivalLimit = 200 }: { searchBudget?: number; rivalLimit?: number } = {},
): Map<string, Contention> {
  const field = asField(matches, entries);
  const table = new PickTable(matches, field);
  const prizeCut = topFinisherCount(table.size);
  const searchable = outcomeCount(table.remaining, searchBudget) * Math.max(1, table.size) <= searchBudget;
  const brackets = field.ids.map((_, e) => table.ownBracket(e));
  const most = brackets.map(([winners, scores], e) => table.pointsOf(e, winners, scores));
  const byMost = field.ids.map((_, e) => e).sort((a, b) => nth(most, b) - nth(most, a));
  const mostDescending = byMost.map((e) => nth(most, e));
  const nowDescending = Array.from(field.points).sort((a, b) => b - a);
  const verdicts = new Map<string, Contention>();
  field.ids.forEach((id, at) => {
    const ceiling = nth(most, at);
    const rivals = countAbove(mostDescending, ceiling);
    let bestRank = 1 + rivals;
    if (rivals <= rivalLimit) {
      const [winners, scores] = nth(brackets, at);
      let above = 0;
      for (let r = 0; r < rivals; r++) if (table.pointsOf(nth(byMost, r), winners, scores) > ceiling) above++;
      bestRank = 1 + above;
    }
    const floor = 1 + countAbove(nowDescending, ceiling);
    const searched = bestRank > floor && searchable;
    if (searched) bestRank = searchBestRank(table, at, floor);
    const exact = bestRank === floor || searched;
    const verdict = (place: number): Verdict =>
      bestRank <= place ? 'can' : floor > place || exact ? 'out' : 'unknown';
    verdicts.set(id, {
      first: verdict(1),
      // In the prize places: fewer than prizeCut entries strictly ahead (everyone tied at the cut is in).
      prizePlaces: verdict(prizeCut),
      bestRank,
      bestRankExact: exact,
    });
  });
  return verdicts;
}
