import { displayName, type UserDetails } from '@squash/core';
import { ordinal } from '@squash/core/rules';
import { formatDistanceStrict, parseISO } from 'date-fns';
import { ArrowRight, LayoutDashboard, Radio, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { venueTime } from '@/lib/match-time';
import { useMyEntries } from '@/lib/my-entries';
import { useUpcomingTournaments } from '../api/get-upcoming-tournaments';
import { CourtLines } from './court-lines';

/**
 * The hero for a signed-in fan (spec 000, Home: a greeting): where they stand in what is live, and the
 * next tournament they can still tip, with the way to their dashboard and to the tournaments.
 */
export function WelcomeBack({ user }: { user: UserDetails }) {
  const entries = useMyEntries({ enabled: true });
  const upcoming = useUpcomingTournaments();
  const live = (entries.data ?? []).filter((entry) => entry.tournament.status === 'ACTIVE');
  const entered = new Set((entries.data ?? []).map((entry) => entry.tournamentId));
  const next = (upcoming.data ?? []).find((tournament) => !entered.has(tournament.id));
  const now = new Date();

  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-hero text-hero-foreground">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[36rem] w-[56rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(57_209_119/0.28),transparent)]"
      />
      <CourtLines className="absolute bottom-0 left-1/2 -z-10 h-[85%] w-auto max-w-none -translate-x-1/2 text-white/[0.07]" />
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 pt-16 pb-20 text-center sm:pt-24 sm:pb-28">
        <h1 id="hero-heading" className="font-display text-5xl leading-[0.95] tracking-tight break-words sm:text-7xl">
          Welcome back, <span className="text-brand">{displayName(user)}</span>!
        </h1>
        <ul className="mt-8 flex w-full max-w-xl flex-col gap-3 text-left">
          {live.map((entry) => (
            <li key={entry.id}>
              <Link
                to={paths.tournament.getHref(entry.tournamentId, 'leaderboard')}
                className="flex items-center gap-3 rounded-xl border border-white/15 bg-white/5 px-4 py-3 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
              >
                <Radio className="size-5 shrink-0 text-brand" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block text-hero-foreground/70 text-xs uppercase tracking-wider">Live now</span>
                  <span className="block font-semibold">{entry.tournament.name}</span>
                </span>
                <span className="shrink-0 font-display text-2xl">
                  {entry.rank ? ordinal(entry.rank) : '–'}
                  <span className="sr-only"> place</span>
                </span>
              </Link>
            </li>
          ))}
          {next && (
            <li>
              <Link
                to={paths.tournament.getHref(next.id)}
                className="flex items-center gap-3 rounded-xl border border-white/15 bg-white/5 px-4 py-3 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
              >
                <Trophy className="size-5 shrink-0 text-brand" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block text-hero-foreground/70 text-xs uppercase tracking-wider">Next to tip</span>
                  <span className="block font-semibold">{next.name}</span>
                  {next.startsAt && (
                    <span className="block text-hero-foreground/70 text-sm">
                      Tips lock in {formatDistanceStrict(parseISO(next.startsAt), now)} (
                      <time dateTime={next.startsAt}>{venueTime(next.startsAt, next.timezone)}</time>)
                    </span>
                  )}
                </span>
                <ArrowRight className="size-5 shrink-0" aria-hidden="true" />
              </Link>
            </li>
          )}
        </ul>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button
            asChild
            size="lg"
            className="bg-brand text-brand-foreground hover:bg-brand/90 focus-visible:ring-brand focus-visible:ring-offset-hero"
          >
            <Link to={paths.dashboard.getHref()}>
              <LayoutDashboard aria-hidden="true" />
              Go to Dashboard
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/25 bg-white/5 text-hero-foreground hover:bg-white/10 hover:text-hero-foreground focus-visible:ring-brand focus-visible:ring-offset-hero"
          >
            <Link to={paths.tournaments.getHref()}>View Tournaments</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
