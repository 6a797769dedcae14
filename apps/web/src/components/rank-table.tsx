import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** A column head of a ranked table. */
export interface RankColumn {
  key: string;
  label: ReactNode;
  className?: string;
}

/** A ranked table's card: its caption for screen readers, its column heads, its rows. */
export function RankTable({
  id,
  caption,
  busy,
  columns,
  children,
}: {
  id?: string;
  caption: string;
  busy: boolean;
  /** The column heads, in order. */
  columns: readonly RankColumn[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <Table id={id} aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead key={column.key} scope="col" className={column.className}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}

/** A place in a ranked table, the podium marked: first filled, second and third tinted; '–' for none yet. */
export function RankBadge({ rank }: { rank: number | null }) {
  return (
    <span
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-full font-display text-base tabular-nums',
        rank === 1 && 'bg-primary text-primary-foreground',
        (rank === 2 || rank === 3) && 'bg-primary/15 text-foreground',
      )}
    >
      {rank ?? '–'}
    </span>
  );
}
