import type { LeaderboardRow } from '@squash/core';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/**
 * Entries ranked on one tournament, as the tournament leaderboard shows them (rank, username, correct tips,
 * points), with the fan's own row marked: a league's table of a tournament.
 */
export function LeagueRowsTable({
  rows,
  caption,
  busy,
  myUserId,
}: {
  rows: LeaderboardRow[];
  caption: string;
  busy: boolean;
  myUserId: string | undefined;
}) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <Table aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col" className="w-16 pl-4 text-center sm:w-20">
              Rank
            </TableHead>
            <TableHead scope="col" className="w-full">
              Username
            </TableHead>
            <TableHead scope="col" className="text-right">
              Score
            </TableHead>
            <TableHead scope="col" className="pr-4 text-right">
              Points
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const mine = row.userId === myUserId;
            return (
              <TableRow
                key={row.entryId}
                data-mine={mine || undefined}
                className={cn(mine && 'bg-primary/10 hover:bg-primary/15')}
              >
                <TableCell className="pl-4 text-center">
                  <span
                    className={cn(
                      'inline-flex size-8 items-center justify-center rounded-full font-display text-base tabular-nums',
                      row.rank === 1 && 'bg-primary text-primary-foreground',
                      (row.rank === 2 || row.rank === 3) && 'bg-primary/15 text-foreground',
                    )}
                  >
                    {row.rank ?? '–'}
                  </span>
                </TableCell>
                <TableCell className="max-w-0 truncate font-semibold">
                  {row.username}
                  {mine && <Badge className="ml-2 align-middle">You</Badge>}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {row.score}
                  <span className="text-muted-foreground">/{row.possibleScore}</span>
                  <span className="sr-only"> correct tips</span>
                </TableCell>
                <TableCell className="pr-4 text-right font-display text-base tabular-nums">{row.points}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
