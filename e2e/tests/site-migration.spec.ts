import { LEGACY_HOSTNAME } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, startWithTheme, test } from '../playwright-utils';

/** The same server, reached under the old site's host name (Chromium resolves *.localhost to loopback). */
function legacyUrl(baseURL: string | undefined, pathname = '/'): string {
  const url = new URL(pathname, baseURL);
  url.hostname = LEGACY_HOSTNAME;
  return url.toString();
}

test('a fan on the old site is told the product moved and how to keep their history', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto(legacyUrl(baseURL, '/faq'));

  const notice = page.getByRole('dialog', { name: "We're Moving!" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('SquashTips has moved to a new website');
  await expect(notice).toContainText('new account');

  const info = notice.getByRole('region', { name: 'Important Migration Information' });
  await expect(info.getByRole('listitem')).toContainText([
    'Create a new account on the new website.',
    'Use the same email address to migrate your existing tipping history.',
    'Your data is linked automatically when you sign up with the same email.',
  ]);
  // No signed-in session yet, so no email to copy.
  await expect(notice.getByText('Your Email Address (for migration)')).toBeHidden();

  const proceed = notice.getByRole('link', { name: 'Continue to New Site' });
  await expect(proceed).toHaveAttribute('href', 'https://new.example.com');
  await expect(notice).toContainText('You will be redirected to new.example.com');
  await saveScreenshot(page, testInfo, 'migration-notice-dark', { fullPage: false });
});

test('the moving notice cannot be dismissed and keeps keyboard focus inside', async ({ page, baseURL }) => {
  await page.goto(legacyUrl(baseURL));
  const notice = page.getByRole('dialog', { name: "We're Moving!" });
  await expect(notice).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(notice).toBeVisible();

  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expect(notice.getByRole('link', { name: 'Continue to New Site' })).toBeFocused();
});

test('the moving notice meets WCAG 2.2 AA in both themes', { tag: '@layout' }, async ({ page, baseURL }, testInfo) => {
  for (const theme of ['light', 'dark'] as const) {
    await startWithTheme(page, theme);
    await page.goto(legacyUrl(baseURL));
    await expect(page.getByRole('dialog', { name: "We're Moving!" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, `migration-${theme}`);
    if (theme === 'light') await saveScreenshot(page, testInfo, 'migration-notice-light', { fullPage: false });
  }
});

test('visitors on the new site never see the moving notice', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  // The site config has arrived (the social links come from it) ...
  await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Social media' })).toBeVisible();
  // ... and it names another host as the old one.
  await expect(page.getByRole('dialog', { name: "We're Moving!" })).toBeHidden();
});
