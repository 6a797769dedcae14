import { describe, expect, it } from 'vitest';
import { competitionRanks } from './ranking.js';

describe('competitionRanks', () => {
  it.each([
    [
      [30, 20, 20, 10],
      [1, 2, 2, 4],
    ],
    [
      [10, 20, 30],
      [3, 2, 1],
    ],
    [
      [5, 5, 5],
      [1, 1, 1],
    ],
    [
      [0, 11, 11, 11, 3],
      [5, 1, 1, 1, 4],
    ],
    [[], []],
    [[7], [1]],
  ])('ranks %j as %j', (values, ranks) => {
    expect(competitionRanks(values)).toEqual(ranks);
  });
});
