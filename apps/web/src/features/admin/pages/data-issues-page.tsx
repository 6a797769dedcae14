import type { DataIssueSchema } from '@squash/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDeleteDataIssue } from '../api/delete-data-issue';
import { useDataIssues } from '../api/get-data-issues';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { ListState } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { SeverityBadge } from '../components/status-badges';
import { formatShortDate } from '../lib/format';
import { adminPaths } from '../paths';

type DataIssue = z.infer<typeof DataIssueSchema>;

function resourceHref(issue: DataIssue): string | null {
  if (!issue.resourceId) return null;
  switch (issue.resourceType) {
    case 'USER':
      return adminPaths.user.getHref(issue.resourceId);
    case 'PLAYER':
      return adminPaths.player.getHref(issue.resourceId);
    case 'MATCH':
      return adminPaths.match.getHref(issue.resourceId);
    case 'TOURNAMENT':
      return adminPaths.tournament.getHref(issue.resourceId);
    case 'ENTRY':
      return adminPaths.entry.getHref(issue.resourceId);
    default:
      return null;
  }
}

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
      <ListState query={issues} isEmpty={(data) => data.data.length === 0} emptyMessage="No data issues found.">
        {(data) => (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Type</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead>Resource</TableHead>
                  <TableHead>Severity</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.data.map((issue) => {
                  const href = resourceHref(issue);
                  const name = issue.resourceName ?? issue.resourceType ?? 'N/A';
                  return (
                    <TableRow key={issue.id}>
                      <TableCell className="font-medium">{issue.type}</TableCell>
                      <TableCell className="max-w-md whitespace-normal">{issue.description}</TableCell>
                      <TableCell>
                        {href ? (
                          <Link to={href} className="text-primary hover:underline">
                            {name}
                          </Link>
                        ) : (
                          name
                        )}
                      </TableCell>
                      <TableCell>
                        <SeverityBadge severity={issue.severity} />
                      </TableCell>
                      <TableCell>{formatShortDate(issue.createdAt)}</TableCell>
                      <TableCell className="text-right">
                        <ConfirmDeleteDialog thing="data issue" onConfirm={() => onDelete(issue.id)}>
                          <Button variant="ghost" size="icon" aria-label={`Delete ${issue.type} issue`}>
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </ConfirmDeleteDialog>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pager className="mt-4" label="Data issue pages" pageInfo={data.pageInfo} onPageChange={setPage} />
          </>
        )}
      </ListState>
    </>
  );
}
