/** The WordPress draw's matches placed into the bracket: positions, the byes left out, the winners. */
import { nextMatchLink, roundName } from '@squash/core';
import type { ParsedMatch, ScorePair } from './draw.js';
import { PsaParseError } from './errors.js';

export interface RawMatch {
  position: number | null;
  player1: string | null;
  player2: string | null;
  winner: string | null;
  games: ScorePair | null;
  gameScores: ScorePair[];
  flag: 'walkover' | 'retired' | 'bye' | null;
  scheduledLocal: string | null;
}

export function placeRound(
  index: number,
  raw: RawMatch[],
  next: ParsedMatch[] | null,
  totalRounds: number,
): ParsedMatch[] {
  const expected = 2 ** totalRounds / 2 ** index;
  const title = roundName(index, totalRounds);
  if (raw.length > expected)
    throw new PsaParseError(`${title} has ${raw.length} matches, expected at most ${expected}`);

  const fromNext = (match: RawMatch): number | null => {
    if (next === null) return null;
    for (const candidate of next) {
      for (const slug of [match.player1, match.player2]) {
        if (slug !== null && candidate.player1 === slug) return 2 * candidate.position - 1;
        if (slug !== null && candidate.player2 === slug) return 2 * candidate.position;
      }
    }
    return null;
  };
  const byPosition = new Map<number, RawMatch>();
  raw.forEach((match, i) => {
    const position = match.position ?? (raw.length === expected ? i + 1 : fromNext(match));
    if (position === null) throw new PsaParseError(`cannot tell where ${title} match ${i + 1} sits in the draw`);
    if (position < 1 || position > expected || byPosition.has(position)) {
      throw new PsaParseError(`${title} match ${i + 1} has position ${position}`);
    }
    byPosition.set(position, match);
  });
  const inRound = new Set(raw.flatMap((match) => [match.player1, match.player2]).filter((slug) => slug !== null));

  return Array.from({ length: expected }, (_, i): ParsedMatch => {
    const position = i + 1;
    const link = nextMatchLink(index, position, totalRounds);
    const nextMatch = link ? { position: link.position, slot: link.slot } : null;
    const following = link && next ? next[link.position - 1] : undefined;
    const advanced = (link?.slot === 1 ? following?.player1 : following?.player2) ?? null;
    const match = byPosition.get(position);
    const empty = {
      position,
      player1: null,
      player2: null,
      status: 'scheduled' as const,
      winner: null,
      games: null,
      gameScores: [],
      scheduledLocal: null,
      nextMatch,
    };
    const label = `${title} match ${position}`;

    const alone =
      match && (match.player1 === null) !== (match.player2 === null) ? (match.player1 ?? match.player2) : null;
    if (match?.flag === 'bye' || (index === 1 && alone !== null && advanced === alone && !match?.games)) {
      const player = alone ?? advanced;
      if (index !== 1 || player === null) throw new PsaParseError(`${label} is a bye without exactly one player`);
      return { ...empty, player1: player, status: 'bye', winner: player };
    }
    if (!match) {
      // Byes are often left out: a player who first appears in round 2 had one.
      if (index === 1 && advanced !== null && !inRound.has(advanced)) {
        return { ...empty, player1: advanced, status: 'bye', winner: advanced };
      }
      return empty;
    }

    const { player1, player2 } = match;
    const base = { ...empty, player1, player2, scheduledLocal: match.scheduledLocal };
    const byGames =
      match.games && match.games[0] !== match.games[1] && Math.max(...match.games) >= 3
        ? match.games[0] > match.games[1]
          ? player1
          : player2
        : null;
    const winner = match.winner ?? advanced ?? byGames;
    if (advanced !== null && winner !== advanced) {
      throw new PsaParseError(`${label} is won by ${winner ?? 'nobody'} but ${advanced} plays the next round`);
    }
    if (winner === null || player1 === null || player2 === null) return base;

    // A walkover only when marked or scored 0-0: a winner without any score is not taken for one.
    const walkover =
      match.flag === 'walkover' || (match.games?.[0] === 0 && match.games[1] === 0 && match.gameScores.length === 0);
    if (walkover) return { ...base, status: 'walkover', winner, games: [0, 0], gameScores: [] };
    if (match.games === null) throw new PsaParseError(`${label} has a winner but no score`);
    const winnerGames = winner === player1 ? match.games[0] : match.games[1];
    const status = match.flag === 'retired' || winnerGames < 3 ? 'retired' : 'completed';
    return { ...base, status, winner, games: match.games, gameScores: match.gameScores };
  });
}
