import { describe, expect, it } from 'vitest';
import { CREDIT_PRICE_CENTS } from './constants.js';
import {
  compactCountdown,
  countdownParts,
  creditsLabel,
  creditsWorthCents,
  formatMoney,
  ordinal,
  tournamentTitle,
} from './format.js';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
  ])('%i is %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});

describe('compactCountdown', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const after = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  it.each([
    [2 * 86_400 + 3 * 3600 + 4 * 60 + 5, '2d 3h 4m 5s'],
    [86_400, '1d 0h 0m 0s'],
    [3 * 3600 + 5, '3h 0m 5s'],
    [4 * 60 + 5, '4m 5s'],
    [59, '59s'],
    [0, '0s'],
    [-3600, '0s'],
  ])('%i seconds ahead reads %s', (seconds, text) => {
    expect(compactCountdown(after(seconds), now)).toBe(text);
  });

  it('shows zeros once the start has passed', () => {
    expect(countdownParts(after(-10), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});

describe('tournamentTitle', () => {
  it.each([
    ['Windsor City Open 2023', 'womens', "Windsor City Open 2023 (Women's)"],
    ['Windsor City Open 2023', 'mens', "Windsor City Open 2023 (Men's)"],
    ["Demo Men's Open 2026", 'mens', "Demo Men's Open 2026"],
    ["Demo Women's Open 2026", 'womens', "Demo Women's Open 2026"],
    ['Womens Classic', 'womens', 'Womens Classic'],
    // "Women's" holds "men's" but is not the men's event.
    ["Women's Classic", 'mens', "Women's Classic (Men's)"],
  ] as const)('%s, %s: %s', (name, gender, expected) => {
    expect(tournamentTitle({ name, gender })).toBe(expected);
  });
});

describe('credits and their worth', () => {
  it('says credit for exactly one and credits otherwise', () => {
    expect(creditsLabel(100)).toBe('1.00 credit');
    expect(creditsLabel(50)).toBe('0.50 credits');
    expect(creditsLabel(250)).toBe('2.50 credits');
  });
  it('prices credits at CREDIT_PRICE_CENTS each, in whole cents', () => {
    expect(creditsWorthCents(100)).toBe(CREDIT_PRICE_CENTS);
    expect(formatMoney(creditsWorthCents(250), 'AUD')).toBe('$25.00 AUD');
  });
});
