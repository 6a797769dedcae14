import type { Payment } from '@squash/core';
import { CircleX, Coins, LoaderCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { isProcessing } from '../api/payments';
import { creditLabel } from '../pages/payment-page';

/** What became of the payment, in words: processing, added to the balance, closed unpaid, or failed. */
export function PaymentOutcome({ payment }: { payment: Payment }) {
  const ended = payment.status === 'CANCELLED' || payment.status === 'EXPIRED';
  return isProcessing(payment) ? (
    <Alert variant="warning">
      <LoaderCircle className="animate-spin" aria-hidden="true" />
      <AlertDescription>Your payment is being processed. This may take a few minutes.</AlertDescription>
    </Alert>
  ) : payment.status === 'SUCCEEDED' ? (
    <Alert variant="success">
      <Coins aria-hidden="true" />
      <AlertTitle>Payment successful</AlertTitle>
      <AlertDescription>
        {creditLabel(payment.creditAmount)} {payment.creditAmount === 1 ? 'has' : 'have'} been added to your balance.
      </AlertDescription>
    </Alert>
  ) : ended ? (
    <Alert>
      <CircleX aria-hidden="true" />
      <AlertTitle>{payment.status === 'CANCELLED' ? 'Payment cancelled' : 'Payment expired'}</AlertTitle>
      <AlertDescription>
        {payment.failureReason ?? 'This checkout was closed before it was paid.'} No credits were added, and this
        payment can no longer be made: buy credits again to start a new one.
      </AlertDescription>
    </Alert>
  ) : (
    <Alert variant="destructive">
      <CircleX aria-hidden="true" />
      <AlertTitle>Payment failed</AlertTitle>
      <AlertDescription>
        {payment.failureReason ?? 'The payment did not go through.'} Nothing was charged and no credits were added.
      </AlertDescription>
    </Alert>
  );
}
