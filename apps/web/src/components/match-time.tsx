import { matchTime } from '@/lib/match-time';
import { cn } from '@/lib/utils';

/**
 * A match's start as lib/match-time.ts words it: the venue's time with its zone, and the reader's own
 * in brackets where it reads differently.
 */
export function MatchTime({
  startsAt,
  timeZone,
  className,
}: {
  startsAt: string;
  timeZone: string;
  className?: string;
}) {
  const { venue, viewer } = matchTime(startsAt, timeZone);
  return (
    <span className={cn('inline-flex flex-wrap gap-x-1', className)}>
      <time dateTime={startsAt}>{venue}</time>
      {viewer && <span className="text-muted-foreground">({viewer} your time)</span>}
    </span>
  );
}
