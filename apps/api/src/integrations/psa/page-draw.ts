/**
 * The draw as the tour page shows it (rounds of matches, byes left out), placed into the bracket: every
 * match gets its position, the byes the page leaves out are filled in, and winners are decided.
 */
import { nextMatchLink, roundName } from '@squash/core';
import type { ParsedMatch, ParsedPlayer, ScorePair } from './draw.js';
import { PsaParseError } from './errors.js';

export interface PageSide {
  player: ParsedPlayer | null;
  games: number | null;
  /** The page's `final-score winner` cell with a trophy icon. */
  trophy: boolean;
  walkover: boolean;
  /** Points per game column, null where the cell is empty. */
  points: (number | null)[];
}

export interface PageMatch {
  /** Which `<!-- ROUND DETAILS -->` block of the table (1-based) the match sits in, if marked. */
  block: number | null;
  scheduledLocal: string | null;
  sides: PageSide[];
}

export interface PageRound {
  index: number;
  title: string;
  blocks: number;
  matches: PageMatch[];
}

/**
 * Gives every match of a round its bracket position, fills the positions the page leaves out
 * (byes in round 1) and decides winners. `next` is the already placed round after this one.
 */
export function placeRound(
  round: PageRound,
  next: ParsedMatch[] | null,
  totalRounds: number,
  bracketSize: number,
): ParsedMatch[] {
  const expected = bracketSize / 2 ** round.index;
  const { title } = round;
  if (round.matches.length > expected) {
    throw new PsaParseError(`${title} has ${round.matches.length} matches, a ${bracketSize}-bracket has ${expected}`);
  }
  // The template writes one ROUND DETAILS block per bracket position; fewer means a cut-off table.
  if (round.blocks > 0 && round.blocks !== expected) {
    throw new PsaParseError(`${title} has ${round.blocks} of its ${expected} bracket positions`);
  }
  const byBlock = round.blocks === expected;
  const inOrder = round.matches.length === expected;

  const placed = new Map<number, PageMatch>();
  let previous = 0;
  round.matches.forEach((match, i) => {
    const fromPage = byBlock ? match.block : inOrder ? i + 1 : null;
    const fromNext = positionFromNextRound(match, next, title);
    if (fromPage !== null && fromNext !== null && fromPage !== fromNext) {
      throw new PsaParseError(
        `${title} match ${i + 1} is at position ${fromPage} but its winner plays from position ${fromNext}`,
      );
    }
    const position = fromPage ?? fromNext;
    if (position === null) throw new PsaParseError(`cannot tell where ${title} match ${i + 1} sits in the draw`);
    if (position <= previous || position > expected)
      throw new PsaParseError(`${title} matches are out of bracket order`);
    previous = position;
    placed.set(position, match);
  });

  const playersInRound = new Set(
    round.matches
      .flatMap((match) => match.sides.map((side) => side.player?.slug ?? null))
      .filter((slug) => slug !== null),
  );
  const matches: ParsedMatch[] = [];
  for (let position = 1; position <= expected; position++) {
    const link = nextMatchLink(round.index, position, totalRounds);
    const nextMatch = link ? { position: link.position, slot: link.slot } : null;
    const nextSlot = link && next ? next[link.position - 1] : undefined;
    const advanced = (link?.slot === 1 ? nextSlot?.player1 : nextSlot?.player2) ?? null;
    const pageMatch = placed.get(position);

    if (pageMatch) {
      matches.push(readResult(pageMatch, { position, nextMatch, advanced }, `${title} match at position ${position}`));
    } else if (advanced !== null) {
      if (round.index !== 1 || playersInRound.has(advanced)) {
        throw new PsaParseError(
          `${advanced} reaches ${roundName(round.index + 1, totalRounds)} from a ${title} match the page does not show`,
        );
      }
      matches.push({
        position,
        player1: advanced,
        player2: null,
        status: 'bye',
        winner: advanced,
        games: null,
        gameScores: [],
        scheduledLocal: null,
        nextMatch,
      });
    } else {
      matches.push(emptyMatch(position, nextMatch));
    }
  }
  return matches;
}

function positionFromNextRound(match: PageMatch, next: ParsedMatch[] | null, title: string): number | null {
  if (next === null) return null;
  const found = match.sides.flatMap((side) => {
    const slug = side.player?.slug;
    if (slug === undefined) return [];
    return next.flatMap((nextMatch) => {
      if (nextMatch.player1 === slug) return [2 * nextMatch.position - 1];
      if (nextMatch.player2 === slug) return [2 * nextMatch.position];
      return [];
    });
  });
  if (found.length > 1) throw new PsaParseError(`both players of a ${title} match appear in the next round`);
  return found[0] ?? null;
}

/** A match of the bracket nobody has reached yet. */
export function emptyMatch(position: number, nextMatch: ParsedMatch['nextMatch']): ParsedMatch {
  return {
    position,
    player1: null,
    player2: null,
    status: 'scheduled',
    winner: null,
    games: null,
    gameScores: [],
    scheduledLocal: null,
    nextMatch,
  };
}

interface Placement {
  position: number;
  nextMatch: ParsedMatch['nextMatch'];
  /** The player the next round shows in the slot this match feeds, if any. */
  advanced: string | null;
}

function readResult(match: PageMatch, { position, nextMatch, advanced }: Placement, label: string): ParsedMatch {
  const [side1, side2] = match.sides;
  if (!side1 || !side2) throw new PsaParseError(`${label} does not have two players`);
  const player1 = side1.player?.slug ?? null;
  const player2 = side2.player?.slug ?? null;
  const base = { position, player1, player2, scheduledLocal: match.scheduledLocal, nextMatch };

  // Who won: the player found in the next round; else the trophy; else the walkover mark; else 3 games.
  const sides = [
    { slug: player1, side: side1 },
    { slug: player2, side: side2 },
  ];
  const byTrophy = sides.filter(({ side }) => side.trophy);
  const trophyWinner = byTrophy.length === 1 ? (byTrophy[0]?.slug ?? null) : null;
  if (advanced !== null && advanced !== player1 && advanced !== player2) {
    throw new PsaParseError(`${advanced} is in the next round without playing ${label}`);
  }
  if (advanced !== null && trophyWinner !== null && advanced !== trophyWinner) {
    throw new PsaParseError(`${label}: the trophy goes to ${trophyWinner} but ${advanced} plays the next round`);
  }
  const winner =
    advanced ??
    trophyWinner ??
    sides.find(({ side }) => side.walkover)?.slug ??
    sides.find(({ side }) => (side.games ?? 0) >= 3)?.slug ??
    null;

  if (winner === null || player1 === null || player2 === null) {
    // Not decided yet (or still being played): keep the pairing, drop partial scores.
    return { ...base, status: 'scheduled', winner: null, games: null, gameScores: [] };
  }
  if (side1.games === null || side2.games === null) throw new PsaParseError(`${label} has a winner but no games count`);

  const gameScores: ScorePair[] = [];
  const columns = Math.max(side1.points.length, side2.points.length);
  for (let i = 0; i < columns; i++) {
    const p1 = side1.points[i] ?? null;
    const p2 = side2.points[i] ?? null;
    if (p1 === null && p2 === null) continue;
    if (p1 === null || p2 === null)
      throw new PsaParseError(`${label} has a score for one player only in game ${i + 1}`);
    // A retirement shows the unplayed game as 0-0.
    if (p1 === 0 && p2 === 0) continue;
    gameScores.push([p1, p2]);
  }
  const games: ScorePair = [side1.games, side2.games];
  const winnerGames = winner === player1 ? side1.games : side2.games;
  const walkover = side1.walkover || side2.walkover || (games[0] === 0 && games[1] === 0 && gameScores.length === 0);
  const status = walkover ? 'walkover' : winnerGames < 3 ? 'retired' : 'completed';
  return { ...base, status, winner, games, gameScores };
}
