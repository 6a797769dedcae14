import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Match, MatchPlayer } from '@squash/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { roundLabel } from '@/lib/labels';
import { AdminTable, type Column } from '../../components/admin-table';
import { NewButton, PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { ResultBadge } from '../../components/status-badges';
import { VenueTime } from '../../components/venue-time';
import { useDeleteMatch } from '../api/delete-match';
import { useMatches } from '../api/get-matches';

type Tab = 'upcoming' | 'completed';

function columns(): Column<Match>[] {
  return [
    {
      header: t`Tournament`,
      cell: (match) => (
        <Link to={paths.admin.tournament.getHref(match.tournamentId)} className="hover:underline">
          {match.tournamentName}
        </Link>
      ),
    },
    { header: t`Player 1`, cell: (match) => <PlayerCell match={match} player={match.playerOne} /> },
    { header: t`Player 2`, cell: (match) => <PlayerCell match={match} player={match.playerTwo} /> },
    { header: t`Round`, cell: (match) => roundLabel(match.roundName) },
    {
      header: t`Scheduled Time`,
      cell: (match) => <VenueTime iso={match.startsAt} timeZone={match.tournamentTimezone} />,
    },
  ];
}

export function AdminMatchesPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  // Spec 001 §2: the tab lives in the URL hash, so a link or a reload keeps it.
  const tab: Tab = hash === '#completed' ? 'completed' : 'upcoming';
  const [pages, setPages] = useState<Record<Tab, number>>({ upcoming: 0, completed: 0 });
  const matches = useMatches({ isCompleted: tab === 'completed', page: pages[tab] });
  const deleteMatch = useDeleteMatch();

  const onDelete = (matchId: string) =>
    deleteMatch.mutate(matchId, {
      onSuccess: () => toast.success(t`Match deleted successfully`),
      onError: () => toast.error(t`Failed to delete match`),
    });

  return (
    <>
      <title>{t`Matches · Admin`}</title>
      <PageHeader
        title={t`Matches`}
        actions={
          <NewButton to={paths.admin.matchNew.getHref()}>
            <Trans>New Match</Trans>
          </NewButton>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) => navigate(paths.admin.matches.getHref(value as Tab), { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="upcoming">
            <Trans>Upcoming Matches</Trans>
          </TabsTrigger>
          <TabsTrigger value="completed">
            <Trans>Completed Matches</Trans>
          </TabsTrigger>
        </TabsList>
        {/* The chosen tab's panel is the list it filters: the tab's aria-controls names it. */}
        <TabsContent value={tab}>
          <AdminTable
            query={matches}
            columns={columns()}
            actions={(match) => (
              <RowActions resource="Match" id={match.id} name={matchName(match)} onDelete={onDelete} />
            )}
            emptyMessage={t`No matches found.`}
            pagerLabel={t`Match pages`}
            onPageChange={(page) => setPages((current) => ({ ...current, [tab]: page }))}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}

function PlayerCell({ match, player }: { match: Match; player: MatchPlayer | null }) {
  if (!player)
    return (
      <span className="text-muted-foreground">
        <Trans>TBD</Trans>
      </span>
    );
  return (
    <span className="inline-flex items-center gap-2">
      <Link to={paths.admin.player.getHref(player.id)} className="hover:underline">
        {player.fullName}
      </Link>
      {match.isCompleted && <ResultBadge won={match.winnerId === player.id} />}
    </span>
  );
}

/** A match as its row's buttons name it: 'Paul Coll v Ali Farag' ('View Paul Coll v Ali Farag'). */
function matchName(match: Pick<Match, 'playerOne' | 'playerTwo'>): string {
  const one = match.playerOne?.fullName ?? t`TBD`;
  const two = match.playerTwo?.fullName ?? t`TBD`;
  return t`${one} v ${two}`;
}
