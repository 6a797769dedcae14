import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Tournament, TournamentStatus } from '@squash/core';
import { CalendarDays, ExternalLink, MapPin } from 'lucide-react';
import { MatchTime } from '@/components/match-time';
import { ShareButton } from '@/components/share-button';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { genderLabel } from '@/lib/labels';
import { formatLongDate, sourceLinkLabel } from '../utils/format';
import { Countdown } from './countdown';
import { EntryFeeRows } from './entry-fee';
import { TournamentStatusBadge } from './tournament-status-badge';

export function TournamentHeader({
  tournament,
  status,
  now,
}: {
  tournament: Tournament;
  status: TournamentStatus;
  now: Date;
}) {
  const startsAt = tournament.startsAt ? new Date(tournament.startsAt) : null;
  return (
    <header className="relative isolate overflow-hidden rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
      <div
        aria-hidden="true"
        className="absolute -top-32 -end-24 -z-10 size-96 rounded-full bg-brand/15 blur-3xl dark:bg-brand/10"
      />
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{genderLabel(tournament.gender)}</Badge>
            <TournamentStatusBadge status={status} />
            <ShareButton
              path={paths.tournament.getHref(tournament.id)}
              title={tournament.name}
              text={
                status === 'UPCOMING'
                  ? t`Pick the winners of ${tournament.name} with me on SquashTips`
                  : t`Follow the leaderboard of ${tournament.name} on SquashTips`
              }
              size="sm"
              className="ms-auto"
            />
          </div>
          <h1 className="font-display text-3xl tracking-tight sm:text-5xl">{tournament.name}</h1>
          <dl className="flex flex-col gap-x-6 gap-y-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
            {tournament.location && (
              <div className="flex items-center gap-2">
                <dt>
                  <MapPin className="size-4" aria-hidden="true" />
                  <span className="sr-only">
                    <Trans>Location</Trans>
                  </span>
                </dt>
                <dd className="font-medium text-foreground">{tournament.location}</dd>
              </div>
            )}
            <DateFact label={t`Starts`} date={tournament.startDate} />
            <DateFact label={t`Ends`} date={tournament.endDate} />
            <EntryFeeRows tournament={tournament} />
          </dl>
          {tournament.url && (
            <a
              href={tournament.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {sourceLinkLabel(tournament.url)}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          )}
        </div>
        {status === 'UPCOMING' && startsAt && (
          <div className="flex shrink-0 flex-col gap-2">
            <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              <Trans>Tips lock when play starts in</Trans>
            </p>
            <Countdown target={startsAt} now={now} />
            {tournament.startsAt && (
              <MatchTime startsAt={tournament.startsAt} timeZone={tournament.timezone} className="text-sm" />
            )}
          </div>
        )}
      </div>
    </header>
  );
}

/** One of the event's days in the header's facts. */
function DateFact({ label, date }: { label: string; date: string }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="flex items-center gap-2">
        <CalendarDays className="size-4" aria-hidden="true" />
        {label}
      </dt>
      <dd className="font-medium text-foreground">
        <time dateTime={date}>{formatLongDate(date)}</time>
      </dd>
    </div>
  );
}

export function TournamentHeaderSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
      <div className="flex gap-2">
        <Skeleton className="h-5.5 w-16 rounded-full" />
        <Skeleton className="h-5.5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-9 w-3/4 sm:h-12" />
      <Skeleton className="h-5 w-2/3" />
    </div>
  );
}
