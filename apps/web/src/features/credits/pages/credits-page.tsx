import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { ArrowRight, Coins, ListOrdered } from 'lucide-react';
import { ButtonLink } from '@/components/button-link';
import { ErrorAlert } from '@/components/error-alert';
import { SignInRequired } from '@/components/sign-in-required';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUserQuery } from '@/lib/current-user';
import { useSiteConfig } from '@/lib/site-config';
import { useCreditBalance, useCreditsEnabled } from '../api/credit-balance';
import { useCreditTransactions } from '../api/get-credit-transactions';
import { useMyPrizes } from '../api/my-prizes';
import { CreditBalanceCard } from '../components/credit-balance-card';
import { CreditsSection } from '../components/credits-section';
import { MyPayments } from '../components/my-payments';
import { PrizeList } from '../components/prize-list';
import { TransactionItem } from '../components/transaction-item';

/** How many of the latest transactions the credits page shows (the full list is a link away). */
const LATEST = 5;

/**
 * /credits: the fan's balance, Buy Credits, their latest transactions with a link to all of them, and
 * their latest card payments (each to its receipt, whatever became of it).
 */
export function CreditsPage() {
  const currentUser = useCurrentUserQuery();
  const config = useSiteConfig().data;
  const creditsEnabled = useCreditsEnabled();
  const balance = useCreditBalance();
  const user = currentUser.data ?? null;
  const transactions = useCreditTransactions({ page: 0, enabled: user !== null && creditsEnabled });

  const title = <title>{t`My Credits · ${PRODUCT_NAME}`}</title>;
  if (currentUser.isPending || !config) return <Spinner className="min-h-[60dvh]" />;
  if (!user) {
    return (
      <>
        {title}
        <SignInRequired description={t`Please sign in to view your credits`} />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      {title}
      <h1 className="font-display text-3xl">
        <Trans>My Credits</Trans>
      </h1>
      {!creditsEnabled ? (
        <p className="text-muted-foreground">
          <Trans>Entries are free at the moment, so there are no credits to show.</Trans>
        </p>
      ) : (
        <>
          <CreditBalanceCard
            label={t`Balance`}
            caption={t`Balance`}
            large
            actions={
              <ButtonLink to={paths.payment.getHref()} size="lg" icon={Coins}>
                <Trans>Buy Credits</Trans>
              </ButtonLink>
            }
          />
          {balance.isError && <ErrorAlert title={t`Error`}>{errorMessage(balance.error)}</ErrorAlert>}

          <CreditsSection
            title={t`Latest transactions`}
            action={
              <ButtonLink
                to={paths.creditTransactions.getHref()}
                variant="link"
                className="px-0"
                icon={ListOrdered}
                iconEnd={ArrowRight}
              >
                <Trans>All transactions</Trans>
              </ButtonLink>
            }
            query={transactions}
            isEmpty={(page) => page.data.length === 0}
            empty={
              <>
                <p className="font-semibold text-foreground text-base">
                  <Trans>No Transactions Yet</Trans>
                </p>
                <p>
                  <Trans>Credits you buy, spend on entries or win will show here.</Trans>
                </p>
              </>
            }
          >
            {(page) => (
              <ul aria-label={t`Latest credit transactions`} className="rounded-xl border bg-card px-4 sm:px-6">
                {page.data.slice(0, LATEST).map((transaction) => (
                  <TransactionItem key={transaction.id} transaction={transaction} isAdmin={user.isAdmin} />
                ))}
              </ul>
            )}
          </CreditsSection>
          <MyPrizes />
          <MyPayments enabled={user !== null} />
        </>
      )}
    </div>
  );
}

/** 'My prizes': every prize the fan has won, cash or credits, and where each stands. */
function MyPrizes() {
  return (
    <CreditsSection
      title={t`My prizes`}
      query={useMyPrizes({ enabled: true })}
      isEmpty={(prizes) => prizes.length === 0}
      empty={t`Finish in the prize places of a paid tournament and your prize shows here.`}
    >
      {(prizes) => <PrizeList prizes={prizes} linkTournaments />}
    </CreditsSection>
  );
}
