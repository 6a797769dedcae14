import { Trans } from '@lingui/react/macro';
import type { SeasonLeaderboardRow } from '@squash/core';
import { FanLink } from '@/components/fan-link';
import { RankBadge, type RankColumn, RankTable } from '@/components/rank-table';
import { TableCell, TableRow } from '@/components/ui/table';

const COLUMNS: readonly RankColumn[] = [
  { key: 'rank', label: <Trans>Rank</Trans>, className: 'w-12 pl-3 text-center sm:w-20 sm:pl-4' },
  { key: 'username', label: <Trans>Username</Trans>, className: 'w-full px-2 sm:px-3' },
  { key: 'points', label: <Trans>Points</Trans>, className: 'px-2 text-right sm:px-3' },
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
    className: 'px-2 text-right sm:px-3',
  },
  { key: 'entries', label: <Trans>Entries</Trans>, className: 'pr-3 pl-2 text-right sm:pr-4 sm:pl-3' },
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
          <TableCell className="pl-3 text-center sm:pl-4">
            <RankBadge rank={row.rank} />
          </TableCell>
          <TableCell className="max-w-0 truncate px-2 font-semibold sm:px-3">
            <FanLink username={row.username} />
          </TableCell>
          <TableCell className="px-2 text-right font-display text-base tabular-nums sm:px-3">{row.points}</TableCell>
          <TableCell className="px-2 text-right tabular-nums sm:px-3">
            {row.score}
            <span className="text-muted-foreground">/{row.possibleScore}</span>
          </TableCell>
          <TableCell className="pr-3 pl-2 text-right tabular-nums sm:pr-4 sm:pl-3">{row.entries}</TableCell>
        </TableRow>
      ))}
    </RankTable>
  );
}
