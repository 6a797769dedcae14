import type { DataIssueSchema } from '@squash/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { AdminTable, type Column } from '../../components/admin-table';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { SeverityBadge } from '../../components/status-badges';
import { formatShortDate } from '../../utils/format';
import { useDeleteDataIssue } from '../api/delete-data-issue';
import { useDataIssues } from '../api/get-data-issues';

type DataIssue = z.infer<typeof DataIssueSchema>;

function resourceHref(issue: DataIssue): string | null {
  if (!issue.resourceId) return null;
  switch (issue.resourceType) {
    case 'USER':
      return paths.admin.user.getHref(issue.resourceId);
    case 'PLAYER':
      return paths.admin.player.getHref(issue.resourceId);
    case 'MATCH':
      return paths.admin.match.getHref(issue.resourceId);
    case 'TOURNAMENT':
      return paths.admin.tournament.getHref(issue.resourceId);
    case 'ENTRY':
      return paths.admin.entry.getHref(issue.resourceId);
    default:
      return null;
  }
}

const columns: Column<DataIssue>[] = [
  { header: 'Type', className: 'font-medium', cell: (issue) => issue.type },
  { header: 'Description', className: 'max-w-md whitespace-normal', cell: (issue) => issue.description },
  {
    header: 'Resource',
    cell: (issue) => {
      const href = resourceHref(issue);
      const name = issue.resourceName ?? issue.resourceType ?? 'N/A';
      return href ? (
        <Link to={href} className="text-primary hover:underline">
          {name}
        </Link>
      ) : (
        name
      );
    },
  },
  { header: 'Severity', cell: (issue) => <SeverityBadge severity={issue.severity} /> },
  { header: 'Created', cell: (issue) => formatShortDate(issue.createdAt) },
];

export function AdminDataIssuesPage() {
  const [page, setPage] = useState(0);
  const issues = useDataIssues({ page });
  const deleteIssue = useDeleteDataIssue();

  const onDelete = (issueId: string) =>
    deleteIssue.mutate(issueId, {
      onSuccess: () => toast.success('Data issue deleted successfully'),
      onError: () => toast.error('Failed to delete data issue'),
    });

  return (
    <>
      <title>Data Issues · Admin</title>
      <PageHeader title="Data Issues" />
      <AdminTable
        query={issues}
        columns={columns}
        actions={(issue) => (
          <RowActions thing="data issue" id={issue.id} name={`${issue.type} issue`} onDelete={onDelete} />
        )}
        emptyMessage="No data issues found."
        pagerLabel="Data issue pages"
        onPageChange={setPage}
      />
    </>
  );
}
