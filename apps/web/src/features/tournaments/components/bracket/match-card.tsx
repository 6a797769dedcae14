import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Match, MatchPlayer, Pick as TipPick } from '@squash/core';
import { Check, CheckCheck, CircleDot, Repeat2, Trophy, X } from 'lucide-react';
import { memo, type Ref, useCallback } from 'react';
import { cn } from '@/lib/utils';
import type { BracketSlotPosition } from '../../utils/bracket-layout';
import { describeMatch, emptySlotLabel, gamesWon, playerLabel } from '../../utils/format';
import { isPickable, type MatchReview, shortName, type TipState } from '../../utils/tipping';

/**
 * A player's name in a card: 'fullName (worldRank)' wraps onto a second line rather than being cut
 * ('Francesco Marcantonio (298)' on a phone); two lines of 13 px fit the shortest row (31 px).
 */
const NAME_CLASSES = 'min-w-0 flex-1 line-clamp-2 text-[0.8125rem] leading-[1.15] [overflow-wrap:anywhere]';

/**
 * One match of the draw: two player rows, the winner marked and the games each won.
 *
 * Read-only, the card is a focusable group named by one sentence (who plays whom, who won) and the rows
 * are for the eye only. While picking, each player row is a toggle button (aria-pressed) and the card
 * only groups them. Once play has started, a footer line shows the fan's tip and the crowd's favourite.
 *
 * Memoised, with plain values and stable callbacks for props: a draw re-renders only the cards that changed.
 * The match is compared field by field: the picking draw rebuilds every match of a round it projects
 * players into (`projectRounds`), mostly with the same fields.
 */
export const MatchCard = memo(function MatchCard({
  match,
  column,
  row,
  isFinal,
  activeSlot,
  onFocusStop,
  registerStop,
  reviewing = false,
  review,
  picking = false,
  pick,
  onPick,
}: {
  match: Match;
  column: number;
  /** The match's place in its round, from 0. */
  row: number;
  isFinal: boolean;
  /** Which of this card's stops is the draw's one tab stop: 0 none; read-only only 1, the card itself. */
  activeSlot: 0 | 1 | 2;
  onFocusStop: (position: BracketSlotPosition) => void;
  registerStop: (position: BracketSlotPosition, element: HTMLElement | null) => void;
  /** Once play has started: the card keeps room for the review line, filled once `review` is there. */
  reviewing?: boolean;
  review?: MatchReview;
  /** While tipping is open: each player is a toggle button; `pick` is the fan's pick for this match. */
  picking?: boolean;
  pick?: TipPick;
  onPick?: (match: Match, playerId: string) => void;
}) {
  const cardRef = useCallback(
    (element: HTMLElement | null) => registerStop({ column, row, slot: 1 }, element),
    [registerStop, column, row],
  );
  const secondRowRef = useCallback(
    (element: HTMLElement | null) => registerStop({ column, row, slot: 2 }, element),
    [registerStop, column, row],
  );
  const position = row + 1;
  const games = match.isCompleted ? gamesWon(match) : null;
  const winnerSlot =
    match.winnerId === null
      ? null
      : match.winnerId === match.playerOne?.id
        ? 1
        : match.winnerId === match.playerTwo?.id
          ? 2
          : null;
  // A bye is no win to celebrate: its player simply goes through.
  const decided = match.isCompleted && !match.isBye && winnerSlot !== null;
  const rowState = (slot: 1 | 2) => (!decided ? 'open' : winnerSlot === slot ? 'won' : 'lost');

  if (picking) {
    return (
      <PickingCard
        match={match}
        position={position}
        pick={pick}
        activeSlot={activeSlot}
        onPick={onPick}
        onFocusSlot={(slot) => onFocusStop({ column, row, slot })}
        rowRefs={[cardRef, secondRowRef]}
      />
    );
  }

  const reviewText = review ? describeReview(review) : '';
  const reviewId = `${match.id}-review`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this is a focusable summary of a match
    <div
      ref={cardRef}
      role="group"
      aria-label={describeMatch(match, position)}
      // The fan's tip and the crowd's pick describe the match; the name stays who plays whom and who won.
      aria-describedby={reviewText ? reviewId : undefined}
      tabIndex={activeSlot === 0 ? -1 : 0}
      onFocus={() => onFocusStop({ column, row, slot: 1 })}
      data-bracket-card="true"
      data-tip={review?.tip?.state}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-xs outline-none transition-[box-shadow,border-color] dark:bg-background',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background dark:focus-visible:ring-offset-card',
        isFinal && decided && 'border-primary/60',
      )}
    >
      <div aria-hidden="true" className="flex min-h-0 flex-1 flex-col divide-y">
        {([1, 2] as const).map((slot) => {
          const player = slot === 1 ? match.playerOne : match.playerTwo;
          return (
            <PlayerRow
              key={slot}
              player={player}
              empty={emptySlotLabel(match)}
              games={games?.[slot - 1]}
              outcome={match.outcome}
              state={rowState(slot)}
              isChampion={isFinal && decided && winnerSlot === slot}
              tipState={review?.tip && player && review.tip.playerId === player.id ? review.tip.state : undefined}
            />
          );
        })}
      </div>
      {reviewText && (
        <span id={reviewId} hidden>
          {reviewText}
        </span>
      )}
      {/* A bye has nothing to tip: its rows take the whole card. */}
      {reviewing && !match.isBye && <ReviewFooter review={review} />}
    </div>
  );
}, sameCardProps);

/** A match while tipping is open: each player a toggle button, the card only grouping them. */
function PickingCard({
  match,
  position,
  pick,
  activeSlot,
  onPick,
  onFocusSlot,
  rowRefs,
}: {
  match: Match;
  position: number;
  pick?: TipPick;
  activeSlot: 0 | 1 | 2;
  onPick?: (match: Match, playerId: string) => void;
  onFocusSlot: (slot: 1 | 2) => void;
  rowRefs: [Ref<HTMLButtonElement>, Ref<HTMLButtonElement>];
}) {
  const canPick = isPickable(match);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would repeat on every button; the group names the match
    <div
      role="group"
      aria-label={describeMatch(match, position)}
      data-match-id={match.id}
      className={cn(
        'flex h-full flex-col divide-y overflow-hidden rounded-lg border bg-card shadow-xs dark:bg-background',
        pick && 'border-primary/50',
      )}
    >
      {([1, 2] as const).map((slot) => (
        <PickRow
          key={slot}
          player={slot === 1 ? match.playerOne : match.playerTwo}
          empty={emptySlotLabel(match)}
          pick={pick}
          canPick={canPick}
          tabIndex={activeSlot === slot ? 0 : -1}
          onPick={(playerId) => onPick?.(match, playerId)}
          onFocus={() => onFocusSlot(slot)}
          ref={slot === 1 ? rowRefs[0] : rowRefs[1]}
        />
      ))}
    </div>
  );
}

function sameCardProps<P extends { match: Match }>(before: P, after: P): boolean {
  for (const key of Object.keys(after) as Array<keyof P>) {
    const same = key === 'match' ? sameFields(before.match, after.match) : Object.is(before[key], after[key]);
    if (!same) return false;
  }
  return Object.keys(before).length === Object.keys(after).length;
}

function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as Array<keyof T>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** How a pick stands, as a screen reader says it after the pick. */
function tipWords(state: TipState): string {
  switch (state) {
    case 'exact':
      return t`right, with the exact score`;
    case 'right':
      return t`right`;
    case 'wrong':
      return t`wrong`;
    case 'out':
      return t`out: that player has lost`;
    case 'pending':
      return t`still to be decided`;
  }
}

function describeReview({ tip, crowd }: MatchReview): string {
  const parts: string[] = [];
  if (tip) {
    const name = tip.player?.fullName ?? t`a player no longer in the draw`;
    const pick = `${name}${tip.score ? ` ${tip.score}` : ''}`;
    const state = tipWords(tip.state);
    const points = tip.points === null ? '' : plural(tip.points, { one: '# point', other: '# points' });
    const how = points ? t`${state}, ${points}` : state;
    const owner = tip.owner;
    parts.push(owner ? t`${owner}'s pick: ${pick}, ${how}` : t`Your pick: ${pick}, ${how}`);
    if (tip.adjusted) parts.push(tip.adjusted);
  }
  if (crowd) {
    const { percent, fullName } = crowd;
    parts.push(t`${percent}% picked ${fullName}`);
  }
  return parts.join('. ');
}

const TIP_ICONS: Record<TipState, { icon: typeof Check; className: string }> = {
  exact: { icon: CheckCheck, className: 'bg-success text-background' },
  right: { icon: Check, className: 'bg-success text-background' },
  wrong: { icon: X, className: 'bg-destructive text-background' },
  out: { icon: X, className: 'bg-destructive/15 text-destructive' },
  pending: { icon: CircleDot, className: 'text-primary' },
};

function TipMark({ state, className }: { state: TipState; className?: string }) {
  const { icon: Icon, className: look } = TIP_ICONS[state];
  return (
    <span className={cn('flex size-3.5 shrink-0 items-center justify-center rounded-full', look, className)}>
      <Icon className="size-2.5" strokeWidth={3.5} />
    </span>
  );
}

/** The fan's tip (who, score, points or state) on the left, the crowd's favourite on the right. */
function ReviewFooter({ review }: { review: MatchReview | undefined }) {
  // Empty until the crowd's picks (and the fan's entry) arrive: the line is there, so nothing moves then.
  const { tip, crowd } = review ?? { tip: null, crowd: null };
  return (
    <div
      aria-hidden="true"
      className="flex h-[22px] shrink-0 items-center gap-2 border-t bg-muted/50 px-2 text-[0.6875rem] leading-none"
    >
      {tip ? (
        <span
          className={cn(
            'flex min-w-0 items-center gap-1 font-semibold',
            (tip.state === 'wrong' || tip.state === 'out') && 'text-muted-foreground',
          )}
          title={tip.adjusted ?? undefined}
        >
          <TipMark state={tip.state} />
          <span className={cn('truncate', tip.state === 'out' && 'line-through')}>
            {tip.player ? shortName(tip.player.fullName) : '?'}
            {tip.score && <span className="font-normal"> {tip.score}</span>}
          </span>
          {tip.adjusted && <Repeat2 className="size-3 shrink-0 text-warning" />}
          {tip.points !== null && (
            <span
              className={cn(
                'shrink-0 tabular-nums',
                tip.points > 0 ? 'font-bold text-success' : 'font-normal text-muted-foreground',
              )}
            >
              {tip.points > 0 ? `+${tip.points}` : '0'}
            </span>
          )}
        </span>
      ) : null}
      {crowd && (
        <span
          className="ms-auto min-w-0 truncate text-muted-foreground"
          title={t`${crowd.percent}% picked ${crowd.fullName}`}
        >
          <Trans>
            <span className="font-semibold text-foreground tabular-nums">{crowd.percent}%</span> picked {crowd.name}
          </Trans>
        </span>
      )}
    </div>
  );
}

function PlayerRow({
  player,
  empty,
  games,
  outcome,
  state,
  isChampion,
  tipState,
}: {
  player: MatchPlayer | null;
  empty: string;
  games: number | undefined;
  outcome: Match['outcome'];
  state: 'open' | 'won' | 'lost';
  isChampion: boolean;
  tipState?: TipState;
}) {
  if (!player) {
    return (
      <div className="flex flex-1 items-center gap-2 bg-muted/40 px-2.5">
        <span className="w-4 shrink-0" />
        <span className="text-xs font-semibold tracking-widest text-muted-foreground">{empty}</span>
      </div>
    );
  }
  const won = state === 'won';
  const label = playerLabel(player);
  return (
    <div
      className={cn(
        'relative flex min-w-0 flex-1 items-center gap-2 px-2.5',
        won && 'bg-primary/10',
        state === 'lost' && 'text-muted-foreground',
      )}
      data-winner={won || undefined}
    >
      {won && <span className="absolute inset-y-0 start-0 w-0.5 bg-primary" />}
      <span className="w-4 shrink-0 text-end text-[0.6875rem] font-medium tabular-nums text-muted-foreground">
        {player.seed ?? ''}
      </span>
      <span className={cn(NAME_CLASSES, won ? 'font-bold' : 'font-medium')} title={label}>
        {label}
      </span>
      {tipState && <TipMark state={tipState} />}
      {isChampion && <Trophy className="size-3.5 shrink-0 text-primary" />}
      {won && outcome === 'walkover' ? (
        <span className="shrink-0 text-[0.625rem] font-bold tracking-wide text-primary uppercase">
          <Trans>W/O</Trans>
        </span>
      ) : games !== undefined ? (
        <span
          className={cn(
            'flex size-5 shrink-0 items-center justify-center rounded font-display text-sm tabular-nums',
            won ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
          )}
        >
          {games}
        </span>
      ) : null}
      {state === 'lost' && outcome === 'retired' && (
        <span className="shrink-0 text-[0.625rem] font-semibold text-muted-foreground uppercase">
          <Trans>Ret.</Trans>
        </span>
      )}
    </div>
  );
}

/**
 * A pick button's name: what it shows, in the order it shows it ('Seed 3, Diego Gobbi (150), 3-1'), so a
 * voice-control user saying the visible words reaches it (WCAG 2.5.3, Label in Name). The spaces between
 * the visible parts in the markup keep them apart in the text a checker reads ('3 Diego…', not '3Diego…').
 */
function pickName(player: MatchPlayer | null, label: string, predictedScore: string | null | undefined): string {
  const seed = player?.seed;
  return [seed ? t`Seed ${seed}` : null, label, predictedScore || null].filter(Boolean).join(', ');
}

/** A player row while picking: a toggle button; pressed is the fan's pick, with its game score. */
function PickRow({
  player,
  empty,
  pick,
  canPick,
  tabIndex,
  onPick,
  onFocus,
  ref,
}: {
  player: MatchPlayer | null;
  empty: string;
  pick: TipPick | undefined;
  canPick: boolean;
  tabIndex: number;
  onPick: (playerId: string) => void;
  onFocus: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  const picked = player !== null && pick?.predictedWinnerId === player.id;
  const other = pick !== undefined && !picked;
  const enabled = canPick && player !== null;
  const label = player ? playerLabel(player) : empty;
  return (
    <button
      ref={ref}
      type="button"
      tabIndex={tabIndex}
      onFocus={onFocus}
      data-bracket-card="true"
      aria-pressed={player ? picked : undefined}
      aria-disabled={enabled ? undefined : true}
      aria-label={pickName(player, label, picked ? pick?.predictedScore : undefined)}
      title={player && !enabled ? t`Pick the matches before this one first` : undefined}
      onClick={() => {
        if (enabled && player) onPick(player.id);
      }}
      className={cn(
        'group/pick relative flex min-w-0 flex-1 items-center gap-2 px-2.5 text-start outline-none transition-colors',
        'focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        !player && 'bg-muted/40',
        enabled && !picked && 'cursor-pointer hover:bg-accent active:bg-accent',
        enabled && picked && 'cursor-pointer bg-primary/12 hover:bg-primary/18',
        !enabled && 'cursor-default',
      )}
    >
      {picked && <span className="absolute inset-y-0 start-0 w-1 bg-primary" />}
      {player ? (
        <>
          <span className="w-4 shrink-0 text-end text-[0.6875rem] font-medium tabular-nums text-muted-foreground">
            {player.seed ?? ''}
          </span>{' '}
          <span
            className={cn(
              NAME_CLASSES,
              picked ? 'font-bold' : 'font-medium',
              (other || !enabled) && 'text-muted-foreground',
            )}
          >
            {label}
          </span>{' '}
          {picked ? (
            <span className="flex shrink-0 items-center gap-1">
              {pick?.predictedScore && (
                <span className="rounded bg-primary px-1 font-display text-xs leading-4 text-primary-foreground tabular-nums">
                  {pick.predictedScore}
                </span>
              )}
              <span className="flex size-4.5 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Check className="size-3" strokeWidth={3.5} />
              </span>
            </span>
          ) : (
            enabled && (
              <span className="size-4.5 shrink-0 rounded-full border-2 border-input transition-colors group-hover/pick:border-primary" />
            )
          )}
        </>
      ) : (
        <>
          <span className="w-4 shrink-0" />
          <span className="text-xs font-semibold tracking-widest text-muted-foreground">{empty}</span>
        </>
      )}
    </button>
  );
}
