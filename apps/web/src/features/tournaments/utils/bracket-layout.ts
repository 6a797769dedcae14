/**
 * Where each match card of a draw sits, so a later round's match is centred between the two matches
 * that feed it, as on a printed bracket. Pure maths in pixels; the component only positions boxes.
 */

export interface BracketLayoutMatch {
  id: string;
  nextMatchId: string | null;
  /** The slot of the next match the winner goes to; lets the keyboard follow a player across rounds. */
  nextMatchPlayerSlot?: 1 | 2 | null;
}

export interface BracketLayoutOptions {
  /** Height of one match card. */
  cardHeight: number;
  /** Vertical space between two neighbouring cards of the first round. */
  gap: number;
}

export interface PlacedMatch {
  id: string;
  column: number;
  row: number;
  /** Distance from the top of the bracket to the card's top edge. */
  top: number;
  /** Distance from the top of the bracket to the card's vertical middle. */
  center: number;
}

/** A line from a match to the match its winner goes to, in the gap after `fromColumn`. */
export interface BracketConnector {
  fromColumn: number;
  fromId: string;
  toId: string;
  fromY: number;
  toY: number;
}

export interface BracketLayout {
  height: number;
  columns: PlacedMatch[][];
  connectors: BracketConnector[];
}

export function layoutBracket(
  rounds: ReadonlyArray<{ matches: ReadonlyArray<BracketLayoutMatch> }>,
  { cardHeight, gap }: BracketLayoutOptions,
): BracketLayout {
  const slot = cardHeight + gap;
  const firstRoundHeight = (rounds[0]?.matches.length ?? 0) * slot;
  const columns: PlacedMatch[][] = [];
  const connectors: BracketConnector[] = [];

  rounds.forEach((round, column) => {
    const previous = columns[column - 1] ?? [];
    const previousMatches = rounds[column - 1]?.matches ?? [];
    const count = round.matches.length;
    // Without feeders (the first round, or a round whose links are missing) cards share the height evenly.
    const evenSlot = count > 0 ? Math.max(firstRoundHeight, count * slot) / count : slot;

    const placed: PlacedMatch[] = [];
    round.matches.forEach((match, row) => {
      const feeders = previous.filter((_, index) => previousMatches[index]?.nextMatchId === match.id);
      const wanted =
        feeders.length > 0
          ? feeders.reduce((sum, feeder) => sum + feeder.center, 0) / feeders.length
          : (row + 0.5) * evenSlot;
      // Never closer to the card above than one slot: irregular links must not stack cards on each other.
      const above = placed[row - 1];
      const center = above ? Math.max(wanted, above.center + slot) : Math.max(wanted, slot / 2);
      placed.push({ id: match.id, column, row, top: center - cardHeight / 2, center });
      for (const feeder of feeders) {
        connectors.push({
          fromColumn: column - 1,
          fromId: feeder.id,
          toId: match.id,
          fromY: feeder.center,
          toY: center,
        });
      }
    });
    columns.push(placed);
  });

  const lowest = Math.max(0, ...columns.flat().map((match) => match.center + slot / 2));
  return { height: Math.max(firstRoundHeight, lowest), columns, connectors };
}

export type BracketMove = 'up' | 'down' | 'left' | 'right' | 'first' | 'last';

export interface BracketPosition {
  column: number;
  row: number;
}

/**
 * The match a key press moves to: up and down within a round, right to the match the winner goes to,
 * left to the nearest feeder (the upper one on a tie), Home and End to the ends of the round.
 * Stays put at an edge.
 */
export function moveInBracket(
  layout: BracketLayout,
  rounds: ReadonlyArray<{ matches: ReadonlyArray<BracketLayoutMatch> }>,
  from: BracketPosition,
  move: BracketMove,
): BracketPosition {
  const column = layout.columns[from.column];
  const current = column?.[from.row];
  if (!column || !current) return from;
  switch (move) {
    case 'up':
      return { column: from.column, row: Math.max(0, from.row - 1) };
    case 'down':
      return { column: from.column, row: Math.min(column.length - 1, from.row + 1) };
    case 'first':
      return { column: from.column, row: 0 };
    case 'last':
      return { column: from.column, row: column.length - 1 };
    case 'right': {
      const next = layout.columns[from.column + 1];
      if (!next?.length) return from;
      const nextMatchId = rounds[from.column]?.matches[from.row]?.nextMatchId;
      const linked = next.find((match) => match.id === nextMatchId);
      return { column: from.column + 1, row: (linked ?? nearest(next, current.center)).row };
    }
    case 'left': {
      const previous = layout.columns[from.column - 1];
      if (!previous?.length) return from;
      const feeders = layout.connectors
        .filter((connector) => connector.toId === current.id)
        .map((connector) => previous.find((match) => match.id === connector.fromId))
        .filter((match): match is PlacedMatch => match !== undefined);
      const target = nearest(feeders.length > 0 ? feeders : previous, current.center);
      return { column: from.column - 1, row: target.row };
    }
  }
}

/** A player's row inside a match card: the keyboard's stop while picking. */
export interface BracketSlotPosition extends BracketPosition {
  slot: 1 | 2;
}

/**
 * The player row a key press moves to while picking, where each match has two stops: up and down run
 * through the players of a round in order, right follows the player into the slot of the next match,
 * left goes back to the match that feeds this slot, Home and End to the first and last player of the
 * round. Stays put at an edge.
 */
export function moveInSlots(
  layout: BracketLayout,
  rounds: ReadonlyArray<{ matches: ReadonlyArray<BracketLayoutMatch> }>,
  from: BracketSlotPosition,
  move: BracketMove,
): BracketSlotPosition {
  const column = layout.columns[from.column];
  if (!column?.[from.row]) return from;
  switch (move) {
    case 'up':
      if (from.slot === 2) return { ...from, slot: 1 };
      return from.row === 0 ? from : { column: from.column, row: from.row - 1, slot: 2 };
    case 'down':
      if (from.slot === 1) return { ...from, slot: 2 };
      return from.row === column.length - 1 ? from : { column: from.column, row: from.row + 1, slot: 1 };
    case 'first':
      return { column: from.column, row: 0, slot: 1 };
    case 'last':
      return { column: from.column, row: column.length - 1, slot: 2 };
    case 'right': {
      const card = moveInBracket(layout, rounds, from, 'right');
      if (card.column === from.column) return from;
      const match = rounds[from.column]?.matches[from.row];
      const linked = rounds[card.column]?.matches[card.row]?.id === match?.nextMatchId;
      return { ...card, slot: linked ? (match?.nextMatchPlayerSlot ?? 1) : 1 };
    }
    case 'left': {
      const current = rounds[from.column]?.matches[from.row];
      const feederRow = (rounds[from.column - 1]?.matches ?? []).findIndex(
        (match) => match.nextMatchId === current?.id && match.nextMatchPlayerSlot === from.slot,
      );
      if (feederRow >= 0) return { column: from.column - 1, row: feederRow, slot: 1 };
      const card = moveInBracket(layout, rounds, from, 'left');
      return card.column === from.column ? from : { ...card, slot: 1 };
    }
  }
}

function nearest(matches: PlacedMatch[], center: number): PlacedMatch {
  let best = matches[0]!;
  for (const match of matches) {
    if (Math.abs(match.center - center) < Math.abs(best.center - center)) best = match;
  }
  return best;
}

/** The arrow and Home/End keys the bracket answers, by `KeyboardEvent.key`. */
export const BRACKET_KEYS: Readonly<Record<string, BracketMove>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'first',
  End: 'last',
};
