import { t } from '@lingui/core/macro';
import type { Gender, Tournament, TournamentStatus } from '@squash/core';
import { effectiveStatus, FINISHED_TOURNAMENT_STATUSES, GENDERS } from '@squash/core/rules';

/** The list's two views: 'Active & Upcoming' and 'Completed'. */
export const TOURNAMENT_FILTERS = ['current', 'completed'] as const;
export type TournamentFilter = (typeof TOURNAMENT_FILTERS)[number];

/** A view's name, in the reader's language. */
export function tournamentFilterLabel(filter: TournamentFilter): string {
  return filter === 'current' ? t`Active & Upcoming` : t`Completed`;
}

export interface TournamentListFilters {
  gender: Gender;
  filter: TournamentFilter;
}

export const DEFAULT_TOURNAMENT_FILTERS: TournamentListFilters = { gender: 'mens', filter: 'current' };

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** The choice kept in the address (`?gender=womens&filter=completed`); anything unknown falls back. */
export function readTournamentFilters(params: URLSearchParams): TournamentListFilters {
  return {
    gender: oneOf(GENDERS, params.get('gender'), DEFAULT_TOURNAMENT_FILTERS.gender),
    filter: oneOf(TOURNAMENT_FILTERS, params.get('filter'), DEFAULT_TOURNAMENT_FILTERS.filter),
  };
}

/** The address's query for a choice; defaults are left out so the plain `/tournaments` stays canonical. */
export function writeTournamentFilters(filters: TournamentListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.gender !== DEFAULT_TOURNAMENT_FILTERS.gender) params.set('gender', filters.gender);
  if (filters.filter !== DEFAULT_TOURNAMENT_FILTERS.filter) params.set('filter', filters.filter);
  return params;
}

/** The list call for a view: current ones by end date ascending, finished ones newest first. */
export function tournamentListQuery({ gender, filter }: TournamentListFilters): {
  gender: Gender;
  status: TournamentStatus[];
  sortBy: 'start_date' | 'end_date';
  sortOrder: 'asc' | 'desc';
} {
  return filter === 'current'
    ? { gender, status: ['ACTIVE', 'UPCOMING'], sortBy: 'end_date', sortOrder: 'asc' }
    : { gender, status: [...FINISHED_TOURNAMENT_STATUSES], sortBy: 'start_date', sortOrder: 'desc' };
}

/**
 * 'Active & Upcoming' order: tournaments under way first, then those still open for tips, each by end
 * date ascending (then start date and name, so equal dates keep a stable order).
 */
export function sortActiveFirst(tournaments: readonly Tournament[], now: Date): Tournament[] {
  const group = (tournament: Tournament) => (statusAt(tournament, now) === 'ACTIVE' ? 0 : 1);
  return [...tournaments].sort(
    (a, b) =>
      group(a) - group(b) ||
      a.endDate.localeCompare(b.endDate) ||
      a.startDate.localeCompare(b.startDate) ||
      a.name.localeCompare(b.name),
  );
}

/** The status a visitor sees now: an upcoming tournament whose start has passed is under way. */
export function statusAt(tournament: Pick<Tournament, 'status' | 'startsAt'>, now: Date): TournamentStatus {
  return effectiveStatus(tournament.status, tournament.startsAt ? new Date(tournament.startsAt) : null, now);
}
