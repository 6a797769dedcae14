import type { AdminEntrySchema } from '@squash/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { AdminTable, type Column } from '../../components/admin-table';
import { PageHeader } from '../../components/page-header';
import { titleCase } from '../../components/status-badges';
import { formatDay } from '../../utils/format';
import { useEntries } from '../api/get-entries';

type AdminEntry = z.infer<typeof AdminEntrySchema>;

const columns: Column<AdminEntry>[] = [
  { header: 'Tournament', className: 'font-medium', cell: (entry) => entry.tournamentName ?? 'Unknown Tournament' },
  {
    header: 'User',
    cell: (entry) => (
      <Link to={paths.admin.user.getHref(entry.userId)} className="text-primary hover:underline">
        {entry.username}
      </Link>
    ),
  },
  { header: 'Status', cell: (entry) => <Badge variant="outline">{titleCase(entry.status)}</Badge> },
  { header: 'Created', cell: (entry) => formatDay(entry.createdAt) },
];

export function AdminEntriesPage() {
  const [page, setPage] = useState(0);
  const entries = useEntries({ page });
  return (
    <>
      <title>Entries · Admin</title>
      <PageHeader title="Entries" />
      <AdminTable
        query={entries}
        columns={columns}
        rowHref={(entry) => paths.admin.entry.getHref(entry.id)}
        emptyMessage="No entries found."
        pagerLabel="Entry pages"
        onPageChange={setPage}
      />
    </>
  );
}
