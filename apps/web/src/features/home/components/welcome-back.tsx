import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { displayName, type UserDetails } from '@squash/core';
import { ArrowRight, LayoutDashboard, type LucideIcon, Radio, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMyEntries } from '@/features/tournaments';
import { timeUntil } from '@/lib/format';
import { ordinal } from '@/lib/labels';
import { venueTime } from '@/lib/match-time';
import { useUpcomingTournaments } from '../api/get-upcoming-tournaments';
import { HeroButton, HeroFrame } from './hero-frame';

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
    <HeroFrame>
      <h1 id="hero-heading" className="font-display text-5xl leading-[0.95] tracking-tight break-words sm:text-7xl">
        <Trans>
          Welcome back, <span className="text-brand">{displayName(user)}</span>!
        </Trans>
      </h1>
      <ul className="mt-8 flex w-full max-w-xl flex-col gap-3 text-start">
        {live.map((entry) => (
          <HeroLink
            key={entry.id}
            to={paths.tournament.getHref(entry.tournamentId, 'leaderboard')}
            icon={Radio}
            label={t`Live now`}
            title={entry.tournament.name}
            end={
              <span className="shrink-0 font-display text-2xl">
                {entry.rank ? ordinal(entry.rank) : '–'}
                <span className="sr-only">
                  {' '}
                  <Trans>place</Trans>
                </span>
              </span>
            }
          />
        ))}
        {next && (
          <HeroLink
            to={paths.tournament.getHref(next.id)}
            icon={Trophy}
            label={t`Next to tip`}
            title={next.name}
            end={<ArrowRight className="size-5 shrink-0" aria-hidden="true" />}
          >
            {next.startsAt && (
              <span className="block text-hero-foreground/70 text-sm">
                <Trans>
                  Tips lock in {timeUntil(new Date(next.startsAt), now)} (
                  <time dateTime={next.startsAt}>{venueTime(next.startsAt, next.timezone)}</time>)
                </Trans>
              </span>
            )}
          </HeroLink>
        )}
      </ul>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <HeroButton to={paths.dashboard.getHref()} icon={LayoutDashboard}>
          <Trans>Go to Dashboard</Trans>
        </HeroButton>
        <HeroButton outline to={paths.tournaments.getHref()}>
          <Trans>View Tournaments</Trans>
        </HeroButton>
      </div>
    </HeroFrame>
  );
}

/** One row of the greeting's list: what it is, its name, and what stands at its end (a place, an arrow). */
function HeroLink({
  to,
  icon: Icon,
  label,
  title,
  end,
  children,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  title: string;
  end: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-xl border border-white/15 bg-white/5 px-4 py-3 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
      >
        <Icon className="size-5 shrink-0 text-brand" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block text-hero-foreground/70 text-xs uppercase tracking-wider">{label}</span>
          <span className="block font-semibold">{title}</span>
          {children}
        </span>
        {end}
      </Link>
    </li>
  );
}
