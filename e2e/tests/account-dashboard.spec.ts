import { DEMO_ADMIN, DEMO_FAN, expect, openMenuOnMobile, test } from '../playwright-utils';

test("the demo fan's dashboard lists their live, upcoming and past tournaments", { tag: '@layout' }, async ({
  page,
  login,
}) => {
  await login({ email: DEMO_FAN.email });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Hi, ${DEMO_FAN.username}!` })).toBeVisible();

  const active = page.getByRole('region', { name: 'Active Tournaments' });
  const upcoming = page.getByRole('region', { name: 'Upcoming Tournaments' });
  const past = page.getByRole('region', { name: 'Past Tournaments' });

  // Under way: how many tips came true so far.
  await expect(active.getByRole('link').first()).toContainText(/\d+\/\d+ tips correct/);
  await expect(active.getByRole('link').first()).toContainText(/Men's|Women's/);
  // Still open: a compact countdown to the start.
  await expect(upcoming.getByRole('link').first()).toContainText(/Starts in\s*(\d+d )?(\d+h )?(\d+m )?\d+s/);
  // Finished: where the fan came.
  await expect(past.getByRole('link')).toHaveCount(3);
  for (const link of await past.getByRole('link').all()) {
    await expect(link).toContainText(/Finished\s*\d+(st|nd|rd|th)/);
    await expect(link).toHaveAttribute('href', /^\/tournaments\/[0-9a-f-]{36}$/);
  }

  await past.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tournaments\/[0-9a-f-]{36}$/);
});

test("a new member's dashboard says there is nothing yet and where to find tournaments", async ({ page, login }) => {
  await login();
  await page.goto('/dashboard');
  for (const title of ['Active Tournaments', 'Upcoming Tournaments', 'Past Tournaments']) {
    const list = page.getByRole('region', { name: title });
    await expect(list.getByText(`No ${title}`)).toBeVisible();
    await expect(list.getByRole('link', { name: 'Browse tournaments' })).toHaveAttribute('href', '/tournaments');
  }
  await page.getByRole('link', { name: 'Manage Account' }).click();
  await expect(page).toHaveURL('/account');
});

test('the header shows the signed-in member, and the footer the Admin Portal to admins only', async ({
  page,
  login,
}, testInfo) => {
  await login({ email: DEMO_FAN.email });
  await page.goto('/faq');
  await openMenuOnMobile(page, testInfo);
  const member = page.getByRole('banner').getByRole('link', { name: DEMO_FAN.username });
  await expect(member).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin Portal' })).toBeHidden();

  await login({ email: DEMO_ADMIN.email });
  await page.goto('/faq');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin Portal' })).toHaveAttribute(
    'href',
    '/admin',
  );
});
