import { effectiveStatus, isFinishedStatus, type Tournament, type TournamentStatus } from '@squash/core';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

function describe(status: TournamentStatus): { label: string; variant: BadgeVariant } {
  if (status === 'ACTIVE') return { label: 'Active', variant: 'default' };
  if (status === 'UPCOMING') return { label: 'Upcoming', variant: 'info' };
  // Scoring and payouts are back-office steps: to a fan the tournament is simply over.
  if (isFinishedStatus(status)) return { label: 'Completed', variant: 'muted' };
  return { label: 'Draft', variant: 'outline' };
}

export function TournamentStatusBadge({ tournament, now }: { tournament: Tournament; now: Date }) {
  const startsAt = tournament.startsAt ? new Date(tournament.startsAt) : null;
  const { label, variant } = describe(effectiveStatus(tournament.status, startsAt, now));
  return <Badge variant={variant}>{label}</Badge>;
}
