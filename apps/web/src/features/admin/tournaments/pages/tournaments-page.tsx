import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AdminTournament, TournamentStatus } from '@squash/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { DataLoadError } from '@/components/data-load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { AdminTable, type Column, nameColumn } from '../../components/admin-table';
import { NewButton, PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { genderLabel, TournamentStatusBadge } from '../../components/status-badges';
import { formatDay } from '../../utils/format';
import { deleteConsequence, refundText, useDeleteTournament } from '../api/delete-tournament';
import { useTournaments } from '../api/get-tournaments';

const TABS: Array<{ status: TournamentStatus; label: MessageDescriptor }> = [
  { status: 'CREATING', label: msg`Creating` },
  { status: 'ACTIVE', label: msg`Active` },
  { status: 'UPCOMING', label: msg`Upcoming` },
  { status: 'COMPLETED', label: msg`Completed` },
  { status: 'PAYING', label: msg`Prizes owed` },
];

function columns(): Column<AdminTournament>[] {
  return [
    nameColumn(t`Name`, 'Tournament', (tournament) => tournament.name),
    { header: t`Status`, cell: (tournament) => <TournamentStatusBadge status={tournament.status} /> },
    { header: t`Gender`, cell: (tournament) => genderLabel(tournament.gender) },
    { header: t`Start Date`, cell: (tournament) => formatDay(tournament.startDate) },
    { header: t`End Date`, cell: (tournament) => formatDay(tournament.endDate) },
  ];
}

export function AdminTournamentsPage() {
  // The dashboard's money cards link here with ?status= (PAYING: cash prizes waiting for Mark as paid).
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('status');
  const [status, setStatus] = useState<TournamentStatus>(
    TABS.some((tab) => tab.status === linked) ? (linked as TournamentStatus) : 'ACTIVE',
  );
  const [page, setPage] = useState(0);
  const tournaments = useTournaments({ status, page });
  const deleteTournament = useDeleteTournament();

  const onDelete = (tournamentId: string) =>
    deleteTournament.mutate(tournamentId, {
      onSuccess: (deleted) => toast.success(t`Tournament deleted successfully`, { description: refundText(deleted) }),
      onError: () => toast.error(t`Failed to delete tournament`),
    });

  return (
    <>
      <title>{t`Tournaments · Admin`}</title>
      <PageHeader
        title={t`Tournaments`}
        actions={
          <NewButton to={paths.admin.tournamentNew.getHref()}>
            <Trans>New Tournament</Trans>
          </NewButton>
        }
      />
      <Tabs
        value={status}
        onValueChange={(value) => {
          setStatus(value as TournamentStatus);
          setPage(0);
        }}
      >
        {/* Seven statuses don't fit a phone: the row scrolls (a focused tab scrolls into view). */}
        <TabsList className="max-w-full justify-start overflow-x-auto">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.status} value={tab.status}>
              {i18n._(tab.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The chosen tab's panel is the list it filters: the tab's aria-controls names it. */}
        <TabsContent value={status}>
          <AdminTable
            query={tournaments}
            columns={columns()}
            actions={(tournament) => (
              <RowActions
                resource="Tournament"
                id={tournament.id}
                name={tournament.name}
                onDelete={onDelete}
                deleteConsequence={deleteConsequence(tournament)}
              />
            )}
            loadingMessage={t`Loading tournaments...`}
            renderError={(error) => <DataLoadError error={error} onRetry={() => tournaments.refetch()} />}
            emptyMessage={t`No tournaments found for this status.`}
            pagerLabel={t`Tournament pages`}
            onPageChange={setPage}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
