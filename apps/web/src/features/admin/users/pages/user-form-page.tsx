import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { UserFormSchema } from '@squash/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { InputField, labelled, SelectField } from '../../components/fields';
import { FormCard } from '../../components/form-card';
import { RecordState, useRecordId } from '../../components/record-state';
import { noChanges, useSaveRecord } from '../../utils/save-record';
import { useCreateUser } from '../api/create-user';
import { type AdminUserDetail, useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';

const counters = () => labelled({ points: t`Points`, correctTips: t`Correct Tips`, totalTips: t`Total Tips` });
const FIELDS = ['username', 'email', 'points', 'correctTips', 'totalTips', 'playMark'] as const;

/**
 * Who never wins a prize (issue 62, point 5): staff, active professionals and a person's second account play free,
 * on the leaderboards.
 */
const playMarks = () => [
  { value: '', label: t`A fan: may win prizes` },
  { value: 'staff', label: t`Staff: plays, never wins a prize` },
  { value: 'professional', label: t`Active professional: plays, never wins a prize` },
  { value: 'duplicate', label: t`Second account of a person: plays, never wins a prize` },
];

const NewUserSchema = UserFormSchema.required({ email: true });
// The email is the account's sign-in address: set when the profile is made, then its owner's to change.
const EditUserSchema = UserFormSchema.extend({ email: z.string() });

/** Spec 001 'users/new': the user form, with an email (a profile needs one; it is how its owner signs up). */
export function AdminUserNewPage() {
  return <UserForm />;
}

/** Spec 001 'users/{userId}/edit'. */
export function AdminUserEditPage() {
  const query = useUser(useRecordId('User'));
  return (
    <RecordState query={query} thing="User">
      {(user) => <UserForm key={user.id} user={user} />}
    </RecordState>
  );
}

function UserForm({ user }: { user?: AdminUserDetail }) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm({
    resolver: zodResolver(user ? EditUserSchema : NewUserSchema),
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      points: user?.points ?? 0,
      correctTips: user?.correctTips ?? 0,
      totalTips: user?.totalTips ?? 0,
      playMark: user?.playMark ?? null,
    },
  });
  const { errors } = form.formState;
  const save = useSaveRecord('User', form.setError, FIELDS);

  const onSubmit = form.handleSubmit(({ email, ...body }) => {
    const failure = t`Failed to save user`;
    if (!user) return save(create.mutateAsync({ ...body, email }), { success: t`User created`, failure });
    // PUT takes the whole record (spec 001 §7), but a save that changes nothing makes no call.
    if (Object.entries(body).every(([key, value]) => user[key as keyof typeof body] === value)) {
      return noChanges(form.setError);
    }
    return save(update.mutateAsync({ id: user.id, ...body }), { success: t`User updated`, failure });
  });

  return (
    <FormCard thing="User" record={user} form={form} onSubmit={onSubmit}>
      <InputField label={t`Username`} error={errors.username?.message} {...form.register('username')} />
      <InputField
        label={t`Email`}
        type="email"
        disabled={Boolean(user)}
        hint={user ? t`The email its owner signs up and signs in with; it can't be changed here.` : undefined}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SelectField
        label={t`Plays as`}
        options={playMarks()}
        hint={t`The next eligible fan takes a staff member's or professional's prize place.`}
        error={errors.playMark?.message}
        {...form.register('playMark', { setValueAs: (value: string | null) => (value ? value : null) })}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {counters().map(([name, label]) => (
          <InputField
            key={name}
            label={label}
            type="number"
            min={0}
            step={1}
            error={errors[name]?.message}
            {...form.register(name, { valueAsNumber: true })}
          />
        ))}
      </div>
    </FormCard>
  );
}
