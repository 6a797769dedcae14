import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Payment } from '@squash/core';
import { CreditCard, FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { usePayWithTestCard } from '../api/payments';
import { checkCardForm, formatCardNumber, formatExpiry } from '../utils/card-form';

/** Stripe's test cards, as the test checkout treats them (the server decides; this is only the hint). */
const TEST_CARDS = [
  { number: '4000 0003 6000 0006', outcome: msg`succeeds: an Australian card` },
  { number: '4242 4242 4242 4242', outcome: msg`succeeds if you live in the United States: an American card` },
  { number: '4000 0000 0000 0002', outcome: msg`is declined` },
  {
    number: '4000 0000 0000 3220',
    outcome: msg`stays processing for a few seconds (as a bank’s check would), then succeeds`,
  },
] as const;

type CardFieldName = 'cardNumber' | 'expiry' | 'cvc';

/** Each field's text as the fan types it: the number in groups of four, the expiry as MM / YY, the CVC digits. */
const FORMAT: Record<CardFieldName, (typed: string) => string> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: (typed) => typed.replaceAll(/\D/g, '').slice(0, 4),
};

/**
 * The built-in checkout, shown where Stripe's embedded checkout would be when no Stripe keys are set:
 * a card form that takes no money. The card number decides the outcome, as Stripe's test cards do.
 */
export function TestCheckoutForm({
  paymentId,
  amountLabel,
  onDecided,
}: {
  paymentId: string;
  /** What the Pay button says it takes: '$20.00 AUD'. */
  amountLabel: string;
  /** The server's answer: succeeded or processing (to the receipt), or declined (`failureReason`). */
  onDecided: (payment: Payment) => void;
}) {
  const pay = usePayWithTestCard();
  const [values, setValues] = useState<Record<CardFieldName, string>>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardFieldName, string>>>({});

  const field = (name: CardFieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (typed: string) => setValues({ ...values, [name]: FORMAT[name](typed) }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkCardForm(values, new Date());
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      document.getElementById(`card-${Object.keys(problems)[0]}`)?.focus();
      return;
    }
    pay.mutate({ paymentId, cardNumber: values.cardNumber }, { onSuccess: onDecided });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t`Card details`}>
      <Alert>
        <FlaskConical aria-hidden="true" />
        <AlertTitle>
          <Trans>Test mode: no real card is charged</Trans>
        </AlertTitle>
        <AlertDescription>
          <ul className="mt-1 flex flex-col gap-0.5">
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <span className="font-mono tabular-nums">{card.number}</span> {i18n._(card.outcome)}
              </li>
            ))}
          </ul>
          <p className="mt-1">
            <Trans>Any future expiry date and any 3 digits for CVC.</Trans>
          </p>
        </AlertDescription>
      </Alert>

      <CardField
        {...field('cardNumber')}
        label={t`Card number`}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField {...field('expiry')} label={t`Expiry`} autoComplete="cc-exp" placeholder={t`MM / YY`} />
        <CardField {...field('cvc')} label={t`CVC`} autoComplete="cc-csc" placeholder="123" maxLength={4} />
      </div>

      {pay.isError && <ErrorAlert title={t`Error`}>{errorMessage(pay.error)}</ErrorAlert>}

      <PendingButton type="submit" size="lg" pending={pay.isPending} pendingLabel={t`Paying…`} icon={CreditCard}>
        {t`Pay ${amountLabel}`}
      </PendingButton>
    </form>
  );
}

/** One field of the card form (numeric keyboard, the browser's card autofill). */
function CardField({
  name,
  label,
  value,
  error,
  onChange,
  autoComplete,
  placeholder,
  maxLength,
}: {
  name: CardFieldName;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (typed: string) => void;
  autoComplete: string;
  placeholder: string;
  maxLength?: number;
}) {
  return (
    <FormField id={`card-${name}`} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
