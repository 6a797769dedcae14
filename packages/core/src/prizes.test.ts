import { describe, expect, it } from 'vitest';
import {
  CENTS_PER_CREDIT_UNIT,
  type PrizeEntrant,
  splitFixedPrizes,
  splitPrizePool,
  topFinisherCount,
} from './prizes.js';

const ONE_CREDIT = 100;
/** Entrants ranked by the given competition ranks, in order. */
const field = (ranks: number[]): PrizeEntrant[] =>
  ranks.map((rank, i) => ({ entryId: `e${String(i).padStart(3, '0')}`, userId: `u${i}`, rank }));
const distinct = (n: number) => field(Array.from({ length: n }, (_, i) => i + 1));
const sums = (split: ReturnType<typeof splitPrizePool>) =>
  split.winnerCents + split.topFinisherCredits * CENTS_PER_CREDIT_UNIT + split.platformCents;

describe('splitPrizePool', () => {
  it.each([
    // entrants, winners' cents each, top finishers, credits each, platform cents
    [1, 600, 1, 10, 300],
    [9, 5400, 1, 90, 2700],
    [10, 6000, 1, 100, 3000],
    [11, 6600, 2, 55, 3300],
    [100, 60000, 10, 100, 30000],
  ])(
    '%i entries at one credit: winner %i cents, %i top finishers with %i hundredths each',
    (n, cents, top, credits, platform) => {
      const split = splitPrizePool({ feeCredits: ONE_CREDIT, entrants: distinct(n) });
      expect(split.poolCredits).toBe(n * 100);
      expect(split.poolCents).toBe(n * 1000);
      expect(split.winners).toEqual([{ entryId: 'e000', userId: 'u0', rank: 1, cents, credits: cents / 10 }]);
      expect(split.topFinishers).toHaveLength(top);
      expect(split.topFinishers.every((finisher) => finisher.credits === credits)).toBe(true);
      expect(split.platformCents).toBe(platform);
      expect(sums(split)).toBe(split.poolCents);
    },
  );

  it('shares the cash equally between tied winners and the credits between everyone tied at the top', () => {
    const split = splitPrizePool({ feeCredits: ONE_CREDIT, entrants: field([1, 1, 1, 1, 1]) });
    // 5,000 cents: 3,000 for the winners (600 each), 50 hundredths of credits for the top 10% (all five tied: 10 each).
    expect(split.winners.map((winner) => winner.cents)).toEqual([600, 600, 600, 600, 600]);
    expect(split.topFinishers.map((finisher) => finisher.credits)).toEqual([10, 10, 10, 10, 10]);
    expect(split.platformCents).toBe(1500);
    expect(sums(split)).toBe(5000);
  });

  it('takes in everyone tied across the top-10% cut, who share the credits', () => {
    // 20 entries: the cut is 2 finishers; ranks 1, 2, 2, 2 put four in the top 10%.
    const split = splitPrizePool({
      feeCredits: ONE_CREDIT,
      entrants: field([1, 2, 2, 2, ...Array.from({ length: 16 }, (_, i) => i + 5)]),
    });
    expect(topFinisherCount(20)).toBe(2);
    expect(split.topFinishers.map((finisher) => finisher.rank)).toEqual([1, 2, 2, 2]);
    expect(split.topFinishers.every((finisher) => finisher.credits === 50)).toBe(true);
    expect(split.winners).toHaveLength(1);
    expect(sums(split)).toBe(split.poolCents);
  });

  it('rounds shares down to whole hundredths of a credit and gives every remainder to the platform (odd cents)', () => {
    // A 0.07-credit fee, 3 entries, all tied: a 21-hundredth pool (210 cents); the winners' 60% is 12.6
    // hundredths, 12 whole, 4 each (40 cents); 2.1 hundredths for 3 top finishers is 0 each. The platform
    // keeps the rest: 210 - 120 = 90 cents.
    const split = splitPrizePool({ feeCredits: 7, entrants: field([1, 1, 1]) });
    expect(split.winners.map((winner) => winner.cents)).toEqual([40, 40, 40]);
    expect(split.topFinishers).toEqual([]);
    expect(split.platformCents).toBe(90);
    // 7 tied winners of a 660-hundredth pot: 94 each (9.40), 2 hundredths over to the platform.
    const seven = splitPrizePool({ feeCredits: ONE_CREDIT, entrants: field([1, 1, 1, 1, 1, 1, 1, 8, 9, 10, 11]) });
    expect(seven.winners.every((winner) => winner.cents === 940)).toBe(true);
    expect(seven.winnerCents).toBe(6580);
    expect(sums(seven)).toBe(11_000);
  });

  it('passes over the entries that may not win: the next that may takes the place, the pool stays whole', () => {
    // 20 entries: the first (a staff member's) and the third may not win; the top 10% is still 2 places.
    const entrants = distinct(20);
    const split = splitPrizePool({
      feeCredits: ONE_CREDIT,
      entrants,
      mayWin: (entrant) => entrant.entryId !== 'e000' && entrant.entryId !== 'e002',
    });
    expect(split.poolCredits).toBe(2000);
    expect(split.winners.map((winner) => [winner.entryId, winner.rank, winner.cents])).toEqual([['e001', 2, 12000]]);
    expect(split.topFinishers.map((finisher) => finisher.entryId)).toEqual(['e001', 'e003']);
    expect(sums(split)).toBe(split.poolCents);
    // Nobody who may win: the whole pool goes to the platform.
    const none = splitPrizePool({ feeCredits: ONE_CREDIT, entrants, mayWin: () => false });
    expect(none.winners).toEqual([]);
    expect(none.topFinishers).toEqual([]);
    expect(none.platformCents).toBe(none.poolCents);
  });

  it('pays nothing from an empty or free pool', () => {
    expect(splitPrizePool({ feeCredits: ONE_CREDIT, entrants: [] })).toMatchObject({
      poolCents: 0,
      winners: [],
      topFinishers: [],
      platformCents: 0,
    });
    expect(splitPrizePool({ feeCredits: 0, entrants: distinct(12) })).toMatchObject({
      poolCents: 0,
      winners: [],
      topFinishers: [],
      platformCents: 0,
    });
  });

  it('always sums to the pool exactly', () => {
    for (let n = 1; n <= 60; n++) {
      for (const fee of [1, 3, 7, 33, 100, 250]) {
        const ranks = Array.from({ length: n }, (_, i) => 1 + Math.floor(i / ((i % 3) + 1)));
        const split = splitPrizePool({ feeCredits: fee, entrants: field(ranks) });
        expect(sums(split), `${n} entries at ${fee}`).toBe(split.poolCents);
        expect(split.platformCents).toBeGreaterThanOrEqual(Math.floor((split.poolCents * 30) / 100));
      }
    }
  });
});

describe('splitFixedPrizes (issue 62, point 3)', () => {
  const entrant = (n: number, rank: number) => ({ entryId: `e${n}`, userId: `u${n}`, rank });
  const prizes = [
    { place: 1, kind: 'CASH' as const, amount: 10_000 },
    { place: 2, kind: 'CASH' as const, amount: 5_000 },
    { place: 3, kind: 'CREDITS' as const, amount: 300 },
  ];

  it('pays each place its prize, whatever the number of entrants', () => {
    const awards = splitFixedPrizes({ prizes, entrants: [1, 2, 3, 4, 5].map((n) => entrant(n, n)) });
    expect(awards.map((award) => [award.entryId, award.cashCents, award.credits])).toEqual([
      ['e1', 10_000, 0],
      ['e2', 5_000, 0],
      ['e3', 0, 300],
    ]);
    // Fewer entrants than places: the places past the field aren't paid.
    expect(splitFixedPrizes({ prizes, entrants: [entrant(1, 1)] }).map((a) => a.cashCents)).toEqual([10_000]);
  });

  it('shares the prizes of every place a tie covers, each kind on its own, rounding down to whole hundredths', () => {
    const awards = splitFixedPrizes({ prizes, entrants: [entrant(1, 1), entrant(2, 2), entrant(3, 2), entrant(4, 4)] });
    expect(awards.map((award) => [award.entryId, award.cashCents, award.credits])).toEqual([
      ['e1', 10_000, 0],
      ['e2', 2_500, 150],
      ['e3', 2_500, 150],
    ]);
    // Three tied for first share 100 + 50 + 3 credits' worth: 50.00 each in cash (150.00 / 3), 1.00 credit each.
    const three = splitFixedPrizes({ prizes, entrants: [entrant(1, 1), entrant(2, 1), entrant(3, 1)] });
    expect(three.map((award) => [award.cashCents, award.credits])).toEqual([
      [5_000, 100],
      [5_000, 100],
      [5_000, 100],
    ]);
    const odd = splitFixedPrizes({
      prizes: [{ place: 1, kind: 'CASH', amount: 1_000 }],
      entrants: [entrant(1, 1), entrant(2, 1), entrant(3, 1)],
    });
    // 10.00 in three: 3.30 each (whole 10 cents), the 0.10 left stays with the operator.
    expect(odd.map((award) => award.cashCents)).toEqual([330, 330, 330]);
  });

  it('passes over an entry that may not win: the next takes its place', () => {
    const awards = splitFixedPrizes({
      prizes,
      entrants: [entrant(1, 1), entrant(2, 2), entrant(3, 3)],
      mayWin: (one) => one.entryId !== 'e1',
    });
    expect(awards.map((award) => [award.entryId, award.cashCents])).toEqual([
      ['e2', 10_000],
      ['e3', 5_000],
    ]);
  });
});
