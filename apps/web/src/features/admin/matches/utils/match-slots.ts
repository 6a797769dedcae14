import { t } from '@lingui/core/macro';
import type { Match, MatchPlayer } from '@squash/core';

export type Slot = 1 | 2;

export const slotPlayer = (match: Match, slot: Slot): MatchPlayer | null =>
  slot === 1 ? match.playerOne : match.playerTwo;

/** What an empty slot reads: a qualifier still to be decided, or not known yet. */
export const emptySlotLabel = (match: Match, slot: Slot) => (match.qualifierSlot === slot ? t`Qualifier` : t`TBD`);

/** Spec 001 §2/§9: only Round 1 is flagged, a bye never is, and a slot marked as a qualifier's is accounted for. */
export function isMissingPlayer(match: Match): boolean {
  if (match.roundIndex !== 1 || match.isBye) return false;
  return ([1, 2] as const).some((slot) => !slotPlayer(match, slot) && match.qualifierSlot !== slot);
}

export const playerLabel = (player: MatchPlayer) =>
  player.worldRank ? `${player.fullName} (${player.worldRank})` : player.fullName;
