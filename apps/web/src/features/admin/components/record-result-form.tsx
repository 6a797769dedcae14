import { zodResolver } from '@hookform/resolvers/zod';
import { type Match, type MatchPlayer, RecordResultRequestSchema } from '@squash/core';
import { GAME_SCORES } from '@squash/core/rules';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useRecordResult } from '../api/record-result';
import { requireGameScore } from '../utils/match-form';
import { ResultFields } from './result-fields';

const RecordResultFormSchema = RecordResultRequestSchema.superRefine(requireGameScore);

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
          <ResultFields form={form} players={[playerOne, playerTwo]} />
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
