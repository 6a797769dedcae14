import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { DEPOSIT_PERIODS, type DepositLimits, type DepositLimitsRequest, type DepositPeriod } from '@squash/core';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { useSetDepositLimits } from '../api/responsible-play';

const PERIOD_LABEL: Record<DepositPeriod, () => string> = {
  daily: () => t`Per day`,
  weekly: () => t`Per week`,
  monthly: () => t`Per month`,
};

const asText = (amount: number | null) => (amount === null ? '' : String(amount));

/**
 * Deposit limits per day, week and month, in credits (issue 62): empty for none. A lower limit holds at once;
 * a higher one, or none, only a day later, and the form says from when.
 */
export function DepositLimitsForm({ limits }: { limits: DepositLimits }) {
  const save = useSetDepositLimits();
  const formId = useId();
  const [values, setValues] = useState<Record<DepositPeriod, string>>({
    daily: asText(limits.daily.amount),
    weekly: asText(limits.weekly.amount),
    monthly: asText(limits.monthly.amount),
  });
  const [errors, setErrors] = useState<Partial<Record<DepositPeriod, string>>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong: Partial<Record<DepositPeriod, string>> = {};
    const parse = (period: DepositPeriod) => {
      const typed = values[period].trim();
      if (typed === '') return null;
      if (!/^[1-9]\d{0,5}$/.test(typed)) wrong[period] = t`A whole number of credits, or empty for none`;
      return Number(typed);
    };
    const body: DepositLimitsRequest = { daily: parse('daily'), weekly: parse('weekly'), monthly: parse('monthly') };
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    try {
      await save.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      return;
    }
    toast.success(t`Limits saved`);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t`Deposit limits`}>
      {save.isError && !(save.error instanceof ApiError && save.error.fields) && (
        <ErrorAlert>{errorMessage(save.error)}</ErrorAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {DEPOSIT_PERIODS.map((period) => {
          const pending = limits[period].pending;
          return (
            <FormField
              key={period}
              id={`${formId}-${period}`}
              label={PERIOD_LABEL[period]()}
              error={errors[period]}
              hint={
                pending &&
                (pending.amount === null
                  ? t`No limit from ${formatMoment(pending.from)}`
                  : t`${pending.amount} credits from ${formatMoment(pending.from)}`)
              }
            >
              {(control) => (
                <Input
                  {...control}
                  name={period}
                  inputMode="numeric"
                  placeholder={t`No limit`}
                  value={values[period]}
                  onChange={(event) => setValues({ ...values, [period]: event.target.value })}
                />
              )}
            </FormField>
          );
        })}
      </div>
      <p className="text-muted-foreground text-sm">
        <Trans>In credits. A lower limit holds at once; a higher one, or removing one, only after 24 hours.</Trans>
      </p>
      <div>
        <PendingButton type="submit" pending={save.isPending}>
          <Trans>Save limits</Trans>
        </PendingButton>
      </div>
    </form>
  );
}
