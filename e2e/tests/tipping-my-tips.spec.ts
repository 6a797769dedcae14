import {
  DEMO_FAN,
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  startWithTheme,
  test,
} from '../playwright-utils';

interface Entry {
  id: string;
  tournamentId: string;
  score: number;
  possibleScore: number;
  points: number;
}

test.describe('My Tips', () => {
  test('shows the fan’s tips on completed matches with their points, paged', async ({ page, login }) => {
    await login({ email: DEMO_FAN.email });

    // What the server says the fan has earned, over every entry.
    const entries = ((await (await page.request.get('/api/entries')).json()) as { data: Entry[] }).data;
    const expected = entries.reduce(
      (sum, entry) => ({
        tips: sum.tips + entry.possibleScore,
        right: sum.right + entry.score,
        points: sum.points + entry.points,
      }),
      { tips: 0, right: 0, points: 0 },
    );
    expect(expected.tips).toBeGreaterThan(20);

    await page.goto('/results?tab=mine');
    const summary = page.getByRole('region', { name: 'Your tips so far' });
    // Asked again until they agree: another test may record a result meanwhile.
    await expect
      .poll(async () => {
        const shown = await summary.getByRole('definition').allTextContents();
        const now = ((await (await page.request.get('/api/entries')).json()) as { data: Entry[] }).data;
        const sum = (pick: (entry: Entry) => number) => String(now.reduce((total, entry) => total + pick(entry), 0));
        return (
          JSON.stringify(shown) ===
          JSON.stringify([
            sum((entry) => entry.possibleScore),
            sum((entry) => entry.score),
            sum((entry) => entry.points),
          ])
        );
      })
      .toBe(true);

    const tips = page.getByRole('list', { name: 'Your tips on completed matches' }).getByRole('listitem');
    await expect(tips).toHaveCount(20);
    const first = tips.first();
    await expect(first).toContainText('Your tip:');
    await expect(first).toContainText(/Right, exact score|Right|Wrong/);
    await expect(first).toContainText(/\+1[01] points|0 points/);
    await expect(tips.locator('[data-verdict="wrong"]').first()).toContainText('0');

    const pager = page.getByRole('navigation', { name: 'Your tips pages' });
    await expect(pager).toContainText(`Page 1 of ${Math.ceil(expected.tips / 20)}`);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/results?tab=mine&page=2');
    await expect(pager).toContainText('Page 2 of');
    await expect(page.getByRole('tab', { name: 'My Tips' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a fan without tips on completed matches is pointed to the tournaments', async ({ page, login }) => {
    await login();
    await page.goto('/results?tab=mine');

    await expect(page.getByRole('heading', { name: 'No Tips Yet' })).toBeVisible();
    await expect(page.getByText("You haven't made any predictions for completed matches yet.")).toBeVisible();
    await page.getByRole('link', { name: 'Browse tournaments' }).click();
    await expect(page).toHaveURL('/tournaments');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(
      `looks right with no serious accessibility violations in the ${theme} theme`,
      { tag: '@layout' },
      async ({ page, login }, testInfo) => {
        test.slow();
        await startWithTheme(page, theme);
        await login({ email: DEMO_FAN.email });
        await page.goto('/results?tab=mine');
        await expect(page.getByRole('list', { name: 'Your tips on completed matches' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, testInfo, 'my tips');
        await saveScreenshot(page, testInfo, `tipping-my-tips-${theme}`, { fullPage: false });
      },
    );
  }
});
