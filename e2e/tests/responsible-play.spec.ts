import {
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  test,
  toast,
  waitForToaster,
} from '../playwright-utils';

/*
 * Responsible play on the account page (issue 62, point 4): deposit limits (a lower one at once, a higher one a
 * day later, saying when), a break and a self-exclusion, each asked first and in plain words, and the server
 * refusing purchases during them. In English, French and Arabic, at both widths (the two projects).
 */

const TEXTS = {
  en: {
    locale: 'en-AU',
    card: 'Responsible play',
    perDay: 'Per day',
    save: 'Save limits',
    saved: 'Limits saved',
    raised: '10 credits from',
    takeBreak: 'Take a break',
    confirmBreak: 'Take the break',
    onBreak: 'You are taking a break',
    exclude: 'Exclude yourself',
    confirmExclude: 'Exclude me',
    excluded: 'You have excluded yourself',
    refused: 'You are taking a break until',
    amount: /^1 Credit/,
  },
  fr: {
    locale: 'fr-FR',
    card: 'Jeu responsable',
    perDay: 'Par jour',
    save: 'Enregistrer les limites',
    saved: 'Limites enregistrées',
    raised: '10 crédits à partir du',
    takeBreak: 'Faire une pause',
    confirmBreak: 'Faire la pause',
    onBreak: 'Vous faites une pause',
    exclude: 'Vous exclure',
    confirmExclude: 'M’exclure',
    excluded: 'Vous vous êtes exclu',
    refused: 'Vous faites une pause jusqu',
    amount: /^1 crédit/i,
  },
  ar: {
    locale: 'ar-EG',
    card: 'اللعب المسؤول',
    perDay: 'في اليوم',
    save: 'احفظ الحدود',
    saved: 'تم حفظ الحدود',
    raised: '10 رصيد اعتبارًا من',
    takeBreak: 'خذ استراحة',
    confirmBreak: 'خذ الاستراحة',
    onBreak: 'أنت في استراحة',
    exclude: 'استبعد نفسك',
    confirmExclude: 'استبعدني',
    excluded: 'لقد استبعدت نفسك',
    refused: 'أنت في استراحة حتى',
    amount: /^رصيد واحد/,
  },
} as const;

for (const [lang, words] of Object.entries(TEXTS)) {
  test.describe(() => {
    // A purchase during a break is the server's 403, which the browser's console reports.
    test.use({ locale: words.locale, allowConsoleErrors: [/status of 403/] });

    test(`@layout a fan sets a limit, raises it (a day later), takes a break and can't buy, in ${lang}`, async ({
      page,
      login,
    }, testInfo) => {
      await login();
      await page.goto('/account');
      if (lang === 'en') await waitForToaster(page);
      const card = page.locator('#responsible-play');
      await expect(card.getByRole('heading', { name: words.card })).toBeVisible();
      await card.getByLabel(words.perDay).fill('5');
      await card.getByRole('button', { name: words.save }).click();
      // The toasts' region is named in English only on the English page.
      if (lang === 'en') await expect(toast(page, words.saved)).toBeVisible();
      else await expect(page.getByText(words.saved)).toBeVisible();
      await card.getByLabel(words.perDay).fill('10');
      await card.getByRole('button', { name: words.save }).click();
      // The limit in force stays 5 until the raise's day has passed, and the form says from when.
      await expect(card).toContainText(words.raised);
      await expect(card.getByLabel(words.perDay)).toHaveValue('10');
      await saveScreenshot(page, testInfo, `responsible-play-limits-${lang}`);
      await expectNoSeriousA11yViolations(page, testInfo, `responsible-play-limits-${lang}`);

      await card.getByRole('button', { name: words.takeBreak }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await saveScreenshot(page, testInfo, `responsible-play-break-asked-${lang}`);
      await dialog.getByRole('button', { name: words.confirmBreak }).click();
      await expect(card).toContainText(words.onBreak);
      await expect(card.getByRole('button', { name: words.takeBreak })).toHaveCount(0);
      await saveScreenshot(page, testInfo, `responsible-play-on-break-${lang}`);

      // The server refuses a purchase now, whatever the page offers.
      await page.goto('/payment');
      await page.getByRole('button', { name: words.amount }).first().click();
      const refused = page.getByRole('alert').first();
      await expect(refused).toBeVisible();
      await expect(refused).toContainText(words.refused);
      await saveScreenshot(page, testInfo, `responsible-play-refused-${lang}`);
    });

    test(`@layout a fan excludes themself for good, asked first, in ${lang}`, async ({ page, login }, testInfo) => {
      await login();
      await page.goto('/account');
      const card = page.locator('#responsible-play');
      await card.getByRole('combobox').nth(1).selectOption('permanent');
      await card.getByRole('button', { name: words.exclude }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.confirmExclude }).click();
      await expect(card).toContainText(words.excluded);
      await page.reload();
      await expect(page.locator('#responsible-play')).toContainText(words.excluded);
      await saveScreenshot(page, testInfo, `responsible-play-excluded-${lang}`);
      await expectNoSeriousA11yViolations(page, testInfo, `responsible-play-excluded-${lang}`);
    });
  });
}
