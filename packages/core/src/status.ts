import { FINISHED_TOURNAMENT_STATUSES, type TournamentStatus } from './constants.js';

/**
 * The status a reader should see at `now`: an UPCOMING tournament whose start has passed is ACTIVE
 * even before the lock job has run, so a late job can never reopen tipping.
 */
export function effectiveStatus(status: TournamentStatus, startsAt: Date | null, now: Date): TournamentStatus {
  if (status === 'UPCOMING' && startsAt !== null && startsAt.getTime() <= now.getTime()) return 'ACTIVE';
  return status;
}

export function isFinishedStatus(status: TournamentStatus): boolean {
  return (FINISHED_TOURNAMENT_STATUSES as readonly string[]).includes(status);
}

/** The tour's season runs from 1 August to 31 July: the 2025/26 season starts on 2025-08-01. */
export function seasonOf(date: Date): { label: string; startDate: string; endDate: string } {
  const year = date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return {
    label: `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
    startDate: `${year}-08-01`,
    endDate: `${year + 1}-07-31`,
  };
}
