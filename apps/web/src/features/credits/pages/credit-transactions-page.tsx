import { CREDIT_TRANSACTION_LABELS, type CreditTransaction, formatCredits, PRODUCT_NAME } from '@squash/core';
import { format, parseISO } from 'date-fns';
import { ArrowLeft, Coins } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SignInRequired } from '@/components/sign-in-required';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUserQuery } from '@/lib/current-user';
import { useSiteConfig } from '@/lib/site-config';
import { cn } from '@/lib/utils';
import { useCreditTransactions } from '../api/get-credit-transactions';

/**
 * The spec's links from a transaction to what it is about: back-office pages for users, players and
 * matches (so only for an administrator, who can open them), a tournament's page for anyone.
 */
function resourceHref(resource: CreditTransaction['resource'], isAdmin: boolean): string | null {
  if (!resource) return null;
  if (resource.type === 'TOURNAMENT') return paths.tournament.getHref(resource.id);
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

function BackToDashboard() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.dashboard.getHref()}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  );
}

function TransactionItem({ transaction, isAdmin }: { transaction: CreditTransaction; isAdmin: boolean }) {
  const positive = transaction.amount > 0;
  const href = resourceHref(transaction.resource, isAdmin);
  return (
    <li className="flex flex-col gap-1 border-b py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="font-semibold">{CREDIT_TRANSACTION_LABELS[transaction.type]}</p>
        <p className="break-words text-muted-foreground text-sm">
          {href ? (
            <Link to={href} className="text-primary hover:underline">
              {transaction.description}
            </Link>
          ) : (
            transaction.description
          )}
        </p>
        <time dateTime={transaction.createdAt} className="text-muted-foreground text-xs">
          {format(parseISO(transaction.createdAt), 'MMM d, yyyy HH:mm')}
        </time>
      </div>
      <p
        className={cn(
          'shrink-0 font-semibold tabular-nums text-lg',
          positive ? 'text-green-600 dark:text-green-400' : 'text-red-600 dark:text-red-400',
        )}
      >
        {positive ? '+' : '−'}
        {formatCredits(Math.abs(transaction.amount))}
        <span className="sr-only"> credits</span>
      </p>
    </li>
  );
}

/** Spec 000, Credit transactions: the fan's credits, page by page (20), newest first. */
export function CreditTransactionsPage() {
  const currentUser = useCurrentUserQuery();
  const user = currentUser.data ?? null;
  const config = useSiteConfig().data;
  const [page, setPage] = useState(0);
  const transactions = useCreditTransactions({ page, enabled: user !== null && config?.creditsEnabled === true });

  const title = <title>{`Credit Transactions · ${PRODUCT_NAME}`}</title>;
  if (currentUser.isPending) return <Spinner className="min-h-[60dvh]" />;
  if (!user) {
    return (
      <>
        {title}
        <SignInRequired description="Please sign in to view your credit transactions" />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      {title}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <div className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Coins className="size-6" aria-hidden="true" />
          </div>
          <h1 className="font-display text-3xl">Credit Transactions</h1>
        </div>
        <BackToDashboard />
      </div>

      {config?.creditsEnabled === false ? (
        <p className="text-muted-foreground">Entries are free at the moment, so there are no credits to show.</p>
      ) : transactions.isPending ? (
        <Spinner />
      ) : transactions.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Error</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            {errorMessage(transactions.error)}
            <BackToDashboard />
          </AlertDescription>
        </Alert>
      ) : transactions.data.data.length === 0 ? (
        <div className="rounded-xl border p-8 text-center">
          <p className="font-semibold">No Transactions Yet</p>
          <p className="text-muted-foreground text-sm">Credits you buy, spend on entries or win will show here.</p>
        </div>
      ) : (
        <>
          <ul aria-label="Credit transactions" className="rounded-xl border bg-card px-4 sm:px-6">
            {transactions.data.data.map((transaction) => (
              <TransactionItem key={transaction.id} transaction={transaction} isAdmin={user.isAdmin} />
            ))}
          </ul>
          <Pager label="Transaction pages" pageInfo={transactions.data.pageInfo} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
