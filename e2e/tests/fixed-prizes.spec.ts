import { DEMO_ADMIN, expect, expectNoSeriousA11yViolations, saveScreenshot, test } from '../playwright-utils';
import { createPaidTournament } from './credits-helpers';
import { adminApi } from './tipping-helpers';

/*
 * Prize models (issue 62, point 3): a fixed-prize tournament's page lists each place's prize and its sponsor, set
 * before entries opened, and says how ties share; the back office shows them as fixed. In English, French and
 * Arabic, at both widths (the two projects).
 */

const TEXTS = {
  en: {
    locale: 'en-AU',
    prizes: 'Fixed prizes',
    first: '1st: $50.00',
    second: '2nd: 2.00 credits',
    sponsor: 'from Acme Squash',
  },
  fr: {
    locale: 'fr-FR',
    prizes: 'Prix fixes',
    first: '50,00',
    second: '2,00 crédits',
    sponsor: 'offerts par Acme Squash',
  },
  ar: {
    locale: 'ar-EG',
    prizes: 'جوائز ثابتة',
    first: '50.00',
    second: 'Acme Squash',
    sponsor: 'مقدّمة من Acme Squash',
  },
} as const;

const PRIZES = {
  prizeModel: 'FIXED',
  fixedPrizes: [
    { place: 1, kind: 'CASH', amount: 5000 },
    { place: 2, kind: 'CREDITS', amount: 200 },
  ],
  prizeSponsor: 'Acme Squash',
};

for (const [lang, words] of Object.entries(TEXTS)) {
  test.describe(() => {
    test.use({ locale: words.locale });

    test(`@layout a fixed-prize tournament's page lists each place's prize and its sponsor, in ${lang}`, async ({
      page,
    }, testInfo) => {
      const admin = await adminApi();
      const tournament = await createPaidTournament(admin, testInfo, { prizes: PRIZES });
      try {
        await page.goto(tournament.path);
        const prizes = page.getByText(words.prizes, { exact: true }).first().locator('xpath=../..');
        await expect(prizes).toContainText(words.first);
        await expect(prizes).toContainText(words.second);
        await expect(prizes).toContainText(words.sponsor);
        await saveScreenshot(page, testInfo, `fixed-prizes-${lang}`, { fullPage: false });
        await expectNoSeriousA11yViolations(page, testInfo, `fixed-prizes-${lang}`);
      } finally {
        // Off the page first: its reads of a removed tournament would answer 404.
        await page.goto('about:blank');
        await tournament.remove();
      }
    });
  });
}

test("@layout the back office shows a fixed-prize tournament's prizes as fixed once entries open", async ({
  page,
  login,
}, testInfo) => {
  const admin = await adminApi();
  const tournament = await createPaidTournament(admin, testInfo, { prizes: PRIZES });
  try {
    await login({ email: DEMO_ADMIN.email });
    await page.goto(`/admin/tournaments/${tournament.id}`);
    await expect(page.getByRole('heading', { name: 'Prizes', exact: true })).toBeVisible();
    const fixed = page.getByText("Fixed when entries opened: what was promised to whoever enters can't change.");
    await expect(fixed).toBeVisible();
    await expect(page.getByText('1st: $50.00')).toBeVisible();
    await expect(page.getByText('Funded by Acme Squash')).toBeVisible();
    await expect(page.getByText('Cash prizes (fixed, by the ranks)')).toBeVisible();
    await fixed.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'admin-fixed-prizes', { fullPage: false });
  } finally {
    await page.goto('about:blank');
    await tournament.remove();
  }
});
