import { t } from '@lingui/core/macro';
import type { Match, MatchPlayer } from '@squash/core';
import { intlFormat } from '@/lib/i18n';

// The dates' formats are the reader's language's (lib/format.ts).
export { formatLongDate, formatShortDateRange } from '@/lib/format';

/** The spec's player label: 'fullName (worldRank)' when ranked, else the full name. */
export function playerLabel(player: Pick<MatchPlayer, 'fullName' | 'worldRank'>): string {
  return player.worldRank === null ? player.fullName : `${player.fullName} (${player.worldRank})`;
}

/** What an empty slot reads: 'BYE' in a bye, else 'TBD' (the player is not known yet). */
export function emptySlotLabel(match: Pick<Match, 'isBye'>): string {
  return match.isBye ? t`BYE` : t`TBD`;
}

/**
 * Games won by each player, playerOne first, from the winner-first game score ('3-1'), or null when
 * the match has no score (a bye, or not played yet).
 */
export function gamesWon(
  match: Pick<Match, 'gameScore' | 'winnerId' | 'playerOne' | 'playerTwo'>,
): [number, number] | null {
  const parts = match.gameScore?.split('-').map(Number);
  if (parts?.length !== 2 || parts.some((part) => !Number.isInteger(part))) return null;
  const [winner, loser] = parts as [number, number];
  if (match.winnerId !== null && match.winnerId === match.playerTwo?.id) return [loser, winner];
  return [winner, loser];
}

type DescribedMatch = Pick<
  Match,
  'isBye' | 'isCompleted' | 'winnerId' | 'gameScore' | 'outcome' | 'playerOne' | 'playerTwo'
>;

/** One sentence a screen reader says for a match card: who plays whom and, once played, who won. */
export function describeMatch(match: DescribedMatch, position: number): string {
  const one = match.playerOne;
  const two = match.playerTwo;
  const name = (player: MatchPlayer | null) => {
    if (!player) return match.isBye ? t`bye` : t`to be decided`;
    const label = playerLabel(player);
    const seed = player.seed;
    return seed ? t`${label}, seed ${seed}` : label;
  };
  if (match.isBye) {
    const player = one ?? two;
    return player ? t`Match ${position}: ${name(player)} has a bye` : t`Match ${position}: bye`;
  }
  const pairing = t`Match ${position}: ${name(one)} versus ${name(two)}`;
  const winner = [one, two].find((player) => player !== null && player.id === match.winnerId);
  if (!match.isCompleted || !winner) return pairing;
  const who = winner.fullName;
  const score = match.gameScore ?? '';
  if (match.outcome === 'walkover') return t`${pairing}. ${who} won by walkover`;
  if (match.outcome === 'retired') {
    return score ? t`${pairing}. ${who} won ${score}, opponent retired` : t`${pairing}. ${who} won, opponent retired`;
  }
  return score ? t`${pairing}. ${who} won ${score}` : t`${pairing}. ${who} won`;
}

/** Names the site a tournament's page is on: the tour's two sites by name, anything else by host. */
export function sourceLinkLabel(url: string): string {
  const host = URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, '') : '';
  if (host === 'psaworldtour.com') return t`Tournament page on the PSA World Tour`;
  if (host === 'psasquashtour.com') return t`Tournament page on the PSA Squash Tour`;
  return host ? t`Tournament page on ${host}` : t`Tournament page`;
}

/** The day a round is played, in the venue's zone ('Aug 17'), or '' when no match has a time. */
export function roundDay(round: { matches: ReadonlyArray<{ startsAt: string | null }> }, timeZone: string): string {
  let first: string | null = null;
  for (const match of round.matches) {
    if (match.startsAt !== null && (first === null || match.startsAt < first)) first = match.startsAt;
  }
  if (first === null) return '';
  try {
    return dayFormat(timeZone).format(new Date(first));
  } catch {
    return '';
  }
}

/** One formatter per zone for the page, not one per round and render (`intlFormat`). */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  return intlFormat(Intl.DateTimeFormat, { month: 'short', day: 'numeric', timeZone });
}

/**
 * The browser loads its date data (ICU) with a page's first Intl date formatter: about 20 ms, four times
 * that on a slow phone. The tournament page calls this while its draw is on the way, so that cost is a
 * task of its own instead of part of the one that renders the draw (`roundDay` is the page's only user).
 */
export function prepareDateFormats(): void {
  dayFormat('UTC');
}
