import type { Entry, GameScore, Match, MatchPlayer, MatchTip, TournamentDetail } from '@squash/core';
import { creditsLabel, creditsWorthCents, formatCredits, formatMoney } from '@squash/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { lazy, memo, Suspense, use, useMemo, useRef, useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { invalidateCredits, useCreditsEnabled } from '@/lib/credit-balance';
import { queryKeys } from '@/lib/query-keys';
import { useCurrency } from '@/lib/site-config';
import { toast } from '@/lib/toast';
import { useSubmitEntry } from '../../api/submit-entry';
import { useUpdateEntryTips } from '../../api/update-entry-tips';
import { useTipPicks } from '../../hooks/use-tip-picks';
import { loadPickRules } from '../../utils/load-pick-rules';
import { isPickable, playersById } from '../../utils/tipping';
import { Bracket } from '../bracket/bracket';
import { SubmitBar } from './submit-bar';

// Opens on the first pick only; fetched when the draw mounts (Radix's dialog is most of its weight).
const ScoreDialog = lazy(() => import('./score-dialog').then((module) => ({ default: module.ScoreDialog })));

interface PendingChoice {
  match: Match;
  winner: MatchPlayer;
  loser: MatchPlayer;
}

/**
 * The draw while tipping is open for a signed-in fan: pick a winner (and a score) in every match, see
 * the picked winners move on to the next round, and submit or update the entry. Memoised: the page's
 * countdown re-renders its parent every second. Suspends until the tip rules have loaded (`loadPickRules`).
 */
export const PickingDraw = memo(function PickingDraw({
  tournament,
  userId,
  entry,
}: {
  tournament: TournamentDetail;
  userId: string;
  /** The saved entry with its tips, or null before the first submission. */
  entry: Entry | null;
}) {
  const rules = use(loadPickRules());
  const { incompleteTipsMessage, projectRounds, tippableMatches, toTipDraw } = rules;
  const matches = useMemo(() => toTipDraw(tournament.rounds), [tournament.rounds, toTipDraw]);
  const players = useMemo(() => playersById(tournament.rounds, tournament.players), [tournament]);
  const saved = useMemo(() => (entry ? { tips: entry.matchTips, updatedAt: entry.updatedAt } : null), [entry]);
  const { picks, hasUnsavedChanges, setPick, tips, forgetDraft } = useTipPicks({
    rules,
    matches,
    userId,
    tournamentId: tournament.id,
    saved,
  });
  const rounds = useMemo(
    () => projectRounds(tournament.rounds, matches, picks, players),
    [tournament.rounds, matches, picks, players, projectRounds],
  );
  const required = useMemo(() => tippableMatches(matches).length, [matches, tippableMatches]);
  const [choice, setChoice] = useState<PendingChoice | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const creditsEnabled = useCreditsEnabled();
  const currency = useCurrency();
  const fee = creditsEnabled && entry === null ? tournament.entryFee : 0;

  const nextToPick = rounds
    .flatMap((round) => round.matches)
    .find((match) => isPickable(match) && !picks.has(match.id));

  function progress(count: number) {
    return `${count} of ${required} picked.`;
  }

  function onPick(match: Match, playerId: string) {
    const current = picks.get(match.id);
    if (current?.predictedWinnerId === playerId) {
      const name = players.get(playerId)?.fullName ?? 'your pick';
      const change = setPick(match.id, null);
      setAnnouncement(`Removed ${name} from ${matchName(match)}. ${progress(change.count)}`);
      reportCleared(change.cleared, name);
      return;
    }
    const winner = match.playerOne?.id === playerId ? match.playerOne : match.playerTwo;
    const loser = winner === match.playerOne ? match.playerTwo : match.playerOne;
    if (!winner || !loser) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChoice({ match, winner, loser });
  }

  function choose(score: GameScore | null) {
    if (!choice) return;
    const previous = picks.get(choice.match.id)?.predictedWinnerId;
    const change = setPick(choice.match.id, { predictedWinnerId: choice.winner.id, predictedScore: score });
    setChoice(null);
    setAnnouncement(
      `${choice.winner.fullName} to win ${matchName(choice.match)}${score ? ` ${score}` : ''}. ${progress(change.count)}`,
    );
    reportCleared(change.cleared, previous ? players.get(previous)?.fullName : undefined);
  }

  const { submit, isSaving, needCredits } = useSubmitTips({
    tournamentId: tournament.id,
    entry,
    fee,
    complete: () => {
      if (picks.size >= required) return true;
      toast.warning('Incomplete Tips', { description: incompleteTipsMessage(required, picks.size) });
      return false;
    },
    tips,
    forgetDraft,
  });

  return (
    <>
      <Bracket rounds={rounds} timeZone={tournament.timezone} picking={{ picks, onPick }} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <SubmitBar
        picked={picks.size}
        required={required}
        hasEntry={entry !== null}
        hasUnsavedChanges={hasUnsavedChanges}
        isSaving={isSaving}
        onNext={nextToPick ? () => focusMatch(nextToPick.id) : null}
        onSubmit={submit}
        entryFee={fee > 0 ? `Entry fee: ${creditsLabel(fee)} (${formatMoney(creditsWorthCents(fee), currency)})` : null}
        notice={needCredits && <NotEnoughCredits shortfall={needCredits} tournamentId={tournament.id} />}
      />
      <Suspense fallback={null}>
        <ScoreDialog
          choice={choice}
          onChoose={choose}
          onCancel={() => setChoice(null)}
          onClosed={() => opener.current?.focus({ preventScroll: true })}
        />
      </Suspense>
    </>
  );
});

/**
 * Submitting the fan's tips, or updating them: what each answer does (a paid entry moves the fan's credits and
 * the pool; a refusal may mean the page is behind; a 402 says how many credits are short, and the picks stay).
 */
function useSubmitTips({
  tournamentId,
  entry,
  fee,
  complete,
  tips,
  forgetDraft,
}: {
  tournamentId: string;
  entry: Entry | null;
  fee: number;
  /** Whether every match is picked (says what is missing when not). */
  complete: () => boolean;
  tips: () => MatchTip[];
  forgetDraft: () => void;
}) {
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const submitEntry = useSubmitEntry(tournamentId);
  const updateTips = useUpdateEntryTips(entry?.id ?? '');
  // The server's 402: how many credits the entry costs and how many more the fan needs.
  const [needCredits, setNeedCredits] = useState<string | null>(null);
  function submit() {
    if (!complete()) return;
    const isUpdate = entry !== null;
    const options = {
      onSuccess: (saved: Entry) => {
        forgetDraft();
        setNeedCredits(null);
        // A paid entry moved the fan's credits and the tournament's pool.
        if (!isUpdate && fee > 0) {
          void invalidateCredits(queryClient);
          void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.detail(tournamentId) });
        }
        const verb = isUpdate ? 'updated' : 'submitted';
        toast.success(isUpdate ? 'Tips updated' : 'Tips submitted', {
          description: `You've ${verb} ${saved.matchTips.length} tips for this tournament.`,
        });
      },
      onError: (error: Error) => {
        // Not enough credits: the picks stay (the draft keeps them) and the bar offers to buy credits.
        if (error instanceof ApiError && error.status === 402) {
          setNeedCredits(shortOfCredits(error, currency));
          return;
        }
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast.error(isUpdate ? 'Error updating tips' : 'Error submitting tips', {
          description: refused ? error.message : 'Please try again.',
        });
        // A refusal may mean the page is behind: play has started, or an entry was made elsewhere.
        if (refused) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.detail(tournamentId) });
          void queryClient.invalidateQueries({ queryKey: queryKeys.entries.mine() });
        }
      },
    };
    const body = { matchTips: tips() };
    if (isUpdate) updateTips.mutate(body, options);
    else submitEntry.mutate(body, options);
  }
  return { submit, isSaving: submitEntry.isPending || updateTips.isPending, needCredits };
}

/** The 402 in the submit bar: what the entry costs against the fan's credits, the picks kept, Buy Credits. */
function NotEnoughCredits({ shortfall, tournamentId }: { shortfall: string; tournamentId: string }) {
  return (
    <div role="alert" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm">
        <p className="font-semibold">Not enough credits</p>
        <p className="text-muted-foreground">{shortfall} Your picks are kept.</p>
      </div>
      <ButtonLink
        to={paths.payment.getHref()}
        state={{ returnTo: paths.tournament.getHref(tournamentId) }}
        variant="secondary"
        className="shrink-0"
        icon={Coins}
      >
        Buy Credits
      </ButtonLink>
    </div>
  );
}

/** Later picks a change cleared (they needed the old winner to win), told once. */
function reportCleared(cleared: number, previousWinner: string | undefined) {
  if (cleared === 0) return;
  toast.info(`${cleared} later ${cleared === 1 ? 'pick' : 'picks'} cleared`, {
    description: `${cleared === 1 ? 'It' : 'They'} needed ${previousWinner ?? 'your earlier pick'} to win. Pick again.`,
  });
}

/** Scrolls to a match of the draw and puts the focus on its first player. */
function focusMatch(matchId: string) {
  const row = document.querySelector<HTMLElement>(`[data-match-id="${matchId}"] button`);
  row?.scrollIntoView({ behavior: 'smooth', block: 'center', inline: 'center' });
  row?.focus({ preventScroll: true });
}

function matchName(match: Pick<Match, 'roundName' | 'position'>): string {
  return `${match.roundName} match ${match.position}`;
}

/**
 * The 402's words with what the credits cost: 'This entry costs 1.00 credit ($10.00 AUD) and you have
 * 0.00: buy 1.00 more ($10.00 AUD) to enter.' From its figures when it has them, else its message.
 */
function shortOfCredits(error: ApiError, currency: string): string {
  const figure = (field: string) => Number(error.fields?.[field] ?? Number.NaN);
  const [fee, balance, shortfall] = [figure('fee'), figure('balance'), figure('shortfall')];
  if (![fee, balance, shortfall].every(Number.isInteger)) return error.message;
  const worth = (hundredths: number) => formatMoney(creditsWorthCents(hundredths), currency);
  return `This entry costs ${creditsLabel(fee)} (${worth(fee)}) and you have ${formatCredits(balance)}: buy ${formatCredits(shortfall)} more (${worth(shortfall)}) to enter.`;
}
