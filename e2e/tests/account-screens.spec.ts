import { checkBothThemes, DEMO_FAN, expect, isMobile, saveScreenshot, startWithTheme, test } from '../playwright-utils';

// The member screens in both themes: WCAG 2.2 AA (no serious or critical findings) and a screenshot each,
// each screen checked in the light theme, then in the dark one without loading it again (checkBothThemes).
test.beforeEach(async ({ page }) => startWithTheme(page, 'system'));

test('signed out: Sign In Required', { tag: '@layout' }, async ({ page }, testInfo) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'account-signed-out');
});

test('the dashboard, full and empty', { tag: '@layout' }, async ({ page, login }, testInfo) => {
  await login({ email: DEMO_FAN.email });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Past Tournaments' }).getByRole('link').first()).toBeVisible();
  await checkBothThemes(page, testInfo, 'dashboard');

  await login();
  await page.goto('/dashboard');
  await expect(page.getByText('No Past Tournaments')).toBeVisible();
  await checkBothThemes(page, testInfo, 'dashboard-empty');
});

test('the account page and the Update Username dialog', { tag: '@layout' }, async ({ page, login }, testInfo) => {
  await login();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'account');

  await page.getByRole('button', { name: 'Edit username' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Username' });
  await dialog.getByLabel('Username').fill(DEMO_FAN.username);
  await expect(dialog.getByText('This username is not available')).toBeVisible();
  await checkBothThemes(page, testInfo, 'username-dialog', { fullPage: false });
});

test('the terms dialog and the signed-in header', { tag: '@layout' }, async ({ page, login }, testInfo) => {
  await login({ acceptTerms: false });
  await page.goto('/dashboard');
  await expect(page.getByRole('dialog', { name: 'Welcome to SquashTips' })).toBeVisible();
  await checkBothThemes(page, testInfo, 'terms-dialog', { fullPage: false });

  await page.getByRole('checkbox', { name: /over 18 years old/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await saveScreenshot(page, testInfo, `header-signed-in-${theme}`, { fullPage: false });
  }
});
