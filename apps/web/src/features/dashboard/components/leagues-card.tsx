import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ChevronRight, Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { IconTile } from '@/components/icon-tile';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useMyLeagues } from '@/features/leagues';
import { errorMessage } from '@/lib/api-client';
import { ordinal } from '@/lib/labels';

/** My leagues with my place in each season table; an invitation to start one when there are none. */
export function LeaguesCard() {
  const leagues = useMyLeagues({ enabled: true });
  return (
    <section aria-labelledby="dashboard-leagues" className="flex flex-col rounded-xl border bg-card shadow-sm">
      <div className="flex items-center gap-3 border-b px-5 py-4">
        <IconTile icon={Users} size="sm" />
        <h2 id="dashboard-leagues" className="text-lg font-bold">
          <Trans>My Leagues</Trans>
        </h2>
        <ButtonLink to={paths.leagues.getHref()} variant="ghost" size="sm" className="ms-auto" iconEnd={ChevronRight}>
          <Trans>All leagues</Trans>
        </ButtonLink>
      </div>
      {leagues.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2 p-5">
          <span className="sr-only">
            <Trans>Loading your leagues</Trans>
          </span>
          <Skeleton className="h-10" />
        </div>
      ) : leagues.isError ? (
        <p role="alert" className="px-5 py-6 text-sm text-muted-foreground">
          <Trans>Could not load your leagues: {errorMessage(leagues.error)}</Trans>
        </p>
      ) : leagues.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-5 py-8 text-center">
          <p className="text-muted-foreground">
            <Trans>Compete with friends: start a league and share its invite link.</Trans>
          </p>
          <ButtonLink to={paths.leagues.getHref()} variant="outline" size="sm" icon={Plus}>
            <Trans>Create or join a league</Trans>
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid divide-y sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-3">
          {leagues.data.map((league) => (
            <li key={league.id} className="sm:border-b lg:border-b-0">
              <Link
                to={paths.league.getHref(league.id)}
                className="flex items-center gap-3 px-5 py-3 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{league.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {plural(league.memberCount, { one: '# member', other: '# members' })}
                  </span>
                </span>
                <Badge variant={league.mySeasonRank === null ? 'muted' : 'secondary'} className="tabular-nums">
                  {league.mySeasonRank === null ? t`No rank yet` : t`${ordinal(league.mySeasonRank)} this season`}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
