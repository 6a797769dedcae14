import { expect, saveScreenshot, test } from '../playwright-utils';

test.describe('a broken link', () => {
  test('shows the 404 page, logs the path and leads home', async ({ page }, testInfo) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect(page).toHaveTitle(/Page not found/);
    expect(warnings.some((text) => text.includes('/no-such-page'))).toBe(true);
    await saveScreenshot(page, testInfo, '404');

    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('an uncaught error', () => {
  test.use({ allowConsoleErrors: [/boom/] });

  test('replaces the page with Something went wrong, its message and a way out', async ({ page }, testInfo) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom');
      });
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('boom', { exact: true })).toBeVisible();
    await page.getByText('Error details').click();
    await expect(page.getByText(/Error: boom/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await saveScreenshot(page, testInfo, 'something-went-wrong');

    await page.getByRole('button', { name: 'Reload Page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
  });

  test('from a rejected promise nobody handled shows the same screen', async ({ page }) => {
    await page.goto('/rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournament Rules' })).toBeVisible();

    await page.evaluate(() => {
      void Promise.reject(new Error('boom in a promise'));
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('boom in a promise', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
  });
});
