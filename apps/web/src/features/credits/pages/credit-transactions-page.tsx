import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { useState } from 'react';
import { SignInRequired } from '@/components/sign-in-required';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Pager } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUserQuery } from '@/lib/current-user';
import { useSiteConfig } from '@/lib/site-config';
import { useCreditTransactions } from '../api/get-credit-transactions';
import { BackToDashboard } from '../components/back-to-dashboard';
import { CreditsHeading } from '../components/credits-heading';
import { TransactionItem } from '../components/transaction-item';

/** Spec 000, Credit transactions: the fan's credits, page by page (20), newest first. */
export function CreditTransactionsPage() {
  const currentUser = useCurrentUserQuery();
  const user = currentUser.data ?? null;
  const config = useSiteConfig().data;
  const [page, setPage] = useState(0);
  const transactions = useCreditTransactions({ page, enabled: user !== null && config?.creditsEnabled === true });

  const title = <title>{t`Credit Transactions · ${PRODUCT_NAME}`}</title>;
  if (currentUser.isPending) return <Spinner className="min-h-[60dvh]" />;
  if (!user) {
    return (
      <>
        {title}
        <SignInRequired description={t`Please sign in to view your credit transactions`} />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      {title}
      <CreditsHeading title={t`Credit Transactions`} action={<BackToDashboard />} />

      {config?.creditsEnabled === false ? (
        <p className="text-muted-foreground">
          <Trans>Entries are free at the moment, so there are no credits to show.</Trans>
        </p>
      ) : transactions.isPending ? (
        <Spinner />
      ) : transactions.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>
            <Trans>Error</Trans>
          </AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            {errorMessage(transactions.error)}
            <BackToDashboard />
          </AlertDescription>
        </Alert>
      ) : transactions.data.data.length === 0 ? (
        <div className="rounded-xl border p-8 text-center">
          <p className="font-semibold">
            <Trans>No Transactions Yet</Trans>
          </p>
          <p className="text-muted-foreground text-sm">
            <Trans>Credits you buy, spend on entries or win will show here.</Trans>
          </p>
        </div>
      ) : (
        <>
          <ul aria-label={t`Credit transactions`} className="rounded-xl border bg-card px-4 sm:px-6">
            {transactions.data.data.map((transaction) => (
              <TransactionItem key={transaction.id} transaction={transaction} isAdmin={user.isAdmin} />
            ))}
          </ul>
          <Pager label={t`Transaction pages`} pageInfo={transactions.data.pageInfo} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
