import {
  changeTournamentAnswer,
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  startWithTheme,
  test,
  toast,
} from '../playwright-utils';
import {
  drawOf,
  FIRST_LOAD,
  findTournament,
  pick,
  pickTheRest,
  roundMatches,
  scoreDialog,
  submitBar,
  UPCOMING,
} from './tipping-helpers';

test.describe('tipping an upcoming tournament', () => {
  test(
    'a fan picks the whole draw, reloads, submits, changes a pick and resubmits',
    { tag: '@layout' },
    async ({ page, request, login }, testInfo) => {
      // Thirty picks and three saves, each with a toast: longer than the default half minute.
      test.slow();
      await login();
      const tournament = await findTournament(request, UPCOMING);
      await page.goto(tournament.path);

      // A fresh account: no entry yet, nothing picked, nothing to submit.
      await expect(page.getByText('Sign in to submit tips')).toHaveCount(0);
      await expect(page.getByText('Entry Submitted')).toHaveCount(0);
      const bar = submitBar(page);
      await expect(bar).toContainText('0 / 15 picks', FIRST_LOAD);
      await expect(bar.getByRole('button', { name: 'Submit tips' })).toBeDisabled();
      // Later rounds wait for the earlier picks.
      await expect(roundMatches(page, 'Quarter-finals').first().getByRole('button', { name: 'TBD' })).toHaveCount(2);

      // One pick, then Submit: every match needs a pick.
      const first = roundMatches(page, 'Round 1').first();
      const [favourite, underdog] = await first.getByRole('button').allTextContents();
      await pick(page, first, 0, '3-0');
      await expect(bar).toContainText('1 / 15 picks');
      // The winner moves on to the next round's slot.
      await expect(roundMatches(page, 'Quarter-finals').first().getByRole('button').first()).toHaveText(
        favourite ?? '',
      );
      await bar.getByRole('button', { name: 'Submit tips' }).click();
      await expect(toast(page, 'Incomplete Tips')).toContainText(
        "You need to predict winners for all 15 matches before submitting. You've predicted 1 matches.",
      );

      // Clicking the picked player again removes the pick.
      await first.getByRole('button').first().click();
      await expect(scoreDialog(page)).toHaveCount(0);
      await expect(first.getByRole('button').first()).toHaveAttribute('aria-pressed', 'false');
      await expect(bar).toContainText('0 / 15 picks');

      expect(await pickTheRest(page, '3-1')).toBe(15);
      await expect(bar).toContainText('15 / 15 picks');
      await saveScreenshot(page, testInfo, 'tipping-all-picked');

      // Nothing is lost on a reload.
      await page.reload();
      await expect(bar).toContainText('15 / 15 picks');
      await expect(drawOf(page).locator('[aria-pressed="true"]')).toHaveCount(15);

      await bar.getByRole('button', { name: 'Submit tips' }).click();
      await expect(toast(page, 'Tips submitted')).toContainText("You've submitted 15 tips for this tournament.");
      await expect(page.getByText('Entry Submitted')).toBeVisible();
      await expect(
        page.getByText(
          'Your picks have been saved. You can still modify your predictions until the tournament begins.',
        ),
      ).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Update tips' })).toBeEnabled();
      await expect(bar).toContainText('Saved');

      // The upper player of the first match was picked all the way to the title: switching to the other
      // player clears the three later picks that needed the first one to win.
      await pick(page, first, 1, '3-2');
      await expect(toast(page, '3 later picks cleared')).toBeVisible();
      await expect(bar).toContainText('12 / 15 picks');
      await expect(bar).toContainText('Unsaved changes');
      await expect(roundMatches(page, 'Quarter-finals').first().getByRole('button').first()).toHaveText(underdog ?? '');
      await expect(roundMatches(page, 'Final').first().locator('[aria-pressed="true"]')).toHaveCount(0);

      await bar.getByRole('button', { name: 'Update tips' }).click();
      await expect(toast(page, 'Incomplete Tips')).toContainText("You've predicted 12 matches.");

      expect(await pickTheRest(page, null)).toBe(3);
      await bar.getByRole('button', { name: 'Update tips' }).click();
      await expect(toast(page, 'Tips updated')).toContainText("You've updated 15 tips for this tournament.");
      await expect(bar).toContainText('Saved');

      // The server has the changed entry.
      const entries = (await (await page.request.get('/api/entries')).json()) as {
        data: Array<{ id: string; tournamentId: string; tipCount: number }>;
      };
      const entry = entries.data.find((candidate) => candidate.tournamentId === tournament.id);
      expect(entry?.tipCount).toBe(15);
      const saved = (await (await page.request.get(`/api/entries/${entry?.id}`)).json()) as {
        data: { matchTips: Array<{ predictedScore: string | null }> };
      };
      expect(saved.data.matchTips.filter((tip) => tip.predictedScore === '3-2')).toHaveLength(1);
      expect(saved.data.matchTips.filter((tip) => tip.predictedScore === null)).toHaveLength(3);

      // A reload starts from the saved entry.
      await page.reload();
      await expect(bar).toContainText('15 / 15 picks');
      await expect(bar).toContainText('Saved');
    },
  );

  test('picking works from the keyboard and is announced', async ({ page, request, login }) => {
    await login();
    await page.goto((await findTournament(request, UPCOMING)).path);
    const first = roundMatches(page, 'Round 1').first();
    await expect(first.getByRole('button').first()).toBeVisible(FIRST_LOAD);

    // One tab stop for the draw: the first player of the first match.
    const upper = first.getByRole('button').first();
    await expect(drawOf(page).locator('[tabindex="0"]')).toHaveCount(1);
    await expect(upper).toHaveAttribute('tabindex', '0');
    await upper.focus();
    await page.keyboard.press('ArrowDown');
    const lower = first.getByRole('button').nth(1);
    await expect(lower).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(scoreDialog(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(scoreDialog(page)).toBeHidden();
    await expect(lower).toHaveAttribute('aria-pressed', 'true');
    await expect(lower).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: /to win Round 1 match 1 3-1\. 1 of 15 picked\./ }),
    ).toHaveCount(1);

    // Right follows the picked player into the next round.
    await page.keyboard.press('ArrowRight');
    await expect(roundMatches(page, 'Quarter-finals').first().getByRole('button').first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(upper).toBeFocused();
    await page.keyboard.press('ArrowDown');

    // Space on the picked player removes the pick.
    await page.keyboard.press('Space');
    await expect(lower).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page.getByRole('status').filter({ hasText: /^Removed .* from Round 1 match 1\. 0 of 15 picked\.$/ }),
    ).toHaveCount(1);
  });

  test('a tournament whose first round is incomplete cannot be tipped', async ({ page, request, login }) => {
    await login();
    const { path } = await findTournament(request, UPCOMING);
    await changeTournamentAnswer(page, path, (body) => {
      const match = body.data.rounds[0]?.matches[2];
      if (match) match.playerTwo = null;
    });
    await page.goto(path);

    await expect(page.getByText('Tournament Not Finalized')).toBeVisible();
    await expect(roundMatches(page, 'Round 1')).toHaveCount(8);
    await expect(drawOf(page).getByRole('button')).toHaveCount(0);
    await expect(submitBar(page)).toHaveCount(0);
  });

  test('tips lock when the countdown reaches zero', async ({ page, request, login }) => {
    await login();
    const tournament = await findTournament(request, UPCOMING);
    const detail = (await (await request.get(`/api/tournaments/${tournament.id}`)).json()) as {
      data: { startsAt: string };
    };
    // The server's clock can't be moved; the page's can.
    await page.clock.install();
    await page.goto(tournament.path);
    await pick(page, roundMatches(page, 'Round 1').first(), 0, '3-1');
    await expect(page.getByRole('timer')).toHaveAccessibleName(/^Starts in [1-9]\d* days?/);

    await page.clock.setSystemTime(new Date(Date.parse(detail.data.startsAt) - 2_000));
    await expect(page.getByRole('timer')).toHaveAccessibleName(
      /^Starts in 0 days, 0 hours, 0 minutes, [0-2] seconds?$/,
    );
    await expect(toast(page, 'Tips are locked')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(drawOf(page).getByRole('button')).toHaveCount(0);
    await expect(submitBar(page)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Leaderboard' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(
      `picking looks right and has no serious accessibility violations in the ${theme} theme`,
      { tag: '@layout' },
      async ({ page, request, login }, testInfo) => {
        // axe and full-page screenshots at two densities.
        test.slow();
        await startWithTheme(page, theme);
        await login();
        await page.goto((await findTournament(request, UPCOMING)).path);
        const round1 = roundMatches(page, 'Round 1');
        await pick(page, round1.nth(0), 0, '3-0');
        await pick(page, round1.nth(1), 1, null);
        await pick(page, round1.nth(2), 0, '3-2');
        await expectNoSeriousA11yViolations(page, testInfo, 'picking');
        await saveScreenshot(page, testInfo, `tipping-picking-${theme}`);
        await saveScreenshot(page, testInfo, `tipping-picking-viewport-${theme}`, { fullPage: false });

        await round1.nth(3).getByRole('button').first().click();
        await expect(scoreDialog(page)).toBeVisible();
        await expectNoSeriousA11yViolations(page, testInfo, 'score dialog');
        await saveScreenshot(page, testInfo, `tipping-score-dialog-${theme}`, { fullPage: false });
      },
    );
  }
});

// A save that fails (500, 409: the toast above the bar, the picks kept) is the page tests' (apps/web:
// picking.page.test.tsx), as are the 402 and 403 of a paid entry.

test.describe('a visitor on an upcoming tournament', () => {
  test('sees the draw but no picking, and is asked to sign in', async ({ page, request }) => {
    await page.goto((await findTournament(request, UPCOMING)).path);
    await expect(page.getByText('Sign in to submit tips')).toBeVisible();
    await expect(roundMatches(page, 'Round 1')).toHaveCount(8);
    await expect(drawOf(page).getByRole('button')).toHaveCount(0);
    await expect(submitBar(page)).toHaveCount(0);
  });
});
