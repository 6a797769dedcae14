import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LEAGUE_LIMITS, type MyLeague } from '@squash/core';
import { PRODUCT_NAME } from '@squash/core/rules';
import { ChevronRight, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { DataLoadError } from '@/components/data-load-error';
import { SignInRequired } from '@/components/sign-in-required';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUserQuery } from '@/lib/current-user';
import { ordinal } from '@/lib/labels';
import { useMyLeagues } from '../api/my-leagues';
import { CreateLeagueForm, JoinByCodeForm } from '../components/league-forms';
import { OwnerBadge } from '../components/owner-badge';

/** My leagues, with my place in each season table; create one, or join one by its code. */
export function LeaguesPage() {
  const currentUser = useCurrentUserQuery();
  const signedIn = Boolean(currentUser.data);
  const leagues = useMyLeagues({ enabled: signedIn });

  if (currentUser.isPending) return <Spinner className="min-h-[60dvh]" />;
  if (!signedIn) {
    return (
      <>
        <title>{t`Leagues · ${PRODUCT_NAME}`}</title>
        <SignInRequired description={t`Please sign in to see your leagues`} next={paths.leagues.getHref()} />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <title>{t`Leagues · ${PRODUCT_NAME}`}</title>
      <header>
        <p className="mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
          <Users className="size-4" aria-hidden="true" />
          <Trans>Private leagues</Trans>
        </p>
        <h1 className="font-display text-4xl tracking-tight sm:text-5xl">
          <Trans>My Leagues</Trans>
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          <Trans>
            Compete with friends, your club or your forum: a league ranks its members on every tournament and over the
            season. You can be in up to {LEAGUE_LIMITS.leaguesPerFan} leagues.
          </Trans>
        </p>
      </header>

      <section aria-labelledby="my-leagues-heading" className="flex flex-col gap-3">
        <h2 id="my-leagues-heading" className="sr-only">
          <Trans>Your leagues</Trans>
        </h2>
        {leagues.isPending ? (
          <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
            <span className="sr-only">
              <Trans>Loading your leagues</Trans>
            </span>
            <Skeleton className="h-24 rounded-xl" />
            <Skeleton className="h-24 rounded-xl" />
          </div>
        ) : leagues.isError ? (
          <DataLoadError error={leagues.error} onRetry={() => void leagues.refetch()} />
        ) : leagues.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center">
            <Trophy className="size-8 text-primary" aria-hidden="true" />
            <p className="text-lg font-bold">
              <Trans>You're not in a league yet</Trans>
            </p>
            <p className="max-w-md text-muted-foreground">
              <Trans>Create one below and share its invite link, or enter the code a friend sent you.</Trans>
            </p>
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {leagues.data.map((league) => (
              <li key={league.id}>
                <LeagueCard league={league} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="grid items-start gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Create a league</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>You'll be its owner, with an invite link to share.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CreateLeagueForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Join with a code</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Got an invite code? Enter it to see the league before you join.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <JoinByCodeForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function LeagueCard({ league }: { league: MyLeague }) {
  return (
    <Link
      to={paths.league.getHref(league.id)}
      className="group flex items-center gap-4 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold">
          <span className="truncate">{league.name}</span>
          {league.myRole === 'owner' && <OwnerBadge />}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {plural(league.memberCount, { one: '# member', other: '# members' })}
          {' · '}
          {league.mySeasonRank === null ? t`No entries this season` : t`${ordinal(league.mySeasonRank)} this season`}
        </p>
      </div>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground group-hover:text-primary" aria-hidden="true" />
    </Link>
  );
}
