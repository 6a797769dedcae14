import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UserDetails } from '@squash/core';
import { toast } from 'sonner';
import { FanLink } from '@/components/fan-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpdateUser } from '../api/update-user';
import { ChoiceRow } from './choice-row';

/** The fan's record page: who can see it (saved as soon as it changes), and a link to it. */
export function RecordCard({ user }: { user: UserDetails }) {
  const updateUser = useUpdateUser();
  const checked = updateUser.isPending
    ? (updateUser.variables.profilePrivate ?? user.profilePrivate)
    : user.profilePrivate;
  const onChange = async (next: boolean) => {
    try {
      await updateUser.mutateAsync({ profilePrivate: next });
    } catch {
      toast.error(t`Error`, { description: t`Failed to update your record’s privacy` });
      return;
    }
    toast.success(next ? t`Your record is private` : t`Your record is public`);
  };
  return (
    <Card id="record">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Your record</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Every tournament you played, your finishes, season ranks and badges, on a page of its own.{' '}
            <FanLink username={user.username} className="text-primary">
              See your record
            </FanLink>
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ChoiceRow
          label={t`Keep my record private`}
          description={t`Others then see only your name on it. Your picks still show on leaderboards once a tournament starts.`}
          checked={checked}
          saving={updateUser.isPending}
          onChange={onChange}
        />
      </CardContent>
    </Card>
  );
}
