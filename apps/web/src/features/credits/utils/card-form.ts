import { t } from '@lingui/core/macro';
/** The test checkout's card form: what a fan types, tidied as they type, and checked before it is sent. */
export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Digits in groups of four, at most 19: '4242424242424242' -> '4242 4242 4242 4242'. */
export function formatCardNumber(input: string): string {
  const digits = input.replaceAll(/\D/g, '').slice(0, 19);
  return digits.replaceAll(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / YY' as the digits arrive: '1' -> '1', '12' -> '12 / ', '1230' -> '12 / 30'. */
export function formatExpiry(input: string): string {
  const digits = input.replaceAll(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  // Deleting back over the separator leaves the month alone.
  if (digits.length === 2) return input.endsWith(' ') || input.length <= 2 ? `${digits} / ` : digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The form's problems by field, empty when it can be sent. The card itself is the server's to judge. */
export function checkCardForm(form: CardForm, now: Date): Partial<Record<keyof CardForm, string>> {
  const problems: Partial<Record<keyof CardForm, string>> = {};
  const digits = form.cardNumber.replaceAll(/\D/g, '');
  if (digits.length === 0) problems.cardNumber = t`Card number is required`;
  else if (digits.length < 12 || digits.length > 19) problems.cardNumber = t`Card number must be 12 to 19 digits`;

  const expiry = /^(\d{2}) \/ (\d{2})$/.exec(form.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (form.expiry.trim() === '') problems.expiry = t`Expiry is required`;
  else if (!expiry || month < 1 || month > 12) problems.expiry = t`Expiry must be a month and year (MM / YY)`;
  else {
    const year = 2000 + Number(expiry[2]);
    // A card is good until the end of its expiry month.
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
      problems.expiry = t`Your card has expired`;
  }

  if (form.cvc === '') problems.cvc = 'CVC is required';
  else if (!/^\d{3,4}$/.test(form.cvc)) problems.cvc = 'CVC must be 3 or 4 digits';
  return problems;
}
