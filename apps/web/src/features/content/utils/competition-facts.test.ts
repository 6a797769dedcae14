import { CREDIT_PRICE_CENTS, SCORING } from '@squash/core/rules';
import { describe, expect, it } from 'vitest';
import {
  bonusPoints,
  entryFee,
  gameScoreChoices,
  pointsPerWinner,
  scoringExample,
  tieExample,
  withdrawalAtOneAll,
  withdrawalInGameOne,
} from './competition-facts';

describe('competition facts', () => {
  it('quotes the scoring constants', () => {
    expect(pointsPerWinner()).toBe(`${SCORING.pointsPerCorrectWinner} points`);
    expect(scoringExample.points).toBe(12 * SCORING.pointsPerCorrectWinner + 4 * SCORING.bonusForCorrectGameScore);
  });

  it('lists the game scores', () => {
    expect(gameScoreChoices()).toBe('3-0, 3-1 or 3-2');
  });

  it('ranks ties as the leaderboard does', () => {
    expect(tieExample.ranks).toBe('1, 2, 2, 4');
  });

  it('scores withdrawals from the games won', () => {
    expect([withdrawalAtOneAll, withdrawalInGameOne]).toEqual(['3-1', '3-0']);
  });

  it('prices an entry at one credit in the configured currency', () => {
    expect(CREDIT_PRICE_CENTS).toBe(1000);
    expect(entryFee('AUD')).toBe('$10.00 AUD');
  });

  it('words the points with their noun', () => {
    expect(SCORING.bonusForCorrectGameScore).toBe(1);
    expect(bonusPoints()).toBe('1 bonus point');
  });
});
