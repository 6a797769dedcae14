import { Trans } from '@lingui/react/macro';
import type { CreditTransaction } from '@squash/core';

import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { creditTransactionLabel, creditTransactionText, formatCreditsIn as formatCredits } from '@/lib/labels';
import { readerDateTime } from '@/lib/match-time';
import { cn } from '@/lib/utils';

/**
 * The spec's links from a transaction to what it is about: back-office pages for users, players and
 * matches (so only for an administrator, who can open them), a tournament's page and a purchase's
 * receipt for anyone (the list is the fan's own).
 */
function resourceHref(resource: CreditTransaction['resource'], isAdmin: boolean): string | null {
  if (!resource) return null;
  if (resource.type === 'TOURNAMENT') return paths.tournament.getHref(resource.id);
  if (resource.type === 'PAYMENT') return paths.paymentReceipt.getHref(resource.id);
  if (!isAdmin) return null;
  switch (resource.type) {
    case 'USER':
      return `/admin/users/${encodeURIComponent(resource.id)}`;
    case 'PLAYER':
      return `/admin/players/${encodeURIComponent(resource.id)}`;
    case 'MATCH':
      return `/admin/matches/${encodeURIComponent(resource.id)}`;
    default:
      return null;
  }
}

export function TransactionItem({ transaction, isAdmin }: { transaction: CreditTransaction; isAdmin: boolean }) {
  const positive = transaction.amount > 0;
  const href = resourceHref(transaction.resource, isAdmin);
  return (
    <li className="flex flex-col gap-1 border-b py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="font-semibold">{creditTransactionLabel(transaction.type)}</p>
        <p className="break-words text-muted-foreground text-sm">
          {href ? (
            <Link to={href} className="text-primary hover:underline">
              {creditTransactionText(transaction)}
            </Link>
          ) : (
            creditTransactionText(transaction)
          )}
        </p>
        <time dateTime={transaction.createdAt} className="text-muted-foreground text-xs">
          {readerDateTime(transaction.createdAt)}
        </time>
      </div>
      <p className={cn('shrink-0 font-semibold tabular-nums text-lg', positive ? 'text-success' : 'text-destructive')}>
        {positive ? '+' : '−'}
        {formatCredits(Math.abs(transaction.amount))}
        <span className="sr-only">
          {' '}
          <Trans>credits</Trans>
        </span>
      </p>
    </li>
  );
}
