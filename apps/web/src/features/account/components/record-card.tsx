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
      toast.error('Error', { description: 'Failed to update your record’s privacy' });
      return;
    }
    toast.success(next ? 'Your record is private' : 'Your record is public');
  };
  return (
    <Card id="record">
      <CardHeader>
        <CardTitle as="h2">Your record</CardTitle>
        <CardDescription>
          Every tournament you played, your finishes, season ranks and badges, on a page of its own.{' '}
          <FanLink username={user.username} className="text-primary">
            See your record
          </FanLink>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ChoiceRow
          label="Keep my record private"
          description="Others then see only your name on it. Your picks still show on leaderboards once a tournament starts."
          checked={checked}
          saving={updateUser.isPending}
          onChange={(next) => void onChange(next)}
        />
      </CardContent>
    </Card>
  );
}
