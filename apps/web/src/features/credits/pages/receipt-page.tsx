import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Payment } from '@squash/core';
import { PRODUCT_NAME } from '@squash/core/rules';
import { CircleCheck, CircleX, Clock, Coins } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/button-link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUserQuery } from '@/lib/current-user';
import { formatMoney } from '@/lib/format';
import { readerDateTime } from '@/lib/match-time';
import { isProcessing, usePayment, useRefreshCredits } from '../api/payments';
import { BackToDashboard } from '../components/back-to-dashboard';
import { PaymentOutcome } from '../components/payment-outcome';
import { recalledReturnTo } from '../utils/return-to';
import { creditLabel, type PaymentPageState } from './payment-page';

function Verifying() {
  return (
    <>
      <title>{`${t`Payment Receipt`} · ${PRODUCT_NAME}`}</title>
      <Spinner label={t`Verifying payment...`} className="min-h-[50dvh] py-0" />
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="text-end font-medium">{children}</dd>
    </div>
  );
}

function Details({ payment }: { payment: Payment }) {
  return (
    <dl className="divide-y rounded-xl border bg-card px-4 sm:px-6">
      <Row label={t`Credits`}>{creditLabel(payment.creditAmount)}</Row>
      <Row label={t`Amount`}>{formatMoney(payment.amountCents, payment.currency)}</Row>
      <Row label={t`Date`}>
        <time dateTime={payment.createdAt}>{readerDateTime(payment.createdAt)}</time>
      </Row>
      <Row label={t`Payment ID`}>
        <span className="break-all font-mono text-xs">{payment.id}</span>
      </Row>
    </dl>
  );
}

/**
 * Spec 000, Payment receipt (/payment/:id, /receipt/:id): 'Verifying payment...', then 'Payment
 * Processing' (asked again every 2 s) or 'Payment Receipt'. A payment that can't be loaded goes back to
 * /payment with 'Error' / 'Failed to verify payment'; a signed-out visitor goes there too, where 'Sign In
 * Required' tells them what to do, without the error.
 */
export function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const currentUser = useCurrentUserQuery();
  const navigate = useNavigate();
  const { returnTo: stateReturnTo } = (useLocation().state ?? {}) as PaymentPageState;
  // Back from Stripe or reloaded, the navigation state is gone: the way back was kept with the payment.
  const returnTo = stateReturnTo ?? recalledReturnTo(paymentId);
  const signedIn = currentUser.data != null;
  const payment = usePayment(paymentId, { enabled: signedIn && paymentId !== '' });
  const refreshCredits = useRefreshCredits();
  const wasProcessing = useRef(false);

  const signedOut = !currentUser.isPending && !signedIn;
  const failed = signedOut || paymentId === '' || payment.isError;
  useEffect(() => {
    if (!failed) return;
    // Signed out, /payment's 'Sign In Required' says what to do: an error toast over it would only alarm.
    if (!signedOut) toast.error(t`Error`, { description: t`Failed to verify payment` });
    void navigate(paths.payment.getHref(), {
      replace: true,
      state: { verifyFailed: !signedOut } satisfies PaymentPageState,
    });
  }, [failed, signedOut, navigate]);

  // Stripe returns the fan here after a webhook may already have credited them: read the balance afresh.
  useEffect(() => {
    void refreshCredits();
  }, [refreshCredits]);

  // A payment that was processing and is now decided changed the balance: ask for it again.
  const data = payment.data;
  useEffect(() => {
    if (!data) return;
    if (isProcessing(data)) wasProcessing.current = true;
    else if (wasProcessing.current) {
      wasProcessing.current = false;
      void refreshCredits();
    }
  }, [data, refreshCredits]);

  if (failed || !data) return <Verifying />;
  const processing = isProcessing(data);
  const succeeded = data.status === 'SUCCEEDED';
  /** Closed without being paid: the fan left it for another checkout, or it expired. */
  const ended = data.status === 'CANCELLED' || data.status === 'EXPIRED';
  // A receipt for money that moved; a payment that didn't go through is named for what happened to it.
  const heading = processing
    ? t`Payment Processing`
    : succeeded
      ? t`Payment Receipt`
      : data.status === 'CANCELLED'
        ? t`Payment Cancelled`
        : data.status === 'EXPIRED'
          ? t`Payment Expired`
          : t`Payment Failed`;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${heading} · ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col items-center gap-3 text-center">
        <div
          className={
            processing
              ? 'flex size-14 items-center justify-center rounded-2xl bg-amber-500/10 text-amber-600'
              : succeeded
                ? 'flex size-14 items-center justify-center rounded-2xl bg-success/10 text-success'
                : ended
                  ? 'flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground'
                  : 'flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive'
          }
        >
          {processing ? (
            <Clock className="size-7" aria-hidden="true" />
          ) : succeeded ? (
            <CircleCheck className="size-7" aria-hidden="true" />
          ) : (
            <CircleX className="size-7" aria-hidden="true" />
          )}
        </div>
        <h1 className="font-display text-3xl">{heading}</h1>
      </div>

      <div aria-live="polite" className="flex flex-col gap-4">
        <PaymentOutcome payment={data} />
        <Details payment={data} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {returnTo && succeeded && (
          <ButtonLink to={returnTo}>
            <Trans>Back to the tournament</Trans>
          </ButtonLink>
        )}
        <BackToDashboard />
        <ButtonLink
          to={paths.payment.getHref()}
          state={{ returnTo } satisfies PaymentPageState}
          variant={returnTo && succeeded ? 'outline' : 'default'}
          icon={Coins}
        >
          <Trans>Buy More Credits</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
