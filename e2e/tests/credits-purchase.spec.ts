import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  expect,
  expectNoSeriousA11yViolations,
  openTournamentPagesAsApp,
  saveScreenshot,
  test,
  toast,
  waitForToaster,
} from '../playwright-utils';
import { balanceOf, createPaidTournament, payByCard } from './credits-helpers';
import { adminApi, FIRST_LOAD, pickTheRest, submitBar } from './tipping-helpers';

/*
 * Buying credits with the test checkout (no Stripe keys on the e2e server), paying an entry with them,
 * and what the back office does with the money. Each story makes its own fan and tournament.
 */

/** A new fan at the test checkout for `amount` ('1 Credit', '5 Credits'). */
async function atCheckout(page: Page, login: () => Promise<unknown>, amount: string) {
  await login();
  await page.goto('/payment');
  await page.getByRole('button', { name: new RegExp(`^${amount}`) }).click();
}

test.describe('buying credits', () => {
  test(
    'a fan buys 2 credits with an Australian card, sees the receipt, the balance and the Purchased Credits line',
    { tag: '@layout' },
    async ({ page, login }, testInfo) => {
      await login();
      await page.goto('/dashboard');
      const credits = page.getByRole('region', { name: 'Credits' });
      await expect(credits).toContainText('0.00');
      await credits.getByRole('link', { name: 'Buy Credits' }).click();
      await expect(page).toHaveURL(/\/payment$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Buy Credits' })).toBeVisible();
      for (const [label, total] of <Array<[string, string]>>[
        ['1 Credit', '$10.00 AUD'],
        ['2 Credits', '$20.00 AUD'],
        ['5 Credits', '$50.00 AUD'],
        ['10 Credits', '$100.00 AUD'],
      ]) {
        await expect(page.getByRole('button', { name: new RegExp(`^${label}\\b`) })).toContainText(total);
      }
      await saveScreenshot(page, testInfo, 'payment-amounts');
      await expectNoSeriousA11yViolations(page, testInfo, 'payment-amounts');

      // Change goes back to the amounts; choosing again opens a new checkout.
      await page.getByRole('button', { name: /^5 Credits/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: '5 Credits' })).toBeVisible();
      await page.getByRole('button', { name: 'Change' }).click();
      await page.getByRole('button', { name: /^2 Credits/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: '2 Credits' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay $20.00 AUD' })).toBeVisible();
      await saveScreenshot(page, testInfo, 'payment-checkout');
      await expectNoSeriousA11yViolations(page, testInfo, 'payment-checkout');

      // The form names what is missing before anything is sent.
      await page.getByRole('button', { name: 'Pay $20.00 AUD' }).click();
      await expect(page.getByText('Card number is required')).toBeVisible();
      await expect(page.getByLabel('Card number')).toBeFocused();

      await payByCard(page, '4000 0003 6000 0006');
      await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
      await expect(page.getByText('2 Credits have been added to your balance.')).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: '$20.00 AUD' })).toBeVisible();
      await saveScreenshot(page, testInfo, 'payment-receipt');
      await expectNoSeriousA11yViolations(page, testInfo, 'payment-receipt');
      expect(await balanceOf(page.request)).toBe(200);

      // The same receipt under the spec's other route.
      const paymentId = page.url().split('/').pop() as string;
      await page.goto(`/receipt/${paymentId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();

      // The balance stays in sight in the header at both widths (on a phone beside the menu button).
      await expect(
        page.getByRole('banner').getByRole('link', { name: '2.00 credits' }).filter({ visible: true }),
      ).toHaveCount(1);
      await page.goto(`/payment/${paymentId}`);
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('region', { name: 'Credits' })).toContainText('2.00');
      await page.goto('/credits');
      await expect(page.getByTestId('credit-balance')).toContainText('2.00');
      const line = page.getByRole('list', { name: 'Latest credit transactions' }).getByRole('listitem').first();
      await expect(line).toContainText('Purchased Credits');
      await expect(line).toContainText('+2.00');
      await saveScreenshot(page, testInfo, 'credits-page');
      await expectNoSeriousA11yViolations(page, testInfo, 'credits-page');
    },
  );

  test('a declined card says why, credits nothing, and another card can be tried', async ({
    page,
    login,
  }, testInfo) => {
    const opened = page.waitForResponse(
      (response) => response.url().endsWith('/api/payments') && response.request().method() === 'POST',
    );
    await atCheckout(page, login, '1 Credit');
    const declinedId = ((await (await opened).json()) as { data: { id: string } }).data.id;
    await payByCard(page, '4000 0000 0000 0002');
    const failed = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect(failed).toContainText('Your card was declined.');
    await expect(failed).toContainText('Nothing was charged and no credits were added.');
    await saveScreenshot(page, testInfo, 'payment-declined');
    expect(await balanceOf(page.request)).toBe(0);

    await failed.getByRole('button', { name: 'Try another card' }).click();
    await payByCard(page, '4000 0003 6000 0006');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
    expect(await balanceOf(page.request)).toBe(100);

    // The declined payment's own page is named for what happened to it, not 'Payment Receipt'.
    await page.goto(`/payment/${declinedId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toBeVisible();

    // Both attempts can be found again on My Credits, each leading to its receipt; so does the purchase line.
    await page.goto('/credits');
    const payments = page.getByRole('list', { name: 'My payments' }).getByRole('listitem');
    await expect(payments).toHaveCount(2);
    await expect(payments.nth(0)).toContainText('Paid');
    await expect(payments.nth(1)).toContainText('Failed');
    await expect(payments.nth(1).getByRole('link')).toHaveAttribute('href', `/payment/${declinedId}`);
    await saveScreenshot(page, testInfo, 'credits-my-payments');
    const purchase = page.getByRole('list', { name: 'Latest credit transactions' }).getByRole('listitem').first();
    await purchase.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
  });

  test('a card the bank holds for a check shows Payment Processing, then the receipt', async ({
    page,
    login,
  }, testInfo) => {
    await atCheckout(page, login, '5 Credits');
    await payByCard(page, '4000 0000 0000 3220');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
    await expect(page.getByText('Your payment is being processed. This may take a few minutes.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'payment-processing');
    await expectNoSeriousA11yViolations(page, testInfo, 'payment-processing');
    // The receipt asks again every 2 s; the test card goes through after about 3 s.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('5 Credits have been added to your balance.')).toBeVisible();
    expect(await balanceOf(page.request)).toBe(500);
  });

  test('Change cancels the checkout it leaves: its receipt says so, and it can never be paid', async ({
    page,
    login,
  }, testInfo) => {
    await atCheckout(page, login, '5 Credits');
    await expect(page.getByRole('heading', { level: 2, name: '5 Credits' })).toBeVisible();
    const cancelled = page.waitForResponse((response) =>
      /\/api\/payments\/[0-9a-f-]{36}\/cancel$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Change' }).click();
    const answer = await cancelled;
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { id: string; status: string } };
    expect(data.status).toBe('CANCELLED');

    await page.goto(`/payment/${data.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
    await expect(page.getByText('Payment cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText(/You left this checkout to start another one\. Nothing was charged\./)).toBeVisible();
    await saveScreenshot(page, testInfo, 'payment-cancelled');
    const paid = await page.request.post(`/api/payments/${data.id}/test-checkout`, {
      data: { cardNumber: '4000000360000006' },
      headers: { Origin: BASE_URL },
    });
    expect(paid.status()).toBe(409);
    expect(await balanceOf(page.request)).toBe(0);
  });

  test.describe("a payment that is not the fan's", () => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('a receipt that cannot be verified goes back to /payment with the error', async ({ page, login }) => {
      await login();
      await page.goto('/payment/00000000-0000-4000-8000-000000000000');
      await expect(page).toHaveURL(/\/payment$/);
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to verify payment' })).toBeVisible();
    });
  });

  test('a visitor is asked to sign in to buy credits', async ({ page }) => {
    await page.goto('/payment');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByText('Please sign in to purchase credits')).toBeVisible();
  });

  test('a visitor who opens a receipt is asked to sign in, with no error over it', async ({ page }) => {
    await page.goto('/payment/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    // A toast raised early shows once the notifications outlet has loaded: wait for it, then look.
    await waitForToaster(page);
    await expect(page.getByText('Failed to verify payment')).toHaveCount(0);
    await expect(toast(page, 'Error')).toHaveCount(0);
  });
});

test.describe('paying for an entry', () => {
  // The browser logs the 402 that says the fan needs more credits.
  test.use({ allowConsoleErrors: [/status of 402/] });
  test('without enough credits the picks stay; after buying, the entry is paid; a cancellation refunds it', async ({
    page,
    login,
  }, testInfo) => {
    const admin = await adminApi();
    const tournament = await createPaidTournament(admin, testInfo);
    try {
      await login();
      await page.goto(tournament.path);
      await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible(FIRST_LOAD);
      // The fee says what it costs in money, wherever it appears.
      await expect(page.getByText('1.00 credit to enter ($10.00 AUD)')).toBeVisible();
      await expect(page.getByText('0.00 credits in the pool')).toBeVisible();
      const bar = submitBar(page);
      await expect(bar).toContainText('0 / 3 picks', FIRST_LOAD);
      expect(await pickTheRest(page)).toBe(3);
      await expect(bar).toContainText('Entry fee: 1.00 credit ($10.00 AUD)');
      await bar.getByRole('button', { name: 'Submit tips' }).click();

      const notice = bar.getByRole('alert');
      await expect(notice).toContainText('Not enough credits');
      await expect(notice).toContainText(
        'This entry costs 1.00 credit ($10.00 AUD) and you have 0.00: buy 1.00 more ($10.00 AUD) to enter.',
      );
      await saveScreenshot(page, testInfo, 'entry-needs-credits');
      await expectNoSeriousA11yViolations(page, testInfo, 'entry-needs-credits');

      await notice.getByRole('link', { name: 'Buy Credits' }).click();
      await expect(page).toHaveURL(/\/payment$/);
      await page.getByRole('button', { name: /^1 Credit/ }).click();
      await payByCard(page, '4000000360000006');
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
      // Opened afresh (as Stripe's checkout returns to it, with a full page load), the way back is still there.
      await page.goto(page.url());
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to the tournament' }).click();

      // The picks were kept (the draft): submit them.
      await expect(page).toHaveURL(new RegExp(`${tournament.path}$`));
      await expect(submitBar(page)).toContainText('3 / 3 picks', FIRST_LOAD);
      await waitForToaster(page);
      await submitBar(page).getByRole('button', { name: 'Submit tips' }).click();
      await expect(toast(page, 'Tips submitted')).toBeVisible();
      await expect(page.getByText('1.00 credit in the pool')).toBeVisible();
      expect(await balanceOf(page.request)).toBe(0);

      await page.goto('/credit-transactions');
      const entryLine = page.getByRole('list', { name: 'Credit transactions' }).getByRole('listitem').first();
      await expect(entryLine).toContainText('Tournament Entry');
      await expect(entryLine).toContainText(`Entry: ${tournament.name}`);
      await expect(entryLine).toContainText('−1.00');

      // The back office cancels the tournament before its start: the fee comes back.
      const removed = await admin.delete(`/api/admin/tournaments/${tournament.id}`, { headers: { Origin: BASE_URL } });
      expect(removed.status()).toBe(200);
      expect(((await removed.json()) as { data: { refund: string } }).data.refund).toBe('1 paid entry refunded');
      await page.reload();
      const refundLine = page.getByRole('list', { name: 'Credit transactions' }).getByRole('listitem').first();
      await expect(refundLine).toContainText('Refunded Entry');
      await expect(refundLine).toContainText('+1.00');
      await saveScreenshot(page, testInfo, 'credit-transactions-refund');
      expect(await balanceOf(page.request)).toBe(100);
    } finally {
      // Leave the page first: a refetch would find the tournament gone (a 404 in the console).
      await page.goto('about:blank');
      await tournament.remove();
      await admin.dispose();
    }
  });
});

test.describe('with credits off', () => {
  test('the free product shows no balance, no Buy Credits and no entry fee', async ({ page, login }, testInfo) => {
    // The server's flag, as a server started with CREDITS_ENABLED=false answers it (the tournament page
    // drawn by the app alone: the server would render it with its own site config).
    await openTournamentPagesAsApp(page);
    await page.route('**/api/site-config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { data: { ...body.data, creditsEnabled: false } } });
    });
    await login();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Hi, / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Credits' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Credit Transactions' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /credits$/ })).toHaveCount(0);
    await page.goto('/payment');
    await expect(page.getByText('Entries are free at the moment, so there are no credits to buy.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^1 Credit/ })).toHaveCount(0);
    const admin = await adminApi();
    const tournament = await createPaidTournament(admin, testInfo);
    try {
      await page.goto(tournament.path);
      await expect(submitBar(page)).toContainText('0 / 3 picks', FIRST_LOAD);
      await expect(page.getByText('1.00 credit to enter')).toHaveCount(0);
      await expect(submitBar(page)).not.toContainText('Entry fee');
    } finally {
      // Leave the page first: a refetch would find the tournament gone (a 404 in the console).
      await page.goto('about:blank');
      await tournament.remove();
      await admin.dispose();
    }
  });
});
