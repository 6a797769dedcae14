import type { Page, TestInfo } from '@playwright/test';
import {
  DEMO_FAN,
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  startWithTheme,
  test,
} from '../playwright-utils';

/** Axe, with the pointer off the controls: it rests on whatever was clicked last, in its hover colour. */
async function checkA11y(page: Page, testInfo: TestInfo, name: string) {
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page, testInfo, name);
}

// Every sign-in screen in both themes: WCAG 2.2 AA (no serious or critical findings) and a screenshot each.
for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => startWithTheme(page, theme));

    test('the login steps', { tag: '@layout' }, async ({ page }, testInfo) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in or sign up' })).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await checkA11y(page, testInfo, `login-email-${theme}`);
      await saveScreenshot(page, testInfo, `login-email-${theme}`);

      await page.getByLabel('Email').fill(DEMO_FAN.email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await checkA11y(page, testInfo, `login-password-${theme}`);
      await saveScreenshot(page, testInfo, `login-password-${theme}`);

      await page.getByRole('button', { name: 'Use a different email' }).click();
      await page.getByLabel('Email').fill(`screens-${theme}@example.com`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill('Squash1');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
      await checkA11y(page, testInfo, `login-signup-${theme}`);
      await saveScreenshot(page, testInfo, `login-signup-${theme}`);
    });

    test('forgot password, and the mail-sent screen', { tag: '@layout' }, async ({ page }, testInfo) => {
      await page.goto(`/forgot-password?email=${encodeURIComponent(`nobody-${theme}@example.com`)}`);
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await checkA11y(page, testInfo, `forgot-password-${theme}`);
      await saveScreenshot(page, testInfo, `forgot-password-${theme}`);

      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
      await checkA11y(page, testInfo, `check-email-${theme}`);
      await saveScreenshot(page, testInfo, `check-email-${theme}`);
    });

    test('reset password, and the invalid-link screen', { tag: '@layout' }, async ({ page }, testInfo) => {
      // The form as a working link shows it (the link's check answered as for a live token).
      await page.route('**/api/password-reset/*', (route) => route.fulfill({ json: { data: { valid: true } } }));
      await page.goto('/reset-password?token=screenshot');
      await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
      await page.getByLabel('New Password', { exact: true }).fill('Squash!20');
      await checkA11y(page, testInfo, `reset-password-${theme}`);
      await saveScreenshot(page, testInfo, `reset-password-${theme}`);

      await page.goto('/reset-password?error=INVALID_TOKEN');
      await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
      await checkA11y(page, testInfo, `invalid-reset-link-${theme}`);
      await saveScreenshot(page, testInfo, `invalid-reset-link-${theme}`);
    });
  });
}
