import { PRODUCT_NAME } from '@squash/core/rules';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/back-link';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useTournament } from '../api/get-tournament';
import { useLiveTournament } from '../api/live';
import { statusAt } from '../utils/tournament-filters';

/*
 * What the pages about a started tournament's entries share (a fan's picks, two entries compared): the
 * tournament, read and kept live while it is under way; the page's frame with its way back to the leaderboard;
 * the state while the entries load.
 */

/** The tournament of the entries (`enabled` once the address is valid), and whether it is under way. */
export function useStartedTournament(tournamentId: string, enabled: boolean) {
  const tournament = useTournament(tournamentId, { enabled });
  const live = tournament.data !== undefined && statusAt(tournament.data, new Date()) === 'ACTIVE';
  useLiveTournament(tournamentId, live);
  return { tournament, live };
}

/** The page around the entries: as wide as `width` says, with the way back to the tournament's leaderboard. */
export function StartedEntriesFrame({
  tournamentId,
  backLabel,
  width,
  children,
}: {
  tournamentId: string;
  backLabel: string;
  width: 'max-w-5xl' | 'max-w-7xl';
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6 px-4 py-6 sm:py-10', width)}>
      <BackLink to={paths.tournament.getHref(tournamentId, 'leaderboard')}>{backLabel}</BackLink>
      {children}
    </div>
  );
}

/** While the entries load: the page's title, what is loading (for screen readers), and the page's shape. */
export function StartedEntriesLoading({ title, label, tall }: { title: string; label: string; tall: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className={cn('w-full rounded-xl', tall)} />
    </div>
  );
}
