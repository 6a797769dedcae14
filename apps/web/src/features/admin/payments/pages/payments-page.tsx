import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PaymentStatus } from '@squash/core';
import { PAYMENT_STATUSES } from '@squash/core/rules';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { Pager } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { formatTimestamp } from '../../utils/format';
import { paymentStatusLabel } from '../../utils/labels';
import { usePayments } from '../api/money';

const STATUS_VARIANT: Record<PaymentStatus, BadgeVariant> = {
  CREATING: 'muted',
  PENDING: 'warning',
  SUCCEEDED: 'success',
  FAILED: 'destructive',
  CANCELLED: 'muted',
  EXPIRED: 'muted',
};

/** Every card payment, newest first: status, fan, amount, and the provider's reference. */
export function AdminPaymentsPage() {
  const [page, setPage] = useState(0);
  // The dashboard's money cards link here with ?status=.
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('status');
  const [status, setStatus] = useState<PaymentStatus | ''>(
    PAYMENT_STATUSES.includes(linked as PaymentStatus) ? (linked as PaymentStatus) : '',
  );
  const payments = usePayments({ page, ...(status ? { status } : {}) });
  return (
    <>
      <title>{t`Payments · Admin`}</title>
      <PageHeader title={t`Payments`} />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <label className="grid gap-1 font-semibold text-sm" htmlFor="payments-status">
          <Trans>Status</Trans>
          <NativeSelect
            id="payments-status"
            value={status}
            onChange={(event) => {
              setPage(0);
              setStatus(event.target.value as PaymentStatus | '');
            }}
            className="w-48"
          >
            <option value="">
              <Trans>All</Trans>
            </option>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {paymentStatusLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <ListState query={payments} isEmpty={(list) => list.data.length === 0} emptyMessage={t`No payments yet.`}>
        {(list) => (
          <>
            {/* At 390 px the money comes first: the fan goes under the date, credits under the amount, and
                the provider's reference only where there is room. */}
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>
                    <Trans>Date</Trans>
                  </TableHead>
                  <TableHead className="hidden sm:table-cell">
                    <Trans>Fan</Trans>
                  </TableHead>
                  <TableHead>
                    <Trans>Amount</Trans>
                  </TableHead>
                  <TableHead>
                    <Trans>Status</Trans>
                  </TableHead>
                  <TableHead className="hidden md:table-cell">
                    <Trans>Provider reference</Trans>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.map((payment) => {
                  const fan = (
                    <Link to={paths.admin.user.getHref(payment.userId)} className="text-primary hover:underline">
                      {payment.username ?? payment.email ?? t`Deleted user`}
                    </Link>
                  );
                  return (
                    <TableRow key={payment.id}>
                      <TableCell className="sm:whitespace-nowrap">
                        {formatTimestamp(payment.createdAt)}
                        <span className="mt-1 block sm:hidden">{fan}</span>
                      </TableCell>
                      <TableCell className="hidden sm:table-cell">{fan}</TableCell>
                      <TableCell className="tabular-nums">
                        <span className="whitespace-nowrap">{formatMoney(payment.amountCents, payment.currency)}</span>
                        <span className="block text-muted-foreground text-xs">
                          {plural(payment.creditAmount, { one: '# credit', other: '# credits' })}
                        </span>
                      </TableCell>
                      <TableCell>
                        <Badge variant={STATUS_VARIANT[payment.status]}>{paymentStatusLabel(payment.status)}</Badge>
                        {payment.failureReason && (
                          <span className="mt-1 block text-muted-foreground text-xs">{payment.failureReason}</span>
                        )}
                      </TableCell>
                      <TableCell className="hidden md:table-cell">
                        <span className="break-all font-mono text-xs">
                          {payment.provider}: {payment.providerReference ?? '—'}
                        </span>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pager className="mt-4" label={t`Payment pages`} pageInfo={list.pageInfo} onPageChange={setPage} />
          </>
        )}
      </ListState>
    </>
  );
}
