import type { Gender, Player } from '@squash/core';
import { GENDERS } from '@squash/core/rules';
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/button-link';
import { RadioToggleGroup } from '@/components/radio-toggle-group';
import { paths } from '@/config/paths';
import { AdminTable, type Column, nameColumn } from '../../components/admin-table';
import { NewButton, PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { genderLabel } from '../../components/status-badges';
import { formatDay } from '../../utils/format';
import { useDeletePlayer } from '../api/delete-player';
import { usePlayers } from '../api/get-players';

const columns: Column<Player>[] = [
  nameColumn('Name', 'Player', (player) => player.fullName),
  { header: 'Country', cell: (player) => player.country ?? 'N/A' },
  { header: 'Ranking', cell: (player) => player.worldRank ?? 'N/A' },
  { header: 'Created', cell: (player) => formatDay(player.createdAt) },
];

export function AdminPlayersPage() {
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
      <PageHeader
        title="Players"
        actions={
          <>
            <ButtonLink to={paths.admin.rankings.getHref()} variant="outline" icon={ListOrdered}>
              Import Rankings
            </ButtonLink>
            <NewButton to={paths.admin.playerNew.getHref(gender)}>New Player</NewButton>
          </>
        }
      />
      <RadioToggleGroup
        label="Gender"
        options={GENDERS}
        value={gender}
        onChange={(next) => {
          setGender(next);
          setPage(0);
        }}
        optionLabel={genderLabel}
        className="mb-4 w-fit"
        itemClassName="h-9 px-4"
      />
      <AdminTable
        query={players}
        columns={columns}
        rowHref={(player) => paths.admin.player.getHref(player.id)}
        actions={(player) => <RowActions resource="Player" id={player.id} name={player.fullName} onDelete={onDelete} />}
        emptyMessage="No players found."
        pagerLabel="Player pages"
        onPageChange={setPage}
      />
    </>
  );
}
