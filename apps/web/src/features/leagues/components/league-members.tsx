import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { League, LeagueMember } from '@squash/core';
import { Crown, UserMinus } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataLoadError } from '@/components/data-load-error';
import { FanLink } from '@/components/fan-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useLeagueMembers, useRemoveMember, useTransferLeague } from '../api/leagues';
import { OwnerBadge } from './owner-badge';

const joinedOn = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** The members, the owner first; the owner may remove a member or hand the league over. */
export function LeagueMembers({ league, myUserId }: { league: League; myUserId: string | undefined }) {
  const headingId = useId();
  const [page, setPage] = useState(0);
  const members = useLeagueMembers(league.id, page);
  const isOwner = league.myRole === 'owner';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        <Trans>
          Members <span className="text-base font-normal text-muted-foreground">({league.memberCount})</span>
        </Trans>
      </h2>
      {members.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">
            <Trans>Loading members</Trans>
          </span>
          <Skeleton className="h-14 rounded-lg" />
          <Skeleton className="h-14 rounded-lg" />
        </div>
      ) : members.isError ? (
        <DataLoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <>
          <ul className="divide-y rounded-xl border bg-card" aria-busy={members.isPlaceholderData}>
            {members.data.data.map((member) => (
              <li key={member.userId} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                    <FanLink username={member.username} className="max-w-full truncate" />
                    {member.role === 'owner' && <OwnerBadge />}
                    {member.userId === myUserId && (
                      <Badge className="shrink-0">
                        <Trans>You</Trans>
                      </Badge>
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <Trans>Joined {joinedOn.format(new Date(member.joinedAt))}</Trans>
                  </p>
                </div>
                {isOwner && member.userId !== myUserId && <OwnerTools leagueId={league.id} member={member} />}
              </li>
            ))}
          </ul>
          {members.data.pageInfo.totalRecords > members.data.pageInfo.pageSize && (
            <Pager pageInfo={members.data.pageInfo} onPageChange={setPage} label={t`Member pages`} />
          )}
        </>
      )}
    </section>
  );
}

function OwnerTools({ leagueId, member }: { leagueId: string; member: LeagueMember }) {
  const remove = useRemoveMember(leagueId);
  const transfer = useTransferLeague(leagueId);
  const busy = remove.isPending || transfer.isPending;

  const onRemove = async () => {
    try {
      await remove.mutateAsync(member.userId);
      toast.success(t`Member removed`, { description: t`${member.username} is no longer in the league.` });
    } catch (error) {
      toast.error(t`Could not remove the member`, { description: errorMessage(error) });
    }
  };
  const onTransfer = async () => {
    try {
      await transfer.mutateAsync(member.userId);
      toast.success(t`League handed over`, { description: t`${member.username} now owns the league.` });
    } catch (error) {
      toast.error(t`Could not hand the league over`, { description: errorMessage(error) });
    }
  };

  return (
    <div className="flex gap-2">
      <ConfirmDialog
        title={t`Make ${member.username} the owner?`}
        description={t`They get the owner's tools (invite codes, removing members) and you become a member.`}
        action={t`Make owner`}
        onConfirm={() => void onTransfer()}
      >
        <Button
          variant="outline"
          size="icon"
          disabled={busy}
          aria-label={t`Make ${member.username} the owner`}
          title={t`Make owner`}
        >
          <Crown aria-hidden="true" />
        </Button>
      </ConfirmDialog>
      <ConfirmDialog
        title={t`Remove ${member.username}?`}
        description={t`They leave the league's tables at once. They can join again with the invite link, unless you make a new code.`}
        action={t`Remove`}
        destructive
        onConfirm={() => void onRemove()}
      >
        <Button
          variant="outline"
          size="icon"
          disabled={busy}
          aria-label={t`Remove ${member.username}`}
          title={t`Remove`}
        >
          <UserMinus aria-hidden="true" />
        </Button>
      </ConfirmDialog>
    </div>
  );
}
