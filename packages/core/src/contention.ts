/*
 * Who can still win (issue 27): for each entry of a tournament under way, whether some way the rest of the
 * draw can go puts it first, or in the prize places, and the best rank it can still reach. Only what is
 * proven is said: 'can' when an outcome doing it was found, 'out' when no outcome can, 'unknown' when
 * neither was shown within the search's budget (the page then says nothing it can't stand behind).
 */
import { GAME_SCORES, type GameScore } from './constants.js';
import { topFinisherCount } from './prizes.js';
import { seededRandom } from './random.js';
import { tipPoints } from './scoring.js';
import { feedersOf, type Pick, type TipDrawMatch } from './tip-rules.js';

export interface ContentionEntry {
  id: string;
  /** Points so far (decided matches). */
  points: number;
  /** The entry's picks, by match id. */
  picks: ReadonlyMap<string, Pick>;
}

export type Verdict = 'can' | 'out' | 'unknown';

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

/** A remaining match: its slots' sources, resolved as the search assigns winners round by round. */
interface Remaining {
  index: number;
  id: string;
  slots: [Source, Source];
}
/** A slot's player: known already, or the winner of an earlier remaining match (by index). */
type Source = { player: string | null } | { winnerOf: number };

function remainingMatches(matches: readonly TipDrawMatch[]): Remaining[] {
  const feeders = feedersOf(matches);
  const ordered = [...matches].sort((a, b) => a.roundIndex - b.roundIndex || (a.position ?? 0) - (b.position ?? 0));
  const indexOf = new Map<string, number>();
  const decidedWinner = new Map<string, string | null>();
  const remaining: Remaining[] = [];
  const source = (feeder: TipDrawMatch | undefined, known: string | null): Source => {
    if (known) return { player: known };
    if (!feeder) return { player: null };
    const index = indexOf.get(feeder.id);
    return index === undefined ? { player: decidedWinner.get(feeder.id) ?? null } : { winnerOf: index };
  };
  for (const match of ordered) {
    const fed = feeders.get(match.id);
    const slots: [Source, Source] = [source(fed?.[1], match.playerOneId), source(fed?.[2], match.playerTwoId)];
    if (match.isBye) {
      const present = slots.find((slot) => 'player' in slot && slot.player) as { player: string } | undefined;
      decidedWinner.set(match.id, match.winnerId ?? present?.player ?? null);
    } else if (match.isCompleted) {
      decidedWinner.set(match.id, match.winnerId);
    } else {
      indexOf.set(match.id, remaining.length);
      remaining.push({ index: remaining.length, id: match.id, slots });
    }
  }
  return remaining;
}

/** One way a remaining match ends. */
interface Result {
  winner: string;
  score: GameScore;
}

/** Every entry's final points under `results` (one per remaining match, in order). */
function finalPoints(entries: readonly ContentionEntry[], remaining: readonly Remaining[], results: Result[]) {
  return entries.map((entry) => pointsUnder(entry, remaining, results));
}

function playerIn(source: Source, results: readonly Result[]): string | null {
  return 'player' in source ? source.player : (results[source.winnerOf]?.winner ?? null);
}

/** The outcome of the entry's own bracket: its picks come true wherever they still can, with its scores. */
function ownBracket(entry: ContentionEntry, remaining: readonly Remaining[]): Result[] {
  const results: Result[] = [];
  for (const match of remaining) {
    const players = match.slots.map((slot) => playerIn(slot, results));
    const pick = entry.picks.get(match.id);
    const winner = pick && players.includes(pick.predictedWinnerId) ? pick.predictedWinnerId : players.find(Boolean);
    results.push({ winner: winner ?? '', score: pick?.predictedScore ?? '3-0' });
  }
  return results;
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
function searchBestRank(
  entries: readonly ContentionEntry[],
  remaining: readonly Remaining[],
  at: number,
  floor: number,
): number {
  let best = Number.POSITIVE_INFINITY;
  const results: Result[] = [];
  const visit = (depth: number): boolean => {
    if (depth === remaining.length) {
      const points = finalPoints(entries, remaining, results);
      const mine = points[at] as number;
      best = Math.min(best, 1 + points.filter((each) => each > mine).length);
      return best <= floor;
    }
    const match = remaining[depth] as Remaining;
    const players = match.slots.map((slot) => playerIn(slot, results)).filter((player) => player !== null);
    // A match still without a known player (a slot the draw leaves empty): nobody's pick can win it.
    for (const winner of players.length > 0 ? players : ['']) {
      for (const score of GAME_SCORES) {
        results[depth] = { winner, score };
        if (visit(depth + 1)) return true;
      }
    }
    results.length = depth;
    return false;
  };
  visit(0);
  return best;
}

/** Points of one entry under `results`. */
function pointsUnder(entry: ContentionEntry, remaining: readonly Remaining[], results: readonly Result[]): number {
  let points = entry.points;
  for (const match of remaining) {
    const pick = entry.picks.get(match.id);
    const result = results[match.index] as Result;
    if (pick) points += tipPoints(pick, { winnerId: result.winner, gameScore: result.score });
  }
  return points;
}

/** How many of `descending` (sorted high to low) are strictly above `value`. */
function countAbove(descending: readonly number[], value: number): number {
  let low = 0;
  let high = descending.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((descending[middle] as number) > value) low = middle + 1;
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
  entries: readonly ContentionEntry[],
  { searchBudget = 2_000_000, rivalLimit = 200 }: { searchBudget?: number; rivalLimit?: number } = {},
): Map<string, Contention> {
  const remaining = remainingMatches(matches);
  const prizeCut = topFinisherCount(entries.length);
  const searchable = outcomeCount(remaining, searchBudget) * Math.max(1, entries.length) <= searchBudget;
  const brackets = entries.map((entry) => ownBracket(entry, remaining));
  const most = entries.map((entry, at) => pointsUnder(entry, remaining, brackets[at] as Result[]));
  const byMost = entries.map((_, at) => at).sort((a, b) => (most[b] as number) - (most[a] as number));
  const mostDescending = byMost.map((at) => most[at] as number);
  const nowDescending = entries.map((entry) => entry.points).sort((a, b) => b - a);
  const verdicts = new Map<string, Contention>();
  entries.forEach((entry, at) => {
    const ceiling = most[at] as number;
    const rivals = countAbove(mostDescending, ceiling);
    let bestRank = 1 + rivals;
    if (rivals <= rivalLimit) {
      const own = brackets[at] as Result[];
      const above = byMost
        .slice(0, rivals)
        .filter((other) => pointsUnder(entries[other] as ContentionEntry, remaining, own) > ceiling);
      bestRank = 1 + above.length;
    }
    const floor = 1 + countAbove(nowDescending, ceiling);
    const searched = bestRank > floor && searchable;
    if (searched) bestRank = searchBestRank(entries, remaining, at, floor);
    const exact = bestRank === floor || searched;
    const verdict = (place: number): Verdict =>
      bestRank <= place ? 'can' : floor > place || exact ? 'out' : 'unknown';
    verdicts.set(entry.id, {
      first: verdict(1),
      // In the prize places: fewer than prizeCut entries strictly ahead (everyone tied at the cut is in).
      prizePlaces: verdict(prizeCut),
      bestRank,
      bestRankExact: exact,
    });
  });
  return verdicts;
}

/** What an unranked player counts as in the odds: well below the ranked field of any PSA draw. */
export const UNRANKED_AS = 300;
/** How sharply the better-ranked player is favoured: 1 gives rank 1 against rank 10 a 91% chance. */
const RANK_WEIGHT = 1;
/** How a match's games go, whoever wins: 3-0, 3-1, 3-2 (the tour's finals split about so). */
const SCORE_CHANCES: Readonly<Record<GameScore, number>> = { '3-0': 0.4, '3-1': 0.35, '3-2': 0.25 };

/**
 * The chance that `rankA` beats `rankB` (world ranks, 1 the best; null unranked): rankB^w / (rankA^w +
 * rankB^w), so equal ranks are a coin toss and the ratio of ranks decides the rest. Written down in
 * docs/decisions/019-odds.md and on the How It Works page.
 */
export function winChance(rankA: number | null, rankB: number | null): number {
  const a = (rankA ?? UNRANKED_AS) ** RANK_WEIGHT;
  const b = (rankB ?? UNRANKED_AS) ** RANK_WEIGHT;
  return b / (a + b);
}

export interface Odds {
  /** The chance of finishing first (alone or tied), 0 to 1. */
  first: number;
  /** The chance of finishing in the prize places. */
  prizePlaces: number;
}

/**
 * Each entry's chance of finishing first and in the prize places, from playing the rest of the draw
 * `simulations` times: each match won with `winChance` of the two players' world ranks, its score drawn
 * from SCORE_CHANCES. Seeded, so one state of a tournament always gives the same figures.
 */
export function odds(
  matches: readonly TipDrawMatch[],
  entries: readonly ContentionEntry[],
  rankOf: (playerId: string) => number | null,
  { simulations = 2000, seed = 1 }: { simulations?: number; seed?: number } = {},
): Map<string, Odds> {
  const remaining = remainingMatches(matches);
  const random = seededRandom(seed);
  const cut = topFinisherCount(entries.length);
  const firsts = new Float64Array(entries.length);
  const placed = new Float64Array(entries.length);
  const results: Result[] = [];
  for (let run = 0; run < simulations; run++) {
    results.length = 0;
    for (const match of remaining) {
      const [one, two] = match.slots.map((slot) => playerIn(slot, results));
      let winner = one ?? two ?? '';
      if (one && two) winner = random.next() < winChance(rankOf(one), rankOf(two)) ? one : two;
      results.push({ winner, score: drawScore(random.next()) });
    }
    const points = finalPoints(entries, remaining, results);
    const sorted = [...points].sort((a, b) => b - a);
    const top = sorted[0] as number;
    const cutPoints = sorted[cut - 1] as number;
    points.forEach((each, at) => {
      if (each === top) firsts[at] = (firsts[at] as number) + 1;
      if (each >= cutPoints) placed[at] = (placed[at] as number) + 1;
    });
  }
  return new Map(
    entries.map((entry, at) => [
      entry.id,
      { first: (firsts[at] as number) / simulations, prizePlaces: (placed[at] as number) / simulations },
    ]),
  );
}

function drawScore(roll: number): GameScore {
  let total = 0;
  for (const score of GAME_SCORES) {
    total += SCORE_CHANCES[score];
    if (roll < total) return score;
  }
  return '3-2';
}
