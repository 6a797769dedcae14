import { describe, expect, it } from 'vitest';
import { type FillStrength, fillPicks, tippableMatches, tipsProblem, unplayedTipDraw } from './tip-rules.js';

// Eight players drawn p1 to p8: quarter-finals p1 v p2, p3 v p4, p5 v p6, p7 v p8.
const strengths = new Map<string, FillStrength>([
  ['p1', { seed: 2, worldRank: 5 }],
  ['p2', { seed: null, worldRank: 1 }],
  ['p3', { seed: null, worldRank: null }],
  ['p4', { seed: null, worldRank: 10 }],
  ['p5', { seed: 1, worldRank: 3 }],
  ['p6', { seed: null, worldRank: 2 }],
  ['p7', { worldRank: 7 }],
  ['p8', { worldRank: 7 }],
]);
const draw = unplayedTipDraw(8);
const winners = (picks: Map<string, { predictedWinnerId: string }>) =>
  Object.fromEntries([...picks].map(([matchId, pick]) => [matchId, pick.predictedWinnerId]));

describe('filling a draw in one go', () => {
  it('by world ranking: the higher ranked wins every match, the unranked lose, a tie goes to the player drawn first', () => {
    expect(winners(fillPicks(draw, strengths, 'ranking'))).toEqual({
      'm1-1': 'p2',
      'm1-2': 'p4',
      'm1-3': 'p6',
      'm1-4': 'p7',
      'm2-1': 'p2',
      'm2-2': 'p6',
      'm3-1': 'p2',
    });
  });

  it('by seeding: a seed beats any unseeded player, the better seed wins, and unseeded players go by ranking', () => {
    expect(winners(fillPicks(draw, strengths, 'seeding'))).toEqual({
      'm1-1': 'p1',
      'm1-2': 'p4',
      'm1-3': 'p5',
      'm1-4': 'p7',
      'm2-1': 'p1',
      'm2-2': 'p5',
      'm3-1': 'p5',
    });
  });

  it('picks every match to tip, a bracket the server accepts, with no game score', () => {
    const picks = fillPicks(draw, strengths, 'ranking');
    expect(picks.size).toBe(tippableMatches(draw).length);
    expect([...picks.values()].every((pick) => pick.predictedScore === null)).toBe(true);
    const tips = [...picks].map(([matchId, pick]) => ({ matchId, ...pick }));
    expect(tipsProblem(draw, tips)).toBeNull();
  });

  it('sends a player with no strength known through only against another such player drawn after them', () => {
    const none = new Map<string, FillStrength>();
    expect(fillPicks(draw, none, 'seeding').get('m3-1')?.predictedWinnerId).toBe('p1');
  });
});
