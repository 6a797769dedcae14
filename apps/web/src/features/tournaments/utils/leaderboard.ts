import type { LeaderboardRow } from '@squash/core';

/** How many rows at the top the fan must be within to need no pinned copy of their rows. */
export const OWN_ROWS_VISIBLE_WITHIN = 7;
/** Where the fan's pinned rows go: after the podium. */
export const OWN_ROWS_AFTER = 3;

export interface DisplayedRow {
  row: LeaderboardRow;
  isMine: boolean;
  /** A copy of the fan's row shown after the top 3 because they are further down. */
  isPinned: boolean;
}

/**
 * The spec's leaderboard with the fan in it: their rows are shown after the top 3 when they are not
 * within the top 7 of the rows on screen. Their rows are marked wherever they appear.
 */
export function withOwnRows(rows: readonly LeaderboardRow[], own: readonly LeaderboardRow[]): DisplayedRow[] {
  const ownIds = new Set(own.map((row) => row.entryId));
  const displayed = rows.map((row) => ({ row, isMine: ownIds.has(row.entryId), isPinned: false }));
  const visible = rows.slice(0, OWN_ROWS_VISIBLE_WITHIN).some((row) => ownIds.has(row.entryId));
  if (own.length === 0 || visible) return displayed;
  const pinned = own.map((row) => ({ row, isMine: true, isPinned: true }));
  return [...displayed.slice(0, OWN_ROWS_AFTER), ...pinned, ...displayed.slice(OWN_ROWS_AFTER)];
}
