import { Trans } from '@lingui/react/macro';
import type { SeasonLeaderboardRow } from '@squash/core';
import { FanLink } from '@/components/fan-link';
import { RankBadge, type RankColumn, RankTable } from '@/components/rank-table';
import { TableCell, TableRow } from '@/components/ui/table';

const COLUMNS: readonly RankColumn[] = [
  { key: 'rank', label: <Trans>Rank</Trans>, className: 'w-12 ps-3 text-center sm:w-20 sm:ps-4' },
  { key: 'username', label: <Trans>Username</Trans>, className: 'w-full px-2 sm:px-3' },
  { key: 'points', label: <Trans>Points</Trans>, className: 'px-2 text-end sm:px-3' },
  {
    key: 'tips',
    // A phone has no room for the long header; the full words stay for screen readers.
    label: (
      <>
        <span aria-hidden="true" className="sm:hidden">
          <Trans>Tips</Trans>
        </span>
        <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">
          <Trans>Correct tips</Trans>
        </span>
      </>
    ),
    className: 'px-2 text-end sm:px-3',
  },
  { key: 'entries', label: <Trans>Entries</Trans>, className: 'pe-3 ps-2 text-end sm:pe-4 sm:ps-3' },
];

/** Fans ranked on a season's sums (rank, username, points, correct tips, entries). */
export function SeasonLeaderboardTable({
  rows,
  caption,
  busy,
}: {
  rows: SeasonLeaderboardRow[];
  caption: string;
  busy: boolean;
}) {
  return (
    <RankTable caption={caption} busy={busy} columns={COLUMNS}>
      {rows.map((row) => (
        <TableRow key={row.userId}>
          <TableCell className="ps-3 text-center sm:ps-4">
            <RankBadge rank={row.rank} />
          </TableCell>
          <TableCell className="max-w-0 truncate px-2 font-semibold sm:px-3">
            <FanLink username={row.username} />
          </TableCell>
          <TableCell className="px-2 text-end font-display text-base tabular-nums sm:px-3">{row.points}</TableCell>
          <TableCell className="px-2 text-end tabular-nums sm:px-3">
            {row.score}
            <span className="text-muted-foreground">/{row.possibleScore}</span>
          </TableCell>
          <TableCell className="pe-3 ps-2 text-end tabular-nums sm:pe-4 sm:ps-3">{row.entries}</TableCell>
        </TableRow>
      ))}
    </RankTable>
  );
}
