import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Tournament } from '@squash/core';

import { ArrowRight, CalendarDays, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { IconFact } from '@/components/icon-fact';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { openSecondChance, SecondChanceLink } from '@/features/second-chance';
import { genderLabel, ordinal } from '@/lib/labels';
import { formatShortDateRange } from '../utils/format';
import { statusAt } from '../utils/tournament-filters';
import { CourtPattern } from './court-pattern';
import { EntryFeeRows } from './entry-fee';
import { TournamentStatusBadge } from './tournament-status-badge';

/** Covers are shown at 16:9; the explicit size lets the browser reserve the space before the image loads. */
const COVER_WIDTH = 640;
const COVER_HEIGHT = 360;

export function TournamentCard({
  tournament,
  now,
  entry,
}: {
  tournament: Tournament;
  now: Date;
  /** The signed-in fan's entry (null: none yet); undefined for a visitor, who gets no entry chip. */
  entry?: { rank: number | null } | null;
}) {
  const status = statusAt(tournament, now);
  const isUpcoming = status === 'UPCOMING';
  const secondChance = openSecondChance(tournament, now);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[2/1] overflow-hidden bg-muted sm:aspect-video">
        {tournament.imageUrl ? <Cover key={tournament.imageUrl} src={tournament.imageUrl} /> : <NoImage />}
        <div className="absolute top-3 start-3 flex flex-wrap gap-2">
          <TournamentStatusBadge status={status} className="bg-card/95 shadow-sm backdrop-blur" />
          {entry !== undefined && (entry !== null || isUpcoming) && (
            <Badge
              variant={entry ? 'success' : 'muted'}
              className="bg-card/95 shadow-sm backdrop-blur"
              data-testid="entry-status"
            >
              {entry
                ? entry.rank !== null && !isUpcoming
                  ? t`Entered · ${ordinal(entry.rank)}`
                  : t`Entered`
                : t`Not entered`}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{genderLabel(tournament.gender)}</Badge>
        </div>
        <h2 className="text-lg leading-snug font-bold">{tournament.name}</h2>
        <dl className="grid gap-1.5 text-sm text-muted-foreground">
          <IconFact icon={CalendarDays} label={t`Dates`}>
            <time dateTime={tournament.startDate}>
              {formatShortDateRange(tournament.startDate, tournament.endDate)}
            </time>
          </IconFact>
          {tournament.location && (
            <IconFact icon={MapPin} label={t`Location`}>
              {tournament.location}
            </IconFact>
          )}
          <EntryFeeRows tournament={tournament} />
        </dl>
        {secondChance && <SecondChanceLink chance={secondChance} now={now} name={tournament.name} />}
        <div className="mt-auto pt-2">
          <ButtonLink
            to={paths.tournament.getHref(tournament.id)}
            aria-label={`${isUpcoming ? t`Submit Tips` : t`View Results`}: ${tournament.name} (${genderLabel(tournament.gender)})`}
            variant={isUpcoming ? 'default' : 'outline'}
            className="w-full"
            iconEnd={ArrowRight}
          >
            {isUpcoming ? t`Submit Tips` : t`View Results`}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/**
 * The cover, or the 'No Image' placeholder when it can't be loaded (a dead or moved link). A prerendered
 * page may have failed to load it before React took over, when no error event is left to hear: the
 * image's own state is checked once on mount too.
 */
function Cover({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <NoImage />;
  return (
    <img
      ref={image}
      src={src}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
    />
  );
}

function NoImage() {
  return (
    <div className="relative flex size-full items-center justify-center overflow-hidden bg-gradient-to-br from-muted via-muted to-primary/15">
      <CourtPattern className="absolute inset-4 size-[calc(100%-2rem)] text-foreground/10" />
      <span className="relative rounded-full bg-card/80 px-3 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Trans>No Image</Trans>
      </span>
    </div>
  );
}

/**
 * The card's shape while the list loads: the same boxes, each as high as the text it stands for (one line
 * of the title's and the dates' type, the badge's and the button's heights), so nothing moves when the
 * cards arrive.
 */
export function TournamentCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <Skeleton className="aspect-[2/1] rounded-none sm:aspect-video" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex">
          <Skeleton className="h-5.5 w-16 rounded-full" />
        </div>
        <div className="text-lg leading-snug">
          <Skeleton className="h-[1lh] w-3/4" />
        </div>
        <div className="grid gap-1.5 text-sm">
          <Skeleton className="h-[1lh] w-32" />
          <Skeleton className="h-[1lh] w-40" />
        </div>
        <div className="mt-auto pt-2">
          <Skeleton className="h-10 w-full" />
        </div>
      </div>
    </div>
  );
}
