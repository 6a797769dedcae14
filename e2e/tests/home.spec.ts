import AxeBuilder from '@axe-core/playwright';
import { expect, saveScreenshot, test } from '../playwright-utils';

test('a visitor opens the site and sees the tournaments to tip', async ({ page }, testInfo) => {
  await page.goto('/');

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();

  const list = main.getByRole('list', { name: 'Tournaments' });
  await expect(list.getByRole('heading', { name: 'Windsor City Open 2023' }).first()).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Ponta Lagoa Brazil Open 2023' })).toBeVisible();

  // Exact: "Women's" contains "men's", and hasText ignores case.
  const items = list.getByRole('listitem');
  await expect(items.filter({ has: page.getByText("Men's", { exact: true }) }).first()).toBeVisible();
  await expect(items.filter({ has: page.getByText("Women's", { exact: true }) }).first()).toBeVisible();
  await expect(items.filter({ hasText: 'Ponta Lagoa Brazil Open 2023' })).toContainText('Completed');
  // The demo seed adds one tournament under way and one still open for tips.
  const demo = items.filter({ has: page.getByRole('heading', { name: /^Demo / }) });
  await expect(demo.filter({ has: page.getByText('Active', { exact: true }) })).toHaveCount(1);
  await expect(demo.filter({ has: page.getByText('Upcoming', { exact: true }) })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Windsor City Open 2023' }).first()).toContainText(/[A-Z][a-z]{2} \d{1,2} – /);

  await saveScreenshot(page, testInfo, 'home');
});

test('the tournaments link in the header leads to the same list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments' }).click();

  await expect(page).toHaveURL('/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ponta Lagoa Brazil Open 2023' })).toBeVisible();
});

test('a visitor who follows a broken link gets a 404 page and a way home', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
});

test('the tournament list has no detectable accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ponta Lagoa Brazil Open 2023' })).toBeVisible();

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
});
