import { describe, expect, it } from 'vitest';
import { checkCardForm, formatCardNumber, formatExpiry } from './card-form';

const now = new Date(2026, 10, 24);
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('the test checkout card form', () => {
  it('groups card digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000-0002x')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM / YY while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
    expect(formatExpiry('1230')).toBe('12 / 30');
    // Backspacing over ' / ' leaves the month.
    expect(formatExpiry('12 /')).toBe('12');
  });

  it('accepts a complete form', () => {
    expect(checkCardForm(valid, now)).toEqual({});
    // This month is still good.
    expect(checkCardForm({ ...valid, expiry: '11 / 26' }, now)).toEqual({});
  });

  it('names each problem on its field', () => {
    expect(checkCardForm({ cardNumber: '', expiry: '', cvc: '' }, now)).toEqual({
      cardNumber: 'Card number is required',
      expiry: 'Expiry is required',
      cvc: 'CVC is required',
    });
    expect(checkCardForm({ cardNumber: '4242', expiry: '13 / 30', cvc: '12' }, now)).toEqual({
      cardNumber: 'Card number must be 12 to 19 digits',
      expiry: 'Expiry must be a month and year (MM / YY)',
      cvc: 'CVC must be 3 or 4 digits',
    });
    expect(checkCardForm({ ...valid, expiry: '10 / 26' }, now)).toEqual({ expiry: 'Your card has expired' });
  });
});
