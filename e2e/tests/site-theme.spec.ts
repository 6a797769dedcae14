import { expect, saveScreenshot, test } from '../playwright-utils';

test('a first-time visitor gets the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
});

test('a visitor who picks the light theme keeps it after a reload', async ({ page }, testInfo) => {
  await page.goto('/faq');
  const themeButton = page.getByRole('banner').getByRole('button', { name: 'Theme' });

  await themeButton.click();
  const menu = page.getByRole('menu', { name: 'Theme' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Light', 'Dark', 'System']);
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: 'Light' }).click();

  await expect(menu).toBeHidden();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await themeButton.click();
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
  await saveScreenshot(page, testInfo, 'theme-menu-light');
});

test('the system theme follows the device setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/faq');

  // Keyboard only: open with the button, move with the arrows, choose with Enter.
  await page.getByRole('banner').getByRole('button', { name: 'Theme' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('system');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Theme' })).toBeFocused();

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});
