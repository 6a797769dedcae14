import { Trans } from '@lingui/react/macro';
import type { MyEntry, MyPrize } from '@squash/core';
import type { LucideIcon } from 'lucide-react';
import { ChevronRight, Search, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { IconTile } from '@/components/icon-tile';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useMyPrizes } from '@/features/credits';
import { formatMoney } from '@/lib/format';
import { compactCountdown, creditsLabel, genderLabel, ordinal } from '@/lib/labels';
import { venueTime } from '@/lib/match-time';
import { useCurrency } from '@/lib/site-config';
import { cn } from '@/lib/utils';
import { startOf } from '../utils/group-entries';

export type ListKind = 'active' | 'upcoming' | 'past';

/** One of the dashboard's lists (Active, Upcoming or Past Tournaments); 'No {title}' when empty. */
export function TournamentListCard({
  kind,
  title,
  icon,
  entries,
  now,
}: {
  kind: ListKind;
  title: string;
  icon: LucideIcon;
  entries: readonly MyEntry[];
  now: Date;
}) {
  const headingId = `dashboard-${kind}`;
  // The past list says what the fan won where they won something.
  const prizes = useMyPrizes({ enabled: kind === 'past' && entries.length > 0 }).data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-xl border bg-card shadow-sm">
      <div className="flex items-center gap-3 border-b px-5 py-4">
        <IconTile icon={icon} size="sm" />
        <h2 id={headingId} className="text-lg font-bold">
          {title}
        </h2>
        {entries.length > 0 && (
          <Badge variant="muted" className="ms-auto tabular-nums">
            {entries.length}
          </Badge>
        )}
      </div>
      {entries.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-5 py-10 text-center">
          <p className="font-semibold text-muted-foreground">
            <Trans>No {title}</Trans>
          </p>
          <ButtonLink to={paths.tournaments.getHref()} variant="outline" size="sm" icon={Search}>
            <Trans>Browse tournaments</Trans>
          </ButtonLink>
        </div>
      ) : (
        <ul className="flex flex-col divide-y">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link
                to={paths.tournament.getHref(entry.tournamentId)}
                className="group flex items-center gap-3 px-5 py-3.5 transition-colors outline-none hover:bg-accent/60 focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-semibold leading-snug group-hover:text-primary">{entry.tournament.name}</span>
                  <span className="text-sm text-muted-foreground">{genderLabel(entry.tournament.gender)}</span>
                  {kind === 'past' && (
                    <PrizeWon prizes={prizes?.filter((p) => p.tournamentId === entry.tournamentId)} />
                  )}
                </div>
                <EntryDetail kind={kind} entry={entry} now={now} />
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EntryDetail({ kind, entry, now }: { kind: ListKind; entry: MyEntry; now: Date }) {
  const classes = 'shrink-0 text-end text-sm';
  if (kind === 'past') {
    return (
      <span className={classes}>
        <span className="block text-xs text-muted-foreground">
          <Trans>Finished</Trans>
        </span>
        <span className={cn('font-display text-xl leading-tight', entry.rank === 1 && 'text-primary')}>
          {entry.rank === null ? '–' : ordinal(entry.rank)}
        </span>
      </span>
    );
  }
  if (kind === 'active') {
    return (
      <span className={cn(classes, 'font-semibold tabular-nums')}>
        <Trans>
          {entry.score}/{entry.possibleScore} tips correct
        </Trans>
      </span>
    );
  }
  return (
    <span className={classes}>
      <span className="block text-xs text-muted-foreground">
        <Trans>Starts in</Trans>
      </span>
      <span className="font-semibold tabular-nums">{compactCountdown(startOf(entry.tournament), now)}</span>
      {entry.tournament.startsAt && (
        <time dateTime={entry.tournament.startsAt} className="block text-xs text-muted-foreground">
          {venueTime(entry.tournament.startsAt, entry.tournament.timezone)}
        </time>
      )}
    </span>
  );
}

/** 'Won $12.00 AUD · owed' (the cash) or 'Won 0.55 credits' under a past tournament the fan won a prize in. */
function PrizeWon({ prizes }: { prizes: MyPrize[] | undefined }) {
  const currency = useCurrency();
  if (!prizes || prizes.length === 0) return null;
  const cash = prizes.find((prize) => prize.kind === 'CASH');
  const credits = prizes.find((prize) => prize.kind === 'CREDITS');
  const owed = cash?.status === 'OWED';
  return (
    <Badge variant={owed ? 'warning' : 'success'} className="w-fit">
      <Trophy aria-hidden="true" className="size-3" />
      {owed ? (
        <Trans>Won {cash ? formatMoney(cash.cents, currency) : creditsLabel(credits?.credits ?? 0)} · owed</Trans>
      ) : (
        <Trans>Won {cash ? formatMoney(cash.cents, currency) : creditsLabel(credits?.credits ?? 0)}</Trans>
      )}
    </Badge>
  );
}
