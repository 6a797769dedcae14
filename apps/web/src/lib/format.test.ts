import { afterEach, describe, expect, it } from 'vitest';
import { formatDateRange, formatLongDate, formatMoney, timeUntil } from './format';
import { i18n } from './i18n';

describe('formatDateRange', () => {
  it.each([
    ['2023-08-15', '2023-08-19', 'Aug 15 – Aug 19, 2023'],
    ['2023-08-29', '2023-09-02', 'Aug 29 – Sep 2, 2023'],
    ['2023-12-30', '2024-01-03', 'Dec 30, 2023 – Jan 3, 2024'],
    ['2023-08-15', '2023-08-15', 'Aug 15, 2023'],
  ])('%s to %s reads %s', (startDate, endDate, expected) => {
    expect(formatDateRange(startDate, endDate)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [1000, 'AUD', '$10.00 AUD'],
    [1000, 'USD', '$10.00 USD'],
    [250, 'EUR', '€2.50 EUR'],
    [0, 'AUD', '$0.00 AUD'],
  ])('%i cents in %s reads %s', (cents, currency, expected) => {
    expect(formatMoney(cents, currency)).toBe(expected);
  });
});

describe('timeUntil', () => {
  const now = new Date('2026-11-26T04:00:00Z');
  it('rounds down to whole units, so a start 2 days 20 hours away is 2 days wherever it is shown', () => {
    expect(timeUntil(new Date('2026-11-29T00:00:00Z'), now)).toBe('2 days');
    expect(timeUntil(new Date('2026-11-29T00:00:00Z'), now, { addSuffix: true })).toBe('in 2 days');
    expect(timeUntil(new Date('2026-11-26T05:59:00Z'), now)).toBe('1 hour');
  });
});

describe('in French and Arabic', () => {
  afterEach(() => i18n.activate('en'));

  it('prints dates and durations as each language writes them, Arabic with Western digits', async () => {
    i18n.load({ fr: {}, ar: {} });
    i18n.activate('fr');
    expect(formatDateRange('2023-08-15', '2023-08-19')).toBe('15 août – 19 août 2023');
    expect(timeUntil(new Date('2026-11-29T00:00:00Z'), new Date('2026-11-26T04:00:00Z'))).toBe('2\u00a0jours');
    i18n.activate('ar');
    expect(formatDateRange('2023-08-15', '2023-08-15')).toMatch(/^15 أغسطس،? 2023$/);
    expect(formatLongDate('2023-08-15')).not.toMatch(/[٠-٩]/);
    expect(timeUntil(new Date('2026-11-29T00:00:00Z'), new Date('2026-11-26T04:00:00Z'), { addSuffix: true })).toMatch(
      /^خلال/,
    );
  });
});
