import { readFile } from 'node:fs/promises';
import { BASE_URL } from '../playwright.config';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  test,
  waitForToaster,
} from '../playwright-utils';

/*
 * A fan's own data (issue 62, point 7) from the account page: the download of everything kept about them, and
 * closing the account, which warns first of the credits still held, asks for the password and signs the fan out
 * everywhere. In English, French and Arabic, at both widths (the two projects).
 */

const TEXTS = {
  en: {
    locale: 'en-AU',
    card: 'Your data',
    download: 'Download your data',
    close: 'Close your account',
    dialog: 'Close your account?',
    held: 'You still hold 3.00 credits',
    password: 'Your password',
    confirm: 'Close my account',
    wrong: "That isn't your password: your account is still open.",
    closed: 'Your account is closed',
    signIn: 'Please sign in to view your account',
    rights: 'Close your account:',
  },
  fr: {
    locale: 'fr-FR',
    card: 'Vos données',
    download: 'Télécharger vos données',
    close: 'Fermer votre compte',
    dialog: 'Fermer votre compte ?',
    held: 'Il vous reste 3,00 crédits',
    password: 'Votre mot de passe',
    confirm: 'Fermer mon compte',
    wrong: "Ce n'est pas votre mot de passe : votre compte reste ouvert.",
    closed: 'Votre compte est fermé',
    signIn: 'Connectez-vous pour voir votre compte',
    rights: 'Fermer votre compte :',
  },
  ar: {
    locale: 'ar-EG',
    card: 'بياناتك',
    download: 'تنزيل بياناتك',
    close: 'إغلاق حسابك',
    dialog: 'إغلاق حسابك؟',
    held: 'لا يزال لديك',
    password: 'كلمة المرور',
    confirm: 'إغلاق حسابي',
    wrong: 'هذه ليست كلمة مرورك: لا يزال حسابك مفتوحاً.',
    closed: 'تم إغلاق حسابك',
    signIn: 'سجّل الدخول لرؤية حسابك',
    rights: 'إغلاق حسابك:',
  },
} as const;

for (const [lang, words] of Object.entries(TEXTS)) {
  test.describe(() => {
    // A wrong password is the server's 403, which the browser's console reports.
    test.use({ locale: words.locale, allowConsoleErrors: [/status of 40[13]/] });

    test(`@layout a fan downloads their data, then closes their account, warned first, in ${lang}`, async ({
      page,
      login,
      request,
    }, testInfo) => {
      const fan = await login();
      // Credits the fan still holds: the closing warns that they are lost.
      const fanId = ((await (await page.request.get('/api/user-details')).json()) as { data: { id: string } }).data.id;
      const admin = await request.post('/api/auth/sign-in/email', {
        data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
        headers: { Origin: BASE_URL },
      });
      expect(admin.status()).toBe(200);
      const bonus = await request.post(`/api/admin/users/${fanId}/credits`, {
        data: { amount: 3, reason: 'Before closing' },
        headers: { Origin: BASE_URL },
      });
      expect(bonus.status()).toBe(201);

      await page.goto('/account#your-data');
      if (lang === 'en') await waitForToaster(page);
      const card = page.locator('#your-data');
      await expect(card.getByRole('heading', { name: words.card })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, `my-data-card-${lang}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: words.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(exported.profile).toMatchObject({ id: fanId, email: fan.email, username: fan.username });
      expect(exported.credits.balance).toBe(300);

      await card.getByRole('button', { name: words.close }).click();
      const dialog = page.getByRole('dialog', { name: words.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(words.held);
      await expect(dialog.getByRole('button', { name: words.confirm })).toBeDisabled();
      await saveScreenshot(page, testInfo, `my-data-closing-${lang}`, { fullPage: false });
      await expectNoSeriousA11yViolations(page, testInfo, `my-data-closing-${lang}`);

      await dialog.getByLabel(words.password).fill('not my password');
      await dialog.getByRole('button', { name: words.confirm }).click();
      await expect(dialog.getByText(words.wrong)).toBeVisible();
      await expect(dialog.getByLabel(words.password)).toHaveAttribute('aria-invalid', 'true');

      await dialog.getByLabel(words.password).fill(fan.password);
      await dialog.getByRole('button', { name: words.confirm }).click();
      await expect(page.getByText(words.closed)).toBeVisible();
      await expect(page).toHaveURL(`${BASE_URL}/`);
      await saveScreenshot(page, testInfo, `my-data-closed-${lang}`);

      // Signed out here, and the account is gone for good: the password no longer signs in.
      await page.goto('/account');
      await expect(page.getByText(words.signIn)).toBeVisible();
      const again = await page.request.post('/api/auth/sign-in/email', {
        data: { email: fan.email, password: fan.password },
        headers: { Origin: BASE_URL },
      });
      expect(again.status()).toBe(401);
    });

    test(`@layout the Privacy page says how to use each right, in ${lang}`, async ({ page }, testInfo) => {
      await page.goto('/privacy');
      const rights = page.locator('section', {
        has: page.getByRole('heading', { name: /Your Rights|Vos droits|حقوقك/ }),
      });
      await expect(rights).toContainText(words.rights);
      await expect(rights.getByRole('link', { name: words.card })).toHaveAttribute('href', '/account#your-data');
      await rights.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, `privacy-rights-${lang}`);
    });
  });
}
