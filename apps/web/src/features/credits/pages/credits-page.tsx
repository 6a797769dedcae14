import { formatCredits, PRODUCT_NAME } from '@squash/core/rules';
import { ArrowRight, Coins, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { SignInRequired } from '@/components/sign-in-required';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCreditBalance, useCreditsEnabled } from '@/lib/credit-balance';
import { useCurrentUserQuery } from '@/lib/current-user';
import { useSiteConfig } from '@/lib/site-config';
import { useCreditTransactions } from '../api/get-credit-transactions';
import { TransactionItem } from '../components/transaction-item';

/** How many of the latest transactions the credits page shows (the full list is a link away). */
const LATEST = 5;

/** /credits: the fan's balance, Buy Credits, and their latest transactions with a link to all of them. */
export function CreditsPage() {
  const currentUser = useCurrentUserQuery();
  const config = useSiteConfig().data;
  const creditsEnabled = useCreditsEnabled();
  const balance = useCreditBalance();
  const user = currentUser.data ?? null;
  const transactions = useCreditTransactions({ page: 0, enabled: user !== null && creditsEnabled });

  const title = <title>{`My Credits · ${PRODUCT_NAME}`}</title>;
  if (currentUser.isPending || !config) return <Spinner className="min-h-[60dvh]" />;
  if (!user) {
    return (
      <>
        {title}
        <SignInRequired description="Please sign in to view your credits" />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      {title}
      <h1 className="font-display text-3xl">My Credits</h1>
      {!creditsEnabled ? (
        <p className="text-muted-foreground">Entries are free at the moment, so there are no credits to show.</p>
      ) : (
        <>
          <section
            aria-label="Balance"
            className="flex flex-col gap-4 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-center gap-4">
              <div className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Coins className="size-6" aria-hidden="true" />
              </div>
              <div>
                <p className="text-muted-foreground text-sm">Balance</p>
                <p className="font-display text-4xl tabular-nums" data-testid="credit-balance">
                  {balance.isPending ? '…' : balance.isError ? '—' : formatCredits(balance.data)}
                  <span className="ml-2 font-sans text-base text-muted-foreground">credits</span>
                </p>
              </div>
            </div>
            <Button asChild size="lg">
              <Link to={paths.payment.getHref()}>
                <Coins aria-hidden="true" />
                Buy Credits
              </Link>
            </Button>
          </section>
          {balance.isError && (
            <Alert variant="destructive" role="alert">
              <AlertTitle>Error</AlertTitle>
              <AlertDescription>{errorMessage(balance.error)}</AlertDescription>
            </Alert>
          )}

          <section aria-labelledby="latest-heading" className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-4">
              <h2 id="latest-heading" className="font-semibold text-lg">
                Latest transactions
              </h2>
              <Button asChild variant="link" className="px-0">
                <Link to={paths.creditTransactions.getHref()}>
                  <ListOrdered aria-hidden="true" />
                  All transactions
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
            {transactions.isPending ? (
              <Spinner />
            ) : transactions.isError ? (
              <Alert variant="destructive" role="alert">
                <AlertTitle>Error</AlertTitle>
                <AlertDescription>{errorMessage(transactions.error)}</AlertDescription>
              </Alert>
            ) : transactions.data.data.length === 0 ? (
              <div className="rounded-xl border p-8 text-center">
                <p className="font-semibold">No Transactions Yet</p>
                <p className="text-muted-foreground text-sm">
                  Credits you buy, spend on entries or win will show here.
                </p>
              </div>
            ) : (
              <ul aria-label="Latest credit transactions" className="rounded-xl border bg-card px-4 sm:px-6">
                {transactions.data.data.slice(0, LATEST).map((transaction) => (
                  <TransactionItem key={transaction.id} transaction={transaction} isAdmin={user.isAdmin} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
