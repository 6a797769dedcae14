import { type GameScore, SCORING } from './constants.js';

export interface TipOutcome {
  predictedWinnerId: string;
  predictedScore: GameScore | null;
}

export interface DecidedMatch {
  winnerId: string;
  gameScore: string | null;
}

/**
 * Points for one tip on a decided match: 10 for the right winner, +1 when the game score is right too.
 * The SQL scorer on the server implements the same rule set-based; tests hold the two together.
 */
export function tipPoints(tip: TipOutcome, match: DecidedMatch): number {
  if (tip.predictedWinnerId !== match.winnerId) return 0;
  const bonus = tip.predictedScore !== null && tip.predictedScore === match.gameScore;
  return SCORING.pointsPerCorrectWinner + (bonus ? SCORING.bonusForCorrectGameScore : 0);
}

/**
 * Withdrawals: a walkover is 3-0; a retirement gives the winner 3 games against the games the retiring
 * player had won (1-1 gives 3-1; before the end of game one gives 3-0).
 */
export function withdrawalGameScore(gamesWonByWithdrawingPlayer: number): GameScore {
  const won = Math.min(2, Math.max(0, Math.floor(gamesWonByWithdrawingPlayer)));
  return `3-${won}` as GameScore;
}

/** Accuracy as a rounded percent; 0 when nothing is decided yet. */
export function accuracyPercent(score: number, possibleScore: number): number {
  return possibleScore > 0 ? Math.round((score / possibleScore) * 100) : 0;
}

/** The most entries a top-10% finish can be behind: a tenth of the entries, rounded up (ten entries or more). */
export function topTenPercentRank(entrants: number): number | null {
  return entrants >= 10 ? Math.ceil(entrants / 10) : null;
}
