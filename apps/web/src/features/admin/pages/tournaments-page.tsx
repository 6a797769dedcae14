import type { TournamentStatus } from '@squash/core';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { DataLoadError } from '@/components/data-load-error';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDeleteTournament } from '../api/delete-tournament';
import { useTournaments } from '../api/get-tournaments';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { PageHeader } from '../components/page-header';
import { genderLabel, TournamentStatusBadge } from '../components/status-badges';
import { formatDay } from '../lib/format';
import { adminPaths } from '../paths';

const TABS: Array<{ status: TournamentStatus; label: string }> = [
  { status: 'CREATING', label: 'Creating' },
  { status: 'ACTIVE', label: 'Active' },
  { status: 'UPCOMING', label: 'Upcoming' },
  { status: 'COMPLETED', label: 'Completed' },
];

export function AdminTournamentsPage() {
  const [status, setStatus] = useState<TournamentStatus>('ACTIVE');
  const [page, setPage] = useState(0);
  const tournaments = useTournaments({ status, page });
  const deleteTournament = useDeleteTournament();

  const onDelete = (tournamentId: string) =>
    deleteTournament.mutate(tournamentId, {
      onSuccess: () => toast.success('Tournament deleted successfully'),
      onError: () => toast.error('Failed to delete tournament'),
    });

  return (
    <>
      <title>Tournaments · Admin</title>
      <PageHeader
        title="Tournaments"
        actions={
          <Button asChild>
            <Link to={adminPaths.tournamentNew.getHref()}>
              <Plus aria-hidden="true" />
              New Tournament
            </Link>
          </Button>
        }
      />
      <Tabs
        value={status}
        onValueChange={(value) => {
          setStatus(value as TournamentStatus);
          setPage(0);
        }}
      >
        <TabsList>
          {TABS.map((tab) => (
            <TabsTrigger key={tab.status} value={tab.status}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="mt-4">
        {tournaments.isPending ? (
          <p className="py-8 text-center text-muted-foreground">Loading tournaments...</p>
        ) : tournaments.isError ? (
          <DataLoadError error={tournaments.error} onRetry={() => tournaments.refetch()} />
        ) : tournaments.data.data.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No tournaments found for this status.</p>
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Gender</TableHead>
                  <TableHead>Start Date</TableHead>
                  <TableHead>End Date</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {tournaments.data.data.map((tournament) => (
                  <TableRow key={tournament.id}>
                    <TableCell className="font-medium">
                      <Link to={adminPaths.tournament.getHref(tournament.id)} className="hover:underline">
                        {tournament.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <TournamentStatusBadge status={tournament.status} />
                    </TableCell>
                    <TableCell>{genderLabel(tournament.gender)}</TableCell>
                    <TableCell>{formatDay(tournament.startDate)}</TableCell>
                    <TableCell>{formatDay(tournament.endDate)}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" asChild>
                          <Link
                            to={adminPaths.tournament.getHref(tournament.id)}
                            aria-label={`View ${tournament.name}`}
                          >
                            <Eye aria-hidden="true" />
                          </Link>
                        </Button>
                        <Button variant="ghost" size="icon" asChild>
                          <Link
                            to={adminPaths.tournamentEdit.getHref(tournament.id)}
                            aria-label={`Edit ${tournament.name}`}
                          >
                            <Pencil aria-hidden="true" />
                          </Link>
                        </Button>
                        <ConfirmDeleteDialog thing="tournament" onConfirm={() => onDelete(tournament.id)}>
                          <Button variant="ghost" size="icon" aria-label={`Delete ${tournament.name}`}>
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
              label="Tournament pages"
              pageInfo={tournaments.data.pageInfo}
              onPageChange={setPage}
            />
          </>
        )}
      </div>
    </>
  );
}
