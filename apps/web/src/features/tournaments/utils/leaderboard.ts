import type { LeaderboardRow } from '@squash/core';

/** How many rows at the top the fan must be within to need no pinned copy of their rows. */
export const OWN_ROWS_VISIBLE_WITHIN = 7;
/** Where the fan's pinned rows go: after the podium. */
export const OWN_ROWS_AFTER = 3;

export interface DisplayedRow {
  row: LeaderboardRow;
  isMine: boolean;
  /** The fan's row, moved up to just after the podium because they are further down. */
  isPinned: boolean;
}

/**
 * The spec's leaderboard with the fan in it: their rows are shown after the top 3 when they are not
 * within the top 7 of the rows on screen, and marked wherever they are. A row is never shown twice: one
 * on screen further down moves up rather than being copied (45 entries are 45 rows), and the pinned
 * rows go after the whole group tied at the third row's rank, never between two tied rows.
 */
export function withOwnRows(rows: readonly LeaderboardRow[], own: readonly LeaderboardRow[]): DisplayedRow[] {
  const ownIds = new Set(own.map((row) => row.entryId));
  const displayed = rows.map((row) => ({ row, isMine: ownIds.has(row.entryId), isPinned: false }));
  const visible = rows.slice(0, OWN_ROWS_VISIBLE_WITHIN).some((row) => ownIds.has(row.entryId));
  if (own.length === 0 || visible) return displayed;
  const pinned = own.map((row) => ({ row, isMine: true, isPinned: true }));
  const rest = displayed.filter(({ isMine }) => !isMine);
  const podiumRank = rest[OWN_ROWS_AFTER - 1]?.row.rank;
  let after = Math.min(OWN_ROWS_AFTER, rest.length);
  while (podiumRank !== undefined && after < rest.length && rest[after]?.row.rank === podiumRank) after++;
  return [...rest.slice(0, after), ...pinned, ...rest.slice(after)];
}
