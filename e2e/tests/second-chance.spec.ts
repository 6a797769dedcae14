import type { APIRequestContext, TestInfo } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { DEMO_ADMIN, expect, saveScreenshot, test, toast } from '../playwright-utils';
import { eightPlayerRounds, uploadDraw } from './draw-files';
import { adminApi, entryTips, FIRST_LOAD, myEntry, pickTheRest, submitBar, tournamentMatches } from './tipping-helpers';

/*
 * Second Chance (issue 27, decision 020): the back office opens one on a tournament under way whose first
 * round is complete, a fan out of the running picks it from the main tournament's page, and a result of
 * the main draw moves its leaderboard. At both widths (@layout): a phone is where fans open it.
 */

const HOUR_MS = 3_600_000;
const headers = { Origin: BASE_URL };

/**
 * An eight-player tournament of this test's own, uploaded as the back office does, started an hour ago,
 * with its quarter-finals played (the upper player winning each): the semi-finals have no start times yet.
 */
async function quarterFinalsPlayed(admin: APIRequestContext, testInfo: TestInfo) {
  const suffix = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`;
  const key = `chance-open-${suffix}`;
  const name = `Chance Open ${suffix}`;
  const id = await uploadDraw(admin, {
    key,
    name,
    startDate: new Date().toISOString().slice(0, 10),
    endDate: new Date(Date.now() + 3 * 24 * HOUR_MS).toISOString().slice(0, 10),
    players: ['Ana', 'Bea', 'Cai', 'Dee', 'Eva', 'Fay', 'Gia', 'Hal'].map((first) => `${first} Chancetest ${suffix}`),
    rounds: eightPlayerRounds(),
  });
  const started = await admin.patch(`/api/admin/tournaments/${id}`, {
    data: { status: 'UPCOMING', startsAt: new Date(Date.now() - HOUR_MS).toISOString() },
    headers,
  });
  expect(started.status(), await started.text()).toBe(200);
  for (const quarter of (await tournamentMatches(admin, id)).filter((m) => m.roundName === 'Quarter-finals')) {
    const result = await admin.post(`/api/admin/matches/${quarter.id}/result`, {
      data: { winnerId: quarter.playerOne?.id, gameScore: '3-1' },
      headers,
    });
    expect(result.status(), await result.text()).toBe(200);
  }
  const detail = (await (await admin.get(`/api/admin/tournaments/${id}`)).json()) as { data: { timezone: string } };
  return { id, name, timezone: detail.data.timezone };
}

/** A datetime-local value `ms` from now, on the venue's wall clock. */
const localIn = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' })
    .format(new Date(Date.now() + ms))
    .replace(' ', 'T');

test.describe('Second Chance @layout', () => {
  // The back office's form is first sent without the lock time it needs: the answer is a 400.
  test.use({ allowConsoleErrors: [/status of 400/] });
  test('the back office opens it, a fan picks it from the main page, and a main-draw result moves its leaderboard', async ({
    page,
    login,
  }, testInfo) => {
    test.slow();
    const admin = await adminApi();
    const main = await quarterFinalsPlayed(admin, testInfo);

    // The back office: the round to start from is chosen for it; the lock is asked for, as no semi-final has a time.
    await login({ email: DEMO_ADMIN.email });
    await page.goto(`/admin/tournaments/${main.id}`);
    const card = page.getByRole('region', { name: 'Second Chance' });
    await expect(card.getByLabel('Start from')).toHaveValue('2', FIRST_LOAD);
    await expect(card.getByLabel('Start from').locator('option:checked')).toHaveText('Semi-finals');
    await card.getByRole('button', { name: 'Open Second Chance' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'Give a lock time: the Semi-finals matches have no start times yet',
    );
    await card.getByLabel('Picks lock (venue time)').fill(localIn(2 * HOUR_MS, main.timezone));
    await card.getByRole('button', { name: 'Open Second Chance' }).click();
    await expect(toast(page, 'Second Chance open')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Open the Second Chance' })).toBeVisible();
    await expect(card.getByText('Upcoming')).toBeVisible();
    await saveScreenshot(page, testInfo, 'second-chance-admin');

    // A fan: invited from the main tournament's page, picks every match left and submits.
    await page.context().clearCookies();
    const fan = await login();
    await page.goto(`/tournaments/${main.id}`);
    const invite = page.getByText(/^Second Chance open: pick from the semi-finals, locks in (1|2) hours?$/);
    await expect(invite).toBeVisible(FIRST_LOAD);
    await saveScreenshot(page, testInfo, 'second-chance-invite');
    // In French the sentences agree with the round: 'dès les demi-finales', 'au début des demi-finales'.
    await page.context().addCookies([{ name: 'lang', value: 'fr', url: BASE_URL }]);
    await page.reload();
    await expect(
      page.getByText(/^Seconde chance ouverte : pronostics dès les demi-finales, clôture dans (1|2)\sheures?$/),
    ).toBeVisible(FIRST_LOAD);
    await expect(
      page.getByText(/ferment au début des demi-finales, ou dès qu’un résultat des demi-finales/),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'second-chance-invite-fr');
    await page.context().addCookies([{ name: 'lang', value: 'en', url: BASE_URL }]);
    await page.reload();
    await page.getByRole('link', { name: 'Play the Second Chance' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${main.name} · Second Chance`);
    await expect(page.getByText(`A free bracket on the rest of the draw of ${main.name}`)).toBeVisible();
    const chanceId = new URL(page.url()).pathname.split('/').pop() as string;
    await expect(submitBar(page)).toContainText('0 / 3 picks', FIRST_LOAD);
    expect(await pickTheRest(page)).toBe(3);
    await submitBar(page).getByRole('button', { name: 'Submit tips' }).click();
    await expect(page.getByText('Entry Submitted', { exact: true })).toBeVisible();
    await saveScreenshot(page, testInfo, 'second-chance-entered');

    // The first semi-final is played before the lock time: the Second Chance locks then, and the fan's
    // pick of it (the upper player) scores on its leaderboard.
    const entry = await myEntry(page.request, chanceId);
    const tips = await entryTips(page.request, entry.id);
    const [semi] = (await tournamentMatches(admin, main.id)).filter((m) => m.roundName === 'Semi-finals');
    const picked = tips.find((tip) => tip.predictedWinnerId === semi?.playerOne?.id);
    expect(picked, 'the fan picked the upper player of the first semi-final').toBeTruthy();
    const result = await admin.post(`/api/admin/matches/${semi?.id}/result`, {
      data: { winnerId: semi?.playerOne?.id, gameScore: '3-1' },
      headers,
    });
    expect(result.status(), await result.text()).toBe(200);
    // The fan comes back to it later (the same address with a new hash would only move the hash: reloaded).
    await page.goto(`/tournaments/${chanceId}#leaderboard`);
    await page.reload();
    const row = page
      .getByRole('table', { name: /Leaderboard/ })
      .getByRole('row')
      .filter({ hasText: fan.username })
      .first();
    await expect(row.getByRole('cell').nth(3)).toHaveText('11', FIRST_LOAD);
    await saveScreenshot(page, testInfo, 'second-chance-leaderboard');

    // Away from its page first: a live refresh of a page whose tournament is gone would answer 404.
    await page.goto('about:blank');
    await admin.delete(`/api/admin/tournaments/${main.id}`, { headers });
    await admin.dispose();
  });
});
