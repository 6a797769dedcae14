import { formatMoney as formatMoneyInEnglish } from '@squash/core/rules';
import { currentLocale, intlFormat } from './i18n';

/*
 * Dates and durations in the reader's language, through `Intl` (issue 46): in English exactly as the
 * specification prints them ('Aug 15 – Aug 19, 2023', '2 days'), in French and Arabic as those languages
 * write them (Arabic with Western digits: core's `intlLocale`).
 */

/** One formatter per language and options for the page, not one per call (`intlFormat`). */
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return intlFormat(Intl.DateTimeFormat, options);
}

/** A calendar day ('YYYY-MM-DD') as that day's midnight, read as it is, never shifted by a time zone. */
export function calendarDay(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** A calendar day ('YYYY-MM-DD') in the reader's language, with `options` (a month, a day...). */
export function formatCalendarDay(date: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormat({ ...options, timeZone: 'UTC' }).format(calendarDay(date));
}

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const DAY_YEAR: Intl.DateTimeFormatOptions = { ...DAY, year: 'numeric' };
const WEEKDAY_DAY_YEAR: Intl.DateTimeFormatOptions = { ...DAY_YEAR, weekday: 'short' };

/** A calendar day, short month: 'Aug 15'. */
export function formatShortDate(date: string): string {
  return dateFormat(DAY).format(calendarDay(date));
}

/**
 * A tournament's dates as 'Aug 15 – Aug 19, 2023'. The dates are calendar days ('YYYY-MM-DD') in the
 * tournament's own time zone, so they are printed as they are, never shifted to the reader's zone.
 */
export function formatDateRange(startDate: string, endDate: string): string {
  const start = calendarDay(startDate);
  const end = calendarDay(endDate);
  const withYear = dateFormat(DAY_YEAR);
  if (startDate.slice(0, 10) === endDate.slice(0, 10)) return withYear.format(start);
  const from = start.getUTCFullYear() === end.getUTCFullYear() ? dateFormat(DAY).format(start) : withYear.format(start);
  return `${from} – ${withYear.format(end)}`;
}

/** A card's date range, short month and day: 'Aug 15 – Aug 19'. */
export function formatShortDateRange(startDate: string, endDate: string): string {
  if (startDate.slice(0, 10) === endDate.slice(0, 10)) return formatShortDate(startDate);
  return `${formatShortDate(startDate)} – ${formatShortDate(endDate)}`;
}

/** A moment with its day and time, in the reader's zone and language: '3 December 2026, 04:12'. */
export function formatMoment(iso: string): string {
  return dateFormat({ dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar day in full: 'Tue, Aug 15, 2023'. */
export function formatLongDate(date: string): string {
  return dateFormat(WEEKDAY_DAY_YEAR).format(calendarDay(date));
}

/**
 * An amount of money in integer cents as '$10.00 AUD' (core's format, which the server's mails use too): the
 * symbol a reader knows plus the code, since '$' alone is ambiguous across AUD, USD and NZD. In French and
 * Arabic, as they write amounts ('10,00 AUD').
 */
export function formatMoney(cents: number, currency: string): string {
  if (currentLocale() === 'en') return formatMoneyInEnglish(cents, currency);
  // By its code ('10,00 AUD'), the symbol would only repeat it; set apart from the text around it, so an
  // amount in an Arabic sentence keeps its digits and code together (Unicode's first-strong isolate).
  const amount = intlFormat(Intl.NumberFormat, { style: 'currency', currency, currencyDisplay: 'code' });
  return `\u2068${amount.format(cents / 100)}\u2069`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;
/** A month and a year as a strict distance counts them (30 and 365 days). */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit & Intl.NumberFormatOptions['unit'], number, number]> = [
  ['second', SECOND, 60],
  ['minute', MINUTE, 60],
  ['hour', HOUR, 24],
  ['day', DAY_MS, 30],
  ['month', 30 * DAY_MS, 12],
  ['year', 365 * DAY_MS, Number.POSITIVE_INFINITY],
];

/**
 * How long until `date`, as '2 days' (or 'in 2 days' with `addSuffix`). Whole units rounded down: a
 * start 2 days 20 hours away is '2 days' everywhere it is shown, never '3 days' in one place and
 * '2 days' in another, and never more time than is left.
 */
export function timeUntil(date: Date, now: Date, { addSuffix = false }: { addSuffix?: boolean } = {}): string {
  const distance = date.getTime() - now.getTime();
  const size = Math.abs(distance);
  const [unit, length] =
    UNITS.find(([, unitLength, perNext]) => size < unitLength * perNext) ?? (UNITS.at(-1) as (typeof UNITS)[number]);
  const count = Math.floor(size / length);
  if (!addSuffix) return intlFormat(Intl.NumberFormat, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
  return intlFormat(Intl.RelativeTimeFormat, { numeric: 'always' }).format(distance < 0 ? -count : count, unit);
}
