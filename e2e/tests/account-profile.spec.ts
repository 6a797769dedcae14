import { DEMO_FAN, expect, openMenuOnMobile, test, toast, waitForToaster } from '../playwright-utils';

test('a visitor is asked to sign in on the account page and the dashboard', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to view your account')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/login');
});

test('a member changes the username: a taken one is refused, a free one is saved', async ({
  page,
  login,
}, testInfo) => {
  const { username } = await login();
  await page.goto('/account');
  await waitForToaster(page);
  const profile = page.getByRole('main');
  await expect(profile.getByText(username, { exact: true })).toBeVisible();

  await profile.getByRole('button', { name: 'Edit username' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Username' });
  const field = dialog.getByLabel('Username');
  const update = dialog.getByRole('button', { name: 'Update' });
  await expect(field).toHaveValue(username);
  await expect(dialog.getByText('Username unchanged')).toBeVisible();
  await expect(update).toBeDisabled();

  await field.fill('ab');
  await expect(dialog.getByText('Username must be at least 3 characters')).toBeVisible();
  await field.fill('no spaces please');
  await expect(dialog.getByText('Only letters numbers . _ and - allowed')).toBeVisible();
  await expect(update).toBeDisabled();

  // Someone else's name (any case) is refused after the pause in typing.
  await field.fill(DEMO_FAN.username.toUpperCase());
  await expect(dialog.getByText('This username is not available')).toBeVisible();
  await expect(update).toBeDisabled();

  const fresh = `${username.slice(0, 20)}_new`;
  await field.fill(fresh);
  await expect(dialog.getByText('This username is available')).toBeVisible();
  await update.click();
  await expect(toast(page, 'Success')).toContainText('Username updated successfully');
  await expect(dialog).toBeHidden();
  await expect(profile.getByText(fresh, { exact: true })).toBeVisible();

  // The header follows at once, and the server kept it.
  await openMenuOnMobile(page, testInfo);
  await expect(page.getByRole('banner').getByRole('link', { name: fresh })).toBeVisible();
  await page.reload();
  await expect(profile.getByText(fresh, { exact: true })).toBeVisible();
});

test('a member turns the notification emails off and on; each change is saved on its own', async ({ page, login }) => {
  await login();
  await page.goto('/account');
  await waitForToaster(page);
  const updates = page.getByRole('checkbox', { name: 'Tournament updates' });
  const results = page.getByRole('checkbox', { name: 'Tournament results' });
  await expect(updates).toBeChecked();
  await expect(results).toBeChecked();

  const saved = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith('/api/user'));
  await updates.click();
  expect((await saved).postDataJSON()).toEqual({ tournamentUpdatesEnabled: false });
  await expect(toast(page, 'Preferences updated successfully')).toBeVisible();
  await expect(updates).not.toBeChecked();

  await page.reload();
  await expect(updates).not.toBeChecked();
  await expect(results).toBeChecked();

  await results.click();
  await expect(results).not.toBeChecked();
  await updates.click();
  await expect(updates).toBeChecked();
  await page.reload();
  await expect(updates).toBeChecked();
  await expect(results).not.toBeChecked();
});

test.describe('when the server fails', () => {
  // The refused save is a failed load, which Chromium logs.
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('a failed preference save says so and leaves the box as it was', async ({ page, login }) => {
    await login();
    await page.goto('/account');
    await waitForToaster(page);
    await page.route('**/api/user', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Down for a moment' } } })
        : route.continue(),
    );
    const updates = page.getByRole('checkbox', { name: 'Tournament updates' });
    await updates.click();
    await expect(toast(page, 'Error')).toContainText('Failed to update preferences');
    await expect(updates).toBeChecked();
  });

  test('a failed username save says so and keeps the dialog open', async ({ page, login }) => {
    const { username } = await login();
    await page.goto('/account');
    await page.route('**/api/user', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 503, json: {} }) : route.continue(),
    );
    await waitForToaster(page);
    await page.getByRole('button', { name: 'Edit username' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Username' });
    await dialog.getByLabel('Username').fill(`${username.slice(0, 20)}_x`);
    await expect(dialog.getByText('This username is available')).toBeVisible();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Error')).toContainText('Failed to update username');
    await expect(dialog).toBeVisible();
  });

  test('a failed terms save is only logged and the dialog stays', async ({ page, login }) => {
    await login({ acceptTerms: false });
    await page.route('**/api/user', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 503, json: {} }) : route.continue(),
    );
    await page.goto('/dashboard');
    const terms = page.getByRole('dialog', { name: 'Welcome to SquashTips' });
    await terms.getByRole('checkbox', { name: /over 18 years old/ }).check();
    const warned = page.waitForEvent('console', (message) => message.type() === 'warning');
    await terms.getByRole('button', { name: 'Continue' }).click();
    expect((await warned).text()).toContain('Could not save the terms acceptance');
    await expect(terms.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(terms).toBeVisible();
  });
});
