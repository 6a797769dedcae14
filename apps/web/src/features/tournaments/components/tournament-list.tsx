import type { Gender, Tournament } from '@squash/core';
import { CalendarDays, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDateRange } from '@/lib/format';
import { TournamentStatusBadge } from './tournament-status-badge';

const GENDER_LABELS: Record<Gender, string> = { mens: "Men's", womens: "Women's" };

export function TournamentList({ tournaments, labelledBy }: { tournaments: Tournament[]; labelledBy: string }) {
  if (tournaments.length === 0) {
    return <p className="py-16 text-center text-muted-foreground">No tournaments yet. Check back soon.</p>;
  }
  const now = new Date();
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-4 md:grid-cols-2">
      {tournaments.map((tournament) => (
        <li key={tournament.id}>
          <TournamentListItem tournament={tournament} now={now} />
        </li>
      ))}
    </ul>
  );
}

function TournamentListItem({ tournament, now }: { tournament: Tournament; now: Date }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{GENDER_LABELS[tournament.gender]}</Badge>
        <TournamentStatusBadge tournament={tournament} now={now} />
      </div>
      <h2 className="text-lg font-semibold leading-snug">{tournament.name}</h2>
      <dl className="grid gap-1.5 text-sm text-muted-foreground">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays className="size-4" aria-hidden="true" />
            <span className="sr-only">Dates</span>
          </dt>
          <dd>
            <time dateTime={tournament.startDate}>{formatDateRange(tournament.startDate, tournament.endDate)}</time>
          </dd>
        </div>
        {tournament.location && (
          <div className="flex items-center gap-2">
            <dt>
              <MapPin className="size-4" aria-hidden="true" />
              <span className="sr-only">Location</span>
            </dt>
            <dd>{tournament.location}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
