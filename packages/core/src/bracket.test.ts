import { describe, expect, it } from 'vitest';
import { bracketSizeFor, bracketSkeleton, nextMatchLink, roundCountFor, roundName } from './bracket.js';

describe('bracketSizeFor', () => {
  it.each([
    [2, 2],
    [16, 16],
    [21, 32],
    [24, 32],
    [32, 32],
    [33, 64],
  ])('a %i-draw plays in a %i-bracket', (drawSize, size) => {
    expect(bracketSizeFor(drawSize)).toBe(size);
  });

  it('refuses a draw of fewer than two players', () => {
    expect(() => bracketSizeFor(1)).toThrow(RangeError);
  });
});

describe('roundName', () => {
  it.each([
    [5, ['Round 1', 'Round 2', 'Quarter-finals', 'Semi-finals', 'Final']],
    [4, ['Round 1', 'Quarter-finals', 'Semi-finals', 'Final']],
    [3, ['Quarter-finals', 'Semi-finals', 'Final']],
    [6, ['Round 1', 'Round 2', 'Round 3', 'Quarter-finals', 'Semi-finals', 'Final']],
    [1, ['Final']],
  ])('names the rounds of a %i-round draw from the end', (total, names) => {
    expect(Array.from({ length: total }, (_, i) => roundName(i + 1, total))).toEqual(names);
  });
});

describe('nextMatchLink', () => {
  it.each([
    [1, 1, 5, { roundIndex: 2, position: 1, slot: 1 }],
    [1, 2, 5, { roundIndex: 2, position: 1, slot: 2 }],
    [1, 3, 5, { roundIndex: 2, position: 2, slot: 1 }],
    [2, 8, 5, { roundIndex: 3, position: 4, slot: 2 }],
    [4, 2, 5, { roundIndex: 5, position: 1, slot: 2 }],
  ])('round %i match %i feeds %o', (round, position, total, link) => {
    expect(nextMatchLink(round, position, total)).toEqual(link);
  });

  it('the final feeds nothing', () => {
    expect(nextMatchLink(5, 1, 5)).toBeNull();
  });
});

describe('bracketSkeleton', () => {
  it('builds a 32-bracket with 31 matches over 5 rounds, every link pointing at a real match', () => {
    const rounds = bracketSkeleton(32);
    expect(roundCountFor(32)).toBe(5);
    expect(rounds.map((round) => round.matches.length)).toEqual([16, 8, 4, 2, 1]);
    const positions = new Set(rounds.flatMap((r) => r.matches.map((m) => `${m.roundIndex}:${m.position}`)));
    for (const match of rounds.flatMap((r) => r.matches)) {
      if (match.next) expect(positions.has(`${match.next.roundIndex}:${match.next.position}`)).toBe(true);
    }
    // Each later match is fed by exactly one match per slot.
    const fed = rounds
      .flatMap((r) => r.matches)
      .flatMap((m) => (m.next ? [`${m.next.roundIndex}:${m.next.position}:${m.next.slot}`] : []));
    expect(new Set(fed).size).toBe(fed.length);
    expect(fed).toHaveLength(30);
  });
});
