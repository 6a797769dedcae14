import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

function columns(): Column<Player>[] {
  return [
    nameColumn(t`Name`, 'Player', (player) => player.fullName),
    { header: t`Country`, cell: (player) => player.country ?? t`N/A` },
    { header: t`Ranking`, cell: (player) => player.worldRank ?? t`N/A` },
    { header: t`Created`, cell: (player) => formatDay(player.createdAt) },
  ];
}

export function AdminPlayersPage() {
  const [gender, setGender] = useState<Gender>('mens');
  const [page, setPage] = useState(0);
  const players = usePlayers({ gender, page });
  const deletePlayer = useDeletePlayer();

  const onDelete = (playerId: string) =>
    deletePlayer.mutate(playerId, {
      onSuccess: () => toast.success(t`Player deleted successfully`),
      onError: () => toast.error(t`Failed to delete player`),
    });

  return (
    <>
      <title>{t`Players · Admin`}</title>
      <PageHeader
        title={t`Players`}
        actions={
          <>
            <ButtonLink to={paths.admin.rankings.getHref()} variant="outline" icon={ListOrdered}>
              <Trans>Import Rankings</Trans>
            </ButtonLink>
            <NewButton to={paths.admin.playerNew.getHref(gender)}>
              <Trans>New Player</Trans>
            </NewButton>
          </>
        }
      />
      <RadioToggleGroup
        label={t`Gender`}
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
        columns={columns()}
        rowHref={(player) => paths.admin.player.getHref(player.id)}
        actions={(player) => <RowActions resource="Player" id={player.id} name={player.fullName} onDelete={onDelete} />}
        emptyMessage={t`No players found.`}
        pagerLabel={t`Player pages`}
        onPageChange={setPage}
      />
    </>
  );
}
