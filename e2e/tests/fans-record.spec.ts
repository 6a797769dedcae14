import { BASE_URL } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, toast } from '../playwright-utils';
import { FIRST_LOAD } from './tipping-helpers';

test.describe("a fan's record", () => {
  test(
    'from a name on the season leaderboard: finishes, season ranks and badges, each explained',
    {
      tag: '@layout',
    },
    async ({ page }, testInfo) => {
      await page.goto('/leaderboard');
      const table = page.getByRole('table', { name: /Season leaderboard/ });
      const first = table.getByRole('rowgroup').last().getByRole('row').first().getByRole('link');
      await expect(first).toBeVisible(FIRST_LOAD);
      const name = (await first.textContent()) ?? '';
      await first.click();

      await expect(page).toHaveURL(`/fans/${encodeURIComponent(name)}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('term')).toHaveText(['Tournaments', 'Best finish', 'Accuracy', 'Badges']);
      const record = (await (await page.request.get(`/api/fans/${encodeURIComponent(name)}`)).json()).data as {
        badges: Array<{ kind: string; detail: string }>;
        seasons: Array<{ label: string; rank: number }>;
      };
      // Each kind of badge is listed with its rule; the earned ones with how they were earned.
      const badges = page.getByRole('region', { name: 'Badges' }).getByRole('listitem');
      await expect(badges).toHaveCount(4);
      for (const badge of record.badges.slice(0, 1)) await expect(page.getByText(badge.detail).first()).toBeVisible();
      await expect(page.locator('[data-earned]')).toHaveCount(new Set(record.badges.map((badge) => badge.kind)).size);
      await expect(page.getByRole('region', { name: 'Season ranks' })).toContainText(
        `${record.seasons[0]?.label} season`,
      );
      await expect(page.getByRole('list', { name: 'Accuracy per tournament, oldest first' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, 'fan record');
      await saveScreenshot(page, testInfo, 'fan-record');
    },
  );

  test(
    'made private from the account page: others see the name alone',
    { tag: '@layout' },
    async ({ page, browser, login }, testInfo) => {
      const user = await login();
      await page.goto('/account');
      // The device's notifications are checked first: their card above grows once the answer is in, moving
      // this one down (on a phone, between the scroll and the click).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.getByLabel('Keep my record private').check();
      await expect(toast(page, 'Your record is private')).toBeVisible();

      await page.getByRole('link', { name: 'See your record' }).click();
      await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible(FIRST_LOAD);
      await expect(page.getByText('Private: others see only your name.')).toBeVisible();

      const visitor = await browser.newPage();
      await visitor.goto(`/fans/${encodeURIComponent(user.username)}`);
      await expect(visitor.getByText('This record is private')).toBeVisible(FIRST_LOAD);
      await expect(visitor.getByRole('region', { name: 'Badges' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(visitor, testInfo, 'private record');
      await saveScreenshot(visitor, testInfo, 'fan-record-private');
      await visitor.close();
    },
  );

  test(
    "a link with a fan's old name still opens their record, under the name they have now",
    { tag: '@layout' },
    async ({ page, browser, login }, testInfo) => {
      const user = await login();
      const renamed = `${user.username.slice(0, 20)}_new`;
      const changed = await page.request.patch('/api/user', {
        data: { username: renamed },
        headers: { Origin: BASE_URL },
      });
      expect(changed.status(), await changed.text()).toBe(200);
      const visitor = await browser.newPage();
      await visitor.goto(`/fans/${encodeURIComponent(user.username)}`);
      await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible(FIRST_LOAD);
      await expect(visitor).toHaveURL(new RegExp(`/fans/${renamed}$`));
      await saveScreenshot(visitor, testInfo, 'fan-record-renamed');
      await visitor.close();
    },
  );
});
