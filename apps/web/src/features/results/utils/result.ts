import { t } from '@lingui/core/macro';
import type { Match, MatchPlayer } from '@squash/core';

export interface ResultSide {
  player: MatchPlayer | null;
  won: boolean;
  /** Games won, from the winner-first game score. */
  games: number | null;
  /** Points in each game played. */
  points: number[];
}

/** Both players of a finished match as scoreboard rows, playerOne first. */
export function resultSides(
  match: Pick<Match, 'playerOne' | 'playerTwo' | 'winnerId' | 'gameScore' | 'games'>,
): [ResultSide, ResultSide] {
  const [winnerGames, loserGames] = parseGameScore(match.gameScore);
  const side = (player: MatchPlayer | null, index: 0 | 1): ResultSide => {
    const won = player !== null && player.id === match.winnerId;
    return {
      player,
      won,
      games: winnerGames === null ? null : won ? winnerGames : loserGames,
      points: (match.games ?? []).map((game) => game[index]),
    };
  };
  return [side(match.playerOne, 0), side(match.playerTwo, 1)];
}

function parseGameScore(gameScore: string | null): [number, number] | [null, null] {
  const parts = gameScore?.split('-').map(Number);
  if (parts?.length !== 2 || parts.some((part) => !Number.isInteger(part))) return [null, null];
  return parts as [number, number];
}

/** What a screen reader says for a result: 'Ali Farag beat Diego Elias 3-1 (11-5, 8-11, 11-9, 11-7)', in the reader's language. */
export function describeResult(
  match: Pick<Match, 'playerOne' | 'playerTwo' | 'winnerId' | 'gameScore' | 'games' | 'outcome'>,
): string {
  const [one, two] = resultSides(match);
  const winner = one.won ? one : two.won ? two : null;
  const loser = winner === one ? two : one;
  const tbd = t`TBD`;
  if (!winner?.player) {
    const first = one.player?.fullName ?? tbd;
    const second = two.player?.fullName ?? tbd;
    return t`${first} versus ${second}`;
  }
  const name = winner.player.fullName;
  const opponent = loser.player?.fullName ?? t`their opponent`;
  if (match.outcome === 'walkover') return t`${name} beat ${opponent} by walkover`;
  const score = match.gameScore ?? '';
  const games = (match.games ?? [])
    .map((game) => (winner === one ? `${game[0]}-${game[1]}` : `${game[1]}-${game[0]}`))
    .join(', ');
  if (match.outcome === 'retired') {
    return games
      ? t`${name} beat ${opponent} ${score} (${games}), ${opponent} retired`
      : t`${name} beat ${opponent} ${score}, ${opponent} retired`;
  }
  return games ? t`${name} beat ${opponent} ${score} (${games})` : t`${name} beat ${opponent} ${score}`;
}
