import type { MatchPlayer, MatchTip, Picks, Round, TipDrawMatch, Pick as TipPick } from '@squash/core';
import { applyPick, fillPicks, projectSlots, tippableMatches, toTipDraw } from '@squash/core/rules';

/*
 * The glue between the draw the page shows (rounds of matches with players) and the tip rules in
 * `@squash/core`, which work on ids (`TipDrawMatch`, `Picks`), while the fan picks. The rules themselves
 * (projection, clearing dependent picks) stay in core; this file only converts and looks up.
 *
 * Loaded on demand (load-pick-rules.ts), with the core rules the picking draw calls re-exported: import
 * nothing from here statically outside tests.
 */

export { applyPick, fillPicks, tippableMatches, toTipDraw };

export function picksFromTips(tips: ReadonlyArray<TipPick & { matchId: string }>): Map<string, TipPick> {
  return new Map(
    tips.map((tip) => [tip.matchId, { predictedWinnerId: tip.predictedWinnerId, predictedScore: tip.predictedScore }]),
  );
}

/** The request body's tips, in draw order (so two equal sets of picks always read the same). */
export function tipsFromPicks(matches: readonly TipDrawMatch[], picks: Picks): MatchTip[] {
  const tips: MatchTip[] = [];
  for (const match of matches) {
    const pick = picks.get(match.id);
    if (pick) tips.push({ matchId: match.id, ...pick });
  }
  return tips;
}

/** True when both sets of picks name the same winner and score for the same matches. */
export function samePicks(a: Picks, b: Picks): boolean {
  if (a.size !== b.size) return false;
  for (const [matchId, pick] of a) {
    const other = b.get(matchId);
    if (other?.predictedWinnerId !== pick.predictedWinnerId || other.predictedScore !== pick.predictedScore) {
      return false;
    }
  }
  return true;
}

/**
 * Keeps only the picks that still make sense on this draw: a tippable match, and a winner who can be in
 * it given the earlier picks kept. A draft from the browser's storage may predate a draw change.
 */
export function keepPossiblePicks(matches: readonly TipDrawMatch[], picks: Picks): Map<string, TipPick> {
  const kept = new Map<string, TipPick>();
  const ordered = tippableMatches(matches).sort((a, b) => a.roundIndex - b.roundIndex);
  for (const match of ordered) {
    const pick = picks.get(match.id);
    if (!pick) continue;
    const [one, two] = projectSlots(matches, kept).get(match.id) ?? [null, null];
    if (pick.predictedWinnerId === one || pick.predictedWinnerId === two) kept.set(match.id, pick);
  }
  return kept;
}

/**
 * The draw as this fan sees it while picking: every empty slot filled with the player the fan's picks
 * send there (`projectSlots`), so later rounds can be picked.
 */
export function projectRounds(
  rounds: readonly Round[],
  matches: readonly TipDrawMatch[],
  picks: Picks,
  players: ReadonlyMap<string, MatchPlayer>,
): Round[] {
  const slots = projectSlots(matches, picks);
  const player = (id: string | null) => (id === null ? null : (players.get(id) ?? null));
  return rounds.map((round) => ({
    ...round,
    matches: round.matches.map((match) => {
      const [one, two] = slots.get(match.id) ?? [null, null];
      return { ...match, playerOne: match.playerOne ?? player(one), playerTwo: match.playerTwo ?? player(two) };
    }),
  }));
}
