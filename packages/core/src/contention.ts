/*
 * Who can still win (issue 27): for each entry of a tournament under way, whether some way the rest of the
 * draw can go puts it first, or in the prize places, and the best rank it can still reach. Only what is
 * proven is said: 'can' when an outcome doing it was found, 'out' when no outcome can, 'unknown' when
 * neither was shown within the search's budget (the page then says nothing it can't stand behind).
 */
import { GAME_SCORES, type GameScore, SCORING } from './constants.js';
import { topFinisherCount } from './prizes.js';
import { seededRandom } from './random.js';
import { feedersOf, type Pick, type TipDrawMatch } from './tip-rules.js';

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

/** A remaining match: where its two players come from, resolved as an outcome is built round by round. */
interface Remaining {
  index: number;
  id: string;
  slots: [Source, Source];
}
/** A slot's player: known already (its number; NO_PLAYER when none), or the winner of an earlier remaining match. */
type Source = { player: number } | { winnerOf: number };

/** No player: a slot the draw leaves empty, or a pick of nobody. */
const NO_PLAYER = -1;
/** No pick of a match: never equal to an outcome's winner, NO_PLAYER included. */
const NO_PICK = -2;
const NO_SCORE = -1;
const WIN = SCORING.pointsPerCorrectWinner;
const BONUS = SCORING.bonusForCorrectGameScore;

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
      winners[to + i] = field.winners[from + (members[i] as number)] as number;
      scores[to + i] = field.scores[from + (members[i] as number)] as number;
    }
  }
  return {
    ids: members.map((e) => field.ids[e] as string),
    points: Int32Array.from(members, (e) => field.points[e] as number),
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

function asField(matches: readonly TipDrawMatch[], entries: readonly ContentionEntry[] | PackedField): PackedField {
  return 'ids' in entries ? entries : packField(entries, openMatchIds(matches));
}

/**
 * The entries' picks of the remaining matches as numbers, match by match (`m * entries + e`), so an
 * outcome scores 100,000 entries in a few milliseconds: the player picked and the score's index in
 * GAME_SCORES (NO_SCORE for a winner-only pick). Players are numbered as met, the field's first.
 */
class PickTable {
  readonly players: string[] = [];
  readonly #number = new Map<string, number>();
  readonly remaining: Remaining[];
  readonly size: number;
  readonly base: Int32Array;
  readonly winner: Int32Array;
  readonly score: Int8Array;

  constructor(matches: readonly TipDrawMatch[], field: PackedField) {
    const numbers = Int32Array.from(field.players, (player) => this.playerNumber(player));
    this.remaining = this.#remainingMatches(matches);
    this.size = field.ids.length;
    this.base = field.points;
    this.winner = new Int32Array(this.remaining.length * this.size).fill(NO_PICK);
    this.score = new Int8Array(this.remaining.length * this.size).fill(NO_SCORE);
    const column = new Map(field.matchIds.map((id, m) => [id, m]));
    for (const match of this.remaining) {
      const m = column.get(match.id);
      if (m === undefined) continue;
      const from = m * this.size;
      const to = match.index * this.size;
      for (let e = 0; e < this.size; e++) {
        const player = field.winners[from + e] as number;
        if (player < 0) continue;
        this.winner[to + e] = numbers[player] as number;
        this.score[to + e] = field.scores[from + e] as number;
      }
    }
  }

  playerNumber(id: string | null): number {
    if (!id) return NO_PLAYER;
    let number = this.#number.get(id);
    if (number === undefined) {
      number = this.players.length;
      this.players.push(id);
      this.#number.set(id, number);
    }
    return number;
  }

  #remainingMatches(matches: readonly TipDrawMatch[]): Remaining[] {
    const feeders = feedersOf(matches);
    const ordered = [...matches].sort((a, b) => a.roundIndex - b.roundIndex || (a.position ?? 0) - (b.position ?? 0));
    const indexOf = new Map<string, number>();
    const decidedWinner = new Map<string, number>();
    const remaining: Remaining[] = [];
    const source = (feeder: TipDrawMatch | undefined, known: string | null): Source => {
      if (known) return { player: this.playerNumber(known) };
      if (!feeder) return { player: NO_PLAYER };
      const index = indexOf.get(feeder.id);
      return index === undefined ? { player: decidedWinner.get(feeder.id) ?? NO_PLAYER } : { winnerOf: index };
    };
    for (const match of ordered) {
      const fed = feeders.get(match.id);
      const slots: [Source, Source] = [source(fed?.[1], match.playerOneId), source(fed?.[2], match.playerTwoId)];
      if (match.isBye) {
        const present = slots.find((slot) => 'player' in slot && slot.player !== NO_PLAYER) as
          | { player: number }
          | undefined;
        decidedWinner.set(
          match.id,
          match.winnerId ? this.playerNumber(match.winnerId) : (present?.player ?? NO_PLAYER),
        );
      } else if (match.isCompleted) {
        decidedWinner.set(match.id, this.playerNumber(match.winnerId));
      } else {
        indexOf.set(match.id, remaining.length);
        remaining.push({ index: remaining.length, id: match.id, slots });
      }
    }
    return remaining;
  }

  /** The two players of a remaining match once the earlier ones have `winners`. */
  playersOf(match: Remaining, winners: Int32Array): [number, number] {
    const [one, two] = match.slots.map((slot) => ('player' in slot ? slot.player : (winners[slot.winnerOf] as number)));
    return [one as number, two as number];
  }

  /** Entry `e`'s points in the outcome (`winners`, `scores`: one per remaining match). */
  pointsOf(e: number, winners: Int32Array, scores: Int8Array): number {
    let points = this.base[e] as number;
    for (let m = 0; m < this.remaining.length; m++) {
      const at = m * this.size + e;
      if (this.winner[at] === winners[m]) points += WIN + (this.score[at] === scores[m] ? BONUS : 0);
    }
    return points;
  }

  /** Every entry's points in the outcome, into `out`. */
  allPoints(winners: Int32Array, scores: Int8Array, out: Int32Array): Int32Array {
    out.set(this.base);
    for (let m = 0; m < this.remaining.length; m++) {
      const offset = m * this.size;
      const w = winners[m] as number;
      const sc = scores[m] as number;
      for (let e = 0; e < this.size; e++) {
        if (this.winner[offset + e] === w)
          out[e] = (out[e] as number) + WIN + (this.score[offset + e] === sc ? BONUS : 0);
      }
    }
    return out;
  }

  /**
   * The entries that picked each player in each remaining match, in one flat list, those of one player
   * side by side and among them by the score picked (none, 3-0, 3-1, 3-2): `bounds` of a match and a player
   * are where its five runs start and end. An outcome then touches only the picks it makes right, adding
   * the same to each of a run. Built on first use.
   */
  #byPick?: { entries: Int32Array; bounds: Map<number, Int32Array> };

  #pickIndex() {
    if (this.#byPick) return this.#byPick;
    const entries = new Int32Array(this.winner.length);
    const bounds = new Map<number, Int32Array>();
    let next = 0;
    for (let m = 0; m < this.remaining.length; m++) {
      // By player, then by the score picked (its index in GAME_SCORES plus one: 0 for none).
      const groups = new Map<number, number[][]>();
      for (let e = 0; e < this.size; e++) {
        const player = this.winner[m * this.size + e] as number;
        if (player === NO_PICK) continue;
        let byScore = groups.get(player);
        if (!byScore) {
          byScore = GAME_SCORES.map(() => []).concat([[]]);
          groups.set(player, byScore);
        }
        (byScore[(this.score[m * this.size + e] as number) + 1] as number[]).push(e);
      }
      for (const [player, byScore] of groups) {
        const at = new Int32Array(byScore.length + 1);
        byScore.forEach((group, s) => {
          at[s] = next;
          for (const e of group) entries[next++] = e;
        });
        at[byScore.length] = next;
        bounds.set(m * this.players.length + player, at);
      }
    }
    this.#byPick = { entries, bounds };
    return this.#byPick;
  }

  /** `allPoints` through the picks' index: for many outcomes of one table (the odds). */
  allPointsByPick(winners: Int32Array, scores: Int8Array, out: Int32Array): Int32Array {
    const { entries, bounds } = this.#pickIndex();
    out.set(this.base);
    for (let m = 0; m < this.remaining.length; m++) {
      if (winners[m] === NO_PLAYER) continue;
      const at = bounds.get(m * this.players.length + (winners[m] as number));
      if (!at) continue;
      // The right winner everywhere; the right score too in the run of those who picked the score drawn.
      const from = at[(scores[m] as number) + 1] as number;
      const to = at[(scores[m] as number) + 2] as number;
      const end = at[at.length - 1] as number;
      for (let i = at[0] as number; i < from; i++) {
        const e = entries[i] as number;
        out[e] = (out[e] as number) + WIN;
      }
      for (let i = from; i < to; i++) {
        const e = entries[i] as number;
        out[e] = (out[e] as number) + WIN + BONUS;
      }
      for (let i = to; i < end; i++) {
        const e = entries[i] as number;
        out[e] = (out[e] as number) + WIN;
      }
    }
    return out;
  }

  /** The outcome of entry `e`'s own bracket: its picks come true wherever they still can, with its scores. */
  ownBracket(e: number): [Int32Array, Int8Array] {
    const winners = new Int32Array(this.remaining.length);
    const scores = new Int8Array(this.remaining.length);
    for (const match of this.remaining) {
      const [one, two] = this.playersOf(match, winners);
      const at = match.index * this.size + e;
      const pick = this.winner[at] as number;
      winners[match.index] = pick !== NO_PICK && (pick === one || pick === two) ? pick : one !== NO_PLAYER ? one : two;
      scores[match.index] = Math.max(0, this.score[at] as number);
    }
    return [winners, scores];
  }
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
      const mine = points[at] as number;
      let above = 0;
      for (const each of points) if (each > mine) above++;
      best = Math.min(best, 1 + above);
      return best <= floor;
    }
    const [one, two] = table.playersOf(table.remaining[depth] as Remaining, winners);
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
  entries: readonly ContentionEntry[] | PackedField,
  { searchBudget = 2_000_000, rivalLimit = 200 }: { searchBudget?: number; rivalLimit?: number } = {},
): Map<string, Contention> {
  const field = asField(matches, entries);
  const table = new PickTable(matches, field);
  const prizeCut = topFinisherCount(table.size);
  const searchable = outcomeCount(table.remaining, searchBudget) * Math.max(1, table.size) <= searchBudget;
  const brackets = field.ids.map((_, e) => table.ownBracket(e));
  const most = field.ids.map((_, e) => table.pointsOf(e, ...(brackets[e] as [Int32Array, Int8Array])));
  const byMost = field.ids.map((_, e) => e).sort((a, b) => (most[b] as number) - (most[a] as number));
  const mostDescending = byMost.map((e) => most[e] as number);
  const nowDescending = Array.from(field.points).sort((a, b) => b - a);
  const verdicts = new Map<string, Contention>();
  field.ids.forEach((id, at) => {
    const ceiling = most[at] as number;
    const rivals = countAbove(mostDescending, ceiling);
    let bestRank = 1 + rivals;
    if (rivals <= rivalLimit) {
      const [winners, scores] = brackets[at] as [Int32Array, Int8Array];
      let above = 0;
      for (let r = 0; r < rivals; r++) if (table.pointsOf(byMost[r] as number, winners, scores) > ceiling) above++;
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

/** What an unranked player counts as in the odds: well below the ranked field of any PSA draw. */
export const UNRANKED_AS = 300;
/** How sharply the better-ranked player is favoured: 1 gives rank 1 against rank 10 a 91% chance. */
const RANK_WEIGHT = 1;
/** How a match's games go, whoever wins: 3-0, 3-1, 3-2 (the tour's finals split about so). */
export const SCORE_CHANCES: Readonly<Record<GameScore, number>> = { '3-0': 0.4, '3-1': 0.35, '3-2': 0.25 };

/**
 * The chance that `rankA` beats `rankB` (world ranks, 1 the best; null unranked): rankB^w / (rankA^w +
 * rankB^w), so equal ranks are a coin toss and the ratio of ranks decides the rest. Written down in
 * docs/decisions/019-who-can-still-win-and-the-odds.md.
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
  entries: readonly ContentionEntry[] | PackedField,
  rankOf: (playerId: string) => number | null,
  options: { simulations?: number; seed?: number } = {},
): Map<string, Odds> {
  return oddsWithGroups(matches, entries, rankOf, [], options).field;
}

/**
 * What `contention` has proven of the entries, for `oddsWithGroups` to leave out of its runs: an entry
 * proven out of the prize places (and of first place in each of its groups) has a chance of 0 there, and
 * in no run can it move the top, the prize cut or a group's top, which are all above it in every outcome.
 */
export interface ProvenOut {
  /** By entry: proven out of the field's prize places (`contention`'s prizePlaces 'out'). */
  prizePlaces: (e: number) => boolean;
  /** By group and member (place in the group): proven out of first place within the group. */
  groupFirst: (g: number, member: number) => boolean;
}

/**
 * `odds` of the whole field and, from the same runs, each entry's chance of finishing first (alone or tied)
 * within each group of entries it is in (`groups`: indexes into `entries`, e.g. a private league's). A
 * group's chances are what `odds` gives its entries alone with the same seed: the runs don't depend on who
 * picked what, only on the draw and the seed. With `provenOut`, the entries proven out everywhere they are
 * counted are not scored in the runs at all (a chance of 0, as the runs would find): the same figures for
 * far less work once most of a big field is out of the running.
 */
export function oddsWithGroups(
  matches: readonly TipDrawMatch[],
  entries: readonly ContentionEntry[] | PackedField,
  rankOf: (playerId: string) => number | null,
  groups: ReadonlyArray<readonly number[]>,
  { simulations = 2000, seed = 1, provenOut }: { simulations?: number; seed?: number; provenOut?: ProvenOut } = {},
): { field: Map<string, Odds>; groups: Array<Map<string, number>> } {
  const field = asField(matches, entries);
  const size = field.ids.length;
  // The entries the runs score (`counted`), by place in the field: those proven out everywhere are left out.
  // Counted group by group, so that a run's pass over a group reads its members' points side by side.
  const place = new Int32Array(size).fill(-1);
  const counted: number[] = [];
  const count = (e: number) => {
    if (place[e] !== -1) return;
    place[e] = counted.length;
    counted.push(e);
  };
  groups.forEach((group, g) => {
    group.forEach((e, member) => {
      if (!provenOut?.groupFirst(g, member)) count(e);
    });
  });
  for (let e = 0; e < size; e++) if (!provenOut?.prizePlaces(e)) count(e);
  const table = new PickTable(matches, subField(field, counted));
  const random = seededRandom(seed);
  // The cut of the whole field: those left out are below it in every run, so it is the same cut among the rest.
  const cut = topFinisherCount(size);
  const firsts = new Int32Array(counted.length);
  const placed = new Int32Array(counted.length);
  // The groups' members in play in one flat list (places in `counted`), each group's from starts[g] to
  // starts[g + 1]; `memberOf` is each one's place in its group.
  const starts = [0];
  const members: number[] = [];
  const memberOf: number[] = [];
  groups.forEach((group, g) => {
    group.forEach((e, member) => {
      if (provenOut?.groupFirst(g, member)) return;
      members.push(place[e] as number);
      memberOf.push(member);
    });
    starts.push(members.length);
  });
  const groupFirsts = new Int32Array(members.length);
  const ranks = new Map<number, number | null>();
  const rankOfPlayer = (player: number) => {
    if (!ranks.has(player)) ranks.set(player, rankOf(table.players[player] as string));
    return ranks.get(player) ?? null;
  };
  const winners = new Int32Array(table.remaining.length);
  const scores = new Int8Array(table.remaining.length);
  const points = new Int32Array(counted.length);
  // The most points any entry can reach (its points now and every remaining pick right with its score):
  // the size of the count of each score that `topAndCut` reuses from run to run.
  let most = 0;
  for (const each of table.base) most = Math.max(most, each);
  const pointCounts = new Int32Array(most + table.remaining.length * (WIN + BONUS) + 1);
  // The members level with their group's top so far, in one group's pass.
  const tied = new Int32Array(groups.reduce((longest, group) => Math.max(longest, group.length), 1));
  for (let run = 0; run < simulations; run++) {
    for (const match of table.remaining) {
      const [one, two] = table.playersOf(match, winners);
      let winner = one !== NO_PLAYER ? one : two;
      if (one !== NO_PLAYER && two !== NO_PLAYER) {
        winner = random.next() < winChance(rankOfPlayer(one), rankOfPlayer(two)) ? one : two;
      }
      winners[match.index] = winner;
      scores[match.index] = GAME_SCORES.indexOf(drawScore(random.next()));
    }
    table.allPointsByPick(winners, scores, points);
    const [top, cutPoints] = topAndCut(points, cut, pointCounts);
    // Without a branch, which the processor would guess wrong for a tenth of the field in no order: the sign
    // bit of (cutPoints - 1 - each) is 1 exactly when each >= cutPoints, and of (top - 1 - each) when each is the top.
    for (let e = 0; e < points.length; e++) {
      const each = points[e] as number;
      placed[e] = (placed[e] as number) + ((cutPoints - 1 - each) >>> 31);
      firsts[e] = (firsts[e] as number) + ((top - 1 - each) >>> 31);
    }
    // Each group's top in one pass over its members, keeping those level with it so far.
    for (let g = 0; g < groups.length; g++) {
      let groupTop = -1;
      let level = 0;
      for (let i = starts[g] as number; i < (starts[g + 1] as number); i++) {
        const each = points[members[i] as number] as number;
        if (each > groupTop) {
          groupTop = each;
          level = 0;
        }
        if (each === groupTop) tied[level++] = i;
      }
      for (let k = 0; k < level; k++) groupFirsts[tied[k] as number] = (groupFirsts[tied[k] as number] as number) + 1;
    }
  }
  const share = (count: number) => count / simulations;
  return {
    field: new Map(
      field.ids.map((id, e) => {
        const at = place[e] as number;
        return [
          id,
          at < 0
            ? { first: 0, prizePlaces: 0 }
            : { first: share(firsts[at] as number), prizePlaces: share(placed[at] as number) },
        ];
      }),
    ),
    groups: groups.map((group, g) => {
      const chances = new Map(group.map((e) => [field.ids[e] as string, 0]));
      for (let i = starts[g] as number; i < (starts[g + 1] as number); i++) {
        const e = group[memberOf[i] as number] as number;
        chances.set(field.ids[e] as string, share(groupFirsts[i] as number));
      }
      return chances;
    }),
  };
}

/**
 * The most points, and the points of the `cut`-th best, by counting in one pass (points are small whole
 * numbers): `counts` is large enough for any score, and is left zeroed for the next run.
 */
function topAndCut(points: Int32Array, cut: number, counts: Int32Array): [number, number] {
  let top = 0;
  for (let e = 0; e < points.length; e++) {
    const each = points[e] as number;
    counts[each] = (counts[each] as number) + 1;
    if (each > top) top = each;
  }
  let seen = 0;
  let cutPoints = 0;
  for (let value = top; value >= 0; value--) {
    seen += counts[value] as number;
    if (seen >= cut) {
      cutPoints = value;
      break;
    }
  }
  counts.fill(0, 0, top + 1);
  return [top, cutPoints];
}

function drawScore(roll: number): GameScore {
  let total = 0;
  for (const score of GAME_SCORES) {
    total += SCORE_CHANCES[score];
    if (roll < total) return score;
  }
  return '3-2';
}
