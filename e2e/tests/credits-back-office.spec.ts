import { BASE_URL } from '../playwright.config';
import {
  DEMO_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  test,
  toast,
  uniqueEmail,
  waitForToaster,
} from '../playwright-utils';
import { apiFan, balanceOf, createPaidTournament } from './credits-helpers';
import { adminApi } from './tipping-helpers';

const headers = { Origin: BASE_URL };

test.describe('the back office and the money', () => {
  // Marking a prize paid before the winner's identity is checked is the server's 409, which the console reports.
  test.use({ allowConsoleErrors: [/status of 409/] });
  test('an admin adds bonus credits to a fan, who sees them', async ({ page, login }, testInfo) => {
    const fan = await apiFan(uniqueEmail(testInfo, 'bonus'));
    await login({ email: DEMO_ADMIN.email });
    await page.goto(`/admin/users/${fan.id}`);
    const credits = page.getByRole('heading', { name: 'Credits', exact: true });
    await expect(credits).toBeVisible();
    await expect(page.getByText('No credit transactions yet.')).toBeVisible();
    await waitForToaster(page);
    await page.getByRole('button', { name: 'Add Bonus Credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Bonus Credits' });
    await dialog.getByRole('button', { name: 'Add Bonus Credits' }).click();
    await expect(dialog.getByText('Amount must be a whole number of credits, at least 1')).toBeVisible();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Amount (credits)').fill('3');
    await dialog.getByLabel('Reason').fill('Sorry for the outage');
    await saveScreenshot(page, testInfo, 'admin-bonus-credits-dialog');
    await expectNoSeriousA11yViolations(page, testInfo, 'admin-bonus-credits-dialog');
    await dialog.getByRole('button', { name: 'Add Bonus Credits' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Bonus credits added')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Sorry for the outage' });
    await expect(row).toContainText('Bonus Credits');
    await expect(row).toContainText('+3.00');
    await expect(page.getByText(/Balance:\s*3\.00/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-user-credits');
    expect(await balanceOf(fan.request)).toBe(300);
    await fan.request.dispose();
  });

  test('a finished paid tournament owes its winner a cash prize until an admin marks it paid', async ({
    page,
    login,
    browser,
  }, testInfo) => {
    // A whole tournament played, settled and paid, seen by an admin and the winner: past the default half minute.
    test.setTimeout(testInfo.timeout * 2);
    const admin = await adminApi();
    const tournament = await createPaidTournament(admin, testInfo);
    const fans = [
      await apiFan(uniqueEmail(testInfo, 'winner')),
      await apiFan(uniqueEmail(testInfo, 'runner')),
    ] as const;
    try {
      const draw = await tournament.matches();
      const [first, second, final] = draw as [(typeof draw)[0], (typeof draw)[0], (typeof draw)[0]];
      const p1 = first.playerOne?.id as string;
      const p3 = second.playerOne?.id as string;
      // The winner picks every upper player; the runner-up every lower one. Both pay their fee from bonus credits.
      for (const [i, fan] of fans.entries()) {
        const bonus = await admin.post(`/api/admin/users/${fan.id}/credits`, {
          data: { amount: 1, reason: 'Entry for the test' },
          headers,
        });
        expect(bonus.status()).toBe(201);
        const pickOne = i === 0 ? p1 : (first.playerTwo?.id as string);
        const pickTwo = i === 0 ? p3 : (second.playerTwo?.id as string);
        const entered = await fan.request.post(`/api/tournaments/${tournament.id}/entries`, {
          data: {
            matchTips: [
              { matchId: first.id, predictedWinnerId: pickOne, predictedScore: '3-0' },
              { matchId: second.id, predictedWinnerId: pickTwo, predictedScore: '3-0' },
              { matchId: final.id, predictedWinnerId: pickOne, predictedScore: '3-0' },
            ],
          },
        });
        expect(entered.status(), await entered.text()).toBe(201);
      }
      // Before the start there is no result to record: the back office says so instead of offering the form.
      await login({ email: DEMO_ADMIN.email });
      await page.goto(`/admin/matches/${first.id}`);
      await expect(page.getByTestId('result-not-yet')).toContainText(
        'Results can be recorded once the tournament has started',
      );
      await expect(page.getByRole('button', { name: 'Save result' })).toHaveCount(0);
      const early = await admin.post(`/api/admin/matches/${first.id}/result`, {
        data: { winnerId: p1, outcome: 'played', gameScore: '3-0' },
        headers,
      });
      expect(early.status()).toBe(409);
      expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
        'Results can be recorded once the tournament has started',
      );

      // Play begins and ends: the upper players win everything.
      const started = await admin.patch(`/api/admin/tournaments/${tournament.id}`, {
        data: { startsAt: new Date(Date.now() - 60_000).toISOString() },
        headers,
      });
      expect(started.status()).toBe(200);
      for (const [matchId, winnerId] of [
        [first.id, p1],
        [second.id, p3],
        [final.id, p1],
      ] as const) {
        const recorded = await admin.post(`/api/admin/matches/${matchId}/result`, {
          data: { winnerId, outcome: 'played', gameScore: '3-0' },
          headers,
        });
        expect(recorded.status(), await recorded.text()).toBe(200);
      }
      // The final's result queues the finish: ranks frozen, the pool settled, the winner owed 60% in cash.
      await expect
        .poll(
          async () => {
            const body = (await (await admin.get(`/api/admin/tournaments/${tournament.id}`)).json()) as {
              data: { status: string };
            };
            return body.data.status;
          },
          { timeout: 30_000 },
        )
        .toBe('PAYING');

      // The dashboard's money: cash owed, and the card leads to the tournaments waiting for 'Mark as paid'.
      await page.goto('/admin');
      const owed = page.getByRole('list', { name: 'Money' }).getByRole('link', { name: /Cash prizes owed/ });
      await expect(owed).toContainText(/\$\d+\.\d\d AUD/);
      await expect(owed).toContainText(/waits? for Mark as paid/);
      // Beside it, the notifications: devices subscribed, and the last seven days' sends (UTC), newest first.
      const sends = page.getByRole('table', { name: /Notifications sent, failed and to devices gone/ });
      await expect(sends.getByRole('row')).toHaveCount(8);
      await expect(sends.getByRole('columnheader')).toHaveText(['Day (UTC)', 'Sent', 'Failed', 'Device gone']);
      await expect(sends.getByRole('rowheader').first().locator('time')).toHaveAttribute(
        'datetime',
        new Date().toISOString().slice(0, 10),
      );
      await saveScreenshot(page, testInfo, 'admin-dashboard-money');
      await owed.click();
      await expect(page.getByRole('tab', { name: 'Prizes owed', selected: true })).toBeVisible();
      await expect(page.getByRole('link', { name: tournament.name, exact: true })).toBeVisible();

      await page.goto(`/admin/tournaments/${tournament.id}`);
      const card = page.getByRole('heading', { name: 'Entry fee and prize pool' });
      await expect(card).toBeVisible();
      await expect(page.getByText('Settled: the pool has been paid out as below.')).toBeVisible();
      await expect(page.getByText('2.00 credits ($20.00 AUD)')).toBeVisible();
      await expect(page.getByText('(fixed: entries have paid it)')).toBeVisible();
      const prizeRow = page.getByRole('row').filter({ hasText: '$12.00 AUD' });
      await expect(prizeRow).toBeVisible();
      // Who got the top 10%'s credits: the winner (of two entries, the top one), 10% of the 2.00 pool.
      const creditPrizes = page.getByRole('region', { name: 'Credit prizes (top 10%)' });
      await expect(creditPrizes.getByRole('row')).toHaveCount(2);
      await expect(creditPrizes.getByRole('row').nth(1)).toContainText(/\(1\)\s*0\.20 credits/);
      await saveScreenshot(page, testInfo, 'admin-prize-pool');
      await expectNoSeriousA11yViolations(page, testInfo, 'admin-prize-pool');

      await waitForToaster(page);
      await prizeRow.getByRole('button', { name: 'Mark as paid' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark as paid' });
      await dialog.getByRole('button', { name: 'Mark as paid' }).click();
      await expect(dialog.getByText('Reference is required')).toBeVisible();
      await dialog.getByLabel('Reference').fill('BANK-E2E-1');
      // Paid only to a verified winner: the admin says what they checked of the winner's identity.
      await dialog.getByRole('button', { name: 'Mark as paid' }).click();
      await expect(dialog.getByText(/identity isn't verified: check a document/)).toBeVisible();
      await dialog.getByLabel('Identity checked').fill('Passport: name and date of birth match the profile');
      await saveScreenshot(page, testInfo, 'admin-mark-paid-identity');
      await dialog.getByRole('button', { name: 'Mark as paid' }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Prize marked as paid')).toBeVisible();
      await expect(prizeRow).toContainText('BANK-E2E-1');
      await expect
        .poll(async () => {
          const body = (await (await admin.get(`/api/admin/tournaments/${tournament.id}`)).json()) as {
            data: { status: string };
          };
          return body.data.status;
        })
        .toBe('PAID');

      // The winner sees the prize where they look: on the tournament's page and in My Credits.
      const winner = await browser.newContext({ baseURL: BASE_URL, viewport: page.viewportSize() ?? undefined });
      try {
        const signIn = await winner.request.post('/api/auth/sign-in/email', {
          data: { email: fans[0].email, password: fans[0].password },
          headers,
        });
        expect(signIn.status()).toBe(200);
        const winnerPage = await winner.newPage();
        await winnerPage.goto(tournament.path);
        await expect(winnerPage.getByRole('heading', { name: 'Your prize' })).toBeVisible();
        const prizes = winnerPage.getByRole('list', { name: 'My prizes' });
        await expect(prizes).toContainText('Cash prize: $12.00 AUD · 1st place');
        await expect(prizes).toContainText(/Paid [A-Z][a-z]{2} \d{1,2}, \d{4}/);
        await saveScreenshot(winnerPage, testInfo, 'tournament-your-prize');
        // The leaderboard marks the prize place: the winner's row, with both prizes.
        await winnerPage.getByRole('tab', { name: 'Leaderboard' }).click();
        const winnerRow = winnerPage.getByRole('row').filter({ has: winnerPage.getByTestId('leaderboard-prize') });
        await expect(winnerRow).toHaveCount(1);
        await expect(winnerRow).toContainText('You');
        await expect(winnerRow.getByTestId('leaderboard-prize')).toHaveText('Won $12.00 AUD + 0.20 credits');
        await winnerRow.scrollIntoViewIfNeeded();
        await saveScreenshot(winnerPage, testInfo, 'tournament-leaderboard-prize');
        await winnerPage.goto('/credits');
        // Both of the winner's prizes there (the cash and the top 10%'s credits), each naming the tournament.
        const mine = winnerPage.getByRole('list', { name: 'My prizes' });
        await expect(mine.getByRole('link', { name: tournament.name })).toHaveCount(2);
        await expect(mine).toContainText('Cash prize: $12.00 AUD');
        await expect(mine).toContainText('Credit prize: ');
        await saveScreenshot(winnerPage, testInfo, 'credits-my-prizes');
        await winnerPage.goto('/dashboard');
        await expect(
          winnerPage
            .getByRole('region', { name: 'Past Tournaments' })
            .getByRole('link', { name: new RegExp(tournament.name) }),
        ).toContainText('Won $12.00 AUD');
      } finally {
        await winner.close();
      }

      // The payments list shows the card payments of everyone, newest first.
      await page.goto('/admin/payments');
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await saveScreenshot(page, testInfo, 'admin-payments');
      await expectNoSeriousA11yViolations(page, testInfo, 'admin-payments');
    } finally {
      for (const fan of fans) await fan.request.dispose();
      // Leave the page first: a refetch would find the tournament gone (a 404 in the console).
      await page.goto('about:blank');
      await tournament.remove();
      await admin.dispose();
    }
  });

  test('deleting a tournament with paid entries says what happens to them before, and what was refunded after', async ({
    page,
    login,
  }, testInfo) => {
    const admin = await adminApi();
    const tournament = await createPaidTournament(admin, testInfo);
    const fan = await apiFan(uniqueEmail(testInfo, 'cancelled'));
    try {
      await admin.post(`/api/admin/users/${fan.id}/credits`, { data: { amount: 1, reason: 'Entry' }, headers });
      const [first, second, final] = await tournament.matches();
      const entered = await fan.request.post(`/api/tournaments/${tournament.id}/entries`, {
        data: {
          matchTips: [
            { matchId: first?.id, predictedWinnerId: first?.playerOne?.id, predictedScore: null },
            { matchId: second?.id, predictedWinnerId: second?.playerOne?.id, predictedScore: null },
            { matchId: final?.id, predictedWinnerId: first?.playerOne?.id, predictedScore: null },
          ],
        },
      });
      expect(entered.status(), await entered.text()).toBe(201);
      expect(await balanceOf(fan.request)).toBe(0);

      await login({ email: DEMO_ADMIN.email });
      await page.goto('/admin/tournaments');
      await page.getByRole('tab', { name: 'Upcoming' }).click();
      await waitForToaster(page);
      await page.getByRole('button', { name: `Delete ${tournament.name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete Tournament' });
      await expect(dialog).toContainText(
        "It has 1 entry: deleted with it. Every entry fee paid is refunded to its fan's credits.",
      );
      await saveScreenshot(page, testInfo, 'admin-delete-paid-tournament');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Tournament deleted successfully')).toContainText('1 paid entry refunded');
      expect(await balanceOf(fan.request)).toBe(100);
    } finally {
      await fan.request.dispose();
      // Leave the page first: a refetch would find the tournament gone (a 404 in the console).
      await page.goto('about:blank');
      await tournament.remove();
      await admin.dispose();
    }
  });
});

test(
  'the payments list keeps each payment’s amount and status on screen at any width',
  { tag: '@layout' },
  async ({ page, login }, testInfo) => {
    // At least one payment to list: the admin opens a checkout of their own.
    await login({ email: DEMO_ADMIN.email });
    const opened = await page.request.post('/api/payments', {
      data: { creditAmount: 1 },
      headers: { Origin: BASE_URL },
    });
    expect(opened.status()).toBe(201);
    await page.goto('/admin/payments');
    const first = page.getByRole('table').getByRole('row').nth(1);
    await expect(first).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    const cells = first.getByRole('cell');
    for (const [name, cell] of [
      ['amount', cells.filter({ hasText: /\$\d+\.\d\d AUD/ })],
      ['status', cells.filter({ hasText: /^(Creating|Pending|Succeeded|Failed|Cancelled|Expired)/ })],
    ] as const) {
      const box = await cell.boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `the ${name} ends inside the ${width} px screen`).toBeLessThanOrEqual(
        width,
      );
    }
    await saveScreenshot(page, testInfo, 'admin-payments-narrow');
  },
);
