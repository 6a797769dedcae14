import { t } from '@lingui/core/macro';
import { format, parseISO } from 'date-fns';
import { clockTime, viewerTimeZone, type ZonedParts, zonedParts } from '@/lib/match-time';

/** Spec 001 §9's formats. Calendar days ('YYYY-MM-DD') are printed as they are, never shifted. */
export const formatDay = (isoDate: string) => format(parseISO(isoDate), 'MMM d, yyyy');
export const formatShortDate = (isoDateTime: string) => format(parseISO(isoDateTime), 'MM/dd/yyyy');

const matchPattern = (p: ZonedParts) =>
  `${p.month} ${p.day}, ${p.year} ${String(p.hour).padStart(2, '0')}:${p.minute} ${p.zone}`;

/** An instant in spec 001 §9's pattern at the venue, its zone named, and the admin's own where it reads differently. */
export function venueAndViewer(
  iso: string,
  venueZone: string,
  pattern: (parts: ZonedParts) => string = matchPattern,
): { venue: string; viewer: string | null } {
  const instant = new Date(iso);
  const venue = pattern(zonedParts(instant, venueZone));
  const viewer = pattern(zonedParts(instant, viewerTimeZone()));
  const sameClock = venue.slice(0, venue.lastIndexOf(' ')) === viewer.slice(0, viewer.lastIndexOf(' '));
  return { venue, viewer: sameClock ? null : viewer };
}

export const tournamentTimePattern = (p: ZonedParts) => `${p.month} ${p.day}, ${clockTime(p)} ${p.zone}`;

const inOneLine = ({ venue, viewer }: { venue: string; viewer: string | null }) =>
  viewer ? t`${venue} (${viewer} your time)` : venue;

/** 'Nov 22, 2026 19:30 EST': a match's time at its venue (lib/match-time.ts's rule); 'TBD' when it has none. */
export const formatMatchTime = (isoDateTime: string | null, venueZone: string) =>
  isoDateTime ? inOneLine(venueAndViewer(isoDateTime, venueZone)) : 'TBD';
/** 'Nov 22, 2026 19:30 AEDT': when something happened (a payment, a mail), on the admin's clock, zone named. */
export const formatTimestamp = (isoDateTime: string) =>
  matchPattern(zonedParts(new Date(isoDateTime), viewerTimeZone()));
