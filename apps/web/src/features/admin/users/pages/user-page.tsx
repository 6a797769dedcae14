import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { ErrorAlert } from '@/components/error-alert';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { DetailActions } from '../../components/detail-actions';
import { DetailItem } from '../../components/detail-item';
import { NotFoundView } from '../../components/not-found-view';
import { PageHeader } from '../../components/page-header';
import { formatDay } from '../../utils/format';
import { useDeleteUser } from '../api/delete-user';
import { useUser } from '../api/get-user';
import { UserCreditsCard } from '../components/user-credits-card';
import { UserPaidPlayCard } from '../components/user-paid-play-card';

export function AdminUserPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(userId);
  const deleteUser = useDeleteUser();

  if (user.isPending) return <Spinner />;
  if (user.isError) {
    if (user.error instanceof ApiError && [400, 404].includes(user.error.status)) {
      return (
        <NotFoundView title={t`User not found`} backHref={paths.admin.users.getHref()} backLabel={t`Back to Users`} />
      );
    }
    return <ErrorAlert title={t`Error loading user`}>{errorMessage(user.error)}</ErrorAlert>;
  }
  const u = user.data;

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
            <DetailItem label={t`Tournament Updates`} value={u.tournamentUpdatesEnabled ? 'Yes' : 'No'} />
            <DetailItem label={t`Tournament Results`} value={u.tournamentResultsEnabled ? 'Yes' : 'No'} />
          </dl>
        </CardContent>
      </Card>
      <UserPaidPlayCard paidPlay={u.paidPlay} now={Date.now()} />
      <UserCreditsCard userId={u.id} />
    </>
  );
}
