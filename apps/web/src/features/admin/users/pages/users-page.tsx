import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

function columns(): Column<AdminUser>[] {
  return [
    nameColumn(t`Username`, 'User', (user) => user.username),
    { header: t`Email`, cell: (user) => user.email || t`N/A` },
    { header: t`Created`, cell: (user) => formatDay(user.createdAt) },
    {
      header: t`T&Cs Accepted`,
      cell: (user) => (user.acceptedTermsAt ? formatDay(user.acceptedTermsAt) : t`Not accepted`),
    },
  ];
}

export function AdminUsersPage() {
  const [page, setPage] = useState(0);
  const users = useUsers({ page });
  const deleteUser = useDeleteUser();

  const onDelete = (userId: string) =>
    deleteUser.mutate(userId, {
      onSuccess: () => toast.success(t`User deleted successfully`),
      onError: () => toast.error(t`Error`, { description: t`Failed to delete user` }),
    });

  return (
    <>
      <title>{t`Users · Admin`}</title>
      <PageHeader
        title={t`Users`}
        actions={
          <NewButton to={paths.admin.userNew.getHref()}>
            <Trans>New User</Trans>
          </NewButton>
        }
      />
      <AdminTable
        query={users}
        columns={columns()}
        rowHref={(user) => paths.admin.user.getHref(user.id)}
        actions={(user) => <RowActions resource="User" id={user.id} name={user.username} onDelete={onDelete} />}
        emptyMessage={t`No users found.`}
        pagerLabel={t`User pages`}
        onPageChange={setPage}
      />
    </>
  );
}
