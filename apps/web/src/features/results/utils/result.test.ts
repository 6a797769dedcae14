import type { MatchPlayer } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { describeResult, resultSides } from './result';

const farag: MatchPlayer = { id: 'a', fullName: 'Ali Farag', worldRank: 1, country: 'Egypt', seed: 1 };
const elias: MatchPlayer = { id: 'b', fullName: 'Diego Elias', worldRank: 3, country: 'Peru', seed: 2 };
const match = {
  playerOne: farag,
  playerTwo: elias,
  winnerId: 'b',
  gameScore: '3-1',
  games: [
    [11, 5],
    [8, 11],
    [9, 11],
    [7, 11],
  ] as [number, number][],
  outcome: 'played' as const,
};

describe('resultSides', () => {
  it('gives each row its games won and its points per game', () => {
    expect(resultSides(match)).toEqual([
      { player: farag, won: false, games: 1, points: [11, 8, 9, 7] },
      { player: elias, won: true, games: 3, points: [5, 11, 11, 11] },
    ]);
  });

  it('copes with a match without a score', () => {
    const [one] = resultSides({ ...match, gameScore: null, games: null });
    expect(one).toMatchObject({ games: null, points: [] });
  });
});

describe('describeResult', () => {
  it('reads the games from the winner’s side', () => {
    expect(describeResult(match)).toBe('Diego Elias beat Ali Farag 3-1 (5-11, 11-8, 11-9, 11-7)');
  });

  it('names walkovers and retirements', () => {
    expect(describeResult({ ...match, outcome: 'walkover', gameScore: null, games: null })).toBe(
      'Diego Elias beat Ali Farag by walkover',
    );
    expect(describeResult({ ...match, outcome: 'retired' })).toContain(', Ali Farag retired');
  });
});
