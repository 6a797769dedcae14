import { currentIntlLocale } from '@/lib/i18n';

/** A moment as the reader writes it, day and time in their zone: '3 December 2026, 04:12'. */
export function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat(currentIntlLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}
