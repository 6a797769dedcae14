import { t } from '@lingui/core/macro';
import type { EntryComparison, Match, MatchPlayer, Round } from '@squash/core';

type Difference = EntryComparison['differences'][number];

/** The two sides' names as the page says them: the reader's own entry is 'you'. */
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
    const winner = players.get(winnerId)?.fullName ?? 'that player';
    const [gainer, other] = gain > 0 ? [sides.a, sides.b] : [sides.b, sides.a];
    const gains = `${gainer} ${gainer === 'you' ? 'gain' : 'gains'} ${Math.abs(gain)} on ${other}`;
    if (score) return t`If ${winner} wins ${score}, ${gains}.`;
    const loserId = match?.playerOne?.id === winnerId ? match?.playerTwo?.id : match?.playerOne?.id;
    const loser = loserId && match?.playerOne && match?.playerTwo ? players.get(loserId)?.fullName : undefined;
    const outcome = loser ? t`If ${winner} beats ${loser}` : t`If ${winner} wins ${match ? matchLabel(match) : 'it'}`;
    return `${outcome}, ${gains}.`;
  });
}

/** 'the Final', 'Round 2 match 3'. */
export function matchLabel(match: Pick<Match, 'roundName' | 'position'>): string {
  return match.roundName === 'Final' ? 'the Final' : `${match.roundName} match ${match.position}`;
}

/** The draw's matches by id, in round order (the order the comparison lists them). */
export function matchesById(rounds: readonly Round[]): Map<string, Match> {
  return new Map(rounds.flatMap((round) => round.matches).map((match) => [match.id, match]));
}
