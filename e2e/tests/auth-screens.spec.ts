import { checkBothThemes, DEMO_FAN, expect, startWithTheme, test } from '../playwright-utils';

// Every sign-in screen in both themes: WCAG 2.2 AA (no serious or critical findings) and a screenshot each,
// each screen checked in the light theme, then in the dark one without loading it again (checkBothThemes).
test.beforeEach(async ({ page }) => startWithTheme(page, 'system'));

test('the login steps', { tag: '@layout' }, async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in or sign up' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await checkBothThemes(page, testInfo, 'login-email');

  await page.getByLabel('Email').fill(DEMO_FAN.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'login-password');

  await page.getByRole('button', { name: 'Use a different email' }).click();
  await page.getByLabel('Email').fill('screens@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Squash1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await checkBothThemes(page, testInfo, 'login-signup');
});

test('forgot password, and the mail-sent screen', { tag: '@layout' }, async ({ page }, testInfo) => {
  await page.goto(`/forgot-password?email=${encodeURIComponent('nobody@example.com')}`);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'forgot-password');

  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'check-email');
});

test('reset password, and the invalid-link screen', { tag: '@layout' }, async ({ page }, testInfo) => {
  // The form as a working link shows it (the link's check answered as for a live token).
  await page.route('**/api/password-reset/*', (route) => route.fulfill({ json: { data: { valid: true } } }));
  await page.goto('/reset-password?token=screenshot');
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Squash!20');
  await checkBothThemes(page, testInfo, 'reset-password');

  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'invalid-reset-link');
});
