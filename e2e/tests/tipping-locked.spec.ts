import type { Page } from '@playwright/test';
import {
  DEMO_FAN,
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  startWithTheme,
  test,
} from '../playwright-utils';
import {
  ACTIVE,
  drawOf,
  FIRST_LOAD,
  findTournament,
  type MyEntry,
  myEntry,
  roundMatches,
  submitBar,
  tournamentMatches,
  UPCOMING,
} from './tipping-helpers';

function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The stat cards as the fan should see them, from the server's figures for their entry. */
function expectedFigures(entry: MyEntry): string[] {
  const accuracy = entry.possibleScore > 0 ? Math.round((entry.score / entry.possibleScore) * 100) : 0;
  return [
    String(entry.points),
    `Max possible: ${entry.maxPoints}`,
    `${entry.score}/${entry.possibleScore}`,
    'correct winners so far',
    `${accuracy}%`,
    'of decided matches',
    entry.rank === null ? '–' : ordinal(entry.rank),
    'on the leaderboard',
  ];
}

function statCards(page: Page) {
  return page.getByRole('region', { name: 'Your entry' });
}

test.describe('a tournament under way, for a fan with an entry', () => {
  test('the draw is locked and shows the fan’s figures, right and wrong picks and the crowd', {
    tag: '@layout',
  }, async ({ page, request, login }) => {
    await login({ email: DEMO_FAN.email });
    const tournament = await findTournament(request, ACTIVE);
    await page.goto(tournament.path);

    // Locked: no picking, no submit bar, no entry banner.
    await expect(statCards(page)).toBeVisible(FIRST_LOAD);
    await expect(drawOf(page).getByRole('button')).toHaveCount(0);
    await expect(submitBar(page)).toHaveCount(0);
    await expect(page.getByText('Entry Submitted')).toHaveCount(0);

    // The stat cards agree with the server (asked again each time: other tests may record results).
    const cards = statCards(page).getByRole('definition');
    await expect
      .poll(async () => {
        const shown = await cards.allTextContents();
        return JSON.stringify(shown) === JSON.stringify(expectedFigures(await myEntry(page.request, tournament.id)));
      })
      .toBe(true);
    await expect(statCards(page).getByRole('term')).toHaveText(['Points', 'Tipped', 'Accuracy', 'Rank']);

    // Each decided pick is marked right or wrong: as many right as the entry's score.
    const entry = await myEntry(page.request, tournament.id);
    const right = drawOf(page).locator('[data-tip="right"], [data-tip="exact"]');
    await expect(right).toHaveCount(entry.score);
    await expect(drawOf(page).locator('[data-tip="wrong"]')).toHaveCount(entry.possibleScore - entry.score);
    await expect(right.first()).toHaveAccessibleDescription(
      /Your pick: .+, right(, with the exact score)?, 1[01] points/,
    );

    // How the crowd picked, on every match that isn't a bye.
    const roundTwo = drawOf(page).getByRole('list', { name: 'Round 2', exact: true }).getByRole('group');
    await expect(roundTwo.first()).toContainText(/\d+% picked \S+/);
    await expect(roundTwo.first()).toHaveAccessibleDescription(/\d+% picked [A-Z]/);
  });

  test('the leaderboard highlights the fan’s row', async ({ page, request, login }) => {
    const fan = await login({ email: DEMO_FAN.email });
    const tournament = await findTournament(request, ACTIVE);
    await page.goto(`${tournament.path}#leaderboard`);

    const rows = page
      .getByRole('table', { name: /Leaderboard/ })
      .getByRole('rowgroup')
      .last()
      .getByRole('row');
    await expect(rows.first()).toBeVisible(FIRST_LOAD);
    const mine = rows.filter({ hasText: fan.username });
    await expect(mine.first()).toContainText('You');
    await expect(mine.first()).toHaveAttribute('data-mine', 'true');

    // Outside the top 7, the fan's row moves up to just after the podium: after every row tied at the
    // third row's rank, and shown once.
    const board = (await (
      await request.get(`/api/tournaments/${tournament.id}/leaderboard`, { params: { page: 0, page_size: 100 } })
    ).json()) as { data: Array<{ username: string; rank: number }>; pageInfo: { totalRecords: number } };
    const place = board.data.findIndex((row) => row.username === fan.username);
    await expect(mine).toHaveCount(1);
    if (place < 0 || place >= 7) {
      const others = board.data.filter((row) => row.username !== fan.username);
      const podiumRank = others[2]?.rank ?? 0;
      const podium = others.filter((row) => row.rank <= podiumRank).length;
      await expect(rows.nth(podium)).toContainText(fan.username);
      await expect(rows.nth(podium - 1)).not.toContainText(fan.username);
    } else {
      await expect(rows.nth(place)).toContainText(fan.username);
    }

    // Expanded, every entry is one row: the fan's too.
    if (board.pageInfo.totalRecords > 10) {
      await page.getByRole('button', { name: 'Show top 100' }).click();
      await expect(rows).toHaveCount(Math.min(100, board.pageInfo.totalRecords));
      await expect(mine).toHaveCount(1);
    }
  });

  test('a pick the late-draw-change rule replaced says why', async ({ page, request, login }) => {
    await login({ email: DEMO_FAN.email });
    const tournament = await findTournament(request, ACTIVE);
    const matches = await tournamentMatches(request, tournament.id);
    const quarter = matches.find((match) => match.roundName === 'Quarter-finals' && match.position === 2);
    const [withdrawn, given] = [quarter?.playerOne, quarter?.playerTwo];
    if (!quarter || !withdrawn || !given) throw new Error('the demo quarter-final has no players');
    // The demo has no late draw change: the fan's entry is told it had one, on this match.
    await page.route(/\/api\/entries\/[^/]+$/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const tip of body.data.matchTips) {
        if (tip.matchId !== quarter.id) continue;
        Object.assign(tip, { predictedWinnerId: given.id, predictedScore: '3-0', adjustedFromPlayerId: withdrawn.id });
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto(tournament.path);

    const message = `Your pick ${withdrawn.fullName} withdrew; you were given ${given.fullName} 3-0`;
    await expect(page.getByText(`${message}.`, { exact: true })).toBeVisible(FIRST_LOAD);
    await expect(roundMatches(page, 'Quarter-finals').nth(1)).toHaveAccessibleDescription(new RegExp(message));
  });

  for (const theme of ['light', 'dark'] as const) {
    test(
      `the locked draw has no serious accessibility violations in the ${theme} theme`,
      { tag: '@layout' },
      async ({ page, request, login }, testInfo) => {
        // axe and full-page screenshots of a long page at two densities.
        test.slow();
        await startWithTheme(page, theme);
        await login({ email: DEMO_FAN.email });
        await page.goto((await findTournament(request, ACTIVE)).path);
        await expect(statCards(page)).toBeVisible(FIRST_LOAD);
        await expect(drawOf(page).locator('[data-tip]').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, testInfo, 'locked draw');
        await saveScreenshot(page, testInfo, `tipping-locked-${theme}`);
        await saveScreenshot(page, testInfo, `tipping-locked-viewport-${theme}`, { fullPage: false });

        await page.getByRole('tab', { name: 'Leaderboard' }).click();
        await expect(page.getByRole('table', { name: /Leaderboard/ })).toBeVisible();
        await expect(page.locator('[data-mine]').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, testInfo, 'leaderboard');
        await saveScreenshot(page, testInfo, `tipping-locked-leaderboard-${theme}`);
      },
    );
  }
});

test.describe('the demo fan’s saved entry in an upcoming tournament', () => {
  test('opens with the saved picks and the Entry Submitted banner', async ({ page, request, login }) => {
    await login({ email: DEMO_FAN.email });
    const tournament = await findTournament(request, UPCOMING);
    await page.goto(tournament.path);

    await expect(page.getByText('Entry Submitted')).toBeVisible(FIRST_LOAD);
    await expect(submitBar(page)).toContainText('15 / 15 picks');
    await expect(submitBar(page).getByRole('button', { name: 'Update tips' })).toBeEnabled();
    await expect(drawOf(page).locator('[aria-pressed="true"]')).toHaveCount(15);
  });
});

test.describe('crowd picks', () => {
  test('are never shown before the lock', async ({ page, request, login }) => {
    await login({ email: DEMO_FAN.email });
    let asked = false;
    await page.route('**/pick-stats', (route) => {
      asked = true;
      return route.continue();
    });
    await page.goto((await findTournament(request, UPCOMING)).path);
    await expect(drawOf(page).getByRole('group').first()).toBeVisible(FIRST_LOAD);
    await expect(page.getByText(/% picked/)).toHaveCount(0);
    expect(asked).toBe(false);
  });
});
