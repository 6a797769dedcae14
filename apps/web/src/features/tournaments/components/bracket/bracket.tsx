import type { Match, Picks, Round } from '@squash/core';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import {
  BRACKET_KEYS,
  type BracketLayout,
  type BracketSlotPosition,
  layoutBracket,
  moveInBracket,
  moveInSlots,
} from '../../utils/bracket-layout';
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

export interface BracketPicking {
  picks: Picks;
  onPick: (match: Match, playerId: string) => void;
}

/**
 * The draw as a horizontal bracket: one column per round, each match centred between the two matches
 * that feed it, joined by lines. The area is at most 1000 px high (the spec's figure) and scrolls both
 * ways; round names stay on top while scrolling down.
 *
 * Keyboard: the draw is one tab stop (a roving tabindex). Read-only, the stops are the match cards:
 * the arrow keys move up and down a round and left and right between rounds, Home and End to the ends
 * of a round. While picking, the stops are the player rows (toggle buttons; Enter or Space picks):
 * up and down run through the players, right follows a player into the next round.
 */
export function Bracket({
  rounds,
  timeZone,
  picking,
  reviews,
}: {
  rounds: Round[];
  timeZone: string;
  picking?: BracketPicking;
  /** Per match id: the fan's tip and the crowd's pick, once play has started. */
  reviews?: ReadonlyMap<string, MatchReview>;
}) {
  const hintId = useId();
  const mode = picking ? 'pick' : reviews ? 'review' : 'view';
  const card = CARD[mode];
  const layout = useMemo(() => layoutBracket(rounds, { cardHeight: card.height, gap: ROW_GAP }), [rounds, card.height]);
  const [chosen, setActive] = useState<BracketSlotPosition>({ column: 0, row: 0, slot: 1 });
  // A refetched draw of another shape must not leave the bracket without its one tab stop.
  const active = layout.columns[chosen.column]?.[chosen.row] ? chosen : { column: 0, row: 0, slot: 1 as const };
  const stops = useRef(new Map<string, HTMLElement>());

  const width = rounds.length * card.width + Math.max(0, rounds.length - 1) * card.gap;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = BRACKET_KEYS[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    // Only when a stop has focus: the scroll area itself keeps its native arrow-key scrolling.
    if (!(event.target instanceof HTMLElement) || !event.target.dataset.bracketCard) return;
    event.preventDefault();
    const next = picking
      ? moveInSlots(layout, rounds, active, move)
      : { ...moveInBracket(layout, rounds, active, move), slot: 1 as const };
    setActive(next);
    stops.current.get(stopKey(next, mode === 'pick'))?.focus();
  }

  if (rounds.length === 0 || layout.columns.every((column) => column.length === 0)) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-16 text-center text-muted-foreground">
        The draw has not been published yet.
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <p id={hintId} className="text-xs text-muted-foreground">
        <span className="hidden sm:inline">
          {picking
            ? 'Click a player to pick them, or Tab to the draw, move with the arrow keys and press Enter. '
            : 'Tab to the draw, then use the arrow keys to move between matches. '}
        </span>
        <span className="sm:hidden">
          {picking ? 'Tap a player to pick the winner. ' : ''}Swipe sideways for later rounds.
        </span>
      </p>
      <section
        aria-label="Draw"
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        className="relative max-h-[1000px] overflow-auto overscroll-x-contain rounded-xl border bg-background shadow-sm dark:bg-card"
      >
        <div className="relative flex" style={{ width: width + PADDING * 2, padding: `0 ${PADDING}px ${PADDING}px` }}>
          <Connectors layout={layout} width={width} card={card} />
          {rounds.map((round, column) => (
            <RoundColumn
              key={round.id}
              round={round}
              column={column}
              layout={layout}
              card={card}
              isLast={column === rounds.length - 1}
              timeZone={timeZone}
              active={active}
              picking={picking}
              reviews={reviews}
              onFocusStop={setActive}
              registerStop={(position, element) => {
                const id = stopKey(position, mode === 'pick');
                if (element) stops.current.set(id, element);
                else stops.current.delete(id);
              }}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

function stopKey({ column, row, slot }: BracketSlotPosition, bySlot: boolean): string {
  return bySlot ? `${column}:${row}:${slot}` : `${column}:${row}`;
}

function RoundColumn({
  round,
  column,
  layout,
  card,
  isLast,
  timeZone,
  active,
  picking,
  reviews,
  onFocusStop,
  registerStop,
}: {
  round: Round;
  column: number;
  layout: BracketLayout;
  card: CardSize;
  isLast: boolean;
  timeZone: string;
  active: BracketSlotPosition;
  picking: BracketPicking | undefined;
  reviews: ReadonlyMap<string, MatchReview> | undefined;
  onFocusStop: (position: BracketSlotPosition) => void;
  registerStop: (position: BracketSlotPosition, element: HTMLElement | null) => void;
}) {
  const headingId = useId();
  const placed = layout.columns[column] ?? [];
  const day = roundDay(round, timeZone);
  return (
    // The column is one gap wider than its cards so its sticky heading also hides the lines behind it.
    <div className="shrink-0" style={{ width: card.width + (isLast ? 0 : card.gap) }}>
      <div
        className="sticky top-0 z-20 -mx-px flex flex-col justify-end bg-background/95 pb-2 backdrop-blur-sm dark:bg-card/95"
        style={{ height: HEADER_HEIGHT }}
      >
        <h3 id={headingId} className="text-sm font-bold tracking-tight" style={{ width: card.width }}>
          {round.name}
        </h3>
        <p className="text-xs text-muted-foreground" aria-hidden="true">
          {round.matches.length} {round.matches.length === 1 ? 'match' : 'matches'}
          {day && ` · ${day}`}
        </p>
      </div>
      <ol aria-labelledby={headingId} className="relative" style={{ width: card.width, height: layout.height }}>
        {round.matches.map((match, row) => {
          const isActive = active.column === column && active.row === row;
          return (
            <li
              key={match.id}
              className="absolute inset-x-0"
              style={{ top: placed[row]?.top ?? 0, height: card.height }}
            >
              <MatchCard
                match={match}
                position={row + 1}
                isFinal={isLast}
                tabIndex={isActive ? 0 : -1}
                onFocus={() => onFocusStop({ column, row, slot: 1 })}
                ref={(element) => registerStop({ column, row, slot: 1 }, element)}
                review={reviews?.get(match.id)}
                picking={
                  picking && {
                    pick: picking.picks.get(match.id),
                    tabIndexes: [isActive && active.slot === 1 ? 0 : -1, isActive && active.slot === 2 ? 0 : -1],
                    onPick: (playerId) => picking.onPick(match, playerId),
                    onFocusSlot: (slot) => onFocusStop({ column, row, slot }),
                    registerSlot: (slot, element) => registerStop({ column, row, slot }, element),
                  }
                }
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Elbow lines from each match to the match its winner plays next, behind the cards. */
function Connectors({ layout, width, card }: { layout: BracketLayout; width: number; card: CardSize }) {
  return (
    <svg
      aria-hidden="true"
      className={cn('pointer-events-none absolute text-border')}
      style={{ left: PADDING, top: HEADER_HEIGHT }}
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

/** The day a round is played, in the venue's zone ('Aug 17'), or '' when no match has a time. */
function roundDay(round: Round, timeZone: string): string {
  const times = round.matches
    .map((match) => match.startsAt)
    .filter((startsAt): startsAt is string => startsAt !== null)
    .sort();
  const first = times[0];
  if (!first) return '';
  try {
    return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(new Date(first));
  } catch {
    return '';
  }
}
