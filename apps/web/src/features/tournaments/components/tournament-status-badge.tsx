import { t } from '@lingui/core/macro';
import type { TournamentStatus } from '@squash/core';
import { isFinishedStatus } from '@squash/core/rules';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

function describe(status: TournamentStatus): { label: string; variant: BadgeVariant } {
  if (status === 'ACTIVE') return { label: t`Active`, variant: 'success' };
  if (status === 'UPCOMING') return { label: t`Upcoming`, variant: 'info' };
  // Scoring and payouts are back-office steps: to a fan the tournament is simply over.
  if (isFinishedStatus(status)) return { label: t`Completed`, variant: 'muted' };
  return { label: t`Draft`, variant: 'outline' };
}

/** The status chip; pass the status a visitor sees now (`statusAt`). */
export function TournamentStatusBadge({ status, className }: { status: TournamentStatus; className?: string }) {
  const { label, variant } = describe(status);
  return (
    <Badge variant={variant} className={className}>
      {status === 'ACTIVE' && (
        <span className="relative flex size-1.5" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-current opacity-60 motion-reduce:animate-none" />
          <span className={cn('relative inline-flex size-1.5 rounded-full bg-current')} />
        </span>
      )}
      {label}
    </Badge>
  );
}
