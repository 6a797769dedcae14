import type { Page } from '@playwright/test';
import { demoTournaments } from '../global-setup';
import { BASE_URL } from '../playwright.config';
import { expect, isMobile, saveScreenshot, test } from '../playwright-utils';

/*
 * Issue 46: the site in Arabic (right to left) and French as well as English. The first HTML carries the
 * reader's language and direction (nothing is laid out left to right first), every main fan screen reads in
 * it with nothing overflowing a phone and axe clean, the draw reads from the right in Arabic (Round 1 on the
 * right, the arrow keys following the eye), and the switcher's choice is kept: in a cookie for the server,
 * and on a signed-in fan's profile for their mails and notifications.
 */

/** No horizontal scroll: nothing is wider than the screen. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

const SCREENS = (ids: { upcoming: string; finished: string }) => [
  { path: '/', heading: { ar: 'توقّع. اربح. احتفل.', fr: 'Pronostiquez. Gagnez. Fêtez.' } },
  { path: '/tournaments', heading: { ar: 'البطولات', fr: 'Tournois' } },
  { path: `/tournaments/${ids.upcoming}`, heading: null },
  { path: `/tournaments/${ids.finished}`, heading: null },
  { path: '/results', heading: { ar: 'النتائج', fr: 'Résultats' } },
  { path: '/leaderboard', heading: null },
  { path: '/leagues', heading: null },
  { path: '/login', heading: null },
];

for (const lang of ['ar', 'fr'] as const) {
  // A first visit from a browser set to the language: it asks for it (Accept-Language), nothing chosen yet.
  test.describe(() => {
    test.use({ locale: lang === 'ar' ? 'ar-EG' : 'fr-FR' });
    test(`@layout the main fan screens read in ${lang}, laid out ${lang === 'ar' ? 'right to left' : 'left to right'} from the first HTML`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const dir = lang === 'ar' ? 'rtl' : 'ltr';
      // Every page's texts, direction and width in every language, against answers of every shape, are the page
      // tests' (apps/web/src/**/*.page.test.tsx, issue 64), and every route's accessibility is
      // site-accessibility.spec.ts's: here, what only the whole product shows, the server's first HTML and the
      // pages drawn from the demo's own data, on a phone, where a longer text would overflow.
      const drawn = isMobile(testInfo);
      for (const screen of SCREENS(demoTournaments())) {
        const answer = drawn
          ? await page.goto(screen.path)
          : await page.request.get(screen.path, { headers: { 'Accept-Language': lang } });
        // The server's HTML itself, before any script: the language and the direction are already there.
        expect(await answer?.text(), `${screen.path}'s first HTML`).toMatch(
          new RegExp(`<html[^>]* lang="${lang}" dir="${dir}"`),
        );
        if (!drawn) continue;
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toBeVisible();
        if (screen.heading) await expect(h1).toHaveText(screen.heading[lang]);
        // The header's links are in the language: no English left in the frame.
        await expect(page.getByRole('link', { name: lang === 'ar' ? 'النتائج' : 'Résultats' }).first()).toBeAttached();
        // A draw's cards come a frame after the page (a deferred render): judge the draw once they are there.
        if (screen.heading === null && screen.path.startsWith('/tournaments/')) {
          await expect(page.locator('[data-bracket-card]').first()).toBeVisible();
        }
        await expectNoHorizontalScroll(page);
        await saveScreenshot(page, testInfo, `languages-${lang}-${screen.path}`);
      }
    });
  });
}

// The back office's lists in French and Arabic: their frames, headings and states are the page tests'
// (features/admin/admin-lists.page.test.tsx), their filled English lists the admin specs', and their
// accessibility site-accessibility.spec.ts's.

test.describe(() => {
  test.use({ locale: 'ar-EG' });
  test('@layout the draw reads from the right in Arabic: Round 1 on the right, the final on the left, the arrows as the eye sees', async ({
    page,
  }, testInfo) => {
    await page.goto(`/tournaments/${demoTournaments().finished}`);
    const draw = page.getByRole('region', { name: 'القرعة' });
    await expect(draw).toBeVisible();
    const roundHeadings = draw.locator('h3').filter({ hasText: /^(الدور 1|النهائي)$/ });
    await expect(roundHeadings).toHaveCount(2);
    const first = await draw.locator('h3', { hasText: /^الدور 1$/ }).boundingBox();
    const final = await draw.locator('h3', { hasText: /^النهائي$/ }).boundingBox();
    expect(first && final, 'both rounds laid out').toBeTruthy();
    // Measured by position: the first round's column starts right of the final's.
    expect((first?.x ?? 0) + (first?.width ?? 0)).toBeGreaterThan((final?.x ?? 0) + (final?.width ?? 0));
    await saveScreenshot(page, testInfo, 'languages-ar-draw', { fullPage: false });
    if (testInfo.project.name === 'mobile') return;

    // The keyboard: on a card of Round 1, ArrowLeft goes on to the next round, which is to its left.
    const firstCard = draw.locator('[data-bracket-card]').first();
    await firstCard.focus();
    const before = await firstCard.boundingBox();
    await page.keyboard.press('ArrowLeft');
    const focused = page.locator('[data-bracket-card]:focus');
    await expect(focused).toHaveCount(1);
    const after = await focused.boundingBox();
    expect(after?.x ?? 0).toBeLessThan(before?.x ?? 0);
    await page.keyboard.press('ArrowRight');
    const back = await page.locator('[data-bracket-card]:focus').boundingBox();
    expect(back?.x).toBe(before?.x);
  });
});

test("@layout the switcher changes the site's language, kept for the next visit and on the fan's profile", async ({
  page,
  login,
}) => {
  await login();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Once the page is the app's (a choice made before it has taken the page over is the browser's alone).
  await expect(page.locator('html')).toHaveAttribute('data-app-hydrating', '');
  await page.getByLabel('Language').first().selectOption('fr');
  // The page comes again in French, from its first HTML.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Its texts in French (a signed-in fan's home greets them by name: the header's links say it).
  await expect(page.getByRole('link', { name: 'Tournois', exact: true }).first()).toBeAttached();
  const cookies = await page.context().cookies(BASE_URL);
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('fr');
  // Kept on the profile, for the fan's mails and push notifications.
  const profileLocale = async () =>
    ((await (await page.request.get('/api/user-details')).json()) as { data: { locale: string | null } }).data.locale;
  await expect.poll(profileLocale).toBe('fr');
  // Now in Arabic from the account page, where the same choice is offered.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre compte');
  await page.getByLabel('Langue').last().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('حسابك');
  expect(
    ((await (await page.request.get('/api/user-details')).json()) as { data: { locale: string } }).data.locale,
  ).toBe('ar');
});
