import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages as frenchAdmin } from '../../../locales/fr/admin.po';
import { messages as frenchApp } from '../../../locales/fr/app.po';
import { formatDay, formatMatchTime, formatShortDate, formatTimestamp, venueAndViewer } from './format';

/*
 * Spec 001 §9's formats of the back office: in English as the spec writes them, in French as `Intl` does; a
 * calendar day printed as it is, never shifted by a time zone; a match's time at its venue, with the admin's
 * own clock beside it where the two differ.
 */

vi.mock('@/lib/match-time', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/match-time')>();
  // The admin reads from Sydney: the venue's clock and theirs differ.
  return { ...original, viewerTimeZone: () => 'Australia/Sydney' };
});

beforeAll(() => i18n.load({ fr: { ...frenchApp, ...frenchAdmin } }));
afterEach(() => i18n.activate('en'));

describe("the back office's formats", () => {
  it('writes a calendar day as it is, whatever the zone', () => {
    expect(formatDay('2027-02-20')).toBe('Feb 20, 2027');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
    i18n.activate('fr');
    expect(formatDay('2027-02-20')).toMatch(/^20 févr\.? 2027$/);
  });

  it("writes an instant's day and moment on the admin's clock", () => {
    // 23:30 UTC on the 30th is the 1st of December in Sydney (whose short name, in English's Intl, is its offset).
    // Noon UTC: the same day on any clock of the admins (this process's own, as the browser's).
    expect(formatShortDate('2026-11-26T12:00:00.000Z')).toBe('11/26/2026');
    expect(formatTimestamp('2026-11-30T23:30:00.000Z')).toBe('Dec 1, 2026 10:30 GMT+11');
  });

  it("writes a match's time at its venue, and the admin's own beside it", () => {
    expect(formatMatchTime('2027-02-21T00:30:00.000Z', 'America/Chicago')).toBe(
      'Feb 20, 2027 18:30 CST (Feb 21, 2027 11:30 GMT+11 your time)',
    );
    expect(venueAndViewer('2026-12-03T08:00:00.000Z', 'Australia/Sydney')).toEqual({
      venue: 'Dec 3, 2026 19:00 GMT+11',
      viewer: null,
    });
    expect(formatMatchTime(null, 'America/Chicago')).toBe('TBD');
  });

  it("writes a match's time in French with the language's own order", () => {
    i18n.activate('fr');
    const text = formatMatchTime('2027-02-21T00:30:00.000Z', 'America/Chicago');
    expect(text).toMatch(/^20 févr\.? 2027.*18:30 CST/);
    expect(text).toContain('11:30 GMT+11');
    expect(text).not.toContain('your time');
  });
});
