import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Payment, PaymentStatus } from '@squash/core';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { readerDateTime } from '@/lib/match-time';
import { useMyPayments } from '../api/payments';
import { creditLabel } from '../pages/payment-page';
import { CreditsSection } from './credits-section';

const STATUS: Record<
  PaymentStatus,
  { label: MessageDescriptor; variant: 'success' | 'muted' | 'destructive' | 'warning' }
> = {
  SUCCEEDED: { label: msg`Paid`, variant: 'success' },
  PENDING: { label: msg`Processing`, variant: 'warning' },
  CREATING: { label: msg`Processing`, variant: 'warning' },
  FAILED: { label: msg`Failed`, variant: 'destructive' },
  CANCELLED: { label: msg`Cancelled`, variant: 'muted' },
  EXPIRED: { label: msg`Expired`, variant: 'muted' },
};

/**
 * /credits 'My Payments': the fan's latest card payments, each to its receipt, whatever became of it, so
 * a declined or still-processing attempt can be found again (the transactions list only has what paid).
 */
export function MyPayments({ enabled }: { enabled: boolean }) {
  return (
    <CreditsSection
      title={t`My payments`}
      query={useMyPayments({ enabled })}
      isEmpty={(payments) => payments.data.length === 0}
      empty={t`Card payments you make show here, with what became of each.`}
    >
      {(payments) => (
        <ul aria-label={t`My payments`} className="divide-y rounded-xl border bg-card">
          {payments.data.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </CreditsSection>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const status = STATUS[payment.status];
  return (
    <li>
      <Link
        to={paths.paymentReceipt.getHref(payment.id)}
        className="flex items-center gap-3 px-4 py-3 outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring sm:px-6"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="font-medium">
            {creditLabel(payment.creditAmount)} · {formatMoney(payment.amountCents, payment.currency)}
          </span>
          <time dateTime={payment.createdAt} className="text-muted-foreground text-sm">
            {readerDateTime(payment.createdAt)}
          </time>
        </div>
        <Badge variant={status.variant}>{i18n._(status.label)}</Badge>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}
