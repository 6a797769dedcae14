import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { DetailActions } from '../../components/detail-actions';
import { DetailItem } from '../../components/detail-item';
import { PageHeader } from '../../components/page-header';
import { RecordState, useRecordId } from '../../components/record-state';
import { formatDay } from '../../utils/format';
import { useDeleteUser } from '../api/delete-user';
import { type AdminUserDetail, useUser } from '../api/get-user';
import { UserCreditsCard } from '../components/user-credits-card';
import { UserPaidPlayCard } from '../components/user-paid-play-card';

export function AdminUserPage() {
  const query = useUser(useRecordId('User'));
  return (
    <RecordState query={query} thing="User">
      {(user) => <UserDetails user={user} />}
    </RecordState>
  );
}

function UserDetails({ user: u }: { user: AdminUserDetail }) {
  const navigate = useNavigate();
  const deleteUser = useDeleteUser();

  const onDelete = () =>
    deleteUser.mutate(u.id, {
      onSuccess: () => {
        toast.success(t`User deleted successfully`);
        void navigate(paths.admin.users.getHref());
      },
      onError: () => toast.error(t`Error`, { description: t`Failed to delete user` }),
    });

  return (
    <>
      <title>{t`${u.username} · Admin`}</title>
      <BackLink to={paths.admin.users.getHref()} className="mb-4">
        <Trans>Back to Users</Trans>
      </BackLink>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground"
            >
              {u.username.slice(0, 1).toUpperCase()}
            </span>
            {u.username}
          </span>
        }
        actions={<DetailActions resource="User" id={u.id} onDelete={onDelete} />}
      />
      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            <DetailItem label={t`ID`} value={<span className="break-all font-mono text-sm">{u.id}</span>} />
            <DetailItem label={t`Email`} value={u.email || t`N/A`} />
            <DetailItem label={t`Full Name`} value={u.fullName ?? t`N/A`} />
            <DetailItem label={t`Created`} value={formatDay(u.createdAt)} />
            <DetailItem
              label={t`Plays as`}
              value={
                u.playMark === 'staff'
                  ? t`Staff: never wins a prize`
                  : u.playMark === 'professional'
                    ? t`Active professional: never wins a prize`
                    : t`A fan`
              }
            />
            <DetailItem label={t`Credits`} value={u.stats.credits.toFixed(2)} />
            <DetailItem label={t`Total Entries`} value={u.stats.entries} />
            <DetailItem label={t`Points`} value={u.stats.points} />
            <DetailItem label={t`Success Rate`} value={`${u.stats.successRate}%`} />
            <DetailItem label={t`Accepted T&Cs`} value={u.acceptedTermsAt ? formatDay(u.acceptedTermsAt) : 'Never'} />
            <DetailItem label={t`Tournament Updates`} value={u.tournamentUpdatesEnabled ? t`Yes` : t`No`} />
            <DetailItem label={t`Tournament Results`} value={u.tournamentResultsEnabled ? t`Yes` : t`No`} />
          </dl>
        </CardContent>
      </Card>
      <UserPaidPlayCard paidPlay={u.paidPlay} now={Date.now()} />
      <UserCreditsCard userId={u.id} />
    </>
  );
}
