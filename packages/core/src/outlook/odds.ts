/*
 * The odds (issue 27, decision 019): each entry's chance of first place and of the prize places, from playing
 * the rest of the draw many times, seeded.
 */
import { GAME_SCORES, type GameScore } from '../constants.js';
import { topFinisherCount } from '../prizes.js';
import { seededRandom } from '../random.js';
import type { TipDrawMatch } from '../tip-rules.js';
import { asField, BONUS, type ContentionEntry, NO_PLAYER, type PackedField, subField, WIN } from './field.js';
import { PickTable } from './pick-table.js';
import { addAt, i32, nth } from './typed-arrays.js';

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
      members.push(i32(place, e));
      memberOf.push(member);
    });
    starts.push(members.length);
  });
  const groupFirsts = new Int32Array(members.length);
  const ranks = new Map<number, number | null>();
  const rankOfPlayer = (player: number) => {
    if (!ranks.has(player)) ranks.set(player, rankOf(nth(table.players, player)));
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
      const [one, two] = table.playersOf(match, winners, scores);
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
      const each = i32(points, e);
      addAt(placed, e, (cutPoints - 1 - each) >>> 31);
      addAt(firsts, e, (top - 1 - each) >>> 31);
    }
    // Each group's top in one pass over its members, keeping those level with it so far.
    for (let g = 0; g < groups.length; g++) {
      let groupTop = -1;
      let level = 0;
      for (let i = nth(starts, g); i < nth(starts, g + 1); i++) {
        const each = i32(points, nth(members, i));
        if (each > groupTop) {
          groupTop = each;
          level = 0;
        }
        if (each === groupTop) tied[level++] = i;
      }
      for (let k = 0; k < level; k++) addAt(groupFirsts, i32(tied, k), 1);
    }
  }
  const share = (count: number) => count / simulations;
  return {
    field: new Map(
      field.ids.map((id, e) => {
        const at = i32(place, e);
        return [
          id,
          at < 0
            ? { first: 0, prizePlaces: 0 }
            : { first: share(i32(firsts, at)), prizePlaces: share(i32(placed, at)) },
        ];
      }),
    ),
    groups: groups.map((group, g) => {
      const chances = new Map(group.map((e) => [nth(field.ids, e), 0]));
      for (let i = nth(starts, g); i < nth(starts, g + 1); i++) {
        const e = nth(group, nth(memberOf, i));
        chances.set(nth(field.ids, e), share(i32(groupFirsts, i)));
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
    const each = i32(points, e);
    addAt(counts, each, 1);
    if (each > top) top = each;
  }
  let seen = 0;
  let cutPoints = 0;
  for (let value = top; value >= 0; value--) {
    seen += i32(counts, value);
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
