import { BASE_URL, LEGACY_HOSTNAME } from '../playwright.config';
import { DEMO_FAN, expect, test } from '../playwright-utils';

test('on the old site, a signed-in fan is offered their email to sign up with on the new one', async ({
  page,
  login,
}) => {
  const legacy = new URL('/', BASE_URL);
  legacy.hostname = LEGACY_HOSTNAME;
  await page.goto(legacy.toString());
  const notice = page.getByRole('dialog', { name: "We're Moving!" });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Your Email Address (for migration)')).toBeHidden();

  // The same session on the old host: its cookies, copied over (only Chromium resolves *.localhost).
  await login({ email: DEMO_FAN.email });
  const cookies = await page.context().cookies(BASE_URL);
  await page
    .context()
    .addCookies(cookies.map(({ name, value }) => ({ name, value, domain: LEGACY_HOSTNAME, path: '/' })));

  await page.reload();
  await expect(notice.getByText('Your Email Address (for migration)')).toBeVisible();
  await expect(notice.getByText(DEMO_FAN.email)).toBeVisible();
});
