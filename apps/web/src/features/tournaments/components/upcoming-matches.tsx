import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Match, Round } from '@squash/core';
import { CalendarClock } from 'lucide-react';
import { MatchTime } from '@/components/match-time';
import { roundLabel } from '@/lib/labels';

/** How many of the next matches the list shows: the day ahead, not the whole draw again. */
const SHOWN = 8;

const name = (player: Match['playerOne']) => player?.fullName ?? t`TBD`;

/**
 * When the next matches are played: each match still to play that has a time, soonest first, at the
 * venue with its zone and at the reader's own time where that differs. The draw shows a day per round;
 * this is where a fan finds the hour.
 */
export function UpcomingMatches({ rounds, timeZone }: { rounds: readonly Round[]; timeZone: string }) {
  const next = rounds
    .flatMap((round) => round.matches)
    .filter(
      (match): match is Match & { startsAt: string } => !match.isCompleted && !match.isBye && match.startsAt !== null,
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.roundIndex - b.roundIndex || a.position - b.position)
    .slice(0, SHOWN);
  if (next.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-matches-heading" className="mt-6 flex flex-col gap-3">
      <h2 id="upcoming-matches-heading" className="flex items-center gap-2 font-display text-xl">
        <CalendarClock aria-hidden="true" className="size-5 text-primary" />
        <Trans>Next matches</Trans>
      </h2>
      <ul aria-label={t`Next matches`} className="divide-y rounded-xl border bg-card">
        {next.map((match) => (
          <li
            key={match.id}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
          >
            <div className="min-w-0">
              <p className="font-medium">
                {name(match.playerOne)}{' '}
                <span className="text-muted-foreground">
                  <Trans>vs</Trans>
                </span>{' '}
                {name(match.playerTwo)}
              </p>
              <p className="text-muted-foreground text-sm">{roundLabel(match.roundName)}</p>
            </div>
            <MatchTime
              startsAt={match.startsAt}
              timeZone={timeZone}
              className="shrink-0 text-sm sm:justify-end sm:text-end"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
