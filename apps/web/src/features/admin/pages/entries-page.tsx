import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Pager } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useEntries } from '../api/get-entries';
import { ListState } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { titleCase } from '../components/status-badges';
import { formatDay } from '../lib/format';
import { adminPaths } from '../paths';

export function AdminEntriesPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const entries = useEntries({ page });
  return (
    <>
      <title>Entries · Admin</title>
      <PageHeader title="Entries" />
      <ListState query={entries} isEmpty={(data) => data.data.length === 0} emptyMessage="No entries found.">
        {(data) => (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Tournament</TableHead>
                  <TableHead>User</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Created</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.data.map((entry) => (
                  <TableRow
                    key={entry.id}
                    className="cursor-pointer"
                    onClick={() => navigate(adminPaths.entry.getHref(entry.id))}
                  >
                    <TableCell className="font-medium">{entry.tournamentName ?? 'Unknown Tournament'}</TableCell>
                    <TableCell>
                      <Link
                        to={adminPaths.user.getHref(entry.userId)}
                        className="text-primary hover:underline"
                        onClick={(event) => event.stopPropagation()}
                      >
                        {entry.username}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Badge variant="outline">{titleCase(entry.status)}</Badge>
                    </TableCell>
                    <TableCell>{formatDay(entry.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager className="mt-4" label="Entry pages" pageInfo={data.pageInfo} onPageChange={setPage} />
          </>
        )}
      </ListState>
    </>
  );
}
