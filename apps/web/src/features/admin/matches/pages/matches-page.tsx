import type { Match, MatchPlayer } from '@squash/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { AdminTable, type Column } from '../../components/admin-table';
import { NewButton, PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { ResultBadge } from '../../components/status-badges';
import { VenueTime } from '../../components/venue-time';
import { useDeleteMatch } from '../api/delete-match';
import { useMatches } from '../api/get-matches';

type Tab = 'upcoming' | 'completed';

const columns: Column<Match>[] = [
  {
    header: 'Tournament',
    cell: (match) => (
      <Link to={paths.admin.tournament.getHref(match.tournamentId)} className="hover:underline">
        {match.tournamentName}
      </Link>
    ),
  },
  { header: 'Player 1', cell: (match) => <PlayerCell match={match} player={match.playerOne} /> },
  { header: 'Player 2', cell: (match) => <PlayerCell match={match} player={match.playerTwo} /> },
  { header: 'Round', cell: (match) => match.roundName },
  {
    header: 'Scheduled Time',
    cell: (match) => <VenueTime iso={match.startsAt} timeZone={match.tournamentTimezone} />,
  },
];

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
      onSuccess: () => toast.success('Match deleted successfully'),
      onError: () => toast.error('Failed to delete match'),
    });

  return (
    <>
      <title>Matches · Admin</title>
      <PageHeader title="Matches" actions={<NewButton to={paths.admin.matchNew.getHref()}>New Match</NewButton>} />
      <Tabs
        value={tab}
        onValueChange={(value) => navigate(paths.admin.matches.getHref(value as Tab), { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="upcoming">Upcoming Matches</TabsTrigger>
          <TabsTrigger value="completed">Completed Matches</TabsTrigger>
        </TabsList>
        {/* The chosen tab's panel is the list it filters: the tab's aria-controls names it. */}
        <TabsContent value={tab}>
          <AdminTable
            query={matches}
            columns={columns}
            actions={(match) => <RowActions resource="Match" id={match.id} name="match" onDelete={onDelete} />}
            emptyMessage="No matches found."
            pagerLabel="Match pages"
            onPageChange={(page) => setPages((current) => ({ ...current, [tab]: page }))}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}

function PlayerCell({ match, player }: { match: Match; player: MatchPlayer | null }) {
  if (!player) return <span className="text-muted-foreground">TBD</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <Link to={paths.admin.player.getHref(player.id)} className="hover:underline">
        {player.fullName}
      </Link>
      {match.isCompleted && <ResultBadge won={match.winnerId === player.id} />}
    </span>
  );
}
