import { t } from '@lingui/core/macro';
import type { GameScore, MatchOutcome } from '@squash/core';
import { GAME_SCORES, MATCH_OUTCOMES } from '@squash/core/rules';
import { useId } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

const OUTCOME_LABELS: Record<MatchOutcome, () => string> = {
  played: () => t`Played`,
  walkover: () => t`Walkover`,
  retired: () => t`Retired`,
};

function ChoiceField({
  legend,
  options,
  field,
  error,
}: {
  legend: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  field: UseFormRegisterReturn;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={option.value} className="size-4 accent-primary" {...field} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ResultValues {
  winnerId?: string | null;
  outcome?: MatchOutcome | null;
  gameScore?: GameScore | null;
  /** A number, or the radio button's string of it (match-form.ts reads it as a number). */
  gamesWonByRetiringPlayer?: number | string;
}

/** Winner, outcome, and the game score or the retiring player's games: a result, as radio groups. */
export function ResultFields<T extends FieldValues & ResultValues>({
  form,
  players,
}: {
  /** A form with the result's four fields. */
  form: Pick<UseFormReturn<T>, 'register' | 'watch' | 'formState'>;
  players: ReadonlyArray<{ id: string; fullName: string }>;
}) {
  const field = (name: keyof ResultValues) => name as Path<T>;
  // The outcome decides which score question is asked.
  const outcome = form.watch(field('outcome'));
  const errors = form.formState.errors as FieldErrors<ResultValues>;
  return (
    <>
      <ChoiceField
        legend={t`Winner`}
        options={players.map((player) => ({ value: player.id, label: player.fullName }))}
        field={form.register(field('winnerId'))}
        error={errors.winnerId?.message}
      />
      <ChoiceField
        legend={t`Outcome`}
        options={MATCH_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value]() }))}
        field={form.register(field('outcome'))}
        error={errors.outcome?.message}
      />
      {outcome === 'played' && (
        <ChoiceField
          legend={t`Game score (winner first)`}
          options={GAME_SCORES.map((score) => ({ value: score, label: score }))}
          field={form.register(field('gameScore'))}
          error={errors.gameScore?.message}
        />
      )}
      {outcome === 'retired' && (
        <ChoiceField
          legend={t`Games won by the retiring player`}
          options={[0, 1, 2].map((games) => ({ value: games, label: String(games) }))}
          field={form.register(field('gamesWonByRetiringPlayer'))}
          error={errors.gamesWonByRetiringPlayer?.message}
        />
      )}
    </>
  );
}
