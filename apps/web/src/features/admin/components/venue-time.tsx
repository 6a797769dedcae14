import { Trans } from '@lingui/react/macro';
import { TOURNAMENT_TIME, venueAndViewer } from '../utils/format';

/**
 * A match's (or a tournament's) time in the back office: the venue's, zone named, on one line, and the
 * admin's own under it where it reads differently. 'TBD' without a time.
 */
export function VenueTime({
  iso,
  timeZone,
  style = 'match',
}: {
  iso: string | null;
  timeZone: string;
  /** 'match': 'Nov 22, 2026 19:30 EST'; 'tournament': 'Nov 22, 7:30 PM EST' (spec 001 §9). */
  style?: 'match' | 'tournament';
}) {
  if (!iso) return <Trans>TBD</Trans>;
  const { venue, viewer } = venueAndViewer(iso, timeZone, style === 'tournament' ? TOURNAMENT_TIME : undefined);
  return (
    <>
      <time dateTime={iso} className="block whitespace-nowrap">
        {venue}
      </time>
      {viewer && (
        <span className="block whitespace-nowrap text-xs text-muted-foreground">
          <Trans>{viewer} your time</Trans>
        </span>
      )}
    </>
  );
}
