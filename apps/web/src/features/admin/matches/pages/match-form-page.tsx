import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Match } from '@squash/core';
import { MAX_PAGE_SIZE } from '@squash/core/rules';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { roundLabel } from '@/lib/labels';
import { zoneName } from '@/lib/match-time';
import { InputField, labelled, SelectField } from '../../components/fields';
import { FormCard } from '../../components/form-card';
import { RecordState, useRecordId } from '../../components/record-state';
import { usePlayerOptions } from '../../players/api/get-player-options';
import { getTournamentQueryOptions } from '../../tournaments/api/get-tournament';
import { useTournaments } from '../../tournaments/api/get-tournaments';
import { editRecordTitle, newRecordTitle, recordKind } from '../../utils/record-words';
import { noChanges, useSaveRecord } from '../../utils/save-record';
import { useCreateMatch } from '../api/create-match';
import { useMatch } from '../api/get-match';
import { useUpdateMatch } from '../api/update-match';
import { ResultFields } from '../components/result-fields';
import {
  type MatchFormValues,
  MatchFormValuesSchema,
  matchChanges,
  matchFormDefaults,
  toIso,
} from '../utils/match-form';

const FIELDS = ['tournamentId', 'roundId', 'startsAt', 'playerOneId', 'playerTwoId', 'isCompleted', 'winnerId'];
const slots = () => labelled({ playerOneId: t`Player 1`, playerTwoId: t`Player 2` });
const emptyToNull = (value: string) => value || null;

/** Spec 001 'matches/new'; from a tournament's page it starts in that tournament. */
export function AdminMatchNewPage() {
  const [search] = useSearchParams();
  return <MatchFormWhenReady tournamentId={search.get('tournamentId') ?? ''} />;
}

/** Spec 001 'matches/{matchId}/edit'. */
export function AdminMatchEditPage() {
  const query = useMatch(useRecordId('Match'));
  return (
    <RecordState query={query} thing="Match">
      {(match) => <MatchFormWhenReady key={match.id} match={match} tournamentId={match.tournamentId} />}
    </RecordState>
  );
}

// Matches are added only to draws being created (the server says so too), so only those are offered.
const DRAFTS = { status: 'CREATING', page: 0, pageSize: MAX_PAGE_SIZE } as const;

const useTournamentDetail = (tournamentId: string) =>
  useQuery({ ...getTournamentQueryOptions(tournamentId), enabled: Boolean(tournamentId) });

interface MatchFormProps {
  match?: Match;
  tournamentId: string;
}

/**
 * A select takes its starting value when it first renders, so the lists it starts on (tournaments,
 * rounds, players) are loaded first; the form then reads them from the cache.
 */
function MatchFormWhenReady(props: MatchFormProps) {
  const drafts = useTournaments(DRAFTS);
  const tournament = useTournamentDetail(props.tournamentId);
  const players = usePlayerOptions(tournament.data?.gender);
  const loading =
    drafts.isPending || (props.tournamentId && tournament.isPending) || (tournament.data && players.isPending);
  if (!loading) return <MatchForm {...props} />;
  // The form's own title while its lists load: a page says what it is from its first frame.
  const title = props.match ? editRecordTitle(recordKind('Match')) : newRecordTitle(recordKind('Match'));
  return (
    <>
      <title>{t`${title} · Admin`}</title>
      <Spinner />
    </>
  );
}

function MatchForm({ match, tournamentId: initialTournamentId }: MatchFormProps) {
  const create = useCreateMatch();
  const update = useUpdateMatch();
  const form = useForm({
    resolver: zodResolver(MatchFormValuesSchema),
    defaultValues: matchFormDefaults(match, initialTournamentId),
  });
  const { errors } = form.formState;
  const save = useSaveRecord('Match', form.setError, FIELDS);
  const [tournamentId, playerOneId, playerTwoId] = form.watch(['tournamentId', 'playerOneId', 'playerTwoId']);

  const drafts = useTournaments(DRAFTS);
  const tournament = useTournamentDetail(tournamentId);
  const players = usePlayerOptions(tournament.data?.gender);
  const tournamentOptions = [
    ...(drafts.data?.data ?? []),
    ...(tournament.data && !drafts.data?.data.some((draft) => draft.id === tournament.data.id)
      ? [tournament.data]
      : []),
  ];
  const playerOptions = (players.data ?? []).map((player) => ({
    value: player.id,
    label: player.worldRank ? `${player.fullName} (${player.worldRank})` : player.fullName,
  }));
  const chosenPlayers = [playerOneId, playerTwoId].flatMap((id) => {
    const player = players.data?.find((option) => option.id === id);
    return player ? [player] : [];
  });
  const canMoveRound = !match || tournament.data?.status === 'CREATING';
  // Times are the venue's: the tournament's zone, whatever the admin's own.
  const venueZone = tournament.data?.timezone ?? match?.tournamentTimezone ?? 'UTC';

  const onSubmit = form.handleSubmit((values) => {
    const failure = t`Failed to save match`;
    if (!match) {
      const { tournamentId, roundId, playerOneId, playerTwoId } = values;
      const body = { tournamentId, roundId, playerOneId, playerTwoId, startsAt: toIso(values.startsAt, venueZone) };
      return save(create.mutateAsync(body), { success: t`Match created`, failure });
    }
    const changes = matchChanges(match, values);
    if (Object.keys(changes).length === 0) return noChanges(form.setError);
    return save(update.mutateAsync({ id: match.id, changes }), { success: t`Match updated`, failure });
  });

  return (
    <FormCard
      thing="Match"
      record={match}
      form={form}
      onSubmit={onSubmit}
      // From a tournament's 'Add Match', Cancel goes back there.
      cancelHref={!match && initialTournamentId ? paths.admin.tournament.getHref(initialTournamentId) : undefined}
    >
      <SelectField
        label={t`Tournament`}
        placeholder={t`Select a tournament`}
        options={tournamentOptions.map((option) => ({ value: option.id, label: option.name }))}
        disabled={Boolean(match)}
        hint={match ? undefined : t`Matches are added to tournaments still being created (the Creating tab).`}
        error={errors.tournamentId?.message}
        {...form.register('tournamentId', {
          // Another tournament has other rounds and perhaps the other tour's players.
          onChange: () => {
            form.setValue('roundId', '');
            form.setValue('playerOneId', null);
            form.setValue('playerTwoId', null);
          },
        })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t`Round`}
          placeholder={t`Select a round`}
          options={(tournament.data?.rounds ?? []).map((round) => ({ value: round.id, label: roundLabel(round.name) }))}
          disabled={!tournament.data || !canMoveRound}
          error={errors.roundId?.message}
          {...form.register('roundId')}
        />
        <InputField
          label={t`Scheduled Time`}
          type="datetime-local"
          hint={t`Venue time (${zoneName(venueZone)})`}
          error={errors.startsAt?.message}
          {...form.register('startsAt')}
        />
        {slots().map(([name, label]) => (
          <SelectField
            key={name}
            label={label}
            placeholder={t`TBD`}
            options={playerOptions}
            disabled={!tournament.data || players.isPending}
            error={errors[name]?.message}
            {...form.register(name, { setValueAs: emptyToNull })}
          />
        ))}
      </div>
      {match && <CompletedFields form={form} players={chosenPlayers} />}
    </FormCard>
  );
}

/** An existing match's Completed box and, once ticked, its result (both players chosen first). */
function CompletedFields({
  form,
  players,
}: {
  form: UseFormReturn<MatchFormValues>;
  players: ReadonlyArray<{ id: string; fullName: string }>;
}) {
  const completedId = useId();
  const isCompleted = form.watch('isCompleted');
  const { errors } = form.formState;
  return (
    <>
      <div className="flex items-center gap-2">
        <input id={completedId} type="checkbox" className="size-4 accent-primary" {...form.register('isCompleted')} />
        <Label htmlFor={completedId}>
          <Trans>Completed</Trans>
        </Label>
      </div>
      {isCompleted &&
        (players.length === 2 ? (
          <ResultFields form={form} players={players} />
        ) : (
          <p className={errors.winnerId ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
            <Trans>Choose both players to record the winner.</Trans>
          </p>
        ))}
    </>
  );
}
