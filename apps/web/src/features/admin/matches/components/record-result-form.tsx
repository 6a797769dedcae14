import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type Match, type MatchPlayer, RecordResultRequestSchema } from '@squash/core';
import { GAME_SCORES } from '@squash/core/rules';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { timeUntil } from '@/lib/format';
import { formatMatchTime } from '../../utils/format';
import { useRecordResult } from '../api/record-result';
import { earlyBy, GAMES_WON_BY_RETIRING_PLAYER, requireGameScore } from '../utils/match-form';
import { ResultFields } from './result-fields';

const RecordResultFormSchema = RecordResultRequestSchema.extend({
  gamesWonByRetiringPlayer: GAMES_WON_BY_RETIRING_PLAYER.optional(),
}).superRefine(requireGameScore);

/** How long `ms` is, in the reader's language ('45 minutes', '19 heures'). */
const durationText = (ms: number) => timeUntil(new Date(ms), new Date(0));

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
  // A result before the match's time is most likely a slip (the wrong match): it counts at once, scores every
  // entry and locks a Second Chance that starts with this round, so the first Save asks.
  const [earlyAsked, setEarlyAsked] = useState<number | null>(null);
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
    const early = earlyBy(match.startsAt, Date.now());
    if (early !== null && earlyAsked === null) {
      setEarlyAsked(early);
      return;
    }
    setEarlyAsked(null);
    recordResult.mutate(
      {
        winnerId: values.winnerId,
        outcome: values.outcome,
        gameScore: values.outcome === 'played' ? values.gameScore : undefined,
        gamesWonByRetiringPlayer: values.outcome === 'retired' ? values.gamesWonByRetiringPlayer : undefined,
      },
      {
        onSuccess: () => toast.success(t`Match updated`),
        onError: (error) => toast.error(t`Error`, { description: errorMessage(error) }),
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Record result</Trans>
        </CardTitle>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <CardContent className="grid gap-6">
          <ResultFields form={form} players={[playerOne, playerTwo]} />
        </CardContent>
        {earlyAsked !== null && match.startsAt && (
          <CardContent>
            <Alert variant="destructive" role="alert">
              <TriangleAlert aria-hidden="true" />
              <AlertTitle>
                <Trans>This match hasn't started yet</Trans>
              </AlertTitle>
              <AlertDescription>
                <Trans>
                  It is scheduled for {formatMatchTime(match.startsAt, match.tournamentTimezone)},{' '}
                  {durationText(earlyAsked)} from now. A result counts as soon as it is saved: every entry is scored
                  with it, and a Second Chance that starts with this round locks. Save again to record it anyway.
                </Trans>
              </AlertDescription>
            </Alert>
          </CardContent>
        )}
        <CardFooter className="justify-end">
          <Button type="submit" disabled={recordResult.isPending}>
            {recordResult.isPending ? t`Saving...` : earlyAsked !== null ? t`Record it anyway` : t`Save result`}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
