import { Trans } from '@lingui/react/macro';
import type { LeaderboardPrize, LeaderboardRow, Verdict } from '@squash/core';
import { CircleCheck, CircleDot, CircleMinus, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { FanLink } from '@/components/fan-link';
import { RankBadge, type RankColumn, RankTable } from '@/components/rank-table';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { creditsLabel, outlookMark, outlookMarkMeaning } from '@/lib/labels';
import { useCurrency } from '@/lib/site-config';
import { cn } from '@/lib/utils';

export interface ShownRow<Row extends LeaderboardRow = LeaderboardRow> {
  row: Row;
  /** The fan's own entry: highlighted, with a 'You' badge. */
  isMine: boolean;
  /** A copy of the fan's row shown after the top 3 because they are further down. */
  isPinned?: boolean;
}

/**
 * Entries ranked on one tournament (rank, username, correct tips, points), the fan's own rows marked,
 * while it is under way whether each can still win, and once it is settled each prize under its winner's
 * name: a tournament's leaderboard, or a league's table of one tournament.
 */
const COLUMNS: readonly RankColumn[] = [
  { key: 'rank', label: <Trans>Rank</Trans>, className: 'w-16 ps-4 text-center sm:w-20' },
  { key: 'username', label: <Trans>Username</Trans>, className: 'w-full' },
  { key: 'score', label: <Trans>Score</Trans>, className: 'text-end' },
  { key: 'points', label: <Trans>Points</Trans>, className: 'pe-4 text-end' },
];

/** The tournament's mark of a row: whether it can still finish first among all the entries. */
const tournamentMark = (row: LeaderboardRow) => row.outlook?.first ?? null;

export function LeaderboardTable<Row extends LeaderboardRow>({
  id,
  rows,
  caption,
  busy,
  markOf = tournamentMark,
  entryHref,
}: {
  id?: string;
  rows: readonly ShownRow<Row>[];
  caption: string;
  busy: boolean;
  /** Which 'can still win' mark a row shows, if any: a league's table marks who can still win the league. */
  markOf?: (row: Row) => Verdict | null;
  /** Where a row's name leads: the entry's picks once the tournament has started (none before). */
  entryHref?: (row: Row) => string;
}) {
  const marks = rows.map((shown) => markOf(shown.row));
  const shownMarks = VERDICTS.filter((verdict) => marks.includes(verdict));
  return (
    <>
      <RankTable id={id} caption={caption} busy={busy} columns={COLUMNS}>
        {rows.map((shown, index) => (
          <LeaderboardTableRow
            key={`${shown.row.entryId}${shown.isPinned ? ':pinned' : ''}`}
            {...shown}
            mark={marks[index] ?? null}
            href={entryHref?.(shown.row)}
          />
        ))}
      </RankTable>
      {shownMarks.length > 0 && <OutlookLegend verdicts={shownMarks} />}
    </>
  );
}

const VERDICTS = ['can', 'unknown', 'out'] as const satisfies readonly Verdict[];

/** What the marks under the names mean, beneath the table that shows them. */
function OutlookLegend({ verdicts }: { verdicts: readonly Verdict[] }) {
  return (
    <p data-testid="outlook-legend" className="mt-2 px-1 text-muted-foreground text-xs leading-5">
      {verdicts.map((verdict) => (
        <span key={verdict} className="me-3 inline-block">
          <span className="font-medium text-foreground">{outlookMark(verdict)}</span>: {outlookMarkMeaning(verdict)}.
        </span>
      ))}
      {/* Issue 63: two entries level on points differ when their picks still to be played differ. */}
      <span className="me-3 inline-block">
        <Trans>
          The marks follow each entry's picks still to be played, not its points so far: entries level on points can be
          marked differently.
        </Trans>
      </span>
      <Link
        to={`${paths.howItWorks.getHref()}#still-in-it`}
        className="text-primary underline-offset-4 hover:underline"
      >
        <Trans>How we know</Trans>
      </Link>
    </p>
  );
}

function LeaderboardTableRow({
  row,
  isMine,
  isPinned = false,
  mark,
  href,
}: ShownRow & { mark: Verdict | null; href: string | undefined }) {
  return (
    <TableRow
      data-mine={isMine || undefined}
      className={cn(isMine && 'bg-primary/10 hover:bg-primary/15', isPinned && 'border-y-2 border-y-primary/30')}
    >
      <TableCell className="ps-4 text-center">
        <RankBadge rank={row.rank} />
      </TableCell>
      <TableCell className="max-w-0 font-semibold">
        <div className="truncate">
          {href ? (
            <Link
              to={href}
              className="underline decoration-muted-foreground/40 underline-offset-4 hover:text-primary hover:decoration-primary"
            >
              {row.username}
              <span className="sr-only">
                {isMine ? <Trans>, see your picks</Trans> : <Trans>, see their picks</Trans>}
              </span>
            </Link>
          ) : (
            <FanLink username={row.username} />
          )}
          {isMine && (
            <Badge variant="default" className="ms-2 align-middle">
              <Trans>You</Trans>
            </Badge>
          )}
        </div>
        {row.prize && <PrizeMark prize={row.prize} />}
        {mark && <OutlookMark verdict={mark} />}
      </TableCell>
      <TableCell className="text-end tabular-nums">
        {row.score}
        <span className="text-muted-foreground">/{row.possibleScore}</span>
        <span className="sr-only">
          {' '}
          <Trans>correct tips</Trans>
        </span>
      </TableCell>
      <TableCell className="pe-4 text-end font-display text-base tabular-nums">{row.points}</TableCell>
    </TableRow>
  );
}

/** 'Won $18.00 AUD + 0.30 credits' under a prize winner's name, with a trophy. */
function PrizeMark({ prize }: { prize: LeaderboardPrize }) {
  const currency = useCurrency();
  const won = [
    prize.cashCents === null ? null : formatMoney(prize.cashCents, currency),
    prize.credits === null ? null : creditsLabel(prize.credits),
  ].filter((part) => part !== null);
  return (
    <div data-testid="leaderboard-prize" className="mt-0.5 flex items-start gap-1 font-medium text-primary text-xs">
      <Trophy aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        <Trans>Won {won.join(' + ')}</Trans>
      </span>
    </div>
  );
}

const OUTLOOK_ICONS = { can: CircleCheck, out: CircleMinus, unknown: CircleDot } as const;

/** 'Can still win', 'Out of the running' or 'May still win' under a name while the tournament is under way. */
function OutlookMark({ verdict }: { verdict: Verdict }) {
  const Icon = OUTLOOK_ICONS[verdict];
  return (
    <div
      data-testid="leaderboard-outlook"
      className={cn(
        'mt-0.5 flex items-center gap-1 text-xs font-medium',
        verdict === 'can' ? 'text-primary' : 'text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{outlookMark(verdict)}</span>
    </div>
  );
}
