import { DEMO_FAN, expect, expectNoSeriousA11yViolations, saveScreenshot, test, toast } from '../playwright-utils';
import {
  ACTIVE,
  drawOf,
  entryTips,
  FIRST_LOAD,
  findTournament,
  myEntry,
  pick,
  pickTheRest,
  roundMatches,
  submitBar,
  UPCOMING,
} from './tipping-helpers';

interface Row {
  entryId: string;
  userId: string;
  username: string;
  points: number;
}

test.describe("a rival's picks after the lock", () => {
  test(
    'a fan opens a rival’s bracket from the leaderboard, then compares it with their own',
    {
      tag: '@layout',
    },
    async ({ page, request, login }, testInfo) => {
      await login({ email: DEMO_FAN.email });
      const tournament = await findTournament(request, ACTIVE);
      await page.goto(`${tournament.path}#leaderboard`);
      const board = page.getByRole('table', { name: /^Leaderboard/ });
      const rival = board.getByRole('link', { name: /see their picks/ }).first();
      await expect(rival).toBeVisible(FIRST_LOAD);
      const name = ((await rival.textContent()) ?? '').replace(', see their picks', '');
      await rival.click();

      await expect(page).toHaveURL(new RegExp(`${tournament.path}/entries/[0-9a-f-]{36}$`));
      await expect(page.getByRole('heading', { level: 1, name: `${name}'s picks` })).toBeVisible(FIRST_LOAD);
      const figures = page.getByRole('region', { name: `${name}'s entry` });
      await expect(figures.getByRole('term')).toHaveText(['Points', 'Tipped', 'Accuracy', 'Rank']);
      await expect(page.getByText('Champion picked:')).toBeVisible();
      // Their decided picks are marked, and read out as theirs.
      const entryId = page.url().split('/').pop() ?? '';
      const picks = (await (await request.get(`/api/entries/${entryId}/picks`)).json()).data as {
        score: number;
        possibleScore: number;
      };
      const right = drawOf(page).locator('[data-tip="right"], [data-tip="exact"]');
      await expect(right).toHaveCount(picks.score);
      await expect(drawOf(page).locator('[data-tip="wrong"]')).toHaveCount(picks.possibleScore - picks.score);
      if (picks.score > 0) await expect(right.first()).toHaveAccessibleDescription(new RegExp(`^${name}'s pick: `));
      await expectNoSeriousA11yViolations(page, testInfo, 'rival picks');
      await saveScreenshot(page, testInfo, 'rival-picks');

      // Any entry of the tournament, by its fan's name (issue 63): the list follows what is typed.
      const search = page.getByRole('searchbox', { name: 'Compare with' });
      const results = page.getByRole('list', { name: 'Entries to compare with' });
      await expect(results.getByRole('link').first()).toBeVisible();
      await search.fill(DEMO_FAN.username.slice(1, 6).toUpperCase());
      await expect(results.getByRole('link', { name: new RegExp(DEMO_FAN.username) })).toBeVisible();
      await search.fill('no fan has this name');
      await expect(page.getByText('No entry by a name with “no fan has this name”.')).toBeVisible();
      await expect(results.getByRole('link')).toHaveCount(0);

      await page.getByRole('link', { name: 'Compare with your entry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${name} v ${DEMO_FAN.username}` })).toBeVisible(
        FIRST_LOAD,
      );
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect(summary).toContainText(/Same pick in \d+ match(es)?, different in \d+/);
      const different = page.locator('li[data-differs]');
      const differences = Number((await summary.textContent())?.match(/different in (\d+)/)?.[1]);
      await expect(different).toHaveCount(differences);
      // Still to be played: what each outcome is worth, in words.
      await expect(page.getByText(/^If .+ (beats .+|wins .+), (you gain|.+ gains) 10 on .+\.$/).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, 'compare');
      await saveScreenshot(page, testInfo, 'compare');

      // Every match, not only the differences.
      await page.getByLabel('Show every match, not only the differences').check();
      await expect(page.locator('main li').filter({ hasText: ' v ' }).first()).toBeVisible();
      expect(await page.locator('main section li').count()).toBeGreaterThan(differences);
      await expect(page.locator('html')).toHaveJSProperty('scrollWidth', await page.evaluate(() => innerWidth));
    },
  );

  test.describe('before the start', () => {
    // The page asks, and the server refuses (409): the browser logs the refusal.
    test.use({ allowConsoleErrors: [/status of 409/] });

    test('nobody sees another fan’s picks', async ({ page, request }) => {
      const upcoming = await findTournament(request, UPCOMING);
      const rows = (await (await request.get(`/api/tournaments/${upcoming.id}/leaderboard`)).json()).data as Row[];
      // The demo seeds entries in its upcoming tournament: one of them is another fan's.
      const row = rows[0];
      expect(row, 'an entry in the upcoming demo tournament').toBeDefined();
      await page.goto(`/tournaments/${upcoming.id}/entries/${row?.entryId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Picks are hidden until the start' })).toBeVisible(
        FIRST_LOAD,
      );
      await expect(page.getByText("A fan's picks are shown once the tournament starts")).toBeVisible();
    });
  });
});

test.describe('filling a draw in seconds', () => {
  test(
    'a fan fills the draw by seeding, changes one pick and submits',
    { tag: '@layout' },
    async ({ page, request, login }, testInfo) => {
      await login();
      const tournament = await findTournament(request, UPCOMING);
      await page.goto(tournament.path);
      const bar = submitBar(page);
      await expect(bar).toContainText('0 / 15 picks', FIRST_LOAD);
      const fill = page.getByRole('region', { name: 'Fill the draw in one go' });
      await expect(fill).toContainText('Game scores are left empty');
      await saveScreenshot(page, testInfo, 'fill-draw', { fullPage: false });

      await fill.getByRole('button', { name: 'By seeding' }).click();
      await expect(bar).toContainText('15 / 15 picks');
      await expect(toast(page, 'Filled 15 picks by seeding')).toBeVisible();
      // Nothing is sent until the fan submits.
      expect((await (await page.request.get('/api/entries')).json()).data).toHaveLength(0);

      // The fan changes a first-round pick to the other player, with a score; the later picks that needed the
      // old winner are cleared, and the fan picks them again.
      const first = roundMatches(page, 'Round 1').first();
      const filledSlot = (await first.getByRole('button').first().getAttribute('aria-pressed')) === 'true' ? 0 : 1;
      await pick(page, first, filledSlot === 0 ? 1 : 0, '3-2');
      await expectNoSeriousA11yViolations(page, testInfo, 'filled draw');
      await pickTheRest(page, null);
      await expect(bar).toContainText('15 / 15 picks');
      await bar.getByRole('button', { name: 'Submit tips' }).click();
      await expect(toast(page, 'Tips submitted')).toBeVisible();
      const entry = await myEntry(page.request, tournament.id);
      const tips = await entryTips(page.request, entry.id);
      expect(tips).toHaveLength(15);
      // The fill left game scores empty: the only score is the one the fan added.
      expect(tips.filter((tip) => tip.predictedScore !== null).map((tip) => tip.predictedScore)).toEqual(['3-2']);
    },
  );
});
