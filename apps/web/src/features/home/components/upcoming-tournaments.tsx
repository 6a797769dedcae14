import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Tournament } from '@squash/core';
import { ArrowRight, CalendarClock, MapPin, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { IconFact } from '@/components/icon-fact';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { calendarDay, formatCalendarDay, formatShortDateRange, timeUntil } from '@/lib/format';
import { genderLabel } from '@/lib/labels';
import { cn } from '@/lib/utils';
import { useUpcomingTournaments } from '../api/get-upcoming-tournaments';

export function UpcomingTournaments() {
  const upcoming = useUpcomingTournaments();
  return (
    <section aria-labelledby="upcoming-heading" className="border-y bg-muted/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:py-20">
        <div className="mb-8 flex items-end justify-between gap-4">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">
              <Trans>Open for tips</Trans>
            </p>
            <h2 id="upcoming-heading" className="font-display text-3xl tracking-tight sm:text-4xl">
              <Trans>Upcoming Tournaments</Trans>
            </h2>
          </div>
          <ButtonLink
            to={paths.tournaments.getHref()}
            aria-label={t`View All tournaments`}
            variant="ghost"
            className="shrink-0"
            iconEnd={ArrowRight}
          >
            <Trans>View All</Trans>
          </ButtonLink>
        </div>
        {upcoming.isPending ? (
          <ul className="grid gap-4 md:grid-cols-3" aria-label={t`Loading upcoming tournaments`}>
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <UpcomingCardSkeleton />
              </li>
            ))}
          </ul>
        ) : upcoming.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-4 py-12 text-center"
          >
            <p className="font-semibold">
              <Trans>Error Loading Data</Trans>
            </p>
            <p className="text-sm text-muted-foreground">{errorMessage(upcoming.error)}</p>
            <Button variant="outline" onClick={() => void upcoming.refetch()}>
              <RotateCw aria-hidden="true" />
              <Trans>Retry</Trans>
            </Button>
          </div>
        ) : upcoming.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed bg-card px-4 py-12 text-center text-muted-foreground">
            <Trans>No upcoming tournaments right now. The next draws open here as soon as they are published.</Trans>
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-3" aria-labelledby="upcoming-heading">
            {upcoming.data.map((tournament) => (
              // A lone tournament gets the whole row rather than a third of it beside empty space.
              <li key={tournament.id} className={cn(upcoming.data.length === 1 && 'md:col-span-3')}>
                <UpcomingCard tournament={tournament} featured={upcoming.data.length === 1} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function UpcomingCard({ tournament, featured }: { tournament: Tournament; featured: boolean }) {
  const startsAt = tournament.startsAt ? new Date(tournament.startsAt) : calendarDay(tournament.startDate);
  const startsIn = timeUntil(startsAt, new Date(), { addSuffix: true });
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col gap-5 rounded-2xl border bg-card p-5 shadow-sm transition-[box-shadow,border-color] focus-within:ring-2 focus-within:ring-ring hover:border-primary/50 hover:shadow-md',
        featured && 'md:flex-row md:items-center md:gap-10 md:p-7',
      )}
    >
      <div className={cn('flex items-start gap-4', featured && 'md:flex-1 md:items-center')}>
        <div
          aria-hidden="true"
          className="flex w-14 shrink-0 flex-col items-center rounded-xl bg-hero py-2 text-hero-foreground"
        >
          <span className="text-[0.6875rem] font-bold tracking-widest text-brand uppercase">
            {formatCalendarDay(tournament.startDate, { month: 'short' })}
          </span>
          <span className="font-display text-2xl leading-none">
            {formatCalendarDay(tournament.startDate, { day: 'numeric' })}
          </span>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Badge variant="outline">{genderLabel(tournament.gender)}</Badge>
          <h3 className="text-lg leading-snug font-bold">
            <Link
              to={paths.tournament.getHref(tournament.id)}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl"
            >
              {tournament.name}
            </Link>
          </h3>
        </div>
      </div>
      <dl className={cn('mt-auto grid gap-1.5 text-sm text-muted-foreground', featured && 'md:mt-0 md:flex-1')}>
        {tournament.location && (
          <IconFact icon={MapPin} label={t`Location`}>
            {tournament.location}
          </IconFact>
        )}
        <IconFact icon={CalendarClock} label={t`Starts`}>
          <time dateTime={tournament.startsAt ?? tournament.startDate}>
            {formatShortDateRange(tournament.startDate, tournament.endDate)}
          </time>
          <span className="text-foreground">
            {' '}
            <Trans>· starts {startsIn}</Trans>
          </span>
        </IconFact>
      </dl>
      <span
        aria-hidden="true"
        className={cn(
          'flex items-center gap-1.5 text-sm font-semibold text-primary transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5',
          featured && 'md:rounded-md md:bg-primary md:px-4 md:py-2.5 md:text-primary-foreground',
        )}
      >
        <Trans>Submit Tips</Trans>
        <ArrowRight className="size-4" />
      </span>
    </article>
  );
}

function UpcomingCardSkeleton() {
  return (
    <div className="flex h-full flex-col gap-5 rounded-2xl border bg-card p-5 shadow-sm">
      <div className="flex gap-4">
        <Skeleton className="h-[60px] w-14 rounded-xl" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5.5 w-16 rounded-full" />
          <Skeleton className="h-6 w-4/5" />
        </div>
      </div>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-5 w-24" />
    </div>
  );
}
