import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Entry, GameScore, Match, MatchPlayer, TournamentDetail } from '@squash/core';
import { creditsWorthCents } from '@squash/core/rules';
import { Coins } from 'lucide-react';
import { lazy, memo, Suspense, use, useMemo, useRef, useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { useCreditsEnabled } from '@/features/credits';
import { formatMoney } from '@/lib/format';
import { creditsLabel, roundLabel } from '@/lib/labels';
import { useCurrency } from '@/lib/site-config';
import { toast } from '@/lib/toast';
import { useSubmitTips } from '../../hooks/use-submit-tips';
import { useTipPicks } from '../../hooks/use-tip-picks';
import { loadPickRules } from '../../utils/load-pick-rules';
import { isPickable, playersById } from '../../utils/tipping';
import { Bracket } from '../bracket/bracket';
import { FillDraw } from './fill-draw';
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
  const { fillPicks, projectRounds, tippableMatches, toTipDraw } = rules;
  const matches = useMemo(() => toTipDraw(tournament.rounds), [tournament.rounds, toTipDraw]);
  const players = useMemo(() => playersById(tournament.rounds, tournament.players), [tournament]);
  const saved = useMemo(() => (entry ? { tips: entry.matchTips, updatedAt: entry.updatedAt } : null), [entry]);
  const { picks, hasUnsavedChanges, setPick, replacePicks, tips, forgetDraft } = useTipPicks({
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
    return t`${count} of ${required} picked.`;
  }

  function onPick(match: Match, playerId: string) {
    const current = picks.get(match.id);
    if (current?.predictedWinnerId === playerId) {
      const name = players.get(playerId)?.fullName ?? t`your pick`;
      const change = setPick(match.id, null);
      setAnnouncement(t`Removed ${name} from ${matchName(match)}. ${progress(change.count)}`);
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
    const winner = choice.winner.fullName;
    const where = matchName(choice.match);
    const left = progress(change.count);
    setAnnouncement(score ? t`${winner} to win ${where} ${score}. ${left}` : t`${winner} to win ${where}. ${left}`);
    reportCleared(change.cleared, previous ? players.get(previous)?.fullName : undefined);
  }

  const { submit, isSaving, needCredits, paidPlayRefused } = useSubmitTips({
    tournamentId: tournament.id,
    entry,
    fee,
    complete: () => enoughPicks(required, picks.size),
    tips,
    forgetDraft,
  });

  return (
    <>
      <FillDraw
        players={players}
        fill={(order) => fillPicks(matches, players, order)}
        picks={picks}
        replacePicks={replacePicks}
        announce={(count, done) => setAnnouncement(`${done}. ${progress(count)}`)}
      />
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
        entryFee={
          fee > 0 ? t`Entry fee: ${creditsLabel(fee)} (${formatMoney(creditsWorthCents(fee), currency)})` : null
        }
        notice={
          <SubmitRefused needCredits={needCredits} paidPlayRefused={paidPlayRefused} tournamentId={tournament.id} />
        }
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

/** The 402 in the submit bar: what the entry costs against the fan's credits, the picks kept, Buy Credits. */
function NotEnoughCredits({ shortfall, tournamentId }: { shortfall: string; tournamentId: string }) {
  return (
    <div role="alert" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm">
        <p className="font-semibold">
          <Trans>Not enough credits</Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>{shortfall} Your picks are kept.</Trans>
        </p>
      </div>
      <ButtonLink
        to={paths.payment.getHref()}
        state={{ returnTo: paths.tournament.getHref(tournamentId) }}
        variant="secondary"
        className="shrink-0"
        icon={Coins}
      >
        <Trans>Buy Credits</Trans>
      </ButtonLink>
    </div>
  );
}

/** Why the last submission was refused, in the submit bar: credits short (402) or paid play closed (403). */
function SubmitRefused({
  needCredits,
  paidPlayRefused,
  tournamentId,
}: {
  needCredits: string | null;
  paidPlayRefused: string | null;
  tournamentId: string;
}) {
  if (needCredits) return <NotEnoughCredits shortfall={needCredits} tournamentId={tournamentId} />;
  return paidPlayRefused ? <PaidEntryRefused reason={paidPlayRefused} /> : null;
}

/** The 403 in the submit bar: why paid entry is closed to the fan, the picks kept, their account to fix it. */
function PaidEntryRefused({ reason }: { reason: string }) {
  return (
    <div role="alert" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm">
        <p className="font-semibold">
          <Trans>Paid entry is closed to you</Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>{reason} Your picks are kept.</Trans>
        </p>
      </div>
      <ButtonLink to={paths.accountPaidPlay.getHref()} variant="secondary" className="shrink-0">
        <Trans>Go to your account</Trans>
      </ButtonLink>
    </div>
  );
}

/** Later picks a change cleared (they needed the old winner to win), told once. */
/** Whether every match is picked; when not, a warning says how many are. */
function enoughPicks(required: number, predicted: number): boolean {
  if (predicted >= required) return true;
  toast.warning(t`Incomplete Tips`, { description: incompleteTips(required, predicted) });
  return false;
}

/** Core's incompleteTipsMessage (spec 000), in the reader's language. */
function incompleteTips(required: number, predicted: number): string {
  return t`You need to predict winners for all ${required} matches before submitting. You've predicted ${predicted} matches.`;
}

function reportCleared(cleared: number, previousWinner: string | undefined) {
  if (cleared === 0) return;
  const winner = previousWinner ?? t`your earlier pick`;
  toast.info(plural(cleared, { one: '# later pick cleared', other: '# later picks cleared' }), {
    description: plural(cleared, {
      one: `It needed ${winner} to win. Pick again.`,
      other: `They needed ${winner} to win. Pick again.`,
    }),
  });
}

/** Scrolls to a match of the draw and puts the focus on its first player. */
function focusMatch(matchId: string) {
  const row = document.querySelector<HTMLElement>(`[data-match-id="${matchId}"] button`);
  row?.scrollIntoView({ behavior: 'smooth', block: 'center', inline: 'center' });
  row?.focus({ preventScroll: true });
}

function matchName(match: Pick<Match, 'roundName' | 'position'>): string {
  const round = roundLabel(match.roundName);
  const { position } = match;
  return t`${round} match ${position}`;
}
