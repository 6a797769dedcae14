import { zodResolver } from '@hookform/resolvers/zod';
import { MATCH_OUTCOMES, type Match, type MatchPlayer, RecordResultRequestSchema } from '@squash/core';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useRecordResult } from '../api/record-result';

const GAME_SCORES = ['3-0', '3-1', '3-2'] as const;
const OUTCOME_LABELS = { played: 'Played', walkover: 'Walkover', retired: 'Retired' } as const;

/*
 * The game score only means something for a played match and the retiring player's games only for a
 * retirement, so each is sent only with its outcome (the API would otherwise store a stale value).
 */
const RecordResultFormSchema = RecordResultRequestSchema.superRefine((value, ctx) => {
  if (value.outcome === 'played' && !value.gameScore) {
    ctx.addIssue({ code: 'custom', path: ['gameScore'], message: 'Game score is required for a played match' });
  }
});

/** Winner, outcome and score of a match whose two players are known. */
export function RecordResultForm({
  match,
  playerOne,
  playerTwo,
}: {
  match: Match;
  playerOne: MatchPlayer;
  playerTwo: MatchPlayer;
}) {
  const recordResult = useRecordResult(match.id);
  const form = useForm({
    resolver: zodResolver(RecordResultFormSchema),
    defaultValues: {
      winnerId: match.winnerId ?? undefined,
      outcome: match.outcome ?? 'played',
      gameScore: (GAME_SCORES as readonly string[]).includes(match.gameScore ?? '')
        ? (match.gameScore as (typeof GAME_SCORES)[number])
        : undefined,
      gamesWonByRetiringPlayer: 0,
    },
  });
  const outcome = form.watch('outcome');
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    recordResult.mutate(
      {
        winnerId: values.winnerId,
        outcome: values.outcome,
        gameScore: values.outcome === 'played' ? values.gameScore : undefined,
        gamesWonByRetiringPlayer: values.outcome === 'retired' ? values.gamesWonByRetiringPlayer : undefined,
      },
      {
        onSuccess: () => toast.success('Match updated'),
        onError: (error) => toast.error('Error', { description: errorMessage(error) }),
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Record result</CardTitle>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <CardContent className="grid gap-6">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">Winner</legend>
            <div className="flex flex-wrap gap-6">
              {[playerOne, playerTwo].map((player) => (
                <label key={player.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value={player.id}
                    className="size-4 accent-primary"
                    {...form.register('winnerId')}
                  />
                  {player.fullName}
                </label>
              ))}
            </div>
            {errors.winnerId && <p className="mt-2 text-sm text-destructive">{errors.winnerId.message}</p>}
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">Outcome</legend>
            <div className="flex flex-wrap gap-6">
              {MATCH_OUTCOMES.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={value} className="size-4 accent-primary" {...form.register('outcome')} />
                  {OUTCOME_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          {outcome === 'played' && (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold">Game score (winner first)</legend>
              <div className="flex flex-wrap gap-6">
                {GAME_SCORES.map((score) => (
                  <label key={score} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      value={score}
                      className="size-4 accent-primary"
                      {...form.register('gameScore')}
                    />
                    {score}
                  </label>
                ))}
              </div>
              {errors.gameScore && <p className="mt-2 text-sm text-destructive">{errors.gameScore.message}</p>}
            </fieldset>
          )}
          {outcome === 'retired' && (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold">Games won by the retiring player</legend>
              <div className="flex flex-wrap gap-6">
                {[0, 1, 2].map((games) => (
                  <label key={games} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      value={games}
                      className="size-4 accent-primary"
                      {...form.register('gamesWonByRetiringPlayer', { valueAsNumber: true })}
                    />
                    {games}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={recordResult.isPending}>
            {recordResult.isPending ? 'Saving...' : 'Save result'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
