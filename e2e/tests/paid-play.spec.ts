import { BASE_URL } from '../playwright.config';
import { DEMO_ADMIN, expect, expectNoSeriousA11yViolations, saveScreenshot, test } from '../playwright-utils';
import { balanceOf, createPaidTournament, payByCard } from './credits-helpers';
import { adminApi, FIRST_LOAD, pickTheRest, submitBar } from './tipping-helpers';

/*
 * Paid play by the rules (issue 62, points 1 and 2): the first purchase asks when the fan was born and where
 * they live; the server refuses a purchase from a place the operator's table closes, a card from another
 * country, and a paid pool's entry where pools aren't allowed; the browser says why and sends the fan to their
 * account, the picks kept. In English, French and Arabic, at both widths (the two projects).
 */

const TEXTS = {
  en: {
    locale: 'en-AU',
    firstPurchase: 'Before your first purchase',
    dateOfBirth: 'Date of birth',
    country: 'Country you live in',
    egypt: 'Egypt',
    continueButton: 'Continue',
    amount: /^1 Credit/,
    refusedTitle: "You can't buy credits right now",
    refused: 'Buying credits is not offered in Egypt.',
    toAccount: 'Go to your account',
    paidPlay: 'Paid play',
  },
  fr: {
    locale: 'fr-FR',
    firstPurchase: 'Avant votre premier achat',
    dateOfBirth: 'Date de naissance',
    country: 'Pays où vous vivez',
    egypt: 'Égypte',
    continueButton: 'Continuer',
    amount: /^1 crédit/i,
    refusedTitle: 'Vous ne pouvez pas acheter de crédits pour le moment',
    refused: 'L’achat de crédits n’est pas proposé en Égypte.',
    toAccount: 'Aller à votre compte',
    paidPlay: 'Jeu payant',
  },
  ar: {
    locale: 'ar-EG',
    firstPurchase: 'قبل أول عملية شراء',
    dateOfBirth: 'تاريخ الميلاد',
    country: 'البلد الذي تقيم فيه',
    egypt: 'مصر',
    continueButton: 'متابعة',
    amount: /^رصيد واحد/,
    refusedTitle: 'لا يمكنك شراء أرصدة الآن',
    refused: 'شراء الأرصدة غير متاح في مصر.',
    toAccount: 'انتقل إلى حسابك',
    paidPlay: 'اللعب المدفوع',
  },
} as const;

test.beforeAll(async () => {
  // A place the operator closes to paid play altogether (no pools, no fixed prizes): nobody else lives there.
  const admin = await adminApi();
  const closed = await admin.put('/api/admin/jurisdictions/EG', {
    data: { paidPools: false, fixedPrizes: false, minimumAge: 18 },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  await admin.dispose();
});

for (const [lang, words] of Object.entries(TEXTS)) {
  test.describe(() => {
    // The refusal is the server's 403, which the browser's console reports.
    test.use({ locale: words.locale, allowConsoleErrors: [/status of 403/] });
    test(`@layout the first purchase asks where the fan lives, and a closed place is refused with why, in ${lang}`, async ({
      page,
      login,
    }, testInfo) => {
      await login({ declarePlace: false });
      await page.goto('/payment');
      const questions = page.getByRole('region', { name: words.firstPurchase });
      await expect(questions).toBeVisible();
      await saveScreenshot(page, testInfo, `paid-play-questions-${lang}`);
      await expectNoSeriousA11yViolations(page, testInfo, `paid-play-questions-${lang}`);

      // Nothing given: the form names what is missing, and nothing is sent.
      await questions.getByRole('button', { name: words.continueButton }).click();
      await expect(questions.getByLabel(words.dateOfBirth)).toBeFocused();
      await questions.getByLabel(words.dateOfBirth).fill('1990-06-15');
      await questions.getByLabel(words.country).selectOption({ label: words.egypt });
      await questions.getByRole('button', { name: words.continueButton }).click();

      // The amounts, and the server's refusal of a purchase from a place the table closes, naming it.
      await page.getByRole('button', { name: words.amount }).first().click();
      const refused = page.getByRole('alert').filter({ hasText: words.refusedTitle });
      await expect(refused).toContainText(words.refused);
      // The refusal alone: not the generic 'could not start the payment' besides.
      await expect(page.getByRole('alert')).toHaveCount(1);
      await saveScreenshot(page, testInfo, `paid-play-refused-${lang}`);
      await expectNoSeriousA11yViolations(page, testInfo, `paid-play-refused-${lang}`);
      expect(await balanceOf(page.request)).toBe(0);

      // The way to change it: the account page's paid-play card, with what the fan said.
      await refused.getByRole('link', { name: words.toAccount }).click();
      await expect(page).toHaveURL(/\/account#paid-play$/);
      const card = page.locator('#paid-play');
      await expect(card.getByRole('heading', { name: words.paidPlay })).toBeInViewport();
      await expect(card.getByLabel(words.country)).toHaveValue('EG');
      await expect(card.getByLabel(words.dateOfBirth)).toHaveValue('1990-06-15');
      await saveScreenshot(page, testInfo, `paid-play-account-${lang}`);
    });
  });
}

test("a card from another country than the fan's takes nothing; an Australian one pays", async ({
  page,
  login,
}, testInfo) => {
  await login();
  await page.goto('/payment');
  await page.getByRole('button', { name: /^1 Credit/ }).click();
  await payByCard(page, '4000 0025 0000 0003');
  const failed = page.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(failed).toContainText('This card was issued in another country');
  await saveScreenshot(page, testInfo, 'paid-play-card-abroad');
  expect(await balanceOf(page.request)).toBe(0);
  await failed.getByRole('button', { name: 'Try another card' }).click();
  await payByCard(page, '4000 0003 6000 0006');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
  expect(await balanceOf(page.request)).toBe(100);
});

test.describe(() => {
  test.use({ allowConsoleErrors: [/status of 403/] });
  test('a paid pool is closed to a fan in France: the bar says why, the picks stay, the account is a click away', async ({
    page,
    login,
  }, testInfo) => {
    const admin = await adminApi();
    const tournament = await createPaidTournament(admin, testInfo);
    try {
      await login();
      const moved = await page.request.patch('/api/user', { data: { country: 'FR' }, headers: { Origin: BASE_URL } });
      expect(moved.status()).toBe(200);
      await page.goto(tournament.path);
      await expect(submitBar(page)).toContainText('0 / 3 picks', FIRST_LOAD);
      await pickTheRest(page, null);
      await submitBar(page).getByRole('button', { name: 'Submit tips' }).click();
      const refused = submitBar(page).getByRole('alert');
      await expect(refused).toContainText('Paid entry is closed to you');
      await expect(refused).toContainText('Paid entry to prize pools is not offered in France.');
      await expect(refused).toContainText('Your picks are kept.');
      await saveScreenshot(page, testInfo, 'paid-play-pool-closed');
      await expectNoSeriousA11yViolations(page, testInfo, 'paid-play-pool-closed');
      // The picks survive a reload: they were never lost.
      await page.reload();
      await expect(submitBar(page)).toContainText('3 / 3 picks', FIRST_LOAD);
      await submitBar(page).getByRole('button', { name: 'Submit tips' }).click();
      await submitBar(page).getByRole('link', { name: 'Go to your account' }).click();
      await expect(page).toHaveURL(/\/account#paid-play$/);
    } finally {
      await tournament.remove();
      await admin.dispose();
    }
  });
});

test.describe(() => {
  // Paid pools without their licence: the server's 400, which the browser's console reports.
  test.use({ allowConsoleErrors: [/status of 400/] });
  test('@layout an admin keeps the table of places: adds one, is told what pools need, removes it', async ({
    page,
    login,
  }, testInfo) => {
    await login({ email: DEMO_ADMIN.email });
    await page.goto('/admin/places');
    await expect(page.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toContainText('Everywhere else');
    await expect(table).toContainText("The terms' governing law: Queensland, Australia");
    await saveScreenshot(page, testInfo, 'admin-places');
    await expectNoSeriousA11yViolations(page, testInfo, 'admin-places');

    // A place added, fixed prizes only, from 19: a province of each project's own (they run side by side).
    const [code, name] = testInfo.project.name === 'mobile' ? ['CA-ON', 'Ontario'] : ['CA-QC', 'Quebec'];
    const form = page.getByRole('form', { name: 'Add a place' });
    await form.getByLabel('Place').fill(code);
    await form.getByLabel('Minimum age').selectOption('19');
    await form.getByRole('button', { name: 'Save place' }).click();
    const quebec = table.getByRole('row').filter({ hasText: code });
    await expect(quebec).toContainText(name);
    await expect(quebec).toContainText('19');
    // Paid pools without their licence are refused, naming the field.
    await quebec.getByRole('button', { name: 'Edit' }).click();
    const change = page.getByRole('form', { name: `Change ${code}` });
    await change.getByLabel('Paid pools (prizes from the entry fees) allowed').check();
    await change.getByRole('button', { name: 'Save place' }).click();
    await expect(change).toContainText('licence or legal basis');
    await quebec.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(quebec).toHaveCount(0);
  });
});
