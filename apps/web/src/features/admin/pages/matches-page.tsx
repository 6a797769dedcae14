import type { Match, MatchPlayer } from '@squash/core';
import { Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDeleteMatch } from '../api/delete-match';
import { useMatches } from '../api/get-matches';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { ListState } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { ResultBadge } from '../components/status-badges';
import { formatMatchTime } from '../lib/format';
import { adminPaths } from '../paths';

type Tab = 'upcoming' | 'completed';

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
      <PageHeader title="Matches" />
      <Tabs
        value={tab}
        onValueChange={(value) => navigate(adminPaths.matches.getHref(value as Tab), { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="upcoming">Upcoming Matches</TabsTrigger>
          <TabsTrigger value="completed">Completed Matches</TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="mt-4">
        <ListState query={matches} isEmpty={(data) => data.data.length === 0} emptyMessage="No matches found.">
          {(data) => (
            <>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Tournament</TableHead>
                    <TableHead>Player 1</TableHead>
                    <TableHead>Player 2</TableHead>
                    <TableHead>Round</TableHead>
                    <TableHead>Scheduled Time</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.data.map((match) => (
                    <TableRow key={match.id}>
                      <TableCell>
                        <Link to={adminPaths.tournament.getHref(match.tournamentId)} className="hover:underline">
                          {match.tournamentName}
                        </Link>
                      </TableCell>
                      <PlayerCell match={match} player={match.playerOne} />
                      <PlayerCell match={match} player={match.playerTwo} />
                      <TableCell>{match.roundName}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatMatchTime(match.startsAt)}</TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <Button variant="ghost" size="icon" asChild>
                            <Link to={adminPaths.match.getHref(match.id)} aria-label="View match">
                              <Eye aria-hidden="true" />
                            </Link>
                          </Button>
                          <ConfirmDeleteDialog thing="match" onConfirm={() => onDelete(match.id)}>
                            <Button variant="ghost" size="icon" aria-label="Delete match">
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </ConfirmDeleteDialog>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pager
                className="mt-4"
                label="Match pages"
                pageInfo={data.pageInfo}
                onPageChange={(page) => setPages((current) => ({ ...current, [tab]: page }))}
              />
            </>
          )}
        </ListState>
      </div>
    </>
  );
}

function PlayerCell({ match, player }: { match: Match; player: MatchPlayer | null }) {
  if (!player) return <TableCell className="text-muted-foreground">TBD</TableCell>;
  return (
    <TableCell>
      <span className="inline-flex items-center gap-2">
        <Link to={adminPaths.player.getHref(player.id)} className="hover:underline">
          {player.fullName}
        </Link>
        {match.isCompleted && <ResultBadge won={match.winnerId === player.id} />}
      </span>
    </TableCell>
  );
}
