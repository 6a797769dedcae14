import { describe, expect, it } from 'vitest';
import { prizeExample, prizeExampleText } from './competition-facts';

describe('the worked prize split on the FAQ and Rules', () => {
  it('is the settlement rule applied to 25 one-credit entries: the parts sum to the pool', () => {
    expect(prizeExample).toEqual({
      entries: 25,
      poolCents: 25_000,
      winnerCents: 15_000,
      topFinishers: 3,
      creditsEach: '0.83',
      // 30%, plus the hundredth of a credit the three finishers' 2.50 credits leave over.
      platformCents: 7_510,
    });
    expect(prizeExample.winnerCents + prizeExample.platformCents + 3 * 83 * 10).toBe(prizeExample.poolCents);
  });

  it('reads as a sentence in the configured currency', () => {
    expect(prizeExampleText('AUD')).toBe(
      'For example, 25 entries of $10.00 AUD make a pool of $250.00 AUD: the winner gets $150.00 AUD, the top 3 finishers get 0.83 credits each, and the platform keeps $75.10 AUD.',
    );
  });
});
