import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Match, Picks, Round } from '@squash/core';
import {
  type KeyboardEvent,
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { roundLabel } from '@/lib/labels';
import { zoneName } from '@/lib/match-time';
import { cn } from '@/lib/utils';
import {
  BRACKET_KEYS,
  type BracketLayout,
  type BracketMove,
  type BracketSlotPosition,
  layoutBracket,
  moveInBracket,
  moveInSlots,
  type PlacedMatch,
} from '../../utils/bracket-layout';
import { roundDay } from '../../utils/format';
import type { MatchReview } from '../../utils/tipping';
import { MatchCard } from './match-card';

/** Sizes in pixels; the layout maths and the boxes on screen must agree, so they live in one place. */
const CARD = {
  view: { width: 208, height: 64, gap: 36 },
  // Taller rows while picking: each player is a target for a thumb.
  pick: { width: 208, height: 76, gap: 36 },
  // Room for the footer line (the fan's tip, the crowd's favourite); five rounds still fit 1280 px.
  review: { width: 220, height: 86, gap: 28 },
} as const;
type CardSize = (typeof CARD)[keyof typeof CARD];
const ROW_GAP = 12;
const HEADER_HEIGHT = 56;
const PADDING = 16;
/** Room around a card for its focus ring (2 px offset, 2 px ring). */
const CARD_MARGIN = 4;

export interface BracketPicking {
  picks: Picks;
  onPick: (match: Match, playerId: string) => void;
}

type Mode = 'view' | 'pick' | 'review';

/**
 * The draw as a horizontal bracket: one column per round, each match centred between the two matches
 * that feed it, joined by lines. The area is at most 1000 px high (the spec's figure) and scrolls both
 * ways; round names stay on top while scrolling down.
 *
 * Keyboard: the draw is one tab stop (a roving tabindex). Read-only, the stops are the match cards:
 * the arrow keys move up and down a round and left and right between rounds, Home and End to the ends
 * of a round. While picking, the stops are the player rows (toggle buttons; Enter or Space picks):
 * up and down run through the players, right follows a player into the next round.
 *
 * Rendering it is most of the tournament page's main-thread work, so it is memoised: the page's
 * countdown tick doesn't touch it, a moved tab stop re-renders the two cards concerned, a pick the cards
 * whose pick or players changed. Every card gets stable callbacks and plain values for that. The cards
 * themselves, and the review lines when the crowd's picks arrive, render in the background (React
 * transitions, which yield to the browser every few milliseconds): the frame of the draw (rounds, their
 * headings and heights) is there at once, and no long task holds up the page while the cards fill in.
 */
export const Bracket = memo(function Bracket({
  rounds,
  timeZone,
  picking,
  reviews,
}: {
  rounds: Round[];
  timeZone: string;
  picking?: BracketPicking;
  /** Per match id: the fan's tip and the crowd's pick, once play has started (empty until they arrive). */
  reviews?: ReadonlyMap<string, MatchReview>;
}) {
  const hintId = useId();
  const mode: Mode = picking ? 'pick' : reviews ? 'review' : 'view';
  // False for the first render, then true in a background re-render (see above).
  const showCards = useDeferredValue(true, false);
  const shownReviews = useDeferredValue(reviews);
  const card = CARD[mode];
  const layout = useMemo(() => layoutBracket(rounds, { cardHeight: card.height, gap: ROW_GAP }), [rounds, card.height]);
  const [chosen, setActive] = useState<BracketSlotPosition>({ column: 0, row: 0, slot: 1 });
  // A refetched draw of another shape must not leave the bracket without its one tab stop.
  const active = layout.columns[chosen.column]?.[chosen.row] ? chosen : { column: 0, row: 0, slot: 1 as const };
  const stops = useRef(new Map<string, HTMLElement>());
  const bySlot = mode === 'pick';
  const registerStop = useCallback(
    (position: BracketSlotPosition, element: HTMLElement | null) => {
      const id = stopKey(position, bySlot);
      if (element) stops.current.set(id, element);
      else stops.current.delete(id);
    },
    [bySlot],
  );
  // The picking draw hands a new onPick on every render; the cards get one function that calls the latest.
  const latestOnPick = useRef(picking?.onPick);
  useLayoutEffect(() => {
    latestOnPick.current = picking?.onPick;
  });
  const onPick = useCallback((match: Match, playerId: string) => latestOnPick.current?.(match, playerId), []);

  const width = rounds.length * card.width + Math.max(0, rounds.length - 1) * card.gap;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Right to left (Arabic) the rounds run from the right: the arrows follow what the eye sees.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const move = mirrored(BRACKET_KEYS[event.key], rtl);
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    // Only when a stop has focus: the scroll area itself keeps its native arrow-key scrolling.
    if (!(event.target instanceof HTMLElement) || !event.target.dataset.bracketCard) return;
    event.preventDefault();
    const next = picking
      ? moveInSlots(layout, rounds, active, move)
      : { ...moveInBracket(layout, rounds, active, move), slot: 1 as const };
    setActive(next);
    stops.current.get(stopKey(next, bySlot))?.focus();
  }

  if (rounds.length === 0 || layout.columns.every((column) => column.length === 0)) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-16 text-center text-muted-foreground">
        <Trans>The draw has not been published yet.</Trans>
      </p>
    );
  }

  const firstStart = rounds.flatMap((round) => round.matches).find((match) => match.startsAt !== null)?.startsAt;
  return (
    <div className="flex flex-col gap-2">
      <p id={hintId} className="text-xs text-muted-foreground">
        <span className="hidden sm:inline">
          {picking
            ? t`Click a player to pick them, or Tab to the draw, move with the arrow keys and press Enter. `
            : t`Tab to the draw, then use the arrow keys to move between matches. `}
        </span>
        <span className="sm:hidden">
          {picking ? (
            <Trans>Tap a player to pick the winner. Swipe sideways for later rounds. </Trans>
          ) : (
            <Trans>Swipe sideways for later rounds. </Trans>
          )}
        </span>
        {firstStart && (
          <span>
            <Trans>Days are the venue's ({zoneName(timeZone, new Date(firstStart))}).</Trans>
          </span>
        )}
      </p>
      <section
        aria-label={t`Draw`}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        className="relative max-h-[1000px] overflow-auto overscroll-x-contain rounded-xl border bg-background shadow-sm dark:bg-card"
      >
        <div className="relative flex" style={{ width: width + PADDING * 2, padding: `0 ${PADDING}px ${PADDING}px` }}>
          {showCards && <Connectors layout={layout} width={width} card={card} />}
          {rounds.map((round, column) => (
            <RoundColumn
              key={round.id}
              round={round}
              column={column}
              placed={layout.columns[column]}
              height={layout.height}
              mode={mode}
              isLast={column === rounds.length - 1}
              timeZone={timeZone}
              activeRow={active.column === column ? active.row : -1}
              activeSlot={active.slot}
              showCards={showCards}
              picks={picking?.picks}
              reviews={shownReviews}
              onPick={onPick}
              onFocusStop={setActive}
              registerStop={registerStop}
            />
          ))}
        </div>
      </section>
    </div>
  );
});

/** Left and right swapped when the draw reads from the right. */
function mirrored(move: BracketMove | undefined, rtl: boolean): BracketMove | undefined {
  if (!rtl) return move;
  return move === 'left' ? 'right' : move === 'right' ? 'left' : move;
}

function stopKey({ column, row, slot }: BracketSlotPosition, bySlot: boolean): string {
  return bySlot ? `${column}:${row}:${slot}` : `${column}:${row}`;
}

const RoundColumn = memo(function RoundColumn({
  round,
  column,
  placed = [],
  height,
  mode,
  isLast,
  timeZone,
  activeRow,
  activeSlot,
  showCards,
  picks,
  reviews,
  onPick,
  onFocusStop,
  registerStop,
}: {
  round: Round;
  column: number;
  /** Where this round's cards sit (`layoutBracket`). */
  placed: PlacedMatch[] | undefined;
  height: number;
  mode: Mode;
  isLast: boolean;
  timeZone: string;
  /** The row holding the draw's tab stop, or -1 when it is in another round. */
  activeRow: number;
  activeSlot: 1 | 2;
  /** False on the first render: the round's frame only, its cards follow in a background render. */
  showCards: boolean;
  picks: Picks | undefined;
  reviews: ReadonlyMap<string, MatchReview> | undefined;
  onPick: (match: Match, playerId: string) => void;
  onFocusStop: (position: BracketSlotPosition) => void;
  registerStop: (position: BracketSlotPosition, element: HTMLElement | null) => void;
}) {
  const headingId = useId();
  const card = CARD[mode];
  const day = roundDay(round, timeZone);
  return (
    // The column is one gap wider than its cards so its sticky heading also hides the lines behind it.
    <div className="shrink-0" style={{ width: card.width + (isLast ? 0 : card.gap) }}>
      <div
        className="sticky top-0 z-20 -mx-px flex flex-col justify-end bg-background/95 pb-2 backdrop-blur-sm dark:bg-card/95"
        style={{ height: HEADER_HEIGHT }}
      >
        <h3 id={headingId} className="text-sm font-bold tracking-tight" style={{ width: card.width }}>
          {roundLabel(round.name)}
        </h3>
        <p className="text-xs text-muted-foreground" aria-hidden="true">
          {plural(round.matches.length, { one: '# match', other: '# matches' })}
          {day && ` · ${day}`}
        </p>
      </div>
      <ol aria-labelledby={headingId} className="relative" style={{ width: card.width, height }}>
        {(showCards ? round.matches : []).map((match, row) => (
          <li
            key={match.id}
            // Off-screen cards (later rounds on a phone, the bottom of a big draw) skip style, layout and
            // paint until scrolled near; the box has a fixed size, so nothing moves when they render. It
            // reaches CARD_MARGIN past the card on every side: its paint containment would clip the focus ring.
            className="absolute [content-visibility:auto]"
            style={{
              top: (placed[row]?.top ?? 0) - CARD_MARGIN,
              left: -CARD_MARGIN,
              right: -CARD_MARGIN,
              height: card.height + CARD_MARGIN * 2,
              padding: CARD_MARGIN,
            }}
          >
            <MatchCard
              match={match}
              column={column}
              row={row}
              isFinal={isLast}
              activeSlot={row === activeRow ? activeSlot : 0}
              onFocusStop={onFocusStop}
              registerStop={registerStop}
              reviewing={mode === 'review'}
              review={reviews?.get(match.id)}
              picking={mode === 'pick'}
              pick={picks?.get(match.id)}
              onPick={onPick}
            />
          </li>
        ))}
      </ol>
    </div>
  );
});

/** Elbow lines from each match to the match its winner plays next, behind the cards. */
function Connectors({ layout, width, card }: { layout: BracketLayout; width: number; card: CardSize }) {
  return (
    <svg
      aria-hidden="true"
      // Drawn left to right; right to left (Arabic, rounds from the right) the same lines mirrored.
      className={cn('pointer-events-none absolute text-border rtl:-scale-x-100')}
      style={{ insetInlineStart: PADDING, top: HEADER_HEIGHT }}
      width={width}
      height={layout.height}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
    >
      {layout.connectors.map((connector) => {
        const startX = connector.fromColumn * (card.width + card.gap) + card.width;
        const endX = startX + card.gap;
        const middleX = startX + card.gap / 2;
        return (
          <path
            key={`${connector.fromId}-${connector.toId}`}
            d={`M ${startX} ${connector.fromY} H ${middleX} V ${connector.toY} H ${endX}`}
          />
        );
      })}
    </svg>
  );
}
