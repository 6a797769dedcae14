import { describe, expect, it } from 'vitest';
import { matchTime, readerDateTime, toVenueLocalInput, zoneName } from './match-time';

// 7:30 PM in Windsor on Sunday Nov 22 (EST, UTC-5) is 00:30 UTC on the 23rd.
const START = '2026-11-23T00:30:00Z';

describe('matchTime', () => {
  it("names the venue's time and zone, and nothing more for a reader in the same zone", () => {
    expect(matchTime(START, 'America/Toronto', 'America/Toronto')).toEqual({
      venue: 'Sun, Nov 22, 7:30 PM EST',
      viewer: null,
    });
  });

  it("adds the reader's own time where it reads differently, with its day when that differs too", () => {
    expect(matchTime(START, 'America/Toronto', 'America/Chicago').viewer).toBe('6:30 PM CST');
    expect(matchTime(START, 'America/Toronto', 'Australia/Sydney').viewer).toBe('Mon, Nov 23, 11:30 AM GMT+11');
    // The same wall time in another zone of the same offset is not repeated.
    expect(matchTime(START, 'America/Toronto', 'America/New_York').viewer).toBeNull();
  });

  it('falls back to UTC, named, for a zone the browser does not know', () => {
    expect(matchTime(START, 'Not/AZone', 'UTC')).toEqual({ venue: 'Mon, Nov 23, 12:30 AM UTC', viewer: null });
  });
});

describe('zoneName and toVenueLocalInput', () => {
  it("give the zone's abbreviation and a datetime-local value at the venue", () => {
    expect(zoneName('America/Toronto', new Date(START))).toBe('EST');
    expect(zoneName('America/Sao_Paulo', new Date(START))).toBe('GMT-3');
    expect(toVenueLocalInput(START, 'America/Toronto')).toBe('2026-11-22T19:30');
    expect(toVenueLocalInput('2026-11-23T05:00:00Z', 'America/Toronto')).toBe('2026-11-23T00:00');
    expect(toVenueLocalInput(null, 'America/Toronto')).toBe('');
  });
});

describe('readerDateTime', () => {
  it("names the reader's zone with the date and 24-hour time", () => {
    expect(readerDateTime('2026-11-26T03:05:00Z', 'Australia/Sydney')).toBe('Nov 26, 2026 14:05 GMT+11');
    expect(readerDateTime('2026-07-01T23:30:00Z', 'America/Toronto')).toBe('Jul 1, 2026 19:30 EDT');
    expect(readerDateTime('2026-11-26T00:00:00Z', 'UTC')).toBe('Nov 26, 2026 00:00 UTC');
  });
});
