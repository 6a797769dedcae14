import {
  type Entry,
  type EntryTip,
  type Match,
  type MatchPickStats,
  type MatchPlayer,
  type MatchTip,
  type Picks,
  projectSlots,
  type Round,
  type TipDrawMatch,
  type Pick as TipPick,
  tipPoints,
  tippableMatches,
} from '@squash/core';

/*
 * The glue between the draw the page shows (rounds of matches with players) and the tip rules in
 * `@squash/core`, which work on ids (`TipDrawMatch`, `Picks`). The rules themselves (projection,
 * clearing dependent picks, scoring) stay in core; this file only converts and looks up.
 */

/** The draw as the tip rules see it. */
export function toTipDraw(rounds: readonly Round[]): TipDrawMatch[] {
  return rounds.flatMap((round) =>
    round.matches.map((match) => ({
      id: match.id,
      roundIndex: match.roundIndex,
      roundName: match.roundName,
      position: match.position,
      isBye: match.isBye,
      isCompleted: match.isCompleted,
      winnerId: match.winnerId,
      playerOneId: match.playerOne?.id ?? null,
      playerTwoId: match.playerTwo?.id ?? null,
      nextMatchId: match.nextMatchId,
      nextMatchPlayerSlot: match.nextMatchPlayerSlot,
    })),
  );
}

/** Every player the page can name: the tournament's list plus anyone standing in a match. */
export function playersById(rounds: readonly Round[], players: readonly MatchPlayer[] = []): Map<string, MatchPlayer> {
  const byId = new Map(players.map((player) => [player.id, player]));
  for (const round of rounds) {
    for (const match of round.matches) {
      for (const player of [match.playerOne, match.playerTwo]) {
        if (player && !byId.has(player.id)) byId.set(player.id, player);
      }
    }
  }
  return byId;
}

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

/** A match the fan can pick now: not a bye, not played, and both players known (drawn or projected). */
export function isPickable(match: Pick<Match, 'isBye' | 'isCompleted' | 'playerOne' | 'playerTwo'>): boolean {
  return !match.isBye && !match.isCompleted && match.playerOne !== null && match.playerTwo !== null;
}

/**
 * How a tip stands once play has started: `exact` (winner and game score), `right`, `wrong` (the
 * match went the other way), `out` (the picked player lost earlier, so it can't come true), or
 * `pending`.
 */
export type TipState = 'exact' | 'right' | 'wrong' | 'out' | 'pending';

export interface TipReview {
  state: TipState;
  /** Points earned, once the match is decided. */
  points: number | null;
}

/** Players beaten in a played or conceded match so far. */
export function eliminatedPlayers(rounds: readonly Round[]): Set<string> {
  const out = new Set<string>();
  for (const round of rounds) {
    for (const match of round.matches) {
      if (!match.isCompleted || match.isBye || !match.winnerId) continue;
      for (const player of [match.playerOne, match.playerTwo]) {
        if (player && player.id !== match.winnerId) out.add(player.id);
      }
    }
  }
  return out;
}

export function reviewTip(
  match: Pick<Match, 'isCompleted' | 'isBye' | 'winnerId' | 'gameScore'>,
  tip: TipPick & { matchId: string },
  eliminated: ReadonlySet<string>,
): TipReview {
  if (match.isCompleted && !match.isBye && match.winnerId) {
    const points = tipPoints(tip, { winnerId: match.winnerId, gameScore: match.gameScore });
    if (tip.predictedWinnerId !== match.winnerId) return { state: 'wrong', points };
    const exact = tip.predictedScore !== null && tip.predictedScore === match.gameScore;
    return { state: exact ? 'exact' : 'right', points };
  }
  return { state: eliminated.has(tip.predictedWinnerId) ? 'out' : 'pending', points: null };
}

/** The short name a cramped card has room for: the family name ('Crowne' for George Crowne). */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return parts[parts.length - 1] ?? fullName;
}

/** The crowd's favourite for a match: '62% picked Crowne', or null with no tips on it. */
export function crowdFavourite(
  stats: MatchPickStats | undefined,
  players: ReadonlyMap<string, MatchPlayer>,
): { percent: number; name: string; fullName: string } | null {
  const top = stats?.picks[0];
  if (!stats || stats.total === 0 || !top) return null;
  const player = players.get(top.playerId);
  if (!player) return null;
  return { percent: top.percent, name: shortName(player.fullName), fullName: player.fullName };
}

/**
 * Why a tip isn't the fan's own choice: the late-draw-change rule replaced a pick whose player left the
 * draw with the worse-ranked player of that match at 3-0.
 */
export function adjustedTipMessage(tip: EntryTip, players: ReadonlyMap<string, MatchPlayer>): string | null {
  if (!tip.adjustedFromPlayerId) return null;
  const original = players.get(tip.adjustedFromPlayerId)?.fullName;
  const given = players.get(tip.predictedWinnerId)?.fullName ?? 'the other player';
  const score = tip.predictedScore ? ` ${tip.predictedScore}` : '';
  return `${original ? `Your pick ${original}` : 'Your original pick'} withdrew; you were given ${given}${score}`;
}

/** What the card says about the fan's tip and the crowd once play has started. */
export interface MatchReview {
  tip: {
    player: MatchPlayer | null;
    playerId: string;
    score: string | null;
    state: TipState;
    points: number | null;
    /** The late-draw-change rule's explanation, when it replaced the fan's pick. */
    adjusted: string | null;
  } | null;
  crowd: { percent: number; name: string; fullName: string } | null;
}

/** What each card says once play has started: the fan's tip (if they entered) and the crowd's favourite. */
export function matchReviews(
  rounds: readonly Round[],
  entry: Pick<Entry, 'matchTips'> | null,
  stats: ReadonlyMap<string, MatchPickStats> | undefined,
  players: ReadonlyMap<string, MatchPlayer>,
): Map<string, MatchReview> | undefined {
  if (!entry && !stats) return undefined;
  const tips = new Map(entry?.matchTips.map((tip) => [tip.matchId, tip]));
  const eliminated = eliminatedPlayers(rounds);
  const reviews = new Map<string, MatchReview>();
  for (const round of rounds) {
    for (const match of round.matches) {
      const tip = tips.get(match.id);
      const review = tip ? reviewTip(match, tip, eliminated) : null;
      reviews.set(match.id, {
        tip:
          tip && review
            ? {
                player: players.get(tip.predictedWinnerId) ?? null,
                playerId: tip.predictedWinnerId,
                score: tip.predictedScore,
                state: review.state,
                points: review.points,
                adjusted: adjustedTipMessage(tip, players),
              }
            : null,
        crowd: match.isBye ? null : crowdFavourite(stats?.get(match.id), players),
      });
    }
  }
  return reviews;
}
