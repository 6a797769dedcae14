import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  DEMO_ADMIN,
  DEMO_FAN,
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  test,
  toast,
  waitForToaster,
} from '../playwright-utils';
import { drawMatch, uploadDraw } from './draw-files';

/*
 * The back office's New and Edit forms (spec 001 §2, §5): players, users and matches. Every record is
 * made here with a name of its own and deleted at the end, so reruns and the other specs never meet it;
 * the match goes into a draw of its own, uploaded as a draw file, since matches are only added to
 * tournaments still being created.
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

function uniqueSuffix(testInfo: TestInfo): string {
  return `${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/**
 * The form as it first opens, in both themes at this project's width: looked at, and checked by axe.
 * The choice is stored as the theme switcher stores it, so the reload starts in it.
 */
async function inspectForm(page: Page, testInfo: TestInfo, name: string, heading: string) {
  // The link's route loads lazily: reload only once the form is the page, not the list still.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expectNoSeriousA11yViolations(page, testInfo, `${name}-${theme}`);
    await saveScreenshot(page, testInfo, `${name}-${theme}`);
  }
}

/** The value a detail page shows under a label (its `<dt>`). */
function detail(page: Page, label: string) {
  return page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

/** The delete button of a detail page, then the confirmation dialog's own; then the page it lands on. */
async function deleteWithConfirmation(page: Page, thing: string, landsOn: RegExp) {
  const Thing = `${thing.charAt(0).toUpperCase()}${thing.slice(1)}`;
  await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${Thing}` });
  await expect(dialog).toContainText(`Are you sure you want to delete this ${thing}? This action cannot be undone.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `${Thing} deleted successfully`)).toBeVisible();
  await expect(page).toHaveURL(landsOn);
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
}

test.describe('back-office forms', () => {
  test.beforeEach(async ({ login }) => {
    await login({ email: DEMO_ADMIN.email });
  });

  test('an admin adds a player, corrects it and deletes it', async ({ page }, testInfo) => {
    // A form checked by axe in both themes, a reload each, then a save, a correction and a delete: 40 s of the
    // 60 CI then gave a test, on a slow machine.
    test.slow();
    const suffix = uniqueSuffix(testInfo);
    const name = `Zed Formtest ${suffix}`;
    await page.goto('/admin/players');
    await page.getByRole('radio', { name: "Women's" }).click();
    await page.getByRole('link', { name: 'New Player' }).click();
    await expect(page).toHaveURL(/\/admin\/players\/new\?gender=womens$/);
    await inspectForm(page, testInfo, 'player-new', 'New Player');
    await expect(page.getByLabel('Gender')).toHaveValue('womens');

    await page.getByRole('button', { name: 'Create Player' }).click();
    for (const message of [
      'External ID is required',
      'Name must be at least 3 characters',
      'First Name is required',
      'Last Name is required',
      'Country must be at least 2 characters',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('External ID')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('External ID').fill(`e2e-${suffix}`);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('First Name').fill('Zed');
    await page.getByLabel('Last Name').fill(`Formtest ${suffix}`);
    await page.getByLabel('Country').fill('New Zealand');
    await page.getByLabel('World Ranking').fill('250');
    await waitForToaster(page);
    await page.getByRole('button', { name: 'Create Player' }).click();
    await expect(toast(page, 'Player created')).toBeVisible();
    // The toast sits where the form's Save button is on a phone, and stays while the pointer rests on it.
    await page.mouse.move(0, 0);
    await expect(toast(page, 'Player created')).toBeHidden({ timeout: 10_000 });
    await expect(page).toHaveURL(new RegExp(`/admin/players/${UUID.source}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(detail(page, 'Country')).toHaveText('New Zealand');
    // No photo: the player's initials, not an empty space or a broken image.
    await expect(page.getByTestId('player-initials')).toHaveText('ZF');

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Player' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No changes to update' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'player-edit-no-changes');

    await page.getByLabel('Country').fill('Egypt');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Player updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(detail(page, 'Country')).toHaveText('Egypt');

    await deleteWithConfirmation(page, 'player', /\/admin\/players$/);
    await saveScreenshot(page, testInfo, 'players-list');
  });

  test.describe(() => {
    // The photo's address answers 404 (the story): the browser logs it.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test("a player's photo that fails to load shows their initials", async ({ page }, testInfo) => {
      const suffix = uniqueSuffix(testInfo);
      const created = await page.request.post('/api/admin/players', {
        data: {
          externalId: `photo-${suffix}`,
          fullName: `Yara Photo ${suffix}`,
          firstName: 'Yara',
          lastName: `Photo ${suffix}`,
          country: 'Egypt',
          gender: 'womens',
          imageUrl: '/no-such-photo.png',
        },
        headers: { Origin: BASE_URL },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = ((await created.json()) as { data: { id: string } }).data;
      try {
        await page.goto(`/admin/players/${id}`);
        await expect(page.getByTestId('player-initials')).toHaveText('YP');
        await expect(page.getByRole('img', { name: `Yara Photo ${suffix}` })).toBeVisible();
      } finally {
        await page.request.delete(`/api/admin/players/${id}`, { headers: { Origin: BASE_URL } });
      }
    });
  });

  test.describe(() => {
    // Taking a taken username is the story: the browser logs the 409 of that request.
    test.use({ allowConsoleErrors: [/status of 409/] });

    test('an admin adds a user, edits the carried-over totals and deletes the user', async ({ page }, testInfo) => {
      // A long story (two forms checked by axe in both themes, a reload each; four submissions and a delete): 51 s
      // of the 60 CI then gave a test, on a slow machine; past them on a slower one.
      test.slow();
      const username = `form_${uniqueSuffix(testInfo)}`;
      await page.goto('/admin/users');
      await page.getByRole('link', { name: 'New User' }).click();
      await inspectForm(page, testInfo, 'user-new', 'New User');

      await page.getByLabel('Username').fill('ab');
      await page.getByLabel('Points').fill('-1');
      await page.getByRole('button', { name: 'Create User' }).click();
      await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByText('Points must be 0 or greater')).toBeVisible();

      // The server's own check, shown under the field it concerns.
      await page.getByLabel('Username').fill(DEMO_FAN.username);
      await page.getByLabel('Email').fill(`${username}@example.com`);
      await page.getByLabel('Points').fill('0');
      await waitForToaster(page);
      await page.getByRole('button', { name: 'Create User' }).click();
      await expect(page.getByLabel('Username')).toHaveAccessibleDescription('That username is already taken');
      await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
      await expect(toast(page, 'Error')).toContainText('That username or email is already taken');
      await saveScreenshot(page, testInfo, 'user-new-taken');

      await page.getByLabel('Username').fill(username);
      await page.getByRole('button', { name: 'Create User' }).click();
      await expect(toast(page, 'User created')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/users/${UUID.source}$`));
      await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();

      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      await inspectForm(page, testInfo, 'user-edit', 'Edit User');
      await expect(page.getByLabel('Email')).toBeDisabled();
      await page.getByLabel('Points').fill('12');
      await page.getByLabel('Correct Tips').fill('3');
      await page.getByLabel('Total Tips').fill('5');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'User updated')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      await expect(page.getByLabel('Points')).toHaveValue('12');
      await expect(page.getByLabel('Correct Tips')).toHaveValue('3');
      await expect(page.getByLabel('Total Tips')).toHaveValue('5');
      await page.getByRole('link', { name: 'Cancel' }).click();

      await deleteWithConfirmation(page, 'user', /\/admin\/users$/);
      await saveScreenshot(page, testInfo, 'users-list');
    });
  });

  test.describe(() => {
    // Playing a player against themselves is the story: the browser logs the 422 of that request.
    test.use({ allowConsoleErrors: [/status of 422/] });

    test('an admin adds a match to a draw being built, records its result and deletes it', async ({
      page,
    }, testInfo) => {
      // A long story (upload, form, result, deletes, clean-up): on a loaded CI machine it outlasts 30 s.
      test.slow();
      const draft = await uploadDraft(page.request, uniqueSuffix(testInfo));
      try {
        await page.goto('/admin/matches');
        await page.getByRole('link', { name: 'New Match' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'New Match' })).toBeVisible();
        await page.getByRole('button', { name: 'Create Match' }).click();
        await expect(page.getByText('Tournament is required')).toBeVisible();
        await expect(page.getByText('Round is required')).toBeVisible();

        // From the draw itself, the form starts in its tournament.
        await page.goto(`/admin/tournaments/${draft.id}`);
        await page.getByRole('link', { name: 'Add Match' }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/matches/new\\?tournamentId=${draft.id}$`));
        await inspectForm(page, testInfo, 'match-new', 'New Match');
        await expect(page.getByLabel('Tournament')).toHaveValue(draft.id);
        await page.getByLabel('Round').selectOption({ label: 'Semi-finals' });
        await page.getByLabel('Scheduled Time').fill('2030-05-04T18:30');
        await page.getByLabel('Player 1').selectOption({ label: draft.players[0] });
        await page.getByLabel('Player 2').selectOption({ label: draft.players[0] });
        await waitForToaster(page);
        await page.getByRole('button', { name: 'Create Match' }).click();
        // The server's own check, under the field it concerns.
        await expect(page.getByLabel('Player 2')).toHaveAccessibleDescription(
          'A player cannot play against themselves',
        );
        await page.getByLabel('Player 2').selectOption({ label: draft.players[3] });
        await page.getByRole('button', { name: 'Create Match' }).click();
        await expect(toast(page, 'Match created')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/admin/matches/${UUID.source}$`));
        await expect(page.getByRole('heading', { level: 1, name: 'Match Details' })).toBeVisible();
        const details = page.getByRole('main');
        await expect(detail(page, 'Round')).toHaveText('Semi-finals');
        // Entered and shown as the venue's wall clock, its zone named.
        await expect(detail(page, 'Scheduled Time')).toHaveText(/^May 4, 2030 18:30 [A-Z]/);
        await expect(details.getByRole('link', { name: draft.players[3] })).toBeVisible();

        await details.getByRole('link', { name: 'Edit', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Edit Match' })).toBeVisible();
        await expect(page.getByLabel('Tournament')).toBeDisabled();
        await page.getByLabel('Completed').check();
        await expect(page.getByRole('group', { name: 'Winner', exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('Winner is required')).toBeVisible();
        await expect(page.getByText('Game score is required for a played match')).toBeVisible();
        await page.getByRole('group', { name: 'Winner', exact: true }).getByLabel(draft.players[3]).check();
        await page
          .getByRole('group', { name: /Game score/ })
          .getByLabel('3-1')
          .check();
        await page.getByLabel('Scheduled Time').fill('2030-05-04T20:00');
        await expectNoSeriousA11yViolations(page, testInfo, 'match-edit-completed');
        await saveScreenshot(page, testInfo, 'match-edit-completed');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(toast(page, 'Match updated')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Match Details' })).toBeVisible();
        await expect(detail(page, 'Status')).toHaveText('Completed');
        await expect(detail(page, 'Scheduled Time')).toHaveText(/^May 4, 2030 20:00 [A-Z]/);
        await expect(detail(page, 'Winner')).toHaveText(draft.players[3]);
        await expect(detail(page, 'Game Score')).toHaveText('3-1');

        await deleteWithConfirmation(page, 'match', new RegExp(`/admin/tournaments/${draft.id}$`));

        // The draw goes too, from the Creating tab, by the same confirmation.
        await page.goto('/admin/tournaments');
        await page.getByRole('tab', { name: 'Creating' }).click();
        await page.getByRole('button', { name: `Delete ${draft.name}` }).click();
        await page
          .getByRole('alertdialog', { name: 'Delete Tournament' })
          .getByRole('button', { name: 'Delete' })
          .click();
        await expect(toast(page, 'Tournament deleted successfully')).toBeVisible();
        await expect(page.getByRole('link', { name: draft.name })).toHaveCount(0);
      } finally {
        await draft.remove();
      }
    });
  });
});

/**
 * A men's draw of four players of its own (semi-finals and final, nothing played), uploaded as a draw
 * file: a tournament being created. `remove` takes away whatever of it is left, players included.
 */
async function uploadDraft(request: APIRequestContext, suffix: string) {
  const key = `admin-forms-${suffix}`;
  const name = `Forms Open ${suffix}`;
  const players = [
    `Alpha Formtest ${suffix}`,
    `Bravo Formtest ${suffix}`,
    `Charlie Formtest ${suffix}`,
    `Delta Formtest ${suffix}`,
  ] as const;
  const id = await uploadDraw(request, {
    key,
    name,
    startDate: '2030-05-04',
    endDate: '2030-05-05',
    players,
    rounds: [
      [drawMatch('m1', 1, ['p1', 'p2'], 'm3', 1), drawMatch('m2', 2, ['p3', 'p4'], 'm3', 2)],
      [drawMatch('m3', 1, null, null, 1)],
    ],
  });
  const headers = { Origin: BASE_URL };
  const detail = (await (await request.get(`/api/admin/tournaments/${id}`)).json()) as {
    data: { players: Array<{ id: string }> };
  };
  const playerIds = detail.data.players.map((player) => player.id);
  return {
    id,
    name,
    players,
    async remove() {
      await request.delete(`/api/admin/tournaments/${id}`, { headers });
      for (const playerId of playerIds) await request.delete(`/api/admin/players/${playerId}`, { headers });
    },
  };
}
