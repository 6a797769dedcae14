import { t } from '@lingui/core/macro';
import type { AuditResource, DataIssueSeverity, EntryStatus, PaymentStatus, TournamentStatus } from '@squash/core';

/* The back office's names of core's states and kinds, in the reader's language (issue 46). */

/** A tournament's status: 'Upcoming', 'Active' (spec 001 §4). */
export function tournamentStatusLabel(status: TournamentStatus): string {
  switch (status) {
    case 'CREATING':
      return t`Creating`;
    case 'UPCOMING':
      return t`Upcoming`;
    case 'ACTIVE':
      return t`Active`;
    case 'COMPLETED':
      return t`Completed`;
    case 'SCORED':
      return t`Scored`;
    case 'PAYING':
      return t`Paying`;
    case 'PAID':
      return t`Paid`;
  }
}

/** An entry's status: 'Open', 'Finalized', 'Refunded'. */
export function entryStatusLabel(status: EntryStatus): string {
  switch (status) {
    case 'OPEN':
      return t`Open`;
    case 'FINALIZED':
      return t`Finalized`;
    case 'REFUNDED':
      return t`Refunded`;
  }
}

/** A card payment's status. */
export function paymentStatusLabel(status: PaymentStatus): string {
  switch (status) {
    case 'CREATING':
      return t`Creating`;
    case 'PENDING':
      return t`Pending`;
    case 'SUCCEEDED':
      return t`Succeeded`;
    case 'FAILED':
      return t`Failed`;
    case 'CANCELLED':
      return t`Cancelled`;
    case 'EXPIRED':
      return t`Expired`;
  }
}

/** A data issue's severity, as spec 001 shows it: 'HIGH', 'MEDIUM', 'LOW'. */
export function severityLabel(severity: DataIssueSeverity): string {
  switch (severity) {
    case 'HIGH':
      return t`HIGH`;
    case 'MEDIUM':
      return t`MEDIUM`;
    case 'LOW':
      return t`LOW`;
  }
}

/** What an audit row is about. */
export function auditResourceLabel(resource: AuditResource): string {
  switch (resource) {
    case 'tournament':
      return t`Tournament`;
    case 'match':
      return t`Match`;
    case 'player':
      return t`Player`;
    case 'user':
      return t`User`;
    case 'credits':
      return t`Credits`;
    case 'prize':
      return t`Prize`;
    case 'league':
      return t`League`;
    case 'data-issue':
      return t`Data issue`;
    case 'ranking':
      return t`World ranks`;
    case 'jurisdiction':
      return t`Place`;
    case 'dispute':
      return t`Dispute`;
    case 'account-review':
      return t`Account review`;
    case 'site-settings':
      return t`Site settings`;
  }
}

/** The parts of an audit row shown on demand. */
export function auditPartLabel(part: 'request' | 'before' | 'after'): string {
  switch (part) {
    case 'request':
      return t`Request`;
    case 'before':
      return t`Before`;
    case 'after':
      return t`After`;
  }
}
