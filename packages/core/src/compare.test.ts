import { describe, expect, it } from 'vitest';
import { type CompareMatch, compareEntries } from './compare.js';
import { unplayedTipDraw } from './tip-rules.js';

/** Four players: p1 v p2 and p3 v p4, then the final; the first semi-final played, p1 beating p2 3-1. */
function partPlayedDraw(): CompareMatch[] {
  return unplayedTipDraw(4).map((match) =>
    match.id === 'm1-1'
      ? { ...match, isCompleted: true, winnerId: 'p1', gameScore: '3-1' }
      : match.id === 'm2-1'
        ? { ...match, playerOneId: 'p1', gameScore: null }
        : { ...match, gameScore: null },
  );
}

const tip = (matchId: string, predictedWinnerId: string, predictedScore: '3-0' | '3-1' | null = null) => ({
  matchId,
  predictedWinnerId,
  predictedScore,
});

describe('comparing two entries', () => {
  const a = [tip('m1-1', 'p1', '3-1'), tip('m1-2', 'p3'), tip('m2-1', 'p1')];
  const b = [tip('m1-1', 'p2'), tip('m1-2', 'p3', '3-0'), tip('m2-1', 'p2')];
  const { differences, agreed, atStake } = compareEntries(partPlayedDraw(), a, b);
  const byMatch = new Map(differences.map((difference) => [difference.matchId, difference]));

  it('gives a decided difference the points each pick earned (winner and game score)', () => {
    expect(byMatch.get('m1-1')?.points).toEqual({ a: 11, b: 0 });
    expect(byMatch.get('m1-1')?.swings).toEqual([]);
  });

  it('marks a difference of game score alone, worth the bonus point of each score named', () => {
    expect(byMatch.get('m1-2')).toMatchObject({
      scoreOnly: true,
      points: null,
      swings: [{ winnerId: 'p3', score: '3-0', gain: -1 }],
    });
  });

  it('lists only the outcomes still possible: a pick of a player already out earns nothing', () => {
    expect(byMatch.get('m2-1')?.swings).toEqual([{ winnerId: 'p1', gain: 10 }]);
    expect(atStake).toEqual({ a: 10, b: 1 });
  });

  it('counts the matches where the two agree, winner and score', () => {
    expect(agreed).toBe(0);
    const same = compareEntries(partPlayedDraw(), a, a);
    expect(same).toEqual({ differences: [], agreed: 3, atStake: { a: 0, b: 0 } });
  });

  it('weighs both outcomes of an undecided match both picked players can still win', () => {
    const one = compareEntries(partPlayedDraw(), [tip('m1-2', 'p3')], [tip('m1-2', 'p4')]);
    expect(one.differences[0]?.swings).toEqual([
      { winnerId: 'p3', gain: 10 },
      { winnerId: 'p4', gain: -10 },
    ]);
    expect(one.atStake).toEqual({ a: 10, b: 10 });
  });
});
