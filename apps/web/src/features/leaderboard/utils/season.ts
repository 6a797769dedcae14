import { seasonOf } from '@squash/core/rules';
import { formatCalendarDay } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';

const SEASON_LABEL = /^(\d{4})\/(\d{2})$/;

/** A season label ('2025/26') is valid when its second year follows its first. */
export function isSeasonLabel(value: string | null): value is string {
  const match = value ? SEASON_LABEL.exec(value) : null;
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** The season `delta` seasons after (or before, when negative) `label`: ('2025/26', -1) gives '2024/25'. */
export function shiftSeason(label: string, delta: number): string {
  const start = Number(label.slice(0, 4)) + delta;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The season under way at `now`. */
export function currentSeasonLabel(now: Date): string {
  return seasonOf(now).label;
}

/** '1 Aug 2025 – 31 Jul 2026' from the season's calendar days (in French and Arabic as `Intl` writes them). */
export function formatSeasonDates(startDate: string, endDate: string): string {
  if (currentLocale() !== 'en') {
    const inLanguage = (date: string) => formatCalendarDay(date, { day: 'numeric', month: 'short', year: 'numeric' });
    return `${inLanguage(startDate)} – ${inLanguage(endDate)}`;
  }
  const day = (date: string) => {
    const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
    const name = new Date(Date.UTC(year, month - 1, dayOfMonth)).toLocaleString('en-GB', {
      month: 'short',
      timeZone: 'UTC',
    });
    return `${dayOfMonth} ${name} ${year}`;
  };
  return `${day(startDate)} – ${day(endDate)}`;
}
