import { expect, test } from '../playwright-utils';

test.describe('season leaderboard', () => {
  test('the footer leads to every fan’s points for the season, paged', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Leaderboard' }).click();

    await expect(page).toHaveURL('/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Season Leaderboard' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/\d{4}\/\d{2} season/);

    const table = page.getByRole('table', { name: /Season leaderboard/ });
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveCount(5);
    for (const [index, name] of ['Rank', 'Username', 'Points', 'Correct tips', 'Entries'].entries()) {
      await expect(headers.nth(index)).toHaveAccessibleName(name);
    }
    const rows = table.getByRole('rowgroup').last().getByRole('row');
    await expect(rows).toHaveCount(20);
    await expect(rows.first().getByRole('cell').first()).toHaveText('1');

    const pager = page.getByRole('navigation', { name: 'Leaderboard pages' });
    await expect(pager).toContainText('Page 1 of 3');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/leaderboard?page=2');
    await expect(pager).toContainText('Page 2 of 3');
    await expect(rows.first().getByRole('cell').first()).not.toHaveText('1');
  });

  test('a fan looks back at an earlier season', async ({ page }) => {
    await page.goto('/leaderboard?season=2023/24');

    await expect(page.getByRole('main')).toContainText('2023/24 season');
    await expect(page.getByRole('main')).toContainText('1 Aug 2023 – 31 Jul 2024');
    // Three tournaments of the seed were played in August 2023.
    const rows = page
      .getByRole('table', { name: /Season leaderboard/ })
      .getByRole('rowgroup')
      .last()
      .getByRole('row');
    await expect(rows.first().getByRole('cell').last()).toHaveText('3');

    await page.getByRole('link', { name: 'Previous season, 2022/23' }).click();
    await expect(page).toHaveURL('/leaderboard?season=2022/23');
    await expect(page.getByRole('heading', { name: 'No Entries Yet' })).toBeVisible();

    await page.getByRole('link', { name: 'Next season, 2023/24' }).click();
    await expect(rows.first()).toBeVisible();
  });

  // When the server fails: Error Loading Data with Retry, the page test's (season-leaderboard-page.page.test.tsx).

  // Accessibility in both themes and at both widths: site-accessibility.spec.ts (every route).
});
