import { TZDate } from '@date-fns/tz';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant of a venue-local wall-clock time ('2023-08-15T13:00' in 'America/Toronto').
 * The tour's pages print match times in the venue's zone without saying which.
 */
export function venueLocalToInstant(local: string, timeZone: string): Date {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) throw new RangeError(`not a local date-time: ${local}`);
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const zoned = new TZDate(year, month - 1, day, hour, minute, 0, timeZone);
  if (Number.isNaN(zoned.getTime())) throw new RangeError(`unknown time zone: ${timeZone}`);
  return new Date(zoned.getTime());
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The venue's wall-clock 'YYYY-MM-DDTHH:mm' at an instant: the inverse of `venueLocalToInstant` (a
 * datetime-local input's value, a time read from the tour's pages). Throws a RangeError for an unknown zone.
 */
export function instantToVenueLocal(instant: Date, timeZone: string): string {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  // en-CA with hourCycle h23 prints 2026-11-22 and 19:30; midnight as 00.
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
