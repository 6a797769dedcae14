import type { Gender } from '@squash/core';
import { Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { useDeletePlayer } from '../api/delete-player';
import { usePlayers } from '../api/get-players';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { ListState } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { genderLabel } from '../components/status-badges';
import { formatDay } from '../lib/format';
import { adminPaths } from '../paths';

export function AdminPlayersPage() {
  const navigate = useNavigate();
  const [gender, setGender] = useState<Gender>('mens');
  const [page, setPage] = useState(0);
  const players = usePlayers({ gender, page });
  const deletePlayer = useDeletePlayer();

  const onDelete = (playerId: string) =>
    deletePlayer.mutate(playerId, {
      onSuccess: () => toast.success('Player deleted successfully'),
      onError: () => toast.error('Failed to delete player'),
    });

  return (
    <>
      <title>Players · Admin</title>
      <PageHeader title="Players" />
      <ToggleGroup
        type="single"
        aria-label="Gender"
        value={gender}
        onValueChange={(value) => {
          if (!value) return;
          setGender(value as Gender);
          setPage(0);
        }}
        className="mb-4 w-fit"
      >
        {(['mens', 'womens'] as const).map((value) => (
          <ToggleGroupItem key={value} value={value} className="h-9 px-4">
            {genderLabel(value)}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <ListState query={players} isEmpty={(data) => data.data.length === 0} emptyMessage="No players found.">
        {(data) => (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Country</TableHead>
                  <TableHead>Ranking</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.data.map((player) => (
                  <TableRow
                    key={player.id}
                    className="cursor-pointer"
                    onClick={() => navigate(adminPaths.player.getHref(player.id))}
                  >
                    <TableCell className="font-medium">
                      <Link to={adminPaths.player.getHref(player.id)} className="hover:underline">
                        {player.fullName}
                      </Link>
                    </TableCell>
                    <TableCell>{player.country ?? 'N/A'}</TableCell>
                    <TableCell>{player.worldRank ?? 'N/A'}</TableCell>
                    <TableCell>{formatDay(player.createdAt)}</TableCell>
                    <TableCell onClick={(event) => event.stopPropagation()}>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" asChild>
                          <Link to={adminPaths.player.getHref(player.id)} aria-label={`View ${player.fullName}`}>
                            <Eye aria-hidden="true" />
                          </Link>
                        </Button>
                        <ConfirmDeleteDialog thing="player" onConfirm={() => onDelete(player.id)}>
                          <Button variant="ghost" size="icon" aria-label={`Delete ${player.fullName}`}>
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </ConfirmDeleteDialog>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager className="mt-4" label="Player pages" pageInfo={data.pageInfo} onPageChange={setPage} />
          </>
        )}
      </ListState>
    </>
  );
}
