import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { TournamentFormSchema } from '@squash/core';
import { changedFields, TOURNAMENT_STATUSES } from '@squash/core/rules';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toVenueLocalInput } from '@/lib/match-time';
import { InputField, labelled, SelectField } from '../../components/fields';
import { FormCard } from '../../components/form-card';
import { RecordState, useRecordId } from '../../components/record-state';
import { genderOptions } from '../../components/status-badges';
import { toIso } from '../../matches/utils/match-form';
import { tournamentStatusLabel } from '../../utils/labels';
import { noChanges, useSaveRecord } from '../../utils/save-record';
import { type AdminTournamentDetail, useTournament } from '../api/get-tournament';
import { type TournamentUpdate, useUpdateTournament } from '../api/update-tournament';

export function AdminTournamentEditPage() {
  const query = useTournament(useRecordId('Tournament'));
  return (
    <RecordState query={query} thing="Tournament">
      {(tournament) => <TournamentEditForm key={tournament.id} tournament={tournament} />}
    </RecordState>
  );
}

const statusOptions = () => TOURNAMENT_STATUSES.map((value) => ({ value, label: tournamentStatusLabel(value) }));
const dates = () => labelled({ startDate: t`Start Date`, endDate: t`End Date` });
const links = () => labelled({ url: t`URL`, imageUrl: t`Image URL` });
const EDITABLE = ['name', 'gender', 'location', 'startDate', 'endDate', 'status', 'url', 'imageUrl'] as const;
/** The fields a server error may name: the form's, and when tips lock. */
const ERROR_FIELDS = [...EDITABLE, 'startsAt'] as const;

const EditFormSchema = TournamentFormSchema.pick({
  name: true,
  gender: true,
  location: true,
  startDate: true,
  endDate: true,
  status: true,
  url: true,
  imageUrl: true,
}).extend({
  /** When tips lock, on the venue's wall clock (a datetime-local value); empty: not set. */
  startsAt: z.string(),
});

function TournamentEditForm({ tournament }: { tournament: AdminTournamentDetail }) {
  const update = useUpdateTournament(tournament.id);
  const form = useForm({
    resolver: zodResolver(EditFormSchema),
    defaultValues: {
      name: tournament.name,
      gender: tournament.gender,
      location: tournament.location ?? '',
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      status: tournament.status,
      url: tournament.url ?? '',
      imageUrl: tournament.imageUrl ?? '',
      startsAt: toVenueLocalInput(tournament.startsAt, tournament.timezone),
    },
  });
  const { errors } = form.formState;
  const save = useSaveRecord('Tournament', form.setError, ERROR_FIELDS);

  const onSubmit = form.handleSubmit((values) => {
    // Spec 001 §5: send only what changed; nothing changed is 'No changes to update', with no call.
    const changes: TournamentUpdate = changedFields(tournament, values, EDITABLE);
    const startsAt = toIso(values.startsAt, tournament.timezone);
    if (startsAt !== tournament.startsAt) changes.startsAt = startsAt;
    if (Object.keys(changes).length === 0) return noChanges(form.setError);
    return save(update.mutateAsync(changes), {
      success: t`Tournament updated`,
      errorTitle: t`Error updating tournament`,
      failure: t`An error occurred`,
    });
  });

  return (
    <FormCard thing="Tournament" record={tournament} form={form} onSubmit={onSubmit}>
      <InputField label={t`Name`} error={errors.name?.message} {...form.register('name')} />
      <SelectField
        label={t`Gender`}
        options={genderOptions()}
        error={errors.gender?.message}
        {...form.register('gender')}
      />
      <InputField label={t`Location`} error={errors.location?.message} {...form.register('location')} />
      <div className="grid gap-5 sm:grid-cols-2">
        {dates().map(([name, label]) => (
          <InputField key={name} label={label} type="date" error={errors[name]?.message} {...form.register(name)} />
        ))}
      </div>
      <SelectField
        label={t`Status`}
        options={statusOptions()}
        error={errors.status?.message}
        {...form.register('status')}
      />
      <InputField
        label={t`Tips lock at`}
        type="datetime-local"
        hint={t`The venue's time (${tournament.timezone}). Set from the first match's time on import; a tournament needs one to be open for tips.`}
        error={errors.startsAt?.message}
        {...form.register('startsAt')}
      />
      {links().map(([name, label]) => (
        <InputField key={name} label={label} type="url" error={errors[name]?.message} {...form.register(name)} />
      ))}
    </FormCard>
  );
}
