import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UserDetails } from '@squash/core';
import { CREDIT_PRICE_CENTS, PRODUCT_NAME, PURCHASABLE_CREDIT_AMOUNTS } from '@squash/core/rules';
import { ArrowLeft, Coins, LoaderCircle, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/button-link';
import { ErrorAlert } from '@/components/error-alert';
import { SignInRequired } from '@/components/sign-in-required';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PaidPlayForm, paidPlayMissing } from '@/features/account';
import { ApiError } from '@/lib/api-client';
import { useCurrentUserQuery } from '@/lib/current-user';
import { formatMoney } from '@/lib/format';
import { inReaderLanguage } from '@/lib/known-texts';
import { formatCreditsIn as formatCredits } from '@/lib/labels';
import { useCurrency, useSiteConfig } from '@/lib/site-config';
import { useCreditBalance, useCreditsEnabled } from '../api/credit-balance';
import { useCancelPayment, useCreatePayment } from '../api/payments';
import { CreditsHeading } from '../components/credits-heading';
import { TestCheckoutForm } from '../components/test-checkout-form';
import { rememberReturnTo } from '../utils/return-to';

// Stripe.js and its React bindings load only when Stripe is configured and a checkout is opened.
const StripeCheckout = lazy(() => import('../components/stripe-checkout'));

/** The spec's '1 Credit', '5 Credits', in the reader's language. */
export const creditLabel = (credits: number) => plural(credits, { one: '# Credit', other: '# Credits' });

/** Where a failed verification (receipt) sends the fan back to, with the reason to show. */
export interface PaymentPageState {
  verifyFailed?: boolean;
  /** After buying, go back here (a tournament page whose entry needed credits). */
  returnTo?: string;
}

type Checkout = { paymentId: string; sessionSecret: string; provider: 'test' | 'stripe'; creditAmount: number };

function AmountButton({
  credits,
  currency,
  busy,
  disabled,
  onChoose,
}: {
  credits: number;
  currency: string;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onChoose}
      className="h-auto flex-col items-start gap-1 rounded-xl p-5 text-start hover:border-primary hover:bg-primary/5"
    >
      <span className="flex items-center gap-2 font-display text-xl">
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Coins aria-hidden="true" className="size-5 text-primary" />
        )}
        {creditLabel(credits)}
      </span>
      <span className="font-normal text-muted-foreground">{formatMoney(credits * CREDIT_PRICE_CENTS, currency)}</span>
    </Button>
  );
}

/** The amounts on offer, each with its price. */
function AmountChoice({
  currency,
  chosen,
  pending,
  failed,
  refused,
  onChoose,
}: {
  currency: string;
  /** The amount whose checkout is being made, if any. */
  chosen: number | null;
  pending: boolean;
  failed: boolean;
  /** Why the server refused paid play to the fan (their age, place, the terms, a break), if it did. */
  refused: string | null;
  onChoose: (credits: number) => void;
}) {
  return (
    <section aria-labelledby="amount-heading" className="flex flex-col gap-4">
      {refused && <PaidPlayRefused message={refused} />}
      <div>
        <h2 id="amount-heading" className="font-semibold text-lg">
          <Trans>Choose an amount</Trans>
        </h2>
        <p className="text-muted-foreground text-sm">
          <Trans>
            One credit is {formatMoney(CREDIT_PRICE_CENTS, currency)}. Credits pay tournament entries; prizes in credits
            land here too.
          </Trans>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {PURCHASABLE_CREDIT_AMOUNTS.map((credits) => (
          <AmountButton
            key={credits}
            credits={credits}
            currency={currency}
            busy={chosen === credits}
            disabled={pending}
            onChoose={() => onChoose(credits)}
          />
        ))}
      </div>
      {failed && (
        <ErrorAlert title={t`Error`}>
          <Trans>Failed to initialize payment</Trans>
        </ErrorAlert>
      )}
    </section>
  );
}

/** The fan's balance, under the page's title. */
function BalanceLine({ credits }: { credits: number }) {
  return (
    <p className="text-muted-foreground text-sm">
      <Trans>
        Your balance: <span className="font-semibold text-foreground">{formatCredits(credits)}</span> credits
      </Trans>
    </p>
  );
}

/** The amount being paid, with Change to choose another. */
function CheckoutSummary({
  creditAmount,
  currency,
  onChange,
}: {
  creditAmount: number;
  currency: string;
  onChange: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border bg-card p-4">
      <div>
        <h2 id="checkout-heading" className="font-semibold">
          {creditLabel(creditAmount)}
        </h2>
        <p className="text-muted-foreground text-sm">{formatMoney(creditAmount * CREDIT_PRICE_CENTS, currency)}</p>
      </div>
      <Button type="button" variant="outline" onClick={onChange}>
        <Trans>Change</Trans>
      </Button>
    </div>
  );
}

/** The built-in test checkout's card form: a declined card says why here, a paid one goes to its receipt. */
function TestCheckout({
  checkout,
  currency,
  onDeclined,
  onPaid,
}: {
  checkout: Checkout;
  currency: string;
  onDeclined: (reason: string) => void;
  onPaid: (paymentId: string) => void;
}) {
  return (
    <div className="rounded-xl border bg-card p-4 sm:p-6">
      <TestCheckoutForm
        paymentId={checkout.paymentId}
        amountLabel={formatMoney(checkout.creditAmount * CREDIT_PRICE_CENTS, currency)}
        onDecided={(payment) =>
          payment.status === 'FAILED'
            ? onDeclined(payment.failureReason ? inReaderLanguage(payment.failureReason) : t`The payment failed.`)
            : onPaid(payment.id)
        }
      />
    </div>
  );
}

/** The server's sentence when it refused paid play (a 403), else null. */
const paidPlayRefusal = (error: unknown) => (error instanceof ApiError && error.status === 403 ? error.message : null);

/** The server refused paid play (age, place, terms, a break): its sentence, and the account page to fix it. */
function PaidPlayRefused({ message }: { message: string }) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>
        <Trans>You can't buy credits right now</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <span>{message}</span>
        <ButtonLink to={paths.accountPaidPlay.getHref()} variant="outline">
          <Trans>Go to your account</Trans>
        </ButtonLink>
      </AlertDescription>
    </Alert>
  );
}

/** A declined card: why, that nothing was charged, and another try. */
function PaymentDeclined({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>
        <Trans>Payment failed</Trans>
      </AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <Trans>{reason} Nothing was charged and no credits were added.</Trans>
        <Button type="button" variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          <Trans>Try another card</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** Paid play's questions before a fan's first purchase (issue 62): the server refuses a purchase without them. */
function FirstPurchaseQuestions({ user }: { user: UserDetails }) {
  return (
    <section aria-labelledby="paid-play-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <div>
        <h2 id="paid-play-heading" className="font-display text-xl">
          <Trans>Before your first purchase</Trans>
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">
          <Trans>
            Credits are for fans 18 or older (older where the law says so) who live where paid competitions may be run.
            Tell us when you were born and where you live; you can change it on your account page.
          </Trans>
        </p>
      </div>
      <PaidPlayForm user={user} submitLabel={t`Continue`} />
    </section>
  );
}

/** Spec 000, Credit purchase (/payment): choose an amount, then pay in the embedded checkout (Change goes back). */
export function PaymentPage() {
  const currentUser = useCurrentUserQuery();
  const creditsEnabled = useCreditsEnabled();
  const config = useSiteConfig().data;
  const currency = useCurrency();
  const balance = useCreditBalance();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as PaymentPageState;
  const create = useCreatePayment();
  const cancel = useCancelPayment();
  const [chosen, setChosen] = useState<number | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);

  const title = <title>{t`Buy Credits · ${PRODUCT_NAME}`}</title>;
  if (currentUser.isPending || !config) return <Spinner className="min-h-[60dvh]" />;
  if (!currentUser.data) {
    return (
      <>
        {title}
        <SignInRequired description={t`Please sign in to purchase credits`} />
      </>
    );
  }

  const choose = (creditAmount: number) => {
    setChosen(creditAmount);
    setDeclined(null);
    create.mutate(
      { creditAmount },
      {
        onSuccess: (session) => {
          rememberReturnTo(session.id, state.returnTo);
          setCheckout({
            paymentId: session.id,
            sessionSecret: session.sessionSecret,
            provider: session.provider,
            creditAmount,
          });
        },
        // A refusal of paid play says why on the page, with the way to fix it; anything else is a toast.
        onError: (error) =>
          paidPlayRefusal(error) ?? toast.error(t`Error`, { description: t`Failed to initialize payment` }),
      },
    );
  };
  const change = () => {
    // The payment left behind is ended at once (its receipt says Cancelled), not left pending for ever.
    if (checkout) cancel.mutate(checkout.paymentId);
    setCheckout(null);
    setChosen(null);
    setDeclined(null);
    create.reset();
  };
  const toReceipt = (paymentId: string) =>
    navigate(paths.paymentReceipt.getHref(paymentId), { state: { returnTo: state.returnTo } });

  const stripeKey = config.payments.stripePublishableKey;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      {title}
      <CreditsHeading
        title={t`Buy Credits`}
        detail={balance.data !== undefined && <BalanceLine credits={balance.data} />}
        action={
          <ButtonLink to={paths.credits.getHref()} variant="outline" icon={ArrowLeft}>
            <Trans>My Credits</Trans>
          </ButtonLink>
        }
      />

      {state.verifyFailed && <ErrorAlert title={t`Error`}>{t`Failed to verify payment`}</ErrorAlert>}

      {!creditsEnabled ? (
        <p className="text-muted-foreground">
          <Trans>Entries are free at the moment, so there are no credits to buy.</Trans>
        </p>
      ) : paidPlayMissing(currentUser.data) ? (
        <FirstPurchaseQuestions user={currentUser.data} />
      ) : checkout === null ? (
        <AmountChoice
          currency={currency}
          chosen={create.isPending ? chosen : null}
          pending={create.isPending}
          failed={create.isError && paidPlayRefusal(create.error) === null}
          refused={paidPlayRefusal(create.error)}
          onChoose={choose}
        />
      ) : (
        <section aria-labelledby="checkout-heading" className="flex flex-col gap-4">
          <CheckoutSummary creditAmount={checkout.creditAmount} currency={currency} onChange={change} />
          {declined ? (
            <PaymentDeclined reason={declined} onRetry={() => choose(checkout.creditAmount)} />
          ) : checkout.provider === 'stripe' && stripeKey ? (
            <Suspense fallback={<Spinner />}>
              <StripeCheckout
                key={checkout.paymentId}
                publishableKey={stripeKey}
                sessionSecret={checkout.sessionSecret}
              />
            </Suspense>
          ) : create.isPending ? (
            <Spinner />
          ) : (
            <TestCheckout
              key={checkout.paymentId}
              checkout={checkout}
              currency={currency}
              onDeclined={setDeclined}
              onPaid={toReceipt}
            />
          )}
        </section>
      )}
    </div>
  );
}
