import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PUSH_KINDS, type PushKind, type UserDetails } from '@squash/core';
import { useId } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeviceNotificationsControl } from '@/features/push';
import { useUpdateUser } from '../api/update-user';
import { ChoiceRow } from './choice-row';

/** What each kind of notification is about, as the fan chooses them. */
const KINDS: Record<PushKind, { label: MessageDescriptor; description: MessageDescriptor }> = {
  tips: {
    label: msg`Tips lock soon`,
    description: msg`A day and an hour before a tournament starts, while your picks are not complete.`,
  },
  results: {
    label: msg`Results`,
    description: msg`Your rank after each round of a tournament you entered, and where you finished.`,
  },
  money: {
    label: msg`Money`,
    description: msg`A prize won, a card payment completed after a check, credits refunded.`,
  },
  leagues: { label: msg`Leagues`, description: msg`Someone joined a league you own.` },
};

/**
 * Notifications on the fan's devices (issue 26): this device on or off, and what every device of theirs is
 * told, each kind saved as soon as it changes.
 */
export function NotificationsCard({ user }: { user: UserDetails }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          <Trans>App notifications</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Turn them on for each phone or computer you use, and choose what they tell you.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DeviceNotificationsControl />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-medium">
            <Trans>What your devices are told</Trans>
          </legend>
          {PUSH_KINDS.map((kind) => (
            <KindRow key={kind} user={user} kind={kind} />
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}

function KindRow({ user, kind }: { user: UserDetails; kind: PushKind }) {
  const updateUser = useUpdateUser();
  // While saving, the box shows the new choice; a failure leaves the saved one (the cache never changed).
  const kinds = updateUser.isPending ? (updateUser.variables.pushKinds ?? user.pushKinds) : user.pushKinds;
  const { label, description } = KINDS[kind];

  const onChange = async (on: boolean) => {
    const next = PUSH_KINDS.filter((each) => (each === kind ? on : user.pushKinds.includes(each)));
    try {
      await updateUser.mutateAsync({ pushKinds: next });
    } catch {
      toast.error(t`Error`, { description: t`Failed to update notifications` });
      return;
    }
    toast.success(t`Notifications updated`);
  };

  return (
    <ChoiceRow
      label={i18n._(label)}
      description={i18n._(description)}
      checked={kinds.includes(kind)}
      saving={updateUser.isPending}
      onChange={onChange}
    />
  );
}
