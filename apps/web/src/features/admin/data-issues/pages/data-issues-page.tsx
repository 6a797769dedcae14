import { t } from '@lingui/core/macro';
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

function columns(): Column<DataIssue>[] {
  return [
    { header: t`Type`, className: 'font-medium', cell: (issue) => issue.type },
    { header: t`Description`, className: 'max-w-md whitespace-normal', cell: (issue) => issue.description },
    {
      header: t`Resource`,
      cell: (issue) => {
        const href = resourceHref(issue);
        const name = issue.resourceName ?? issue.resourceType ?? t`N/A`;
        return href ? (
          <Link to={href} className="text-primary hover:underline">
            {name}
          </Link>
        ) : (
          name
        );
      },
    },
    { header: t`Severity`, cell: (issue) => <SeverityBadge severity={issue.severity} /> },
    { header: t`Created`, cell: (issue) => formatShortDate(issue.createdAt) },
  ];
}

export function AdminDataIssuesPage() {
  const [page, setPage] = useState(0);
  const issues = useDataIssues({ page });
  const deleteIssue = useDeleteDataIssue();

  const onDelete = (issueId: string) =>
    deleteIssue.mutate(issueId, {
      onSuccess: () => toast.success(t`Data issue deleted successfully`),
      onError: () => toast.error(t`Failed to delete data issue`),
    });

  return (
    <>
      <title>{t`Data Issues · Admin`}</title>
      <PageHeader title={t`Data Issues`} />
      <AdminTable
        query={issues}
        columns={columns()}
        actions={(issue) => (
          <RowActions
            thing="dataIssue"
            id={issue.id}
            name={issue.resourceName ? t`the issue of ${issue.resourceName}` : t`this issue`}
            onDelete={onDelete}
          />
        )}
        emptyMessage={t`No data issues found.`}
        pagerLabel={t`Data issue pages`}
        onPageChange={setPage}
      />
    </>
  );
}
