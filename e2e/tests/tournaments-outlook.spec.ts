import { DEMO_FAN, expect, expectNoSeriousA11yViolations, saveScreenshot, test } from '../playwright-utils';
import { ACTIVE, FIRST_LOAD, findTournament } from './tipping-helpers';

/*
 * Who can still win and the odds (issue 27, decision 019) as a fan sees them on a phone and a laptop
 * (@layout): the sentences and both chances on their tournament page, a mark under every name of the
 * leaderboard. The job queue works them out after each result, so a page read just after one (another
 * spec may record results in the live demo) shows them moments later: read again until it does.
 */

/** A chance as the page prints it: '0%' only when ruled out, '<1%', '>99%', or a whole number. */
const CHANCE = /^(0|<1|>99|[1-9]\d?)%$/;
/** The lines `outlookLines` says: where the fan can still finish, then the prize places where proven. */
const SENTENCE =
  /^(You can still finish 1st|You can still reach \d+(st|nd|rd|th) place, perhaps higher|Best finish still possible: \d+(st|nd|rd|th)|Out of the prize places|You can still reach the prize places)$/;

test.describe('the outlook @layout', () => {
  test("a fan's page says what is still possible and the chances, and the leaderboard marks every row", async ({
    page,
    login,
  }, testInfo) => {
    test.slow();
    await login({ email: DEMO_FAN.email });
    const live = await findTournament(page.request, ACTIVE);

    await page.goto(live.path);
    const outlook = page.getByRole('region', { name: 'Still in it?' });
    await expect(outlook).toBeVisible(FIRST_LOAD);
    await expect(async () => {
      await page.reload();
      await expect(outlook.getByRole('listitem').first()).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 45_000 });
    for (const line of await outlook.getByRole('listitem').allTextContents()) expect(line).toMatch(SENTENCE);
    await expect(outlook.getByRole('listitem').first()).toHaveText(
      /^(You can still finish 1st|You can still reach \d+(st|nd|rd|th) place, perhaps higher|Best finish still possible: \d+(st|nd|rd|th))$/,
    );
    // The chance of first place, and of a prize where the tournament has any (the e2e server's demo is free).
    const { data } = (await (await page.request.get(`/api/tournaments/${live.id}`)).json()) as {
      data: { prizePool: number };
    };
    const chances = outlook.getByRole('definition');
    await expect(chances).toHaveCount(data.prizePool > 0 ? 2 : 1);
    for (const chance of await chances.allTextContents()) expect(chance).toMatch(CHANCE);
    if (data.prizePool === 0) {
      await expect(outlook.getByText(/prize/)).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, testInfo, 'outlook');
    await saveScreenshot(page, testInfo, 'tournament-outlook', { fullPage: false });

    // The leaderboard: a mark under every name, each one of the three.
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    const board = page.getByRole('table', { name: /Leaderboard/ });
    const marks = board.getByTestId('leaderboard-outlook');
    await expect(async () => {
      await page.reload();
      await expect(marks.first()).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 45_000 });
    // A mark in every row but the header's (the fan's own row may arrive after the top ones: read together).
    await expect.poll(async () => (await board.getByRole('row').count()) - 1 - (await marks.count())).toBe(0);
    for (const mark of await marks.allTextContents()) {
      expect(mark).toMatch(/^(Can still win|Out of the running|May still win)$/);
    }
    await expect(marks.filter({ hasText: 'Can still win' }).first()).toBeVisible();
    // What the marks mean is said under the table, with where to read more.
    const legend = page.getByTestId('outlook-legend');
    await expect(legend).toContainText('Can still win: some way the rest of the draw can go puts the entry first.');
    // Why two rows level on points can carry different marks (issue 63).
    await expect(legend).toContainText('entries level on points can be marked differently');
    await expect(legend.getByRole('link', { name: 'How we know' })).toHaveAttribute(
      'href',
      '/how-it-works#still-in-it',
    );
    await saveScreenshot(page, testInfo, 'leaderboard-outlook', { fullPage: false });
  });
});
