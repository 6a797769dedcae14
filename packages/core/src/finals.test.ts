import { describe, expect, it } from 'vitest';
import { compareEntries } from './compare.js';
import type { GameScore } from './constants.js';
import { contention, odds } from './outlook/index.js';
import {
  applyPick,
  eliminatedPlayers,
  fillPicks,
  maxPointsStillPossible,
  type Pick,
  pendingRoundOneMatches,
  projectSlots,
  type TipDrawMatch,
  tipsProblemDetail,
  unplayedFinalsTipDraw,
} from './tip-rules.js';

/*
 * The Tour Finals' picks (issue 66): every group match picked, the semi-finals' places filled from the fan's own
 * predicted group tables (A1 v B2, B1 v A2), real results taking over from picks as they come in.
 */

const groups = { A: ['a1', 'a2', 'a3', 'a4'], B: ['b1', 'b2', 'b3', 'b4'] };
const draw = unplayedFinalsTipDraw(groups);
const groupMatches = draw.filter((match) => match.group);

/** Every group match picked for the better seed (the lower number), 3-0. */
function seedsWin(): Map<string, Pick> {
  const picks = new Map<string, Pick>();
  for (const match of groupMatches) {
    const one = match.playerOneId as string;
    const two = match.playerTwoId as string;
    picks.set(match.id, { predictedWinnerId: [one, two].sort()[0] as string, predictedScore: '3-0' });
  }
  return picks;
}
const pick = (predictedWinnerId: string, predictedScore: GameScore | null = null): Pick => ({
  predictedWinnerId,
  predictedScore,
});
const tipsOf = (picks: Map<string, Pick>) => [...picks].map(([matchId, each]) => ({ matchId, ...each }));
const matchBetween = (one: string, two: string) =>
  groupMatches.find(
    (match) =>
      (match.playerOneId === one && match.playerTwoId === two) ||
      (match.playerOneId === two && match.playerTwoId === one),
  ) as TipDrawMatch;

describe("a Finals' draw", () => {
  it('has two groups of six matches in three rounds, then two semi-finals and a final', () => {
    expect(groupMatches).toHaveLength(12);
    expect(new Set(groupMatches.map((match) => match.roundIndex))).toEqual(new Set([1, 2, 3]));
    expect(draw.filter((match) => !match.group).map((match) => [match.id, match.roundIndex])).toEqual([
      ['sf1', 4],
      ['sf2', 4],
      ['final', 5],
    ]);
    expect(pendingRoundOneMatches(draw)).toEqual([]);
    // A group match still waiting for a player (the last qualifier) holds every entry back.
    const waiting = draw.map((match) => (match.id === 'gA3-1' ? { ...match, playerTwoId: null } : match));
    expect(pendingRoundOneMatches(waiting).map((match) => match.id)).toEqual(['gA3-1']);
  });
});

describe("the semi-finals from a fan's group picks", () => {
  it('stay empty until every match of the group is picked', () => {
    const picks = seedsWin();
    picks.delete(matchBetween('a1', 'a2').id);
    expect(projectSlots(draw, picks).get('sf1')).toEqual([null, 'b2']);
    expect(projectSlots(draw, picks).get('sf2')).toEqual(['b1', null]);
  });

  it('are A1 v B2 and B1 v A2 of the tables the picks make', () => {
    const picks = seedsWin();
    expect(projectSlots(draw, picks).get('sf1')).toEqual(['a1', 'b2']);
    expect(projectSlots(draw, picks).get('sf2')).toEqual(['b1', 'a2']);
    // a4 beats everyone in group A: a4 tops it, a1 second.
    for (const other of ['a1', 'a2', 'a3']) picks.set(matchBetween('a4', other).id, pick('a4', '3-1'));
    expect(projectSlots(draw, picks).get('sf1')).toEqual(['a4', 'b2']);
    expect(projectSlots(draw, picks).get('sf2')).toEqual(['b1', 'a1']);
  });

  it("order players level on wins by games won, then the head-to-head, then the seeds: the tour's order", () => {
    const picks = seedsWin();
    // A cycle among a1, a2 and a3, each 3-2, and each beats a4 3-0: two wins and 8 games won each, one win each
    // among the three, so the seeds decide: a1, a2.
    picks.set(matchBetween('a1', 'a2').id, pick('a1', '3-2'));
    picks.set(matchBetween('a2', 'a3').id, pick('a2', '3-2'));
    picks.set(matchBetween('a3', 'a1').id, pick('a3', '3-2'));
    for (const one of ['a1', 'a2', 'a3']) picks.set(matchBetween(one, 'a4').id, pick(one, '3-0'));
    expect(projectSlots(draw, picks).get('sf1')?.[0]).toBe('a1');
    expect(projectSlots(draw, picks).get('sf2')?.[1]).toBe('a2');
    // a3 beats a1 3-0: a1 has 6 games won, a2 and a3 still 8 and level, and a2 beat a3: a2 first, a3 second.
    picks.set(matchBetween('a3', 'a1').id, pick('a3', '3-0'));
    expect(projectSlots(draw, picks).get('sf1')?.[0]).toBe('a2');
    expect(projectSlots(draw, picks).get('sf2')?.[1]).toBe('a3');
  });

  it('use real results where they are in, whatever the fan picked', () => {
    const picks = seedsWin();
    // The fan has a1 winning group A with three wins; for real, a4 beat a1 and a3 beat a1.
    const upsets = new Map([
      [matchBetween('a1', 'a4').id, 'a4'],
      [matchBetween('a1', 'a3').id, 'a3'],
    ]);
    const decided = draw.map((match) =>
      upsets.has(match.id)
        ? { ...match, isCompleted: true, winnerId: upsets.get(match.id) as string, gameScore: '3-0' }
        : match,
    );
    // Now a2 (beat a3 and a4, picked) and a3 (beat a1 for real, a4 picked) have two wins and six games each, and
    // a2 beat a3 in the picks: a2 first, a3 second; a1 and a4 one win each.
    expect(projectSlots(decided, picks).get('sf1')?.[0]).toBe('a2');
    expect(projectSlots(decided, picks).get('sf2')?.[1]).toBe('a3');
  });
});

describe("a Finals' set of tips", () => {
  it('is valid with every group match, both semi-finals and the final picked from the places', () => {
    const picks = seedsWin();
    picks.set('sf1', pick('a1'));
    picks.set('sf2', pick('b1', '3-1'));
    picks.set('final', pick('b1'));
    expect(tipsProblemDetail(draw, tipsOf(picks))).toBeNull();
  });

  it('refuses a semi-final pick that the group picks do not put there, and says why', () => {
    const picks = seedsWin();
    picks.set('sf1', pick('a3'));
    picks.set('sf2', pick('b1'));
    picks.set('final', pick('b1'));
    expect(tipsProblemDetail(draw, tipsOf(picks))).toMatchObject({ kind: 'notPlaced' });
    expect(tipsProblemDetail(draw, tipsOf(picks))?.message).toContain('group picks');
  });

  it("refuses a group pick that is not one of the match's players", () => {
    const picks = seedsWin();
    picks.set(matchBetween('a1', 'a2').id, pick('b1'));
    picks.set('sf1', pick('a1'));
    picks.set('sf2', pick('b1'));
    picks.set('final', pick('b1'));
    expect(tipsProblemDetail(draw, tipsOf(picks))).toMatchObject({ kind: 'notPlayer' });
  });

  it('loses the semi-final and final picks a changed group pick makes impossible, and keeps the others', () => {
    let picks = seedsWin();
    picks.set('sf1', pick('a1'));
    picks.set('sf2', pick('b1'));
    picks.set('final', pick('a1'));
    // a3 now beats a1 and a2: a3 wins group A, a1 is second, a2 out of the semis.
    picks = applyPick(draw, picks, matchBetween('a1', 'a3').id, pick('a3'));
    picks = applyPick(draw, picks, matchBetween('a2', 'a3').id, pick('a3'));
    expect(projectSlots(draw, picks).get('sf1')).toEqual(['a3', 'b2']);
    expect(picks.has('sf1')).toBe(false);
    expect(picks.has('final')).toBe(false);
    // sf2 is B1 v A2, now b1 v a1: b1 is still there.
    expect(picks.get('sf2')?.predictedWinnerId).toBe('b1');
  });

  it('fills from the seeds into a valid set', () => {
    const strengths = new Map([...groups.A, ...groups.B].map((id) => [id, { seed: Number(id[1]), worldRank: null }]));
    const picks = fillPicks(draw, strengths, 'seeding');
    expect(picks.size).toBe(15);
    expect(tipsProblemDetail(draw, tipsOf(picks))).toBeNull();
    expect(picks.get('final')?.predictedWinnerId).toBe('a1');
  });
});

describe("who is out of a Finals' knockout", () => {
  const decide = (results: Array<[string, string]>) => {
    const winners = new Map(results.map(([winner, loser]) => [matchBetween(winner, loser).id, winner]));
    return draw.map((match) =>
      winners.has(match.id)
        ? { ...match, isCompleted: true, winnerId: winners.get(match.id) as string, gameScore: '3-0' }
        : match,
    );
  };

  it('is nobody for losing one group match, and a tip on their other group matches still counts', () => {
    const after = decide([['a2', 'a1']]);
    expect(eliminatedPlayers(after)).toEqual(new Set());
    const tips = [{ matchId: matchBetween('a1', 'a3').id, predictedWinnerId: 'a1', predictedScore: '3-1' as const }];
    expect(maxPointsStillPossible(after, tips)).toBe(11);
  });

  it('is a player whom no way the rest of the group goes puts in the top two', () => {
    // a4 has lost twice; a1 and a2 have won twice each: a4 can reach one win, and a1 and a2 already have two.
    const after = decide([
      ['a1', 'a4'],
      ['a2', 'a4'],
      ['a1', 'a3'],
      ['a2', 'a3'],
    ]);
    expect(eliminatedPlayers(after)).toEqual(new Set(['a4', 'a3']));
    // A tip on a4 to win the semi-final earns nothing now; one on a4 to beat a3 still can.
    const tips = [
      { matchId: 'sf1', predictedWinnerId: 'a4', predictedScore: null },
      { matchId: matchBetween('a3', 'a4').id, predictedWinnerId: 'a4', predictedScore: null },
    ];
    expect(maxPointsStillPossible(after, tips)).toBe(10);
  });

  it('is, once the knockout is played, its losers as in any draw', () => {
    const after = draw.map((match) =>
      match.id === 'sf1'
        ? { ...match, playerOneId: 'a1', playerTwoId: 'b2', isCompleted: true, winnerId: 'b2' }
        : match,
    );
    expect(eliminatedPlayers(after).has('a1')).toBe(true);
  });
});

describe('two entries of a Finals compared', () => {
  it("keep a group match's swings for a player who lost before, and drop a semi-final's for one who is out", () => {
    const after = draw.map((match) => {
      const won = new Map([
        [matchBetween('a1', 'a4').id, 'a1'],
        [matchBetween('a2', 'a4').id, 'a2'],
        [matchBetween('a1', 'a3').id, 'a1'],
        [matchBetween('a2', 'a3').id, 'a2'],
      ]).get(match.id);
      return won ? { ...match, isCompleted: true, winnerId: won, gameScore: '3-0' } : match;
    });
    const a4v3 = matchBetween('a3', 'a4').id;
    const comparison = compareEntries(
      after.map((match) => ({ ...match, gameScore: match.gameScore ?? null })),
      [
        { matchId: a4v3, predictedWinnerId: 'a4', predictedScore: null },
        { matchId: 'sf1', predictedWinnerId: 'a4', predictedScore: null },
      ],
      [
        { matchId: a4v3, predictedWinnerId: 'a3', predictedScore: null },
        { matchId: 'sf1', predictedWinnerId: 'a1', predictedScore: null },
      ],
    );
    const of = (id: string) => comparison.differences.find((difference) => difference.matchId === id);
    // a4 has lost twice and is out of the semi-finals, but still plays a3.
    expect(
      of(a4v3)
        ?.swings.map((swing) => swing.winnerId)
        .sort(),
    ).toEqual(['a3', 'a4']);
    expect(of('sf1')?.swings.map((swing) => swing.winnerId)).toEqual(['a1']);
  });
});

describe("a Finals' outlook", () => {
  it('plays the semi-finals between the places each outcome gives the groups', () => {
    // Two fans alike in every pick but the final's: s has a1, t has b1. One group match is still to play, so the
    // semi-finals' players come from the tables each outcome makes.
    const s = seedsWin();
    for (const [id, winner] of [
      ['sf1', 'a1'],
      ['sf2', 'b1'],
      ['final', 'a1'],
    ] as const)
      s.set(id, pick(winner));
    const t = new Map(s);
    t.set('final', pick('b1'));
    const open = matchBetween('a3', 'a4').id;
    const after = draw.map((match) =>
      match.group && match.id !== open
        ? { ...match, isCompleted: true, winnerId: s.get(match.id)?.predictedWinnerId ?? null, gameScore: '3-0' }
        : match,
    );
    const entries = [
      { id: 's', points: 110, picks: s },
      { id: 't', points: 110, picks: t },
    ];
    expect(contention(after, entries).get('s')?.first).toBe('can');
    expect(contention(after, entries).get('t')?.first).toBe('can');
    const chances = odds(after, entries, (id) => Number(id[1]), { simulations: 4_000, seed: 7 });
    // Alone first when their finalist wins the final, level when another does: never both always first, as
    // they would be if the semi-finals had nobody in them.
    for (const id of ['s', 't']) {
      expect(chances.get(id)?.first ?? 0).toBeGreaterThan(0.2);
      expect(chances.get(id)?.first ?? 1).toBeLessThan(0.95);
    }
  });
});
