// @vitest-environment happy-dom
import type { Payment, PaymentStatus } from '@squash/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nWrapper } from '@/testing/i18n-wrapper';
import { PaymentOutcome } from './payment-outcome';

afterEach(cleanup);

const payment = (status: PaymentStatus, overrides: Partial<Payment> = {}): Payment => ({
  id: '00000000-0000-4000-8000-000000000001',
  status,
  creditAmount: 2,
  amountCents: 2000,
  currency: 'AUD',
  failureReason: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  ...overrides,
});

describe("the receipt's outcome", () => {
  it('says credits were added once the payment succeeded, in the plural', () => {
    render(<PaymentOutcome payment={payment('SUCCEEDED')} />, { wrapper: I18nWrapper });
    expect(screen.getByText('Payment successful')).toBeTruthy();
    expect(screen.getByText('2 Credits have been added to your balance.')).toBeTruthy();
  });

  it('says a payment is being processed while it is', () => {
    render(<PaymentOutcome payment={payment('PENDING')} />, { wrapper: I18nWrapper });
    expect(screen.getByText(/being processed/)).toBeTruthy();
    expect(screen.queryByText('Payment successful')).toBeNull();
  });

  it('names a cancelled and an expired payment for what happened, and that it can no longer be made', () => {
    render(<PaymentOutcome payment={payment('CANCELLED', { failureReason: 'You chose another amount.' })} />, {
      wrapper: I18nWrapper,
    });
    expect(screen.getByText('Payment cancelled')).toBeTruthy();
    expect(screen.getByText(/You chose another amount\. No credits were added/)).toBeTruthy();
    cleanup();
    render(<PaymentOutcome payment={payment('EXPIRED')} />, { wrapper: I18nWrapper });
    expect(screen.getByText('Payment expired')).toBeTruthy();
    expect(screen.getByText(/closed before it was paid/)).toBeTruthy();
  });

  it('says a failed payment charged nothing, with the reason given', () => {
    render(<PaymentOutcome payment={payment('FAILED', { failureReason: 'Your card was declined.' })} />, {
      wrapper: I18nWrapper,
    });
    expect(screen.getByText('Payment failed')).toBeTruthy();
    expect(screen.getByText(/Your card was declined\. Nothing was charged/)).toBeTruthy();
  });
});
