import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  isMobile,
  readMail,
  saveScreenshot,
  test,
  toast,
  uniqueEmail,
  waitForToaster,
} from '../playwright-utils';
import { createPaidTournament, type PaidTournament } from './credits-helpers';
import { adminApi, FIRST_LOAD } from './tipping-helpers';

const headers = { Origin: BASE_URL };

/** A full entry for the test's four-player draw: `side` 1 picks every first-named player, 2 every second. */
async function enter(request: APIRequestContext, tournament: PaidTournament, side: 1 | 2) {
  const matches = await tournament.matches();
  const semis = matches.filter((match) => match.roundName !== 'Final');
  const winners = semis.map((match) => (side === 1 ? match.playerOne?.id : match.playerTwo?.id) as string);
  const final = matches.find((match) => match.roundName === 'Final');
  const matchTips = [
    ...semis.map((match, i) => ({ matchId: match.id, predictedWinnerId: winners[i], predictedScore: '3-0' })),
    { matchId: final?.id, predictedWinnerId: winners[0], predictedScore: '3-0' },
  ];
  const entered = await request.post(`/api/tournaments/${tournament.id}/entries`, { data: { matchTips }, headers });
  expect(entered.status(), await entered.text()).toBe(201);
}

/** The league table's rows as 'rank username points', for the scope the page shows. */
async function tableRows(page: Page, name: RegExp) {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  return table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
}

test.describe('private leagues', () => {
  test('a fan creates a league, a friend signs up through its link and joins, a result moves the table, the owner removes the friend', async ({
    page,
    browser,
    login,
  }, testInfo) => {
    test.slow();
    const admin = await adminApi();
    const tournament = await createPaidTournament(admin, testInfo, { feeCredits: 0 });
    const friendContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      // The owner starts with no league.
      const owner = await login();
      await page.goto('/leagues');
      await expect(page.getByRole('heading', { level: 1, name: 'My Leagues' })).toBeVisible(FIRST_LOAD);
      await expect(page.getByText("You're not in a league yet")).toBeVisible();
      await saveScreenshot(page, testInfo, 'leagues-empty');

      // A name too short is refused under the field; a good one makes the league and opens it.
      const leagueName = `Court ${testInfo.project.name} ${Date.now().toString(36)}`;
      await page.getByLabel('League name').fill('ab');
      await page.getByRole('button', { name: 'Create League' }).click();
      await expect(page.getByText('Name must be at least 3 characters')).toBeVisible();
      await page.getByLabel('League name').fill(leagueName);
      await page.getByRole('button', { name: 'Create League' }).click();
      await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
      await expect(toast(page, 'League created')).toBeVisible();
      const link = await page.getByLabel('Invite link').inputValue();
      expect(link).toMatch(new RegExp(`^${BASE_URL}/leagues/join/[A-Z2-9]{10}$`));
      await expectNoSeriousA11yViolations(page, testInfo, 'league page');
      await saveScreenshot(page, testInfo, 'league-new');

      // The friend opens the link signed out, signs up on the way and comes back to the join step.
      const friend = await friendContext.newPage();
      await friend.goto(link);
      await expect(friend.getByText("You've been invited to a private league.")).toBeVisible(FIRST_LOAD);
      await friend.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
      await waitForToaster(friend);
      const friendEmail = uniqueEmail(testInfo, 'pal');
      await friend.getByLabel('Email').fill(friendEmail);
      await friend.getByRole('button', { name: 'Continue' }).click();
      await friend.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await friend.getByLabel('Confirm Password').fill(DEMO_PASSWORD);
      await friend.getByRole('button', { name: 'Create Account' }).click();
      await expect(toast(friend, 'Account created')).toBeVisible();
      await friend.goto((await readMail(friendEmail, /verify/i)).link as string);
      await expect(friend).toHaveURL(link);
      const terms = friend.getByRole('dialog', { name: 'Welcome to SquashTips' });
      await terms.getByRole('checkbox', { name: /over 18 years old/ }).check();
      await terms.getByRole('button', { name: 'Continue' }).click();
      await expect(friend.getByRole('heading', { level: 1, name: `Join ${leagueName}?` })).toBeVisible();
      await expect(friend.getByText(`Owner: ${owner.username}`)).toBeVisible();
      await saveScreenshot(friend, testInfo, 'league-join');
      await friend.getByRole('button', { name: 'Join League' }).click();
      await expect(friend.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
      await expect(friend.getByText('2 members').first()).toBeVisible();
      const friendName = friendEmail.split('@')[0] as string;

      // Both enter the tournament; play starts and the first semi-final goes the owner's way.
      await enter(page.request, tournament, 1);
      await enter(friend.request, tournament, 2);
      const started = await admin.patch(`/api/admin/tournaments/${tournament.id}`, {
        data: { startsAt: new Date(Date.now() - 60_000).toISOString() },
        headers,
      });
      expect(started.status()).toBe(200);

      await page.reload();
      await page.getByLabel('Show').selectOption({ label: `${tournament.name} (Men's)` });
      let rows = await tableRows(page, new RegExp(`League table, ${tournament.name}`));
      await expect(rows).toHaveCount(2);

      const semi = (await tournament.matches()).find((match) => match.roundName !== 'Final');
      const recorded = await admin.post(`/api/admin/matches/${semi?.id}/result`, {
        data: {
          winnerId: semi?.playerOne?.id,
          outcome: 'played',
          gameScore: '3-0',
          games: [
            [11, 4],
            [11, 5],
            [11, 6],
          ],
        },
        headers,
      });
      expect(recorded.status(), await recorded.text()).toBe(200);
      await page.reload();
      await page.getByLabel('Show').selectOption({ label: `${tournament.name} (Men's)` });
      rows = await tableRows(page, new RegExp(`League table, ${tournament.name}`));
      await expect(rows.nth(0)).toContainText(owner.username);
      await expect(rows.nth(0)).toContainText('11');
      await expect(rows.nth(0).getByRole('cell').first()).toHaveText('1');
      await expect(rows.nth(1)).toContainText(friendName);
      await expect(rows.nth(1).getByRole('cell').first()).toHaveText('2');
      await saveScreenshot(page, testInfo, 'league-table');

      // On the tournament's leaderboard, the scope switch shows the league's own table.
      await page.goto(tournament.path);
      await page.getByRole('tab', { name: 'Leaderboard' }).click(FIRST_LOAD);
      const scope = page.getByLabel('Show');
      await expect(scope).toHaveValue('everyone');
      await scope.selectOption({ label: leagueName });
      const leagueRows = await tableRows(page, new RegExp(`Leaderboard of ${leagueName}`));
      await expect(leagueRows).toHaveCount(2);
      await expect(leagueRows.nth(0)).toContainText(owner.username);
      await expect(page.locator('[data-mine]')).toContainText(owner.username);
      await saveScreenshot(page, testInfo, 'tournament-leaderboard-league-scope');

      // The owner removes the friend, who then can't see the league.
      await page.goto('/leagues');
      await page.getByRole('link', { name: new RegExp(leagueName) }).click();
      await page.getByRole('button', { name: `Remove ${friendName}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect(toast(page, 'Member removed')).toBeVisible();
      await expect(page.getByRole('button', { name: `Remove ${friendName}` })).toHaveCount(0);
      await expect(page.getByText('1 member').first()).toBeVisible();
      await friend.reload();
      await expect(friend.getByRole('heading', { level: 1, name: 'League not found' })).toBeVisible();
    } finally {
      await friendContext.close();
      // Leave the page first: a refetch would find the tournament gone (a 404 in the console).
      await page.goto('about:blank');
      await tournament.remove();
    }
  });
});

test.describe('joining by a wrong code', () => {
  // The invite lookup answers 404 for a code no league has, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a wrong invite code says so, and the dashboard lists my leagues with my place', async ({
    page,
    login,
  }, testInfo) => {
    await login();
    await page.goto('/leagues/join/WRONGCODE2');
    await expect(page.getByRole('heading', { level: 1, name: 'Invite not valid' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('No league has this invite code.')).toBeVisible();

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'My Leagues' });
    await expect(card.getByText('Compete with friends')).toBeVisible();
    await card.getByRole('link', { name: 'Create or join a league' }).click();
    await page.getByLabel('League name').fill('Dashboard Test League');
    await page.getByRole('button', { name: 'Create League' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Test League' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(card.getByRole('link', { name: /Dashboard Test League/ })).toContainText('No rank yet');
    await saveScreenshot(page, testInfo, 'dashboard-leagues');
  });
});

test.describe('the back office', () => {
  test('lists leagues with their owners and members, finds one by name and deletes it', async ({
    page,
    login,
  }, testInfo) => {
    const fan = await login();
    const name = `Admin Sees ${testInfo.project.name} ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/leagues', { data: { name }, headers });
    expect(created.status()).toBe(201);

    await login({ email: DEMO_ADMIN.email });
    await page.goto('/admin');
    if (isMobile(testInfo)) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('link', { name: 'Leagues' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leagues' })).toBeVisible();
    await page.getByLabel('Search by league or owner').fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(fan.username);
    await expect(row).toContainText('1');
    await saveScreenshot(page, testInfo, 'admin-leagues');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Its 1 membership goes with it; entries and points stay.',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'League deleted successfully')).toBeVisible();
    await expect(page.getByText(`No leagues match “${name}”.`)).toBeVisible();
  });
});

test.describe('leaving', () => {
  // Every test fails on a console error it doesn't allow: none here, so a league read asked again after
  // leaving (a 404 for a non-member) fails it.
  test('a fan who leaves their league lands on My Leagues with no error behind', async ({ page, login }, testInfo) => {
    await login();
    await page.goto('/leagues');
    const leagueName = `Leaving ${testInfo.project.name} ${Date.now().toString(36)}`;
    await page.getByLabel('League name').fill(leagueName);
    await page.getByRole('button', { name: 'Create League' }).click();
    await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible(FIRST_LOAD);
    await waitForToaster(page);
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expect(toast(page, `You left ${leagueName}`)).toBeVisible();
    await expect(page).toHaveURL(/\/leagues$/);
    await expect(page.getByText("You're not in a league yet")).toBeVisible();
    // Long enough for a stray refetch of the league to have been made and logged.
    await page.waitForTimeout(1000);
  });
});
