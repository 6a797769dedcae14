import { BASE_URL } from '../playwright.config';
import {
  DEMO_ADMIN,
  DEMO_FAN,
  expect,
  expectNoSeriousA11yViolations,
  isMobile,
  saveScreenshot,
  test,
  uniqueEmail,
} from '../playwright-utils';

/*
 * Without SMTP the server keeps its mails in an outbox. Reset and verification links are in them, so
 * only administrators read it: the back office's Outbox page, never a public one.
 */
test.describe('outbox', () => {
  test(
    'an admin reads the newest mail in the Outbox and follows its link',
    { tag: '@layout' },
    async ({ page, login }, testInfo) => {
      // Two fresh mails to one new address: the verification of a sign-up, then a password reset asked for
      // by someone who isn't signed in. Other tests may send mail meanwhile (workers run side by side), so
      // the order is checked among this address's own mails.
      const email = uniqueEmail(testInfo, 'box');
      const signUp = await page.request.post('/api/auth/sign-up/email', {
        data: { email, password: 'Outbox!Pass2026', name: '', callbackURL: '/dashboard' },
        headers: { Origin: BASE_URL },
      });
      expect(signUp.ok()).toBe(true);
      const reset = await page.request.post('/api/auth/request-password-reset', {
        data: { email, redirectTo: '/reset-password' },
        headers: { Origin: BASE_URL },
      });
      expect(reset.ok()).toBe(true);

      await login({ email: DEMO_ADMIN.email });
      await page.goto('/admin');
      if (isMobile(testInfo)) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page.getByRole('link', { name: 'Outbox' }).click();
      await expect(page).toHaveURL(/\/admin\/outbox$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
      const mails = page.getByRole('list', { name: 'Mails' }).getByRole('listitem');
      await expect(mails.filter({ hasText: email })).toHaveCount(2);

      // Filtered to the address: newest first, the reset above the verification.
      await page.getByLabel('Recipient').fill(email);
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(mails).toHaveCount(2);
      await expect(mails.nth(0).getByRole('heading')).toHaveText(/reset/i);
      await expect(mails.nth(1).getByRole('heading')).toHaveText(/verify/i);
      const link = mails.nth(1).getByRole('link');
      await expect(link).toHaveAttribute('href', /\/api\/auth\/verify-email\?token=/);
      await saveScreenshot(page, testInfo, 'admin outbox');
      await expectNoSeriousA11yViolations(page, testInfo);

      // Following the link verifies the account, as the recipient's click would.
      const verified = await page.request.get((await link.getAttribute('href')) as string, { maxRedirects: 0 });
      expect(verified.status()).toBe(302);
    },
  );

  test('a fan has no outbox: not in the back office, not through the API', async ({ page, login }) => {
    await login({ email: DEMO_FAN.email });
    expect((await page.request.get('/api/admin/outbox')).status()).toBe(403);
    expect((await page.request.get('/api/dev/mail')).status()).toBe(404);
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor has no outbox either', async ({ page }) => {
    expect((await page.request.get('/api/admin/outbox')).status()).toBe(401);
    expect((await page.request.get('/api/dev/mail')).status()).toBe(404);
  });
});
