import { BASE_URL } from '../playwright.config';
import {
  createVerifiedUser,
  DEMO_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  isMobile,
  saveScreenshot,
  test,
  uniqueEmail,
} from '../playwright-utils';

/*
 * The audit log (issue 24, point 3): every change an administrator makes is listed in the back office,
 * newest first, with who, when, from where and what changed, and can be filtered.
 */
test.describe('audit log', () => {
  test(
    'an admin finds the bonus credits they just gave, with the fan and what changed',
    { tag: '@layout' },
    async ({ page, login, request }, testInfo) => {
      const fan = await createVerifiedUser(request, uniqueEmail(testInfo, 'aud'));
      const signIn = await request.post('/api/auth/sign-in/email', { data: fan, headers: { Origin: BASE_URL } });
      expect(signIn.status()).toBe(200);
      const fanId = ((await (await request.get('/api/user-details')).json()) as { data: { id: string } }).data.id;
      await login({ email: DEMO_ADMIN.email });
      const reason = `Audit ${testInfo.project.name} ${Date.now().toString(36)}`;
      const bonus = await page.request.post(`/api/admin/users/${fanId}/credits`, {
        data: { amount: 2, reason },
        headers: { Origin: BASE_URL },
      });
      expect(bonus.status()).toBe(201);

      await page.goto('/admin');
      if (isMobile(testInfo)) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page.getByRole('link', { name: 'Audit Log' }).click();
      await expect(page).toHaveURL(/\/admin\/audit$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();

      await page.getByLabel('Resource').selectOption('credits');
      await page.getByLabel('Administrator').fill(DEMO_ADMIN.email);
      await page.getByRole('button', { name: 'Filter' }).click();
      const newest = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
      await expect(newest).toContainText('/api/admin/users/:id/credits');
      await expect(newest).toContainText(DEMO_ADMIN.email);
      // The fan named as they were when the credits were given, their id beside the name.
      const named = newest.getByRole('link', { name: fan.email });
      await expect(named).toHaveAttribute('href', `/admin/users/${fanId}`);
      await expect(newest).toContainText(fanId);
      await newest.getByText('Show the request, before and after').click();
      await expect(newest).toContainText(reason);
      await saveScreenshot(page, testInfo, 'admin-audit');
      await expectNoSeriousA11yViolations(page, testInfo, 'admin-audit');

      // Another administrator's changes: none.
      await page.getByLabel('Administrator').fill('nobody@example.com');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page.getByText('No changes match these filters.')).toBeVisible();
    },
  );
});
