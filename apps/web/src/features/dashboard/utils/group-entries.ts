import type { MyEntry, Tournament } from '@squash/core';
import { effectiveStatus, isFinishedStatus } from '@squash/core/rules';
import { openSecondChance, type SecondChance } from '@/features/second-chance';

export interface DashboardLists {
  active: MyEntry[];
  upcoming: MyEntry[];
  past: MyEntry[];
}

/** When tipping closes: the first match's start, else the first day (dates are the venue's, read as UTC). */
export function startOf(tournament: Pick<Tournament, 'startsAt' | 'startDate'>): Date {
  return new Date(tournament.startsAt ?? `${tournament.startDate}T00:00:00Z`);
}

/**
 * The dashboard's three lists at `now`: under way, still open for tips (soonest first) and finished (most
 * recent first). An upcoming tournament whose start has passed already counts as active. Drafts are left out.
 */
export function groupEntries(entries: readonly MyEntry[], now: Date): DashboardLists {
  const lists: DashboardLists = { active: [], upcoming: [], past: [] };
  for (const entry of entries) {
    const { tournament } = entry;
    const status = effectiveStatus(tournament.status, tournament.startsAt ? new Date(tournament.startsAt) : null, now);
    if (status === 'ACTIVE') lists.active.push(entry);
    else if (status === 'UPCOMING') lists.upcoming.push(entry);
    else if (isFinishedStatus(status)) lists.past.push(entry);
  }
  const byStart = (a: MyEntry, b: MyEntry) =>
    startOf(a.tournament).getTime() - startOf(b.tournament).getTime() ||
    a.tournament.name.localeCompare(b.tournament.name);
  lists.active.sort(byStart);
  lists.upcoming.sort(byStart);
  lists.past.sort(
    (a, b) =>
      b.tournament.endDate.localeCompare(a.tournament.endDate) || a.tournament.name.localeCompare(b.tournament.name),
  );
  return lists;
}

/**
 * The Second Chances the fan can still pick and hasn't entered, each with its main tournament's name: of the
 * tournaments they entered, soonest lock first.
 */
export function secondChancesToPlay(
  entries: readonly MyEntry[],
  now: Date,
): Array<{ chance: SecondChance; name: string }> {
  const entered = new Set(entries.map((entry) => entry.tournamentId));
  return entries
    .flatMap(({ tournament }) => {
      const chance = openSecondChance(tournament, now);
      return chance && !entered.has(chance.id) ? [{ chance, name: tournament.name }] : [];
    })
    .sort((a, b) => (a.chance.startsAt ?? '').localeCompare(b.chance.startsAt ?? '') || a.name.localeCompare(b.name));
}
