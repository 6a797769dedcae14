import { format, formatDistanceStrict, isSameDay, isSameYear, parseISO } from 'date-fns';

/**
 * A tournament's dates as 'Aug 15 – Aug 19, 2023'. The dates are calendar days ('YYYY-MM-DD') in the
 * tournament's own time zone, so they are printed as they are, never shifted to the reader's zone.
 */
export function formatDateRange(startDate: string, endDate: string): string {
  const start = parseISO(startDate);
  const end = parseISO(endDate);
  if (isSameDay(start, end)) return format(start, 'MMM d, yyyy');
  if (isSameYear(start, end)) return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
  return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
}

// The money format is core's, shared with the server's mails and messages.
export { formatMoney } from '@squash/core/rules';

/**
 * How long until `date`, as '2 days' (or 'in 2 days' with `addSuffix`). Whole units rounded down: a
 * start 2 days 20 hours away is '2 days' everywhere it is shown, never '3 days' in one place and
 * '2 days' in another, and never more time than is left.
 */
export function timeUntil(date: Date, now: Date, { addSuffix = false }: { addSuffix?: boolean } = {}): string {
  return formatDistanceStrict(date, now, { addSuffix, roundingMethod: 'floor' });
}
