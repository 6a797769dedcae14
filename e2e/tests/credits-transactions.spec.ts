import { BASE_URL } from '../playwright.config';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  test,
} from '../playwright-utils';

test.describe('credit transactions', () => {
  test('a fan sees the bonus credits an admin added, signed and labelled, and gets back to the dashboard', async ({
    page,
    login,
    playwright,
  }, testInfo) => {
    await login();
    const me = (await (await page.request.get('/api/user-details')).json()) as { data: { id: string } };

    // The admin adds bonus credits from the back office's API.
    const admin = await playwright.request.newContext({ baseURL: BASE_URL });
    expect(
      (
        await admin.post('/api/auth/sign-in/email', {
          data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
          headers: { Origin: BASE_URL },
        })
      ).status(),
    ).toBe(200);
    const bonus = await admin.post(`/api/admin/users/${me.data.id}/credits`, {
      data: { amount: 2, reason: 'Welcome to the club' },
      headers: { Origin: BASE_URL },
    });
    expect(bonus.status()).toBe(201);
    await admin.dispose();

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Credit Transactions' }).click();
    await expect(page).toHaveURL(/\/credit-transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Credit Transactions' })).toBeVisible();
    const item = page.getByRole('list', { name: 'Credit transactions' }).getByRole('listitem').first();
    await expect(item).toContainText('Bonus Credits');
    await expect(item).toContainText('Welcome to the club');
    await expect(item).toContainText('+2.00');
    await saveScreenshot(page, testInfo, 'credit transactions');
    await expectNoSeriousA11yViolations(page, testInfo);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/credit-transactions');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  });
});
