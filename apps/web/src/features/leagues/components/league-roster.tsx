import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { League, LeagueRoster } from '@squash/core';
import { BellRing, CircleCheck, CircleDashed, CircleDot, Mail, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { DataLoadError } from '@/components/data-load-error';
import { FanLink } from '@/components/fan-link';
import { PendingButton } from '@/components/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { readerDateTime } from '@/lib/match-time';
import { cn } from '@/lib/utils';
import { useLeagueRoster, useSendReminder } from '../api/roster';

type Member = LeagueRoster['members'][number];

const STATUS: Record<Member['status'], { label: MessageDescriptor; icon: typeof CircleCheck; className: string }> = {
  COMPLETE: { label: msg`Complete`, icon: CircleCheck, className: 'text-success' },
  INCOMPLETE: { label: msg`Incomplete`, icon: CircleDot, className: 'text-warning' },
  NONE: { label: msg`No entry`, icon: CircleDashed, className: 'text-muted-foreground' },
};

/**
 * For the league's owner: who has a complete entry for the next tournament, an incomplete one or none, and one
 * reminder a day to those who haven't finished (push where they have a device, else mail; never to a member who
 * turned reminders off).
 */
export function LeagueRosterPanel({ league, myUserId }: { league: League; myUserId: string }) {
  const roster = useLeagueRoster(league.id, { enabled: league.myRole === 'owner' });
  if (league.myRole !== 'owner') return null;
  return (
    <section aria-labelledby="roster-heading" className="flex flex-col gap-4 rounded-2xl border bg-card p-5">
      <div>
        <h2 id="roster-heading" className="text-lg font-bold">
          <Trans>Who has picked</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          {roster.data?.tournament
            ? t`For ${roster.data.tournament.name}, the next tournament.`
            : t`Only you see this.`}
        </p>
      </div>
      {roster.isPending ? (
        <Skeleton className="h-32 rounded-lg" />
      ) : roster.isError ? (
        <DataLoadError error={roster.error} onRetry={() => void roster.refetch()} />
      ) : roster.data.tournament === null ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No tournament is open for tips right now.</Trans>
        </p>
      ) : (
        <RosterBody roster={roster.data} leagueId={league.id} myUserId={myUserId} />
      )}
    </section>
  );
}

function RosterBody({ roster, leagueId, myUserId }: { roster: LeagueRoster; leagueId: string; myUserId: string }) {
  const send = useSendReminder(leagueId);
  const { counts, members, tournament } = roster;
  const waiting = members.filter((member) => member.userId !== myUserId && member.status !== 'COMPLETE');
  const reachable = waiting.filter((member) => member.reach !== 'none');
  const onSend = async () => {
    if (!tournament) return;
    try {
      const sent = await send.mutateAsync(tournament.id);
      toast.success(t`Reminder sent`, { description: t`${sent.byPush} by push, ${sent.byMail} by mail.` });
    } catch (error) {
      toast.error(t`Could not send the reminder`, { description: errorMessage(error) });
    }
  };
  return (
    <>
      <p className="text-sm" data-testid="roster-counts">
        <Trans>
          <span className="font-semibold">{counts.complete}</span> complete,{' '}
          <span className="font-semibold">{counts.incomplete}</span> incomplete,{' '}
          <span className="font-semibold">{counts.none}</span> with no entry.
        </Trans>
      </p>
      <ul className="flex flex-col divide-y rounded-lg border">
        {members.map((member) => (
          <RosterRow key={member.userId} member={member} isMe={member.userId === myUserId} />
        ))}
      </ul>
      {roster.nextReminderAt ? (
        <p className="text-sm text-muted-foreground">
          {roster.lastReminderAt ? (
            <Trans>
              A reminder went out {readerDateTime(roster.lastReminderAt)}; the next can go{' '}
              {readerDateTime(roster.nextReminderAt)}.
            </Trans>
          ) : (
            <Trans>A reminder went out today; the next can go {readerDateTime(roster.nextReminderAt)}.</Trans>
          )}
        </p>
      ) : reachable.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {waiting.length === 0
            ? t`Everyone has a complete entry.`
            : t`The members without a complete entry turned reminders off.`}
        </p>
      ) : (
        <PendingButton onClick={() => void onSend()} pending={send.isPending} icon={BellRing}>
          {plural(reachable.length, { one: 'Remind # member', other: 'Remind # members' })}
        </PendingButton>
      )}
      <p className="text-xs text-muted-foreground">
        <Trans>
          One reminder a day, to members who haven't finished: on their phone where they have notifications on, else by
          mail. Members who turned reminders off get none.
        </Trans>
      </p>
    </>
  );
}

function RosterRow({ member, isMe }: { member: Member; isMe: boolean }) {
  const status = STATUS[member.status];
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
      <FanLink username={member.username} className="min-w-0 truncate font-medium" />
      <span className="flex shrink-0 items-center gap-3">
        <ReachNote member={member} isMe={isMe} />
        <span className={cn('flex items-center gap-1 text-xs font-medium', status.className)}>
          <status.icon aria-hidden="true" className="size-4" />
          {i18n._(status.label)}
        </span>
      </span>
    </li>
  );
}

/** How the day's reminder would reach a member still to finish: by push, by mail, or not (reminders off). */
function ReachNote({ member, isMe }: { member: Member; isMe: boolean }) {
  if (isMe)
    return (
      <span className="text-xs text-muted-foreground">
        <Trans>you</Trans>
      </span>
    );
  if (member.status === 'COMPLETE') return null;
  if (member.reach === 'none')
    return (
      <span className="text-xs text-muted-foreground">
        <Trans>reminders off</Trans>
      </span>
    );
  const Reach = member.reach === 'push' ? Smartphone : Mail;
  return (
    <span title={member.reach === 'push' ? t`Reminded by push` : t`Reminded by mail`}>
      <Reach aria-hidden="true" className="size-4 text-muted-foreground" />
      <span className="sr-only">{member.reach === 'push' ? t`reminded by push` : t`reminded by mail`}</span>
    </span>
  );
}
