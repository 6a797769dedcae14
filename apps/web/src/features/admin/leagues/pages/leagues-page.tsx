import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AdminLeague } from '@squash/core';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AdminTable, type Column } from '../../components/admin-table';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { formatShortDate } from '../../utils/format';
import { useAdminLeagues, useDeleteAdminLeague } from '../api/get-leagues';

function columns(): Column<AdminLeague>[] {
  return [
    { header: t`Name`, className: 'font-medium', cell: (league) => league.name },
    { header: t`Owner`, cell: (league) => league.ownerUsername },
    { header: t`Members`, className: 'tabular-nums', cell: (league) => league.memberCount },
    { header: t`Created`, cell: (league) => formatShortDate(league.createdAt) },
  ];
}

/** Every private league, newest first, searchable by name or owner; an admin may delete one. */
export function AdminLeaguesPage() {
  const searchId = useId();
  const [page, setPage] = useState(0);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const leagues = useAdminLeagues({ page, search });
  const deleteLeague = useDeleteAdminLeague();

  const onDelete = (leagueId: string) =>
    deleteLeague.mutate(leagueId, {
      onSuccess: () => toast.success(t`League deleted successfully`),
      onError: (error) => toast.error(t`Failed to delete league`, { description: error.message }),
    });

  return (
    <>
      <title>{t`Leagues · Admin`}</title>
      <PageHeader title={t`Leagues`} />
      <search className="mb-4 block max-w-md">
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
            setPage(0);
          }}
        >
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor={searchId}>
              <Trans>Search by league or owner</Trans>
            </Label>
            <Input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            <Trans>Search</Trans>
          </Button>
        </form>
      </search>
      <AdminTable
        query={leagues}
        columns={columns()}
        actions={(league) => (
          <RowActions
            thing="league"
            id={league.id}
            name={league.name}
            onDelete={onDelete}
            deleteConsequence={plural(league.memberCount, {
              one: 'Its # membership goes with it; entries and points stay.',
              other: 'Its # memberships go with it; entries and points stay.',
            })}
          />
        )}
        emptyMessage={search ? t`No leagues match “${search}”.` : t`No leagues yet.`}
        pagerLabel={t`League pages`}
        onPageChange={setPage}
      />
    </>
  );
}
