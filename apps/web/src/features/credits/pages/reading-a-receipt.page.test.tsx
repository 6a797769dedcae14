import type { Payment } from '@squash/core';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fan, payment } from '@/testing/mock-api/data';
import { signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';
import { rememberReturnTo } from '../utils/return-to';

/*
 * A payment's receipt (issue 64): one still processing read again until it is decided, then the balance read
 * afresh; the way back to the tournament whose entry needed the credits, kept across Stripe's full page load; a
 * payment that ended unpaid named for what happened to it; and one that can't be read sending the fan back to
 * buy, told why.
 */

const PAYMENT_ID = '00000000-0000-4000-8000-00000000a101';

function receiptServer(answers: Array<Payment | 'missing'>) {
  const asked = { payments: 0, balance: 0 };
  const handlers = [
    ...signedIn(fan()),
    http.get('/api/credit-balance', () => {
      asked.balance += 1;
      return HttpResponse.json({ data: { balance: 300 + asked.balance * 100 } });
    }),
    http.get('/api/payments/:id', () => {
      const answer = answers[Math.min(asked.payments, answers.length - 1)];
      asked.payments += 1;
      return answer === 'missing' || answer === undefined
        ? HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 })
        : HttpResponse.json({ data: answer });
    }),
  ];
  return { asked, open: () => renderPage(`/payment/${PAYMENT_ID}`, 'en', handlers) };
}

const paid = (status: Payment['status'], overrides: Partial<Payment> = {}) =>
  payment({ id: PAYMENT_ID, creditAmount: 5, amountCents: 5000, status, ...overrides });

describe("a payment's receipt", () => {
  it('reads a processing payment again until it is decided, then the balance afresh', async () => {
    const { open, asked } = receiptServer([paid('PENDING'), paid('SUCCEEDED')]);
    await open();
    await findText('Payment Processing');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Receipt'), {
      timeout: 15_000,
    });
    await findText('5 Credits have been added to your balance.');
    expect(asked.payments).toBeGreaterThanOrEqual(2);
    // Once on arriving (a webhook may already have credited the fan), and again once the payment was decided.
    await waitFor(() => expect(asked.balance).toBeGreaterThanOrEqual(2));
  });

  it('leads back to the tournament whose entry needed the credits, after a full page load', async () => {
    rememberReturnTo(PAYMENT_ID, '/tournaments/windy-city-open-2027');
    const { open } = receiptServer([paid('SUCCEEDED')]);
    await open();
    await findText('Payment Receipt');
    expect(screen.getByRole('link', { name: 'Back to the tournament' }).getAttribute('href')).toBe(
      '/tournaments/windy-city-open-2027',
    );
  });

  it('names a payment that ended unpaid for what happened to it, with no way back as if paid', async () => {
    rememberReturnTo(PAYMENT_ID, '/tournaments/windy-city-open-2027');
    const { open } = receiptServer([paid('CANCELLED')]);
    await open();
    await findText('Payment Cancelled');
    expect(screen.queryByRole('link', { name: 'Back to the tournament' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy More Credits' })).toBeTruthy();
  });

  it('says a declined payment failed, with its reason', async () => {
    const { open } = receiptServer([paid('FAILED', { failureReason: 'Your card was declined.' })]);
    await open();
    await findText('Payment Failed');
    await findText('Your card was declined.');
  });

  it("sends the fan back to buy when the payment can't be read, and says so", async () => {
    const { open } = receiptServer(['missing']);
    const { router } = await open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    await findText('Failed to verify payment');
  });
});
