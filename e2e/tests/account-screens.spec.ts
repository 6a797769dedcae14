import type { Page, TestInfo } from '@playwright/test';
import {
  DEMO_FAN,
  expect,
  expectNoSeriousA11yViolations,
  isMobile,
  saveScreenshot,
  startWithTheme,
  test,
} from '../playwright-utils';

/** Axe, with the pointer off the controls: it rests on whatever was clicked last, in its hover colour. */
async function checkA11y(page: Page, testInfo: TestInfo, name: string) {
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page, testInfo, name);
}

// The member screens in both themes: WCAG 2.2 AA (no serious or critical findings) and a screenshot each.
for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => startWithTheme(page, theme));

    test('signed out: Sign In Required', { tag: '@layout' }, async ({ page }, testInfo) => {
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
      await checkA11y(page, testInfo, `account-signed-out-${theme}`);
      await saveScreenshot(page, testInfo, `account-signed-out-${theme}`);
    });

    test('the dashboard, full and empty', { tag: '@layout' }, async ({ page, login }, testInfo) => {
      await login({ email: DEMO_FAN.email });
      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: 'Past Tournaments' }).getByRole('link').first()).toBeVisible();
      await checkA11y(page, testInfo, `dashboard-${theme}`);
      await saveScreenshot(page, testInfo, `dashboard-${theme}`);

      await login();
      await page.goto('/dashboard');
      await expect(page.getByText('No Past Tournaments')).toBeVisible();
      await checkA11y(page, testInfo, `dashboard-empty-${theme}`);
      await saveScreenshot(page, testInfo, `dashboard-empty-${theme}`);
    });

    test('the account page and the Update Username dialog', { tag: '@layout' }, async ({ page, login }, testInfo) => {
      await login();
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
      await checkA11y(page, testInfo, `account-${theme}`);
      await saveScreenshot(page, testInfo, `account-${theme}`);

      await page.getByRole('button', { name: 'Edit username' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Username' });
      await dialog.getByLabel('Username').fill(DEMO_FAN.username);
      await expect(dialog.getByText('This username is not available')).toBeVisible();
      await checkA11y(page, testInfo, `username-dialog-${theme}`);
      await saveScreenshot(page, testInfo, `username-dialog-${theme}`, { fullPage: false });
    });

    test('the terms dialog and the signed-in header', { tag: '@layout' }, async ({ page, login }, testInfo) => {
      await login({ acceptTerms: false });
      await page.goto('/dashboard');
      await expect(page.getByRole('dialog', { name: 'Welcome to SquashTips' })).toBeVisible();
      await checkA11y(page, testInfo, `terms-dialog-${theme}`);
      await saveScreenshot(page, testInfo, `terms-dialog-${theme}`, { fullPage: false });

      await page.getByRole('checkbox', { name: /over 18 years old/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      if (isMobile(testInfo)) await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await saveScreenshot(page, testInfo, `header-signed-in-${theme}`, { fullPage: false });
    });
  });
}
