import { describe, expect, it } from 'vitest';
import { GAME_SCORES, type GameScore } from '../constants.js';
import { topFinisherCount } from '../prizes.js';
import { seededRandom } from '../random.js';
import { tipPoints } from '../scoring.js';
import { type Pick, type TipDrawMatch, unplayedTipDraw } from '../tip-rules.js';
import { type ContentionEntry, contention, odds, oddsWithGroups, winChance } from './index.js';

type Random = ReturnType<typeof seededRandom>;

/**
 * A random small draw part played: `size` players (some round-one matches byes), its matches decided in
 * round order (one of their players winning) until one to four are left.
 */
function randomDraw(random: Random, size: 4 | 8) {
  const matches = unplayedTipDraw(size);
  // Now and then a bye: round one's match with its second player missing, won by the first.
  for (const match of matches) {
    if (match.roundIndex === 1 && random.next() < 0.15) {
      Object.assign(match, { isBye: true, isCompleted: true, playerTwoId: null, winnerId: match.playerOneId });
    }
  }
  const scores = new Map<string, GameScore>();
  // At most four matches left (6^4 outcomes), so the reference can try every one.
  const playable = matches.filter((match) => !match.isBye).length;
  const decided = random.int(Math.max(0, playable - 4), playable - 1);
  let done = 0;
  for (const match of matches) {
    if (match.isBye || done >= decided) continue;
    const [one, two] = playersOf(matches, match);
    if (!one || !two) continue;
    match.isCompleted = true;
    match.winnerId = random.next() < 0.5 ? one : two;
    scores.set(match.id, GAME_SCORES[random.int(0, 2)] as GameScore);
    done++;
  }
  return { matches, scores };
}

/** A match's two players as the draw has them (round one's, or the winners of its feeding matches). */
function playersOf(matches: readonly TipDrawMatch[], match: TipDrawMatch): [string | null, string | null] {
  const fed = (slot: 1 | 2) =>
    matches.find((each) => each.nextMatchId === match.id && each.nextMatchPlayerSlot === slot)?.winnerId ?? null;
  return [match.playerOneId ?? fed(1), match.playerTwoId ?? fed(2)];
}

/** A random full bracket of picks made before the start (each later pick one of its own earlier winners). */
function randomPicks(random: Random, matches: readonly TipDrawMatch[]): Map<string, Pick> {
  const picks = new Map<string, Pick>();
  const winner = new Map<string, string | null>();
  for (const match of [...matches].sort((a, b) => a.roundIndex - b.roundIndex)) {
    const feeder = (slot: 1 | 2) =>
      matches.find((each) => each.nextMatchId === match.id && each.nextMatchPlayerSlot === slot);
    const slot = (slot: 1 | 2, known: string | null) => {
      if (known) return known;
      const from = feeder(slot);
      return from ? (winner.get(from.id) ?? null) : null;
    };
    const players = [slot(1, match.playerOneId), slot(2, match.playerTwoId)].filter((p): p is string => p !== null);
    if (match.isBye) {
      winner.set(match.id, players[0] ?? null);
      continue;
    }
    const predictedWinnerId = players[random.int(0, players.length - 1)] as string;
    const predictedScore = random.next() < 0.2 ? null : (GAME_SCORES[random.int(0, 2)] as GameScore);
    picks.set(match.id, { predictedWinnerId, predictedScore });
    winner.set(match.id, predictedWinnerId);
  }
  return picks;
}

type Picked = ReadonlyArray<{ id: string; picks: ReadonlyMap<string, Pick> }>;

/**
 * The reference: every outcome of the rest of the draw, played out match by match on a copy of the draw
 * (either player wins, with any of the three scores), with each entry's total and the outcome's chance
 * (the product of `chanceOf` for each match's winner and score; 1 when not asked).
 */
function everyOutcome(
  matches: readonly TipDrawMatch[],
  scores: ReadonlyMap<string, GameScore>,
  entries: Picked,
  visit: (totals: number[], chance: number) => void,
  chanceOf: (winner: string | null, loser: string | null, score: GameScore) => number = () => 1,
) {
  const ordered = [...matches].sort((a, b) => a.roundIndex - b.roundIndex).map((match) => ({ ...match }));
  const played = new Map(scores);
  const walk = (index: number, chance: number) => {
    const match = ordered[index];
    if (!match) {
      const totals = entries.map((entry) => {
        let points = 0;
        for (const each of ordered) {
          const pick = entry.picks.get(each.id);
          if (!pick || each.isBye || !each.winnerId) continue;
          points += tipPoints(pick, { winnerId: each.winnerId, gameScore: played.get(each.id) ?? null });
        }
        return points;
      });
      return visit(totals, chance);
    }
    if (match.isCompleted) return walk(index + 1, chance);
    const [one, two] = playersOf(ordered, match);
    const players = [one, two].filter((p): p is string => p !== null);
    for (const winner of players.length > 0 ? players : [null]) {
      const loser = winner === one ? two : one;
      for (const score of GAME_SCORES) {
        match.winnerId = winner;
        played.set(match.id, score);
        walk(index + 1, chance * chanceOf(winner, loser, score));
      }
    }
    match.winnerId = null;
    played.delete(match.id);
  };
  walk(0, 1);
}

/** Each entry's best rank over every outcome. */
function bruteForceBestRanks(
  matches: readonly TipDrawMatch[],
  scores: ReadonlyMap<string, GameScore>,
  entries: Picked,
) {
  const best = new Map(entries.map((entry) => [entry.id, Number.POSITIVE_INFINITY]));
  everyOutcome(matches, scores, entries, (totals) => {
    entries.forEach((entry, at) => {
      const rank = 1 + totals.filter((points) => points > (totals[at] as number)).length;
      best.set(entry.id, Math.min(best.get(entry.id) as number, rank));
    });
  });
  return best;
}

/** Points so far: the decided matches' tips. */
function pointsSoFar(
  matches: readonly TipDrawMatch[],
  scores: ReadonlyMap<string, GameScore>,
  picks: ReadonlyMap<string, Pick>,
) {
  let points = 0;
  for (const match of matches) {
    const pick = picks.get(match.id);
    if (pick && match.isCompleted && !match.isBye && match.winnerId) {
      points += tipPoints(pick, { winnerId: match.winnerId, gameScore: scores.get(match.id) ?? null });
    }
  }
  return points;
}

const DRAWS = Number(process.env.CONTENTION_DRAWS ?? 150);

describe('who can still win, against every outcome', () => {
  it(`says only what is true, and is exact when it says so (${DRAWS} random draws)`, () => {
    const random = seededRandom(2027);
    for (let draw = 0; draw < DRAWS; draw++) {
      const { matches, scores } = randomDraw(random, random.next() < 0.5 ? 4 : 8);
      const count = random.int(2, 12);
      const first = randomPicks(random, matches);
      // A quarter of the entries copy the first one's bracket: ties, at the top too.
      const picked = Array.from({ length: count }, (_, n) => ({
        id: `e${n}`,
        picks: n > 0 && random.next() < 0.25 ? first : n === 0 ? first : randomPicks(random, matches),
      }));
      const entries: ContentionEntry[] = picked.map((entry) => ({
        ...entry,
        points: pointsSoFar(matches, scores, entry.picks),
      }));
      const reference = bruteForceBestRanks(matches, scores, picked);
      const cut = topFinisherCount(entries.length);
      // With the search; with bounds alone (the search skipped, as for a big draw); and without scoring the
      // rivals in the entry's own bracket (as when it has more than rivalLimit).
      for (const [searchBudget, rivalLimit] of [
        [2_000_000, 200],
        [0, 200],
        [0, 0],
      ] as const) {
        const found = contention(matches, entries, { searchBudget, rivalLimit });
        for (const entry of entries) {
          const truth = reference.get(entry.id) as number;
          const said = found.get(entry.id);
          const context = `draw ${draw}, entry ${entry.id}, budget ${searchBudget}, rivals ${rivalLimit}`;
          expect(said, context).toBeDefined();
          if (!said) continue;
          // The rank said is reached by some outcome; when said to be exact, none does better.
          expect(said.bestRank, context).toBeGreaterThanOrEqual(truth);
          if (said.bestRankExact) expect(said.bestRank, context).toBe(truth);
          for (const [verdict, place] of [
            [said.first, 1],
            [said.prizePlaces, cut],
          ] as const) {
            if (verdict === 'can') expect(truth, `${context}: can reach ${place}`).toBeLessThanOrEqual(place);
            if (verdict === 'out') expect(truth, `${context}: out of ${place}`).toBeGreaterThan(place);
            // The search settles every draw this small.
            if (searchBudget > 0) expect(verdict, context).not.toBe('unknown');
          }
        }
      }
    }
  });

  it('names the leader and the out, with a tie at the top', () => {
    // A final left: p1 against p2. Two entries picked p1 with the same score, one picked p2.
    const matches: TipDrawMatch[] = [
      {
        id: 'sf1',
        roundIndex: 1,
        position: 1,
        isBye: false,
        isCompleted: true,
        winnerId: 'p1',
        playerOneId: 'p1',
        playerTwoId: 'p3',
        nextMatchId: 'f',
        nextMatchPlayerSlot: 1,
      },
      {
        id: 'sf2',
        roundIndex: 1,
        position: 2,
        isBye: false,
        isCompleted: true,
        winnerId: 'p2',
        playerOneId: 'p2',
        playerTwoId: 'p4',
        nextMatchId: 'f',
        nextMatchPlayerSlot: 2,
      },
      {
        id: 'f',
        roundIndex: 2,
        position: 1,
        isBye: false,
        isCompleted: false,
        winnerId: null,
        playerOneId: null,
        playerTwoId: null,
        nextMatchId: null,
        nextMatchPlayerSlot: null,
      },
    ];
    const pick = (winner: string, score: GameScore | null): Pick => ({
      predictedWinnerId: winner,
      predictedScore: score,
    });
    const entries: ContentionEntry[] = [
      { id: 'a', points: 20, picks: new Map([['f', pick('p1', '3-1')]]) },
      { id: 'b', points: 20, picks: new Map([['f', pick('p1', '3-1')]]) },
      { id: 'c', points: 10, picks: new Map([['f', pick('p2', null)]]) },
      { id: 'd', points: 0, picks: new Map([['f', pick('p2', '3-0')]]) },
    ];
    const found = contention(matches, entries);
    // a and b can tie first (both 31 if p1 wins 3-1): 'can' for both.
    expect(found.get('a')).toMatchObject({ first: 'can', bestRank: 1, bestRankExact: true });
    expect(found.get('b')).toMatchObject({ first: 'can', bestRank: 1, bestRankExact: true });
    // c can make 20 at most, a and b already have 20: tied first if p2 wins (20, 20, 20).
    expect(found.get('c')).toMatchObject({ first: 'can', bestRank: 1 });
    // d: 11 at most, below a's and b's 20 whatever happens; and when p2 wins, c's 20 is above it too, when
    // p1 does, c's 10 is above d's 0: fourth at best, which only trying both outcomes shows.
    expect(found.get('d')).toMatchObject({ first: 'out', bestRank: 4, bestRankExact: true });
    expect(contention(matches, entries, { searchBudget: 0 }).get('d')).toMatchObject({
      first: 'out',
      bestRank: 4,
      bestRankExact: false,
    });
  });
});

/** The exact chances: every outcome weighed by its probability (winChance, the score chances). */
function exactOdds(
  matches: readonly TipDrawMatch[],
  scores: ReadonlyMap<string, GameScore>,
  entries: Picked,
  rankOf: (player: string) => number | null,
) {
  const scoreChance: Record<GameScore, number> = { '3-0': 0.4, '3-1': 0.35, '3-2': 0.25 };
  const chances = new Map(entries.map((entry) => [entry.id, { first: 0, prizePlaces: 0 }]));
  const cut = topFinisherCount(entries.length);
  everyOutcome(
    matches,
    scores,
    entries,
    (totals, chance) => {
      entries.forEach((entry, at) => {
        const above = totals.filter((points) => points > (totals[at] as number)).length;
        const odds = chances.get(entry.id) as { first: number; prizePlaces: number };
        if (above === 0) odds.first += chance;
        if (above < cut) odds.prizePlaces += chance;
      });
    },
    // A match with one player known only (a bye's path) is that player's, whatever the score.
    (winner, loser, score) => (winner && loser ? winChance(rankOf(winner), rankOf(loser)) : 1) * scoreChance[score],
  );
  return chances;
}

describe('the odds', () => {
  it('come near the exact chances on small draws, and are the same for the same seed', () => {
    const random = seededRandom(19);
    // Player n is world number 3n (p1 is 3rd); one in eight unranked.
    const rankOf = (player: string) => (player.endsWith('8') ? null : Number(player.slice(1)) * 3);
    for (let draw = 0; draw < 8; draw++) {
      const { matches, scores } = randomDraw(random, draw % 2 === 0 ? 4 : 8);
      const picked = Array.from({ length: random.int(2, 8) }, (_, n) => ({
        id: `e${n}`,
        picks: randomPicks(random, matches),
      }));
      const entries = picked.map((entry) => ({ ...entry, points: pointsSoFar(matches, scores, entry.picks) }));
      const exact = exactOdds(matches, scores, picked, rankOf);
      const simulated = odds(matches, entries, rankOf, { simulations: 40_000, seed: draw });
      for (const entry of entries) {
        const want = exact.get(entry.id) as { first: number; prizePlaces: number };
        const got = simulated.get(entry.id) as { first: number; prizePlaces: number };
        expect(Math.abs(got.first - want.first), `draw ${draw}, ${entry.id} first`).toBeLessThan(0.02);
        expect(Math.abs(got.prizePlaces - want.prizePlaces), `draw ${draw}, ${entry.id} prize places`).toBeLessThan(
          0.02,
        );
      }
      expect(odds(matches, entries, rankOf, { simulations: 500, seed: 7 })).toEqual(
        odds(matches, entries, rankOf, { simulations: 500, seed: 7 }),
      );
    }
  });

  it("within a group (a league) are the group's own odds, from the same runs as the field's", () => {
    const random = seededRandom(23);
    const rankOf = (player: string) => Number(player.slice(1)) * 2;
    for (let draw = 0; draw < 6; draw++) {
      const { matches, scores } = randomDraw(random, 8);
      const entries = Array.from({ length: 12 }, (_, n) => {
        const picks = randomPicks(random, matches);
        return { id: `e${n}`, picks, points: pointsSoFar(matches, scores, picks) };
      });
      // Two leagues sharing an entry, one of a single entry, and one of everyone.
      const groups = [[0, 3, 5, 7], [5, 6], [11], entries.map((_, e) => e)];
      const options = { simulations: 3000, seed: draw + 1 };
      const found = oddsWithGroups(matches, entries, rankOf, groups, options);
      expect(found.field).toEqual(odds(matches, entries, rankOf, options));
      groups.forEach((group, g) => {
        const alone = odds(
          matches,
          group.map((e) => entries[e] as ContentionEntry),
          rankOf,
          options,
        );
        expect(found.groups[g]).toEqual(new Map([...alone].map(([id, chance]) => [id, chance.first])));
      });
      expect(found.groups[2]).toEqual(new Map([['e11', 1]]));
    }
  });

  it('leave out the entries contention proved out, with the very same figures', () => {
    const random = seededRandom(31);
    const rankOf = (player: string) => Number(player.slice(1)) * 2;
    let leftOut = 0;
    for (let draw = 0; draw < 10; draw++) {
      const { matches, scores } = randomDraw(random, 8);
      const entries = Array.from({ length: 30 }, (_, n) => {
        const picks = randomPicks(random, matches);
        return { id: `e${n}`, picks, points: pointsSoFar(matches, scores, picks) };
      });
      const groups = [
        Array.from({ length: 10 }, (_, n) => n),
        [2, 9, 17, 25],
        [29],
        entries.map((_, e) => e).filter((e) => e % 3 === 0),
      ];
      const field = contention(matches, entries);
      const inGroups = groups.map((group) =>
        contention(
          matches,
          group.map((e) => entries[e] as ContentionEntry),
        ),
      );
      const provenOut = {
        prizePlaces: (e: number) => field.get(`e${e}`)?.prizePlaces === 'out',
        groupFirst: (g: number, member: number) => inGroups[g]?.get(`e${groups[g]?.[member]}`)?.first === 'out',
      };
      const options = { simulations: 400, seed: draw + 5 };
      expect(oddsWithGroups(matches, entries, rankOf, groups, { ...options, provenOut })).toEqual(
        oddsWithGroups(matches, entries, rankOf, groups, options),
      );
      leftOut += entries.filter(
        (_, e) =>
          provenOut.prizePlaces(e) &&
          groups.every((group, g) => !group.includes(e) || provenOut.groupFirst(g, group.indexOf(e))),
      ).length;
    }
    // The runs did leave entries out: the check above is about something.
    expect(leftOut).toBeGreaterThan(20);
  });

  it('favour the better-ranked player by the ratio of the ranks', () => {
    expect(winChance(5, 5)).toBe(0.5);
    expect(winChance(1, 10)).toBeCloseTo(10 / 11);
    expect(winChance(10, 1)).toBeCloseTo(1 / 11);
    expect(winChance(null, 30)).toBeCloseTo(30 / 330);
  });
});
