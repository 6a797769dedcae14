import { t } from '@lingui/core/macro';
import { format, parseISO } from 'date-fns';
import { formatCalendarDay } from '@/lib/format';
import { currentLocale, intlFormat } from '@/lib/i18n';
import { clockTime, viewerTimeZone, type ZonedParts, zonedParts } from '@/lib/match-time';

/*
 * Spec 001 §9's formats in English; in French and Arabic, the same parts as `Intl` writes them in the
 * language (issue 46). Calendar days ('YYYY-MM-DD') are printed as they are, never shifted.
 */

const english = () => currentLocale() === 'en';

/** 'Nov 26, 2026'. */
export const formatDay = (isoDate: string) =>
  english()
    ? format(parseISO(isoDate), 'MMM d, yyyy')
    : formatCalendarDay(isoDate, { month: 'short', day: 'numeric', year: 'numeric' });

/** '11/26/2026': an instant's day on the admin's clock. */
export const formatShortDate = (isoDateTime: string) =>
  english()
    ? format(parseISO(isoDateTime), 'MM/dd/yyyy')
    : intlFormat(Intl.DateTimeFormat, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        parseISO(isoDateTime),
      );

/** How an instant is written in a zone: spec 001's pattern in English, `Intl`'s with these options otherwise. */
interface TimePattern {
  english: (parts: ZonedParts) => string;
  options: Intl.DateTimeFormatOptions;
}

const MATCH_TIME: TimePattern = {
  english: (p) => `${p.month} ${p.day}, ${p.year} ${String(p.hour).padStart(2, '0')}:${p.minute} ${p.zone}`,
  options: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/** A tournament's times, without the year: 'Nov 22, 7:30 PM EST'. */
export const TOURNAMENT_TIME: TimePattern = {
  english: (p) => `${p.month} ${p.day}, ${clockTime(p)} ${p.zone}`,
  options: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/** The instant in `zone` as `pattern` writes it, and the zone's name apart (to compare two clocks without it). */
function written(instant: Date, zone: string, pattern: TimePattern): { clock: string; zone: string } {
  const parts = zonedParts(instant, zone);
  if (english()) {
    const text = pattern.english(parts);
    return { clock: text.slice(0, text.lastIndexOf(' ')), zone: parts.zone };
  }
  return {
    clock: intlFormat(Intl.DateTimeFormat, { ...pattern.options, timeZone: zone }).format(instant),
    zone: parts.zone,
  };
}

/** An instant at the venue, its zone named, and the admin's own where it reads differently. */
export function venueAndViewer(
  iso: string,
  venueZone: string,
  pattern: TimePattern = MATCH_TIME,
): { venue: string; viewer: string | null } {
  const instant = new Date(iso);
  const venue = written(instant, venueZone, pattern);
  const viewer = written(instant, viewerTimeZone(), pattern);
  return {
    venue: `${venue.clock} ${venue.zone}`,
    viewer: venue.clock === viewer.clock ? null : `${viewer.clock} ${viewer.zone}`,
  };
}

const inOneLine = ({ venue, viewer }: { venue: string; viewer: string | null }) =>
  viewer ? t`${venue} (${viewer} your time)` : venue;

/** 'Nov 22, 2026 19:30 EST': a match's time at its venue (lib/match-time.ts's rule); 'TBD' when it has none. */
export const formatMatchTime = (isoDateTime: string | null, venueZone: string) =>
  isoDateTime ? inOneLine(venueAndViewer(isoDateTime, venueZone)) : t`TBD`;

/** 'Nov 22, 2026 19:30 AEDT': when something happened (a payment, a mail), on the admin's clock, zone named. */
export const formatTimestamp = (isoDateTime: string) => {
  const { clock, zone } = written(new Date(isoDateTime), viewerTimeZone(), MATCH_TIME);
  return `${clock} ${zone}`;
};
