import { t } from '@lingui/core/macro';
import type { Entry, EntryTip, Match, MatchPickStats, MatchPlayer, Round, Pick as TipPick } from '@squash/core';
import { tipPoints } from '@squash/core/rules';

/*
 * The draw once play has started, as the page shows it: each card's review (the fan's tip, the crowd's
 * favourite), looked up by ids. The tip rules stay in `@squash/core`; the picking helpers, which need
 * core's tipping module (and with it its zod schemas), are in `picks.ts`, loaded with the picking draw.
 */

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
  const given = `${players.get(tip.predictedWinnerId)?.fullName ?? t`the other player`}${tip.predictedScore ? ` ${tip.predictedScore}` : ''}`;
  return original
    ? t`Your pick ${original} withdrew; you were given ${given}`
    : t`Your original pick withdrew; you were given ${given}`;
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
    /** Whose pick it is when not the reader's ('glass.priya44'); undefined for the reader's own. */
    owner?: string;
  } | null;
  crowd: { percent: number; name: string; fullName: string } | null;
}

/** What each card says once play has started: the fan's tip (if they entered) and the crowd's favourite. */
export function matchReviews(
  rounds: readonly Round[],
  entry: Pick<Entry, 'matchTips'> | null,
  stats: ReadonlyMap<string, MatchPickStats> | undefined,
  players: ReadonlyMap<string, MatchPlayer>,
  /** Another fan's name, when the entry is theirs (their bracket read after the lock). */
  owner?: string,
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
                ...(owner === undefined ? {} : { owner }),
              }
            : null,
        crowd: match.isBye ? null : crowdFavourite(stats?.get(match.id), players),
      });
    }
  }
  return reviews;
}
