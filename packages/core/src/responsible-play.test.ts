import { describe, expect, it } from 'vitest';
import {
  askedLimit,
  LIMIT_RAISE_DELAY_MS,
  limitInForce,
  pauseEnd,
  SelfExclusionRequestSchema,
} from './responsible-play.js';

const now = new Date('2026-12-01T10:00:00.000Z');
const dayLater = new Date(now.getTime() + LIMIT_RAISE_DELAY_MS).toISOString();

describe('a deposit limit asked for', () => {
  it.each([
    ['set where there was none: at once', { amount: null, pending: null }, 10, { amount: 10, pending: null }],
    ['lowered: at once', { amount: 10, pending: null }, 5, { amount: 5, pending: null }],
    ['raised: a day later', { amount: 10, pending: null }, 20, { amount: 10, pending: { amount: 20, from: dayLater } }],
    [
      'removed: a day later',
      { amount: 10, pending: null },
      null,
      { amount: 10, pending: { amount: null, from: dayLater } },
    ],
    [
      'lowered while a raise waits: at once, the raise dropped',
      { amount: 10, pending: { amount: 30, from: dayLater } },
      8,
      { amount: 8, pending: null },
    ],
    ['the same again: unchanged', { amount: 10, pending: null }, 10, { amount: 10, pending: null }],
  ] as const)('%s', (_case, state, wanted, expected) => {
    expect(askedLimit(state, wanted, now)).toEqual(expected);
  });

  it('is in force as raised only once its day has passed', () => {
    const state = { amount: 10, pending: { amount: 20, from: dayLater } };
    expect(limitInForce(state, now)).toBe(10);
    expect(limitInForce(state, new Date(Date.parse(dayLater) - 1))).toBe(10);
    expect(limitInForce(state, new Date(dayLater))).toBe(20);
    // A raise that came due counts as the limit in force when the next is asked for: lowering from it.
    expect(askedLimit(state, 15, new Date(dayLater))).toEqual({ amount: 15, pending: null });
  });
});

describe('a break or self-exclusion', () => {
  it('ends after its days or months, or never', () => {
    expect(pauseEnd(now, { days: 3 })?.toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(pauseEnd(now, { months: 6 })?.toISOString()).toBe('2027-06-01T10:00:00.000Z');
    expect(pauseEnd(now, { months: 60 })?.toISOString()).toBe('2031-12-01T10:00:00.000Z');
    expect(pauseEnd(now, { permanent: true })).toBeNull();
  });

  it('takes only the lengths offered', () => {
    expect(SelfExclusionRequestSchema.safeParse({ months: 6 }).success).toBe(true);
    expect(SelfExclusionRequestSchema.safeParse({ months: 3 }).success).toBe(false);
    expect(SelfExclusionRequestSchema.safeParse({ permanent: false }).success).toBe(false);
  });
});
