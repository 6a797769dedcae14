import { t } from '@lingui/core/macro';
import type { AdminEntrySchema } from '@squash/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { AdminTable, type Column } from '../../components/admin-table';
import { PageHeader } from '../../components/page-header';
import { formatDay } from '../../utils/format';
import { entryStatusLabel } from '../../utils/labels';
import { useEntries } from '../api/get-entries';

type AdminEntry = z.infer<typeof AdminEntrySchema>;

function columns(): Column<AdminEntry>[] {
  return [
    { header: t`Tournament`, className: 'font-medium', cell: (entry) => entry.tournamentName ?? t`Unknown Tournament` },
    {
      header: t`User`,
      cell: (entry) => (
        <Link to={paths.admin.user.getHref(entry.userId)} className="text-primary hover:underline">
          {entry.username}
        </Link>
      ),
    },
    { header: t`Status`, cell: (entry) => <Badge variant="outline">{entryStatusLabel(entry.status)}</Badge> },
    { header: t`Created`, cell: (entry) => formatDay(entry.createdAt) },
  ];
}

export function AdminEntriesPage() {
  const [page, setPage] = useState(0);
  const entries = useEntries({ page });
  return (
    <>
      <title>{t`Entries · Admin`}</title>
      <PageHeader title={t`Entries`} />
      <AdminTable
        query={entries}
        columns={columns()}
        rowHref={(entry) => paths.admin.entry.getHref(entry.id)}
        emptyMessage={t`No entries found.`}
        pagerLabel={t`Entry pages`}
        onPageChange={setPage}
      />
    </>
  );
}
