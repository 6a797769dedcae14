import { describe, expect, it } from 'vitest';
import { effectiveStatus, seasonOf } from './status.js';

describe('effectiveStatus', () => {
  const startsAt = new Date('2026-03-01T10:00:00Z');
  it('keeps an upcoming tournament upcoming until its start', () => {
    expect(effectiveStatus('UPCOMING', startsAt, new Date('2026-03-01T09:59:59.999Z'))).toBe('UPCOMING');
  });
  it('treats an upcoming tournament as active from the very millisecond it starts', () => {
    expect(effectiveStatus('UPCOMING', startsAt, startsAt)).toBe('ACTIVE');
  });
  it('leaves every other status alone', () => {
    expect(effectiveStatus('COMPLETED', startsAt, new Date('2027-01-01'))).toBe('COMPLETED');
    expect(effectiveStatus('CREATING', startsAt, new Date('2027-01-01'))).toBe('CREATING');
    expect(effectiveStatus('UPCOMING', null, new Date('2027-01-01'))).toBe('UPCOMING');
  });
});

describe('seasonOf', () => {
  it.each([
    ['2023-08-15', '2023/24', '2023-08-01', '2024-07-31'],
    ['2024-07-31', '2023/24', '2023-08-01', '2024-07-31'],
    ['2026-11-21', '2026/27', '2026-08-01', '2027-07-31'],
    ['2099-12-31', '2099/00', '2099-08-01', '2100-07-31'],
  ])('%s is in season %s', (date, label, startDate, endDate) => {
    expect(seasonOf(new Date(`${date}T12:00:00Z`))).toEqual({ label, startDate, endDate });
  });
});
