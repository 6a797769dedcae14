import type { EntryTip, Match, MatchPlayer, Round } from '@squash/core';
import { tipPoints } from '@squash/core/rules';

/** One of the fan's tips on a completed match, judged. */
export interface MyTip {
  match: Match;
  tip: EntryTip;
  /** The player the fan picked (null when they are no longer in the draw's list). */
  picked: MatchPlayer | null;
  verdict: 'exact' | 'right' | 'wrong';
  points: number;
}

/**
 * The fan's tips on the completed (non-bye) matches of one tournament, judged by core's scoring rule.
 * Matches without a tip (none, for a complete entry) are left out.
 */
export function judgeTips(
  rounds: readonly Round[],
  tips: readonly EntryTip[],
  players: readonly MatchPlayer[] = [],
): MyTip[] {
  const byMatch = new Map(tips.map((tip) => [tip.matchId, tip]));
  const people = new Map(players.map((player) => [player.id, player]));
  const judged: MyTip[] = [];
  for (const round of rounds) {
    for (const match of round.matches) {
      const tip = byMatch.get(match.id);
      if (!tip || !match.isCompleted || match.isBye || !match.winnerId) continue;
      for (const player of [match.playerOne, match.playerTwo]) if (player) people.set(player.id, player);
      const points = tipPoints(tip, { winnerId: match.winnerId, gameScore: match.gameScore });
      const right = tip.predictedWinnerId === match.winnerId;
      const exact = right && tip.predictedScore !== null && tip.predictedScore === match.gameScore;
      judged.push({
        match,
        tip,
        picked: people.get(tip.predictedWinnerId) ?? null,
        verdict: exact ? 'exact' : right ? 'right' : 'wrong',
        points,
      });
    }
  }
  return judged;
}

/** Latest first, as the All Results tab: by start time, then the later round. */
export function latestFirst(tips: readonly MyTip[]): MyTip[] {
  return [...tips].sort(
    (a, b) =>
      (b.match.startsAt ?? '').localeCompare(a.match.startsAt ?? '') ||
      b.match.roundIndex - a.match.roundIndex ||
      a.match.position - b.match.position,
  );
}

export interface MyTipsSummary {
  tips: number;
  right: number;
  points: number;
}

export function summarise(tips: readonly MyTip[]): MyTipsSummary {
  return {
    tips: tips.length,
    right: tips.filter((tip) => tip.verdict !== 'wrong').length,
    points: tips.reduce((sum, tip) => sum + tip.points, 0),
  };
}
