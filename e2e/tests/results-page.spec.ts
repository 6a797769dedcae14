import { checkBothThemes, expect, startWithTheme, test } from '../playwright-utils';

test.describe('results', () => {
  test('a visitor reads the latest results and pages through older ones', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/results');

    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All Results' })).toHaveAttribute('aria-selected', 'true');
    const results = page.getByRole('list', { name: 'Completed matches' }).getByRole('listitem');
    await expect(results).toHaveCount(20);

    // The latest first. Which tournament that is depends on what other specs sharing this server
    // recorded (the back-office stories add results of their own), so the check is the order itself,
    // and the demo tournament under way among the results.
    const latest = results.first();
    await expect(latest.getByRole('link')).toHaveAttribute('href', /^\/tournaments\/[0-9a-f-]{36}$/);
    const times = await results
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time, i) => i === 0 || time <= (times[i - 1] as number))).toBe(true);
    await expect(results.getByRole('link', { name: "Demo Women's Challenger 2026" }).first()).toBeVisible();
    // The winner, the game score and the points of each game, as a screen reader hears them.
    // (A result recorded from the back office may come without the points of each game.)
    await expect(latest).toContainText(/\w+ beat [\w ]+ 3-[012]( \((\d+-\d+(, )?){3,5}\))?/);

    const pager = page.getByRole('navigation', { name: 'Results pages' });
    await expect(pager).toContainText('Page 1 of 4');
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const firstText = await latest.textContent();

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/results?page=2');
    await expect(pager).toContainText('Page 2 of 4');
    await expect(results.first()).not.toHaveText(firstText ?? '');

    await page.reload();
    await expect(pager).toContainText('Page 2 of 4');
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL('/results');
    await expect(pager).toContainText('Page 1 of 4');
  });

  test('a result links to its tournament', async ({ page }) => {
    await page.goto('/results');
    await page
      .getByRole('list', { name: 'Completed matches' })
      .getByRole('link', { name: "Demo Women's Challenger 2026" })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: "Demo Women's Challenger 2026" })).toBeVisible();
  });

  // My Tips signed out, no results yet and a failed list (Retry) are the page tests' (apps/web:
  // reading-results.page.test.tsx, results-page.page.test.tsx).

  test('has no serious accessibility violations in either theme', { tag: '@layout' }, async ({ page }, testInfo) => {
    await startWithTheme(page, 'system');
    await page.goto('/results');
    await expect(page.getByRole('list', { name: 'Completed matches' })).toBeVisible();
    await checkBothThemes(page, testInfo, 'results');

    await page.getByRole('tab', { name: 'My Tips' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await checkBothThemes(page, testInfo, 'results-my-tips');
  });
});
