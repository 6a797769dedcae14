import { Trans } from '@lingui/react/macro';
import type { UserDetails } from '@squash/core';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UserAvatar } from '@/components/user-avatar';
import { UpdateUsernameDialog } from './update-username-dialog';

/** The username (editable through the Update Username dialog) and the account's email. */
export function ProfileCard({ user }: { user: UserDetails }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Profile</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>How other fans see you on the leaderboards.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col divide-y rounded-lg border">
          <div className="flex items-center gap-3 p-4">
            <UserAvatar user={user} className="size-10 text-sm" />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                <Trans>Username</Trans>
              </p>
              <p className="truncate text-base font-bold">{user.username}</p>
            </div>
            <UpdateUsernameDialog user={user} />
          </div>
          <div className="p-4">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              <Trans>Email</Trans>
            </p>
            <p className="truncate text-base">{user.email}</p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
