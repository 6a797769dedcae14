import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, expect, expectNoSeriousA11yViolations, saveScreenshot, test, toast } from '../playwright-utils';
import { adminApi } from './tipping-helpers';

/*
 * The footer's social links, set in the back office (issue 63): an administrator changes them on the Site
 * settings page (audited), and the next page any visitor opens shows them, the pages the server renders with
 * their data included. The links are the whole site's: this spec runs in its own project, after every other
 * (playwright.config.ts), which expect the server environment's four.
 */

/** The e2e server's environment links (playwright.config.ts), put back after the test. */
const ENVIRONMENT_LINKS = {
  Facebook: 'https://www.facebook.com/squashtips',
  Instagram: 'https://www.instagram.com/squashtips',
  X: 'https://x.com/squashtips',
  YouTube: 'https://www.youtube.com/@squashtips',
};

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(async () => {
  const restored = await admin.put('/api/admin/site-settings', { data: { socialLinks: ENVIRONMENT_LINKS } });
  expect(restored.status()).toBe(200);
  await admin.dispose();
});

test('an admin sets the footer links, and every page shows them at once', async ({ page, login }, testInfo) => {
  await login({ email: DEMO_ADMIN.email });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Social links' });
  await expect(form.getByLabel('Facebook')).toHaveValue(ENVIRONMENT_LINKS.Facebook);
  await expect(form.getByLabel('YouTube')).toHaveValue(ENVIRONMENT_LINKS.YouTube);
  await expectNoSeriousA11yViolations(page, testInfo, 'admin-site-settings');
  await saveScreenshot(page, testInfo, 'admin-site-settings');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, testInfo, 'admin-site-settings-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Not a web address: refused, named, and nothing saved.
  await form.getByLabel('X').fill('x.com/squashtips_live');
  await form.getByRole('button', { name: 'Save social links' }).click();
  await expect(form.getByText('Enter a full web address, starting with https://')).toBeVisible();
  await expect(form.getByLabel('X')).toHaveAttribute('aria-invalid', 'true');
  const unchanged = await (await page.request.get('/api/site-config')).json();
  expect(unchanged.data.socialLinks).toHaveLength(4);

  // One network removed, one changed.
  await form.getByLabel('X').fill('https://x.com/squashtips_live');
  await form.getByLabel('Facebook').fill('');
  await form.getByRole('button', { name: 'Save social links' }).click();
  await expect(toast(page, 'Social links saved')).toBeVisible();
  await expect(page.getByText(/^Last saved /)).toBeVisible();

  // A visitor's next page: the footer has the new links.
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(3);
  await expect(footer.getByRole('link', { name: 'SquashTips on X (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://x.com/squashtips_live',
  );
  await expect(footer.getByRole('link', { name: 'SquashTips on Facebook (opens in a new tab)' })).toHaveCount(0);

  // A tournament's page as the server renders it with its data (the site config among them): the new links are
  // in its HTML, before any script runs.
  const list = (await (await page.request.get('/api/tournaments?page_size=1')).json()) as {
    data: Array<{ id: string }>;
  };
  const html = await (await page.request.get(`/tournaments/${list.data[0]?.id}`)).text();
  expect(html).toContain('https://x.com/squashtips_live');
  expect(html).not.toContain('https://www.facebook.com/squashtips');

  // The change is in the audit log.
  await page.goto('/admin/audit');
  await expect(page.getByRole('main')).toContainText('Site settings');
});
