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

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
