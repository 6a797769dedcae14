/*
 * Two entries' picks side by side: where they differ, what each decided difference earned, and what each
 * undecided one is still worth ('if Park beats Todd, you gain 10 on glass.priya44'). Pure, without zod: the
 * server answers `GET /api/entries/:id/compare/:otherId` with it (`EntryComparison`), and its tests hold it to `tipPoints`.
 */
import { type GameScore, SCORING } from './constants.js';
import { tipPoints } from './scoring.js';
import { eliminatedPlayers, type TipDrawMatch } from './tip-rules.js';

/** A match as compare sees it: the tip rules' view, with the game score once decided. */
export interface CompareMatch extends TipDrawMatch {
  gameScore: string | null;
}

export interface ComparedTip {
  predictedWinnerId: string;
  predictedScore: GameScore | null;
}

/** What one match would do to the gap between the two entries if `winnerId` won it (by `score`, when named). */
export interface Swing {
  winnerId: string;
  /** For a difference of game score alone: the score that makes the difference. */
  score?: GameScore;
  /** Points the first entry gains on the second (negative: the second gains). */
  gain: number;
}

export interface PickDifference {
  matchId: string;
  /** Each entry's pick, or null where it has none (a bye, or a pick the late-draw rule could not keep). */
  a: ComparedTip | null;
  b: ComparedTip | null;
  /** Both picked the same winner, only the game score differs. */
  scoreOnly: boolean;
  /** Decided: the points each pick earned. */
  points: { a: number; b: number } | null;
  /** Undecided: what each outcome that still matters is worth, one per picked player still in it. */
  swings: Swing[];
}

export interface PicksComparison {
  differences: PickDifference[];
  /** Matches where both entries pick the same winner and score. */
  agreed: number;
  /** The most the first entry can still gain on the second, and the second on the first, from their differences. */
  atStake: { a: number; b: number };
}

/**
 * Compares the picks of two entries of one draw. A winner difference is worth the points for a correct winner
 * (the game-score point aside); a difference of game score alone, the bonus point of each score named. A player
 * already out of the tournament can't earn anything, so an undecided difference lists only the outcomes still
 * possible.
 */
export function compareEntries(
  matches: readonly CompareMatch[],
  a: readonly (ComparedTip & { matchId: string })[],
  b: readonly (ComparedTip & { matchId: string })[],
): PicksComparison {
  const tipsA = new Map(a.map((tip) => [tip.matchId, tip]));
  const tipsB = new Map(b.map((tip) => [tip.matchId, tip]));
  const eliminated = eliminatedPlayers(matches);
  const differences: PickDifference[] = [];
  let agreed = 0;
  const atStake = { a: 0, b: 0 };
  for (const match of matches) {
    if (match.isBye) continue;
    const tipA = pickOf(tipsA.get(match.id));
    const tipB = pickOf(tipsB.get(match.id));
    if (!tipA && !tipB) continue;
    const sameWinner = tipA !== null && tipB !== null && tipA.predictedWinnerId === tipB.predictedWinnerId;
    if (sameWinner && tipA.predictedScore === tipB.predictedScore) {
      agreed += 1;
      continue;
    }
    const difference: PickDifference = {
      matchId: match.id,
      a: tipA,
      b: tipB,
      scoreOnly: sameWinner,
      points: null,
      swings: [],
    };
    if (match.isCompleted && match.winnerId) {
      const decided = { winnerId: match.winnerId, gameScore: match.gameScore };
      difference.points = {
        a: tipA ? tipPoints(tipA, decided) : 0,
        b: tipB ? tipPoints(tipB, decided) : 0,
      };
    } else {
      // A Finals' group match is played by its own players whatever their standing (decision 033).
      const out = match.group ? NOBODY : eliminated;
      difference.swings = sameWinner ? scoreSwings(tipA, tipB, out) : swings(tipA, tipB, out);
      for (const { gain } of difference.swings) {
        if (gain > 0) atStake.a += gain;
        else atStake.b -= gain;
      }
    }
    differences.push(difference);
  }
  return { differences, agreed, atStake };
}

function pickOf(tip: (ComparedTip & { matchId: string }) | undefined): ComparedTip | null {
  return tip ? { predictedWinnerId: tip.predictedWinnerId, predictedScore: tip.predictedScore } : null;
}

/** The outcomes of an undecided match that move the gap: each picked player still in the tournament winning. */
function swings(a: ComparedTip | null, b: ComparedTip | null, eliminated: ReadonlySet<string>): Swing[] {
  const points = SCORING.pointsPerCorrectWinner;
  const outcomes: Swing[] = [];
  if (a && !eliminated.has(a.predictedWinnerId)) outcomes.push({ winnerId: a.predictedWinnerId, gain: points });
  if (b && !eliminated.has(b.predictedWinnerId)) outcomes.push({ winnerId: b.predictedWinnerId, gain: -points });
  return outcomes;
}

/** Both picked the same winner, still in it: the game score each named is worth its bonus point. */
function scoreSwings(a: ComparedTip, b: ComparedTip, eliminated: ReadonlySet<string>): Swing[] {
  if (eliminated.has(a.predictedWinnerId)) return [];
  const bonus = SCORING.bonusForCorrectGameScore;
  const winnerId = a.predictedWinnerId;
  const outcomes: Swing[] = [];
  if (a.predictedScore) outcomes.push({ winnerId, score: a.predictedScore, gain: bonus });
  if (b.predictedScore) outcomes.push({ winnerId, score: b.predictedScore, gain: -bonus });
  return outcomes;
}

const NOBODY: ReadonlySet<string> = new Set();
