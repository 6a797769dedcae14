import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { type Gender, type Player, PlayerFormSchema } from '@squash/core';
import { changedFields, GENDERS } from '@squash/core/rules';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { InputField, labelled, SelectField } from '../../components/fields';
import { FormCard } from '../../components/form-card';
import { RecordState, useRecordId } from '../../components/record-state';
import { genderOptions } from '../../components/status-badges';
import { noChanges, useSaveRecord } from '../../utils/save-record';
import { useCreatePlayer } from '../api/create-player';
import { usePlayer } from '../api/get-player';
import { type PlayerUpdate, useUpdatePlayer } from '../api/update-player';

const textFields = () =>
  labelled({
    externalId: t`External ID`,
    fullName: t`Name`,
    firstName: t`First Name`,
    lastName: t`Last Name`,
    country: t`Country`,
  });
const urlFields = () => labelled({ imageUrl: t`Image URL`, url: t`Profile URL` });
const FIELDS = [
  'externalId',
  'fullName',
  'firstName',
  'lastName',
  'country',
  'imageUrl',
  'url',
  'gender',
  'worldRank',
] as const satisfies ReadonlyArray<keyof PlayerUpdate>;

/** Spec 001 'players/new'; from the players list it starts on the tour the list was showing. */
export function AdminPlayerNewPage() {
  const [search] = useSearchParams();
  return <PlayerForm gender={GENDERS.find((value) => value === search.get('gender')) ?? 'mens'} />;
}

/** Spec 001 'players/{playerId}/edit'. */
export function AdminPlayerEditPage() {
  const query = usePlayer(useRecordId('Player'));
  return (
    <RecordState query={query} thing="Player">
      {(player) => <PlayerForm key={player.id} player={player} gender={player.gender} />}
    </RecordState>
  );
}

function PlayerForm({ player, gender }: { player?: Player; gender: Gender }) {
  const create = useCreatePlayer();
  const update = useUpdatePlayer();
  const form = useForm({
    resolver: zodResolver(PlayerFormSchema),
    defaultValues: {
      externalId: player?.externalId ?? '',
      fullName: player?.fullName ?? '',
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      country: player?.country ?? '',
      gender,
      worldRank: player?.worldRank ?? null,
      imageUrl: player?.imageUrl ?? '',
      url: player?.url ?? '',
    },
  });
  const { errors } = form.formState;
  const save = useSaveRecord('Player', form.setError, FIELDS);

  const onSubmit = form.handleSubmit((values) => {
    if (!player) {
      return save(create.mutateAsync(values), { success: t`Player created`, failure: t`Failed to create player` });
    }
    // Spec 001 §5: send only what changed; nothing changed is 'No changes to update', with no call.
    const changes: PlayerUpdate = changedFields(player, values, FIELDS);
    if (Object.keys(changes).length === 0) return noChanges(form.setError);
    return save(update.mutateAsync({ id: player.id, changes }), {
      success: t`Player updated`,
      failure: t`Failed to update player`,
    });
  });

  return (
    <FormCard thing="Player" record={player} form={form} onSubmit={onSubmit}>
      <div className="grid gap-5 sm:grid-cols-2">
        {textFields().map(([name, label]) => (
          <InputField key={name} label={label} error={errors[name]?.message} {...form.register(name)} />
        ))}
        <SelectField
          label={t`Gender`}
          options={genderOptions()}
          error={errors.gender?.message}
          {...form.register('gender')}
        />
        <InputField
          label={t`World Ranking`}
          type="number"
          min={1}
          step={1}
          error={errors.worldRank?.message}
          {...form.register('worldRank', { setValueAs: (value) => (value === '' ? null : Number(value)) })}
        />
      </div>
      {urlFields().map(([name, label]) => (
        <InputField key={name} label={label} type="url" error={errors[name]?.message} {...form.register(name)} />
      ))}
    </FormCard>
  );
}
