import { select, t } from '@lingui/core/macro';
import type { Tournament } from '@squash/core';
import { effectiveStatus } from '@squash/core/rules';
import { timeUntil } from '@/lib/format';
import { roundInSentence } from '@/lib/labels';

export type SecondChance = NonNullable<Tournament['secondChance']>;

/** A tournament's Second Chance (decision 020), shared by the tournaments' pages and the dashboard. */

/** The tournament's Second Chance while fans can still pick it (its lock not passed at `now`), else null. */
export function openSecondChance(tournament: Pick<Tournament, 'secondChance'>, now: Date): SecondChance | null {
  const chance = tournament.secondChance;
  return chance &&
    effectiveStatus(chance.status, chance.startsAt ? new Date(chance.startsAt) : null, now) === 'UPCOMING'
    ? chance
    : null;
}

/**
 * How a sentence speaks of the round a Second Chance starts from: a round of several matches named in the
 * plural ('the quarter-finals'), the final, or a numbered round ('round 2'). One message per sentence with a
 * case per kind (as the back office's record words): French agrees its article with the round ('dès les
 * quarts', 'dès la finale', 'dès le tour 2'; 'des', 'de la', 'du'), English its verb ('begin', 'begins').
 */
export type RoundKind = 'plural' | 'final' | 'numbered';

export function roundKind(name: string): RoundKind {
  if (name === 'Final') return 'final';
  return /^Round \d+$/.test(name) ? 'numbered' : 'plural';
}

/** 'pick from the quarter-finals', 'pick from the final', 'pick from round 2'. */
function pickFrom(fromRound: string): string {
  const round = roundInSentence(fromRound);
  return select(roundKind(fromRound), {
    final: `pick from the ${round}`,
    numbered: `pick from ${round}`,
    other: `pick from the ${round}`,
  });
}

/** 'Second Chance from the quarter-finals:', before the link to a started one's leaderboard. */
export function secondChanceFrom(fromRound: string): string {
  const round = roundInSentence(fromRound);
  return select(roundKind(fromRound), {
    final: `Second Chance from the ${round}:`,
    numbered: `Second Chance from ${round}:`,
    other: `Second Chance from the ${round}:`,
  });
}

/** What an open Second Chance is and when its picks lock, beneath its banner's title. */
export function secondChanceRules(fromRound: string): string {
  const round = roundInSentence(fromRound);
  return select(roundKind(fromRound), {
    final: `A free bracket on the rest of the draw, with its own leaderboard: everyone starts again from zero. Picks lock when the ${round} begins, or as soon as its result is recorded, whichever comes first.`,
    numbered: `A free bracket on the rest of the draw, with its own leaderboard: everyone starts again from zero. Picks lock when ${round} begins, or as soon as a result of ${round} is recorded, whichever comes first.`,
    other: `A free bracket on the rest of the draw, with its own leaderboard: everyone starts again from zero. Picks lock when the ${round} begin, or as soon as a result of the ${round} is recorded, whichever comes first.`,
  });
}

/** 'Second Chance open: pick from the quarter-finals, locks in 5 hours' (issue 27). */
export function secondChanceSentence(chance: SecondChance, now: Date): string {
  const from = pickFrom(chance.fromRound);
  return chance.startsAt
    ? t`Second Chance open: ${from}, locks in ${timeUntil(new Date(chance.startsAt), now)}`
    : t`Second Chance open: ${from}`;
}
