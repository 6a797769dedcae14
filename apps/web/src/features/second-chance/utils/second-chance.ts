import { t } from '@lingui/core/macro';
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

/** 'Second Chance open: pick from the quarter-finals, locks in 5 hours' (issue 27). */
export function secondChanceSentence(chance: SecondChance, now: Date): string {
  const from = t`pick from the ${roundInSentence(chance.fromRound)}`;
  return chance.startsAt
    ? t`Second Chance open: ${from}, locks in ${timeUntil(new Date(chance.startsAt), now)}`
    : t`Second Chance open: ${from}`;
}
