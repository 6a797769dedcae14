import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { ErrorAlert } from '@/components/error-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Pager } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ApiError, errorMessage } from '@/lib/api-client';
import { creditTransactionLabel, creditTransactionText, formatCreditsIn as formatCredits } from '@/lib/labels';
import { readerDateTime } from '@/lib/match-time';
import { cn } from '@/lib/utils';
import { useAddBonusCredits, useUserCredits } from '../../payments/api/money';

function AddBonusCreditsDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddBonusCredits(userId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  // One key per opened form: a double click or a retry of the same submission grants once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const formId = useId();

  const close = () => {
    onOpenChange(false);
    setAmount('');
    setReason('');
    setErrors({});
    setKey(crypto.randomUUID());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    const credits = Number(amount);
    if (!/^\d+$/.test(amount.trim()) || credits < 1)
      problems.amount = t`Amount must be a whole number of credits, at least 1`;
    else if (credits > 1000) problems.amount = t`Amount must be at most 1000 credits`;
    if (reason.trim() === '') problems.reason = t`Reason is required`;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    add.mutate(
      { amount: credits, reason: reason.trim(), key },
      {
        onSuccess: () => {
          toast.success(t`Bonus credits added`, {
            description: plural(credits, { one: '# credit added.', other: '# credits added.' }),
          });
          close();
        },
        onError: (failure) =>
          setErrors(
            failure instanceof ApiError && failure.fields
              ? { ...failure.fields, form: failure.message }
              : { form: errorMessage(failure) },
          ),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>
              <Trans>Add Bonus Credits</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>The fan sees these as 'Bonus Credits' with your reason.</Trans>
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${formId}-amount`} label={t`Amount (credits)`} error={errors.amount}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${formId}-reason`} label={t`Reason`} error={errors.reason}>
            {(control) => (
              <Input {...control} maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
            )}
          </FormField>
          {errors.form && (
            <p role="alert" className="text-destructive text-sm">
              {errors.form}
            </p>
          )}
          <DialogActions onCancel={close} pending={add.isPending}>
            <Trans>Add Bonus Credits</Trans>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A fan's credits in the back office: balance, every transaction (20 a page), and Add Bonus Credits. */
export function UserCreditsCard({ userId }: { userId: string }) {
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const credits = useUserCredits(userId, page);
  return (
    <Card className="mt-6">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle>
            <Trans>Credits</Trans>
          </CardTitle>
          {credits.data && (
            <p className="mt-1 text-muted-foreground text-sm">
              <Trans>
                Balance:{' '}
                <span className="font-semibold text-foreground tabular-nums">
                  {formatCredits(credits.data.balance)}
                </span>
              </Trans>
            </p>
          )}
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          <Trans>Add Bonus Credits</Trans>
        </Button>
      </CardHeader>
      <CardContent>
        {credits.isPending ? (
          <Spinner />
        ) : credits.isError ? (
          <ErrorAlert title={t`Error loading credits`}>{errorMessage(credits.error)}</ErrorAlert>
        ) : credits.data.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            <Trans>No credit transactions yet.</Trans>
          </p>
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>
                    <Trans>Date</Trans>
                  </TableHead>
                  <TableHead>
                    <Trans>Type</Trans>
                  </TableHead>
                  <TableHead>
                    <Trans>Description</Trans>
                  </TableHead>
                  <TableHead className="text-end">
                    <Trans>Amount</Trans>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {credits.data.data.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell className="whitespace-nowrap">{readerDateTime(line.createdAt)}</TableCell>
                    <TableCell className="whitespace-nowrap">{creditTransactionLabel(line.type)}</TableCell>
                    <TableCell>{creditTransactionText(line)}</TableCell>
                    <TableCell
                      className={cn(
                        'text-end font-semibold tabular-nums',
                        line.amount > 0 ? 'text-success' : 'text-destructive',
                      )}
                    >
                      {line.amount > 0 ? '+' : '−'}
                      {formatCredits(Math.abs(line.amount))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager
              label={t`Credit transaction pages`}
              pageInfo={credits.data.pageInfo}
              onPageChange={setPage}
              className="mt-4"
            />
          </>
        )}
      </CardContent>
      <AddBonusCreditsDialog userId={userId} open={adding} onOpenChange={setAdding} />
    </Card>
  );
}
