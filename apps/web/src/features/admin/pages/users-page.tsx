import { Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { ListState } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { formatDay } from '../lib/format';
import { adminPaths } from '../paths';

export function AdminUsersPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const users = useUsers({ page });
  const deleteUser = useDeleteUser();

  const onDelete = (userId: string) =>
    deleteUser.mutate(userId, {
      onSuccess: () => toast.success('User deleted successfully'),
      onError: () => toast.error('Error', { description: 'Failed to delete user' }),
    });

  return (
    <>
      <title>Users · Admin</title>
      <PageHeader title="Users" />
      <ListState query={users} isEmpty={(data) => data.data.length === 0} emptyMessage="No users found.">
        {(data) => (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Username</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead>T&amp;Cs Accepted</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.data.map((user) => (
                  <TableRow
                    key={user.id}
                    className="cursor-pointer"
                    onClick={() => navigate(adminPaths.user.getHref(user.id))}
                  >
                    <TableCell className="font-medium">
                      <Link to={adminPaths.user.getHref(user.id)} className="hover:underline">
                        {user.username}
                      </Link>
                    </TableCell>
                    <TableCell>{user.email || 'N/A'}</TableCell>
                    <TableCell>{formatDay(user.createdAt)}</TableCell>
                    <TableCell>{user.acceptedTermsAt ? formatDay(user.acceptedTermsAt) : 'Not accepted'}</TableCell>
                    <TableCell onClick={(event) => event.stopPropagation()}>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" asChild>
                          <Link to={adminPaths.user.getHref(user.id)} aria-label={`View ${user.username}`}>
                            <Eye aria-hidden="true" />
                          </Link>
                        </Button>
                        <ConfirmDeleteDialog thing="user" onConfirm={() => onDelete(user.id)}>
                          <Button variant="ghost" size="icon" aria-label={`Delete ${user.username}`}>
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </ConfirmDeleteDialog>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager className="mt-4" label="User pages" pageInfo={data.pageInfo} onPageChange={setPage} />
          </>
        )}
      </ListState>
    </>
  );
}
