import { t } from '@lingui/core/macro';
import type { DataIssueSeverity, TournamentStatus } from '@squash/core';
import { GENDERS } from '@squash/core/rules';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { genderLabel } from '@/lib/labels';
import { severityLabel, tournamentStatusLabel } from '../utils/labels';

/** Spec 001 §4: Upcoming blue, Active green, Completed gray, Creating yellow. */
const tournamentVariants: Record<TournamentStatus, BadgeVariant> = {
  UPCOMING: 'info',
  ACTIVE: 'success',
  COMPLETED: 'muted',
  CREATING: 'warning',
  SCORED: 'muted',
  PAYING: 'muted',
  PAID: 'muted',
};

export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  return <Badge variant={tournamentVariants[status]}>{tournamentStatusLabel(status)}</Badge>;
}

/** Spec 001 §2: HIGH red, MEDIUM yellow, LOW blue. */
const severityVariants: Record<DataIssueSeverity, BadgeVariant> = {
  HIGH: 'destructive',
  MEDIUM: 'warning',
  LOW: 'info',
};

export function SeverityBadge({ severity }: { severity: DataIssueSeverity }) {
  return <Badge variant={severityVariants[severity]}>{severityLabel(severity)}</Badge>;
}

export function MatchStatusBadge({ isCompleted }: { isCompleted: boolean }) {
  return <Badge variant={isCompleted ? 'muted' : 'info'}>{isCompleted ? t`Completed` : t`Upcoming`}</Badge>;
}

export function ResultBadge({ won }: { won: boolean }) {
  return (
    <Badge variant={won ? 'success' : 'destructive'} aria-label={won ? t`Won` : t`Lost`}>
      {won
        ? t({ message: 'W', comment: "The one-letter mark of a match won, on a player's list of matches" })
        : t({ message: 'L', comment: "The one-letter mark of a match lost, on a player's list of matches" })}
    </Badge>
  );
}

export { genderLabel };

/** The categories to choose from, in the reader's language. */
export const genderOptions = () => GENDERS.map((value) => ({ value, label: genderLabel(value) }));
