import type { Payment } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, payment } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Buying credits with the built-in test checkout (issue 64): an amount chosen, the card form checked before
 * anything is sent, a declined card and another try, a paid one to its receipt, Change ending the payment left
 * behind, the server refusing paid play, and a first purchase asking the paid-play questions first. The server's
 * answers are the API's; what is pressed and shown is the page's.
 */

const PAYMENT_ID = '00000000-0000-4000-8000-00000000a001';

/** The API's side of one purchase: what was asked of it, and how a card number is answered. */
function checkoutServer({
  refuse,
  me = fan(),
}: {
  refuse?: { status: number; message: string };
  me?: ReturnType<typeof fan>;
} = {}) {
  const asked: string[] = [];
  let paid: Payment | null = null;
  const answers = [
    ...signedIn(me),
    read('/api/credit-balance', { body: { data: { balance: 300 } } }),
    http.post('/api/payments', async ({ request }) => {
      const body = (await request.json()) as { creditAmount: number };
      asked.push(`create ${body.creditAmount}`);
      if (refuse) {
        return HttpResponse.json(
          { error: { code: 'PAID_PLAY_REFUSED', message: refuse.message } },
          { status: refuse.status },
        );
      }
      return HttpResponse.json({ data: { id: PAYMENT_ID, sessionSecret: 'test-secret', provider: 'test' } });
    }),
    http.post('/api/payments/:id/test-checkout', async ({ request }) => {
      const { cardNumber } = (await request.json()) as { cardNumber: string };
      asked.push(`pay ${cardNumber}`);
      const declined = cardNumber.replaceAll(' ', '') === '4000000000000002';
      paid = payment({
        id: PAYMENT_ID,
        creditAmount: 5,
        amountCents: 5000,
        status: declined ? 'FAILED' : 'SUCCEEDED',
        failureReason: declined ? 'Your card was declined.' : null,
      });
      return HttpResponse.json({ data: paid });
    }),
    http.post('/api/payments/:id/cancel', () => {
      asked.push('cancel');
      return HttpResponse.json({ data: payment({ id: PAYMENT_ID, status: 'CANCELLED' }) });
    }),
    http.get('/api/payments/:id', () => HttpResponse.json({ data: paid })),
  ];
  return { asked, open: () => renderPage('/payment', 'en', answers) };
}

async function chooseFive() {
  await userEvent.click(await screen.findByRole('button', { name: /^5 Credits/ }, { timeout: 10_000 }));
  return screen.findByRole('form', { name: 'Card details' }, { timeout: 10_000 });
}

async function fillCard(form: HTMLElement, number: string) {
  await userEvent.fill(within(form).getByLabelText('Card number'), number);
  await userEvent.fill(within(form).getByLabelText('Expiry'), '12 / 30');
  await userEvent.fill(within(form).getByLabelText('CVC'), '123');
}

describe('buying credits', () => {
  it('offers each amount with its price and the balance', async () => {
    const { open } = checkoutServer();
    await open();
    await findText('Choose an amount');
    expect(document.body.textContent).toContain('Your balance: 3.00 credits');
    const amounts = screen.getAllByRole('button', { name: /Credits?\b/ }).map((button) => button.textContent);
    expect(amounts[0]).toMatch(/^1 Credit\$10\.00/);
    expect(amounts).toContainEqual(expect.stringMatching(/^5 Credits\$50\.00/));
  });

  it("checks the card form before anything is sent, and says what's wrong in each field", async () => {
    const { open, asked } = checkoutServer();
    await open();
    const form = await chooseFive();
    expect(asked).toEqual(['create 5']);
    await userEvent.click(within(form).getByRole('button', { name: /^Pay/ }));
    const number = within(form).getByLabelText('Card number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(number);
    expect(asked).toEqual(['create 5']);
  });

  it('says why a declined card failed, that nothing was charged, and tries again with another', async () => {
    const { open, asked } = checkoutServer();
    await open();
    const form = await chooseFive();
    await fillCard(form, '4000 0000 0000 0002');
    await userEvent.click(within(form).getByRole('button', { name: 'Pay $50.00 AUD' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Payment failed');
    expect(alert.textContent).toContain('Your card was declined. Nothing was charged and no credits were added.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try another card' }));
    await screen.findByRole('form', { name: 'Card details' }, { timeout: 10_000 });
    // The number as typed: the server reads it without its spaces (TestCheckoutRequestSchema).
    expect(asked).toEqual(['create 5', 'pay 4000 0000 0000 0002', 'create 5']);
  });

  it('goes to the receipt once the card is paid', async () => {
    const { open, asked } = checkoutServer();
    const { router } = await open();
    const form = await chooseFive();
    await fillCard(form, '4000 0003 6000 0006');
    await userEvent.click(within(form).getByRole('button', { name: 'Pay $50.00 AUD' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/${PAYMENT_ID}`), { timeout: 10_000 });
    await findText('5 Credits have been added to your balance.');
    expect(asked).toEqual(['create 5', 'pay 4000 0003 6000 0006']);
  });

  it('ends the payment left behind when the fan changes the amount', async () => {
    const { open, asked } = checkoutServer();
    await open();
    await chooseFive();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await findText('Choose an amount');
    await waitFor(() => expect(asked).toEqual(['create 5', 'cancel']));
  });

  it("says why the server won't sell credits to the fan, and where to change it", async () => {
    const message = 'Paid play is paused on your account until 10 December 2026.';
    const { open } = checkoutServer({ refuse: { status: 403, message } });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /^5 Credits/ }, { timeout: 10_000 }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("You can't buy credits right now");
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
      '/account#paid-play',
    );
    expect(screen.queryByRole('form', { name: 'Card details' })).toBeNull();
  });

  it("asks a fan who hasn't said when they were born or where they live before their first purchase", async () => {
    const { open, asked } = checkoutServer({ me: fan({ dateOfBirth: null, country: null }) });
    await open();
    await findText('Before your first purchase');
    expect(screen.queryByRole('button', { name: /^5 Credits/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
