import { describe, expect, it } from 'vitest';
import { currentSeasonLabel, formatSeasonDates, isSeasonLabel, shiftSeason } from './season';

describe('season helpers', () => {
  it.each([
    ['2025/26', true],
    ['1999/00', true],
    ['2025/27', false],
    ['2025-26', false],
    [null, false],
  ])('%s is a season label: %s', (value, expected) => {
    expect(isSeasonLabel(value)).toBe(expected);
  });

  it('steps between seasons across a century', () => {
    expect(shiftSeason('2025/26', -1)).toBe('2024/25');
    expect(shiftSeason('2025/26', 1)).toBe('2026/27');
    expect(shiftSeason('2000/01', -1)).toBe('1999/00');
  });

  it('starts a season on 1 August', () => {
    expect(currentSeasonLabel(new Date('2026-07-31T12:00:00Z'))).toBe('2025/26');
    expect(currentSeasonLabel(new Date('2026-08-01T12:00:00Z'))).toBe('2026/27');
  });

  it('prints the season dates', () => {
    expect(formatSeasonDates('2025-08-01', '2026-07-31')).toBe('1 Aug 2025 – 31 Jul 2026');
  });
});
