import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Payment } from '@squash/core';
import { CircleX, Coins, LoaderCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { inReaderLanguage } from '@/lib/known-texts';
import { isProcessing } from '../api/payments';
import { creditLabel } from '../pages/payment-page';

/** What became of the payment, in words: processing, added to the balance, closed unpaid, or failed. */
export function PaymentOutcome({ payment }: { payment: Payment }) {
  const ended = payment.status === 'CANCELLED' || payment.status === 'EXPIRED';
  return isProcessing(payment) ? (
    <Alert variant="warning">
      <LoaderCircle className="animate-spin" aria-hidden="true" />
      <AlertDescription>
        <Trans>Your payment is being processed. This may take a few minutes.</Trans>
      </AlertDescription>
    </Alert>
  ) : payment.status === 'SUCCEEDED' ? (
    <Alert variant="success">
      <Coins aria-hidden="true" />
      <AlertTitle>
        <Trans>Payment successful</Trans>
      </AlertTitle>
      <AlertDescription>
        {payment.creditAmount === 1 ? (
          <Trans>{creditLabel(payment.creditAmount)} has been added to your balance.</Trans>
        ) : (
          <Trans>{creditLabel(payment.creditAmount)} have been added to your balance.</Trans>
        )}
      </AlertDescription>
    </Alert>
  ) : ended ? (
    <Alert>
      <CircleX aria-hidden="true" />
      <AlertTitle>{payment.status === 'CANCELLED' ? t`Payment cancelled` : t`Payment expired`}</AlertTitle>
      <AlertDescription>
        {payment.failureReason ? (
          inReaderLanguage(payment.failureReason)
        ) : (
          <Trans>This checkout was closed before it was paid.</Trans>
        )}{' '}
        <Trans>
          No credits were added, and this payment can no longer be made: buy credits again to start a new one.
        </Trans>
      </AlertDescription>
    </Alert>
  ) : (
    <Alert variant="destructive">
      <CircleX aria-hidden="true" />
      <AlertTitle>
        <Trans>Payment failed</Trans>
      </AlertTitle>
      <AlertDescription>
        {payment.failureReason ? (
          inReaderLanguage(payment.failureReason)
        ) : (
          <Trans>The payment did not go through.</Trans>
        )}{' '}
        <Trans>Nothing was charged and no credits were added.</Trans>
      </AlertDescription>
    </Alert>
  );
}
