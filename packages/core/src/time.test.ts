import { describe, expect, it } from 'vitest';
import { instantToVenueLocal, isValidTimeZone, venueLocalToInstant } from './time.js';

describe('venueLocalToInstant', () => {
  it.each([
    ['2023-08-15T13:00', 'America/Toronto', '2023-08-15T17:00:00.000Z'],
    ['2023-08-03T20:00', 'America/Sao_Paulo', '2023-08-03T23:00:00.000Z'],
    ['2025-01-10T09:30', 'Australia/Brisbane', '2025-01-09T23:30:00.000Z'],
    ['2025-01-10T09:30', 'UTC', '2025-01-10T09:30:00.000Z'],
  ])('%s in %s is %s', (local, zone, iso) => {
    expect(venueLocalToInstant(local, zone).toISOString()).toBe(iso);
  });

  it('refuses what is not a local date-time', () => {
    expect(() => venueLocalToInstant('15 Aug 2023 | 13:00', 'UTC')).toThrow(RangeError);
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones and refuses inventions', () => {
    expect(isValidTimeZone('America/Toronto')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('instantToVenueLocal', () => {
  it.each([
    ['2023-08-15T17:00:00.000Z', 'America/Toronto', '2023-08-15T13:00'],
    ['2026-11-22T00:30:00.000Z', 'America/Sao_Paulo', '2026-11-21T21:30'],
    ['2026-11-21T23:00:00.000Z', 'Europe/London', '2026-11-21T23:00'],
    ['2026-11-22T05:00:00.000Z', 'America/Toronto', '2026-11-22T00:00'],
  ])('%s in %s is %s on the venue’s clock, and back', (iso, zone, local) => {
    expect(instantToVenueLocal(new Date(iso), zone)).toBe(local);
    expect(venueLocalToInstant(local, zone).toISOString()).toBe(iso);
  });

  it('refuses an unknown zone', () => {
    expect(() => instantToVenueLocal(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
