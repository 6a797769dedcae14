import { describe, expect, it } from 'vitest';
import { testMatch, testPlayer } from '@/testing/test-match';
import { swingSentences } from './compare';

const park = testPlayer('p-park', 'Mostafa Park');
const todd = testPlayer('p-todd', 'Ali Todd');
const players = new Map([park, todd].map((player) => [player.id, player]));
const difference = {
  matchId: 'm',
  a: { predictedWinnerId: park.id, predictedScore: null },
  b: { predictedWinnerId: todd.id, predictedScore: '3-1' as const },
  scoreOnly: false,
  points: null,
  swings: [
    { winnerId: park.id, gain: 10 },
    { winnerId: todd.id, gain: -10 },
  ],
};

describe('what a difference is worth, in words', () => {
  it('names both players when the match has them, and who gains on whom', () => {
    const match = testMatch({ playerOne: park, playerTwo: todd });
    expect(swingSentences(difference, match, players, { a: 'glass.priya44', b: 'you' })).toEqual([
      'If Mostafa Park beats Ali Todd, glass.priya44 gains 10 on you.',
      'If Ali Todd beats Mostafa Park, you gain 10 on glass.priya44.',
    ]);
  });

  it('says the match a later round’s winner must win while its players are not known yet', () => {
    const final = testMatch({ roundName: 'Final', roundIndex: 3, playerOne: park });
    expect(
      swingSentences({ ...difference, swings: [difference.swings[0] as never] }, final, players, {
        a: 'ann',
        b: 'bob',
      }),
    ).toEqual(['If Mostafa Park wins the Final, ann gains 10 on bob.']);
  });

  it('says which game score makes the difference when both picked the same winner', () => {
    const match = testMatch({ playerOne: park, playerTwo: todd });
    const scoreOnly = {
      ...difference,
      scoreOnly: true,
      swings: [{ winnerId: park.id, score: '3-1' as const, gain: -1 }],
    };
    expect(swingSentences(scoreOnly, match, players, { a: 'ann', b: 'you' })).toEqual([
      'If Mostafa Park wins 3-1, you gain 1 on ann.',
    ]);
  });
});
