import { t } from '@lingui/core/macro';
import type { EntryComparison, Match, MatchPlayer, Round } from '@squash/core';
import { roundLabel } from '@/lib/labels';

type Difference = EntryComparison['differences'][number];

/** The two sides' names as the page says them: the reader's own entry is 'you' (said in the reader's language). */
export interface Sides {
  a: string;
  b: string;
}

/**
 * What an undecided difference is worth, in words: 'If Park beats Todd, glass.priya44 gains 10 on you.' One
 * sentence per outcome still possible; a later-round match whose players aren't known yet says 'wins'.
 */
export function swingSentences(
  difference: Difference,
  match: Match | undefined,
  players: ReadonlyMap<string, MatchPlayer>,
  sides: Sides,
): string[] {
  return difference.swings.map(({ winnerId, gain, score }) => {
    const winner = players.get(winnerId)?.fullName ?? t`that player`;
    const [gainer, other] = gain > 0 ? [sides.a, sides.b] : [sides.b, sides.a];
    const points = Math.abs(gain);
    const otherName = other === 'you' ? t`you` : other;
    const gains =
      gainer === 'you' ? t`you gain ${points} on ${otherName}` : t`${gainer} gains ${points} on ${otherName}`;
    if (score) return t`If ${winner} wins ${score}, ${gains}.`;
    const loserId = match?.playerOne?.id === winnerId ? match?.playerTwo?.id : match?.playerOne?.id;
    const loser = loserId && match?.playerOne && match?.playerTwo ? players.get(loserId)?.fullName : undefined;
    if (loser) return t`If ${winner} beats ${loser}, ${gains}.`;
    const which = match ? matchLabel(match) : t`it`;
    return t`If ${winner} wins ${which}, ${gains}.`;
  });
}

/** 'the Final', 'Round 2 match 3'. */
export function matchLabel(match: Pick<Match, 'roundName' | 'position'>): string {
  if (match.roundName === 'Final') return t`the Final`;
  const round = roundLabel(match.roundName);
  const { position } = match;
  return t`${round} match ${position}`;
}

/** The draw's matches by id, in round order (the order the comparison lists them). */
export function matchesById(rounds: readonly Round[]): Map<string, Match> {
  return new Map(rounds.flatMap((round) => round.matches).map((match) => [match.id, match]));
}
