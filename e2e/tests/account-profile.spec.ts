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

// What the page does when a save fails (the box put back, the dialogs kept) is the page tests' (apps/web:
// account-profile.page.test.tsx): no server needed to refuse.
