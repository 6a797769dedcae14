import { instantToVenueLocal } from '@squash/core/rules';
import { currentLocale, intlFormat } from './i18n';
/**
 * Match times, one way everywhere (draw, Results, My Tips, the dashboard, the back office): the venue's
 * wall-clock time with its zone's abbreviation ('Sat, Nov 22, 7:30 PM EST'), then the reader's own time
 * when their clock reads differently at that instant ('Sun, Nov 23, 11:30 AM GMT+11'). Days of rounds
 * and tournaments are the venue's too, so a match never seems to move day from one page to the next.
 */

/** An instant as a zone's clock reads it. */
export interface ZonedParts {
  weekday: string;
  year: string;
  month: string;
  day: string;
  /** 0 to 23. */
  hour: number;
  minute: string;
  zone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatter(timeZone).formatToParts(instant);
  } catch {
    // A zone the browser doesn't know (bad data): UTC, named as such, rather than a wrong local time.
    parts = formatter('UTC').formatToParts(instant);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: Number(part('hour')) % 24,
    minute: part('minute'),
    zone: part('timeZoneName'),
  };
}

/** '7:30 PM' */
export function clockTime({ hour, minute }: ZonedParts): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

interface Zoned {
  day: string;
  time: string;
  zone: string;
}

/**
 * An instant in the reader's language (French, Arabic: issue 46), as `Intl` writes it there; undefined in
 * English, whose pattern the specification fixes ('Sat, Nov 22, 7:30 PM EST'), and for a zone the browser
 * doesn't know.
 */
function inLanguage(instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string | undefined {
  if (currentLocale() === 'en') return undefined;
  try {
    return intlFormat(Intl.DateTimeFormat, { ...options, timeZone }).format(instant);
  } catch {
    return undefined;
  }
}

function zoned(instant: Date, timeZone: string): Zoned {
  const day = inLanguage(instant, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
  const time = inLanguage(instant, timeZone, { hour: 'numeric', minute: '2-digit' });
  const zone = inLanguage(instant, timeZone, { timeZoneName: 'short' })?.split(/\s/).pop();
  if (day && time && zone) return { day, time, zone };
  const parts = zonedParts(instant, timeZone);
  return { day: `${parts.weekday}, ${parts.month} ${parts.day}`, time: clockTime(parts), zone: parts.zone };
}

/** The reader's own time zone, as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export interface MatchTimeText {
  /** At the venue: 'Sat, Nov 22, 7:30 PM EST'. */
  venue: string;
  /** The reader's, only where it reads differently: '11:30 AM GMT+11' the same day, else with its day. */
  viewer: string | null;
}

export function matchTime(iso: string, venueZone: string, readerZone: string = viewerTimeZone()): MatchTimeText {
  const instant = new Date(iso);
  const venue = zoned(instant, venueZone);
  const reader = zoned(instant, readerZone);
  const venueText = `${venue.day}, ${venue.time} ${venue.zone}`;
  if (reader.day === venue.day && reader.time === venue.time) return { venue: venueText, viewer: null };
  return {
    venue: venueText,
    viewer: reader.day === venue.day ? `${reader.time} ${reader.zone}` : `${reader.day}, ${reader.time} ${reader.zone}`,
  };
}

/** The venue zone's abbreviation at an instant ('EST', 'GMT-3'): to name the zone of a venue's days. */
export function zoneName(venueZone: string, at: Date = new Date()): string {
  return zoned(at, venueZone).zone;
}

/** A venue-local 'YYYY-MM-DDTHH:mm' (a datetime-local input's value) for an instant; UTC's for an unknown zone. */
export function toVenueLocalInput(iso: string | null, venueZone: string): string {
  if (!iso) return '';
  try {
    return instantToVenueLocal(new Date(iso), venueZone);
  } catch {
    return instantToVenueLocal(new Date(iso), 'UTC');
  }
}

/** Short, for tight places where a countdown already gives the reader's view: 'Nov 22, 7:30 PM EST'. */
export function venueTime(iso: string, venueZone: string): string {
  const local = inLanguage(new Date(iso), venueZone, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  if (local) return local;
  const parts = zonedParts(new Date(iso), venueZone);
  return `${parts.month} ${parts.day}, ${clockTime(parts)} ${parts.zone}`;
}

/**
 * An instant in the reader's own zone, named: 'Nov 26, 2026 14:05 AEDT'. For the times of the fan's own
 * records (receipts, transactions, the back office's lists of them), which have no venue.
 */
export function readerDateTime(iso: string, readerZone: string = viewerTimeZone()): string {
  const instant = new Date(iso);
  const local = inLanguage(instant, readerZone, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  if (local) return local;
  const parts = zonedParts(instant, readerZone);
  const hhmm = `${String(parts.hour).padStart(2, '0')}:${parts.minute.padStart(2, '0')}`;
  return `${parts.month} ${parts.day}, ${parts.year} ${hhmm} ${parts.zone}`;
}
