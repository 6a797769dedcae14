import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UserDetails } from '@squash/core';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpdateUser } from '../api/update-user';
import { ChoiceRow } from './choice-row';

type PreferenceField = 'tournamentUpdatesEnabled' | 'tournamentResultsEnabled';

const PREFERENCES: ReadonlyArray<{ field: PreferenceField; label: MessageDescriptor; description: MessageDescriptor }> =
  [
    {
      field: 'tournamentUpdatesEnabled',
      label: msg`Tournament updates`,
      description: msg`Emails about upcoming tournaments, before tipping closes.`,
    },
    {
      field: 'tournamentResultsEnabled',
      label: msg`Tournament results`,
      description: msg`Emails with the results and your ranking when a tournament ends.`,
    },
  ];

/** The two notification choices; each saves on its own as soon as it changes. */
export function PreferencesCard({ user }: { user: UserDetails }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Preferences</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Choose which emails you get from us.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {PREFERENCES.map((preference) => (
          <PreferenceRow
            key={preference.field}
            user={user}
            field={preference.field}
            label={i18n._(preference.label)}
            description={i18n._(preference.description)}
          />
        ))}
      </CardContent>
    </Card>
  );
}

function PreferenceRow({
  user,
  field,
  label,
  description,
}: {
  user: UserDetails;
  field: PreferenceField;
  label: string;
  description: string;
}) {
  const updateUser = useUpdateUser();
  // While saving, the box shows the new choice; a failure leaves the saved one (the cache never changed).
  const checked = updateUser.isPending ? (updateUser.variables[field] ?? user[field]) : user[field];

  const onChange = async (next: boolean) => {
    try {
      // Only the field that changed (the spec).
      await updateUser.mutateAsync({ [field]: next });
    } catch {
      toast.error(t`Error`, { description: t`Failed to update preferences` });
      return;
    }
    toast.success(t`Preferences updated successfully`);
  };

  return (
    <ChoiceRow
      label={label}
      description={description}
      checked={checked}
      saving={updateUser.isPending}
      onChange={onChange}
    />
  );
}
