import { describe, expect, it } from 'vitest';
import { accuracyPercent, tipPoints, topTenPercentRank, withdrawalGameScore } from './scoring.js';

describe('tipPoints', () => {
  const match = { winnerId: 'a', gameScore: '3-1' };
  it.each([
    [{ predictedWinnerId: 'a', predictedScore: '3-1' as const }, 11],
    [{ predictedWinnerId: 'a', predictedScore: '3-0' as const }, 10],
    [{ predictedWinnerId: 'a', predictedScore: null }, 10],
    [{ predictedWinnerId: 'b', predictedScore: '3-1' as const }, 0],
  ])('%o earns %i', (tip, points) => {
    expect(tipPoints(tip, match)).toBe(points);
  });
});

describe('withdrawalGameScore', () => {
  it.each([
    [0, '3-0'],
    [1, '3-1'],
    [2, '3-2'],
  ])('a player withdrawing with %i games won gives %s', (games, score) => {
    expect(withdrawalGameScore(games)).toBe(score);
  });
});

describe('accuracyPercent', () => {
  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 5, 100],
  ])('%i of %i is %i%%', (score, possible, percent) => {
    expect(accuracyPercent(score, possible)).toBe(percent);
  });
});

describe('a top-10% finish', () => {
  it('is a rank within the first tenth of the entries, rounded up, from ten entries', () => {
    expect(topTenPercentRank(9)).toBeNull();
    expect(topTenPercentRank(10)).toBe(1);
    expect(topTenPercentRank(45)).toBe(5);
    expect(topTenPercentRank(100_000)).toBe(10_000);
  });
});
