import type { MyEntry, Tournament } from '@squash/core';
import { effectiveStatus, isFinishedStatus } from '@squash/core/rules';

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
