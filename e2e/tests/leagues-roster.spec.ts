import { BASE_URL } from '../playwright.config';
import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  readMail,
  saveScreenshot,
  test,
  toast,
  uniqueEmail,
} from '../playwright-utils';
import { FIRST_LOAD } from './tipping-helpers';

test.describe("a league owner's roster", () => {
  test(
    'the owner sees who has picked the next tournament and reminds the one who hasn’t, once a day',
    {
      tag: '@layout',
    },
    async ({ page, playwright, login }, testInfo) => {
      await login();
      const league = await page.request.post('/api/leagues', {
        data: { name: `Roster ${testInfo.project.name} ${Date.now().toString(36)}` },
        headers: { Origin: BASE_URL },
      });
      expect(league.status()).toBe(201);
      const { id, inviteCode } = (await league.json()).data as { id: string; inviteCode: string };

      // A friend joins through the code, and hasn't picked yet.
      const friend = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
      const friendEmail = uniqueEmail(testInfo, 'roster-pal');
      const credentials = await createVerifiedUser(friend, friendEmail);
      expect((await friend.post('/api/auth/sign-in/email', { data: credentials })).status()).toBe(200);
      expect((await friend.post('/api/leagues/join', { data: { code: inviteCode } })).status()).toBe(200);
      await friend.dispose();

      await page.goto(`/leagues/${id}`);
      const roster = page.getByRole('region', { name: 'Who has picked' });
      await expect(roster.getByTestId('roster-counts')).toHaveText(
        '0 complete, 0 incomplete, 2 with no entry.',
        FIRST_LOAD,
      );
      await expect(roster.getByRole('listitem')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page, testInfo, 'league roster');
      await saveScreenshot(page, testInfo, 'league-roster');

      await roster.getByRole('button', { name: 'Remind 1 member' }).click();
      await expect(toast(page, 'Reminder sent')).toContainText('0 by push, 1 by mail.');
      await expect(roster).toContainText(/A reminder went out .+; the next can go .+\./);
      await expect(roster.getByRole('button', { name: /Remind/ })).toHaveCount(0);
      const mail = await readMail(friendEmail, /reminds you: pick .+ before it starts/);
      expect(mail.link).toMatch(/\/tournaments\/[0-9a-f-]{36}$/);
    },
  );
});
