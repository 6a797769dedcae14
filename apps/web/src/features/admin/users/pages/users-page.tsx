import type { AdminUser } from '@squash/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { AdminTable, type Column, nameColumn } from '../../components/admin-table';
import { NewButton, PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { formatDay } from '../../utils/format';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';

const columns: Column<AdminUser>[] = [
  nameColumn('Username', 'User', (user) => user.username),
  { header: 'Email', cell: (user) => user.email || 'N/A' },
  { header: 'Created', cell: (user) => formatDay(user.createdAt) },
  {
    header: 'T&Cs Accepted',
    cell: (user) => (user.acceptedTermsAt ? formatDay(user.acceptedTermsAt) : 'Not accepted'),
  },
];

export function AdminUsersPage() {
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
      <PageHeader title="Users" actions={<NewButton to={paths.admin.userNew.getHref()}>New User</NewButton>} />
      <AdminTable
        query={users}
        columns={columns}
        rowHref={(user) => paths.admin.user.getHref(user.id)}
        actions={(user) => <RowActions resource="User" id={user.id} name={user.username} onDelete={onDelete} />}
        emptyMessage="No users found."
        pagerLabel="User pages"
        onPageChange={setPage}
      />
    </>
  );
}
