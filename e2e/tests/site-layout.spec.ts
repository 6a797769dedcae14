import { expect, isMobile, saveScreenshot, test } from '../playwright-utils';

test.describe('header', () => {
  test(
    'a visitor finds Home, Tournaments and Results, and a way to sign in',
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      test.skip(isMobile(testInfo), 'the narrow header collapses into a menu (next test)');
      await page.goto('/faq');

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'SquashTips' })).toHaveAttribute('href', '/');
      const nav = header.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(['Home', 'Tournaments', 'Results']);
      await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();

      await nav.getByRole('link', { name: 'Tournaments' }).click();
      await expect(page).toHaveURL('/tournaments');
      await expect(nav.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page');
    },
  );

  test(
    'on a phone the navigation opens from a menu button and closes after a link is followed',
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      test.skip(!isMobile(testInfo), 'the wide header shows its links inline');
      await page.goto('/faq');

      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: 'Menu' });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(header.getByRole('link', { name: 'Results' })).toBeHidden();

      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const nav = header.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: /^(Home|Tournaments|Results)$/ })).toHaveText([
        'Home',
        'Tournaments',
        'Results',
      ]);
      await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      await saveScreenshot(page, testInfo, 'menu-open', { fullPage: false });

      // Escape closes it without following anything.
      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await menuButton.click();
      await nav.getByRole('link', { name: 'Tournaments' }).click();
      await expect(page).toHaveURL('/tournaments');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(header.getByRole('link', { name: 'Results' })).toBeHidden();
    },
  );
});

test.describe('footer', () => {
  test('links to every public page, the social networks and says what the site is', { tag: '@layout' }, async ({
    page,
  }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');

    const links = footer.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Tournaments', '/tournaments'],
      ['Leaderboard', '/leaderboard'],
      ['Leagues', '/leagues'],
      ['Results', '/results'],
      ['How it works', '/how-it-works'],
      ['FAQ', '/faq'],
      ['Rules', '/rules'],
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ] as const) {
      await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const [network, url] of [
      ['Facebook', 'https://www.facebook.com/squashtips'],
      ['Instagram', 'https://www.instagram.com/squashtips'],
      ['X', 'https://x.com/squashtips'],
      ['YouTube', 'https://www.youtube.com/@squashtips'],
    ] as const) {
      const link = footer.getByRole('link', { name: `SquashTips on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    await expect(footer).toContainText(
      'The ultimate platform for squash fans to predict tournament outcomes and compete with friends.',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} SquashTips. All rights reserved.`);
  });

  test('following a footer link opens the new page at its top', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/terms');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await footer.getByRole('link', { name: 'Rules', exact: true }).click();

    await expect(page).toHaveURL('/rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournament Rules' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('a keyboard user can skip the header straight to the page content', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/faq');
  // The app draws this page itself: a keyboard user starts once it is there (a Tab before has nothing to reach).
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
