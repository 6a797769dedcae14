import { Trans } from '@lingui/react/macro';
import { matchTime } from '@/lib/match-time';
import { useInBrowser } from '@/lib/use-in-browser';
import { cn } from '@/lib/utils';

/**
 * A match's start as lib/match-time.ts words it: the venue's time with its zone, and the reader's own
 * in brackets where it reads differently. A server doesn't know the reader's zone: in a page it rendered,
 * the reader's time is added once the browser has taken the page over (the server snapshot).
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
  const inBrowser = useInBrowser();
  const { venue, viewer } = matchTime(startsAt, timeZone);
  return (
    <span className={cn('inline-flex flex-wrap gap-x-1', className)}>
      <time dateTime={startsAt}>{venue}</time>
      {inBrowser && viewer && (
        <span className="text-muted-foreground">
          <Trans>({viewer} your time)</Trans>
        </span>
      )}
    </span>
  );
}
