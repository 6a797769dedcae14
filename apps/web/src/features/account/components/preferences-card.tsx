import type { UserDetails } from '@squash/core';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpdateUser } from '../api/update-user';
import { ChoiceRow } from './choice-row';

type PreferenceField = 'tournamentUpdatesEnabled' | 'tournamentResultsEnabled';

const PREFERENCES: ReadonlyArray<{ field: PreferenceField; label: string; description: string }> = [
  {
    field: 'tournamentUpdatesEnabled',
    label: 'Tournament updates',
    description: 'Emails about upcoming tournaments, before tipping closes.',
  },
  {
    field: 'tournamentResultsEnabled',
    label: 'Tournament results',
    description: 'Emails with the results and your ranking when a tournament ends.',
  },
];

/** The two notification choices; each saves on its own as soon as it changes. */
export function PreferencesCard({ user }: { user: UserDetails }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Preferences</CardTitle>
        <CardDescription>Choose which emails you get from us.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {PREFERENCES.map((preference) => (
          <PreferenceRow key={preference.field} user={user} {...preference} />
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
      toast.error('Error', { description: 'Failed to update preferences' });
      return;
    }
    toast.success('Preferences updated successfully');
  };

  return (
    <ChoiceRow
      label={label}
      description={description}
      checked={checked}
      saving={updateUser.isPending}
      onChange={(next) => void onChange(next)}
    />
  );
}
