import { DEMO_ADMIN, expect, saveScreenshot, test, tournamentPath } from '../playwright-utils';

/*
 * Times and time zones (issue 14, point 5): a match is shown at its venue's time with the zone named,
 * and the reader's own time after it where that reads differently; a round's day is the venue's, so the
 * draw and Results agree on which day a match was. The browser here is in Sydney; the demo's tournaments
 * are in Windsor (EST, 16 hours behind in November).
 */
test.use({ timezoneId: 'Australia/Sydney' });

const VENUE_TIME = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM) EST$/;

test.describe('match times', () => {
  test("the draw and Results agree on a match's day, in venue time with the zone named", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto(await tournamentPath(request, "Demo Women's Challenger 2026", 'womens'));
    await expect(page.getByText("Days are the venue's (EST).")).toBeVisible();
    const roundTwo = page.getByRole('heading', { level: 3, name: 'Round 2', exact: true });
    const summary = await roundTwo.locator('xpath=following-sibling::p[1]').textContent();
    const day = /· ([A-Z][a-z]{2} \d{1,2})$/.exec(summary ?? '')?.[1];
    expect(day, `Round 2's day in '${summary}'`).toBeTruthy();

    await page.goto('/results');
    const card = page.getByRole('article').filter({ hasText: "Demo Women's Challenger 2026 · Round 2" }).first();
    await expect(card).toBeVisible();
    const venue = card.locator('time');
    await expect(venue).toHaveText(VENUE_TIME);
    await expect(venue).toContainText(`, ${day},`);
    // Sydney's clock reads another day: the reader's time follows, with its own zone.
    await expect(card).toContainText(
      /\((Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM) GMT\+11 your time\)/,
    );
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'results-venue-time');
  });

  test('a tournament still to start says when tips lock, at the venue and for the reader', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto(await tournamentPath(request, "Demo Men's Open 2026", 'mens'));
    const lock = page.getByText('Tips lock when play starts in').locator('xpath=..');
    await expect(lock.locator('time')).toHaveText(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM) GMT-3$/,
    );
    await expect(lock).toContainText('GMT+11 your time');
    await saveScreenshot(page, testInfo, 'tournament-lock-time');
  });

  test('the back office shows match times at the venue too, and takes them in venue time', async ({
    page,
    login,
  }, testInfo) => {
    await login({ email: DEMO_ADMIN.email });
    await page.goto('/admin/matches');
    const row = page.getByRole('main').getByRole('row').nth(1);
    await expect(row.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} (EST|GMT-3)$/);
    await expect(row).toContainText(/\d{2}:\d{2} GMT\+11 your time/);
    await saveScreenshot(page, testInfo, 'admin-matches-venue-time');
    await row.getByRole('link', { name: /^Edit / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Match' })).toBeVisible();
    await expect(page.getByText(/^Venue time \((EST|GMT-3)\)$/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-match-form-venue-time');
  });
});
