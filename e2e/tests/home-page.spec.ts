import { DEMO_FAN, expect, expectNoSeriousA11yViolations, saveScreenshot, test } from '../playwright-utils';

test.describe('home page', () => {
  test('a visitor sees the pitch, the three steps, the next tournament and a call to sign up', {
    tag: '@layout',
  }, async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1, name: 'Predict. Win. Celebrate.' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'How It Works', exact: true })).toHaveAttribute(
      'href',
      '/how-it-works',
    );

    const steps = main.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole('heading')).toHaveText([
      'Step 1: Pick a tournament',
      'Step 2: Tip every match',
      'Step 3: Climb the leaderboard',
    ]);

    // The seed has one tournament still open for tips; finished ones never show here. Other specs
    // running beside this one may add upcoming tournaments of their own, so the list is checked for
    // the seed's card and for every card being one still open, not for its length.
    const upcoming = main.getByRole('list', { name: 'Upcoming Tournaments' }).getByRole('listitem');
    const demo = upcoming.filter({ hasText: "Demo Men's Open 2026" });
    await expect(demo).toHaveCount(1);
    await expect(demo).toContainText(/starts in \d+ days?/);
    for (const card of await upcoming.all()) await expect(card).toContainText(/starts in /);
    await expect(main.getByText('Windsor City Open 2023')).toHaveCount(0);

    await expect(main.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: /rules/i }).first()).toHaveAttribute('href', '/rules');
  });

  test('a visitor opens the upcoming tournament from its card', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: "Demo Men's Open 2026" }).click();

    await expect(page).toHaveURL(/\/tournaments\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: "Demo Men's Open 2026" })).toBeVisible();
  });

  test('View All leads to the tournament list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View All' }).click();

    await expect(page).toHaveURL('/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  });

  test('the call-to-action buttons lead to sign-in, how it works and the rules', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'How It Works', exact: true }).click();
    await expect(page).toHaveURL('/how-it-works');

    await page.goto('/');
    await page.getByRole('link', { name: 'Read the rules' }).click();
    await expect(page).toHaveURL('/rules');
  });

  // Accessibility in both themes and at both widths: site-accessibility.spec.ts (every route).

  test('a signed-in fan is greeted, told what to tip next, and offered View Tournaments, never Sign Up Now', async ({
    page,
    login,
  }, testInfo) => {
    const fan = await login();
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `Welcome back, ${fan.username}!` })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Sign Up Now' })).toHaveCount(0);
    const next = main.getByRole('link', { name: /Next to tip/ });
    await expect(next).toContainText("Demo Men's Open 2026");
    await expect(next).toContainText(/Tips lock in \d+ days?/);
    // One rounding rule for the same start: the hero and the tournament's card below say the same.
    const lockIn = (await next.textContent())?.match(/Tips lock in (\d+ \w+)/)?.[1];
    await expect(main.getByRole('article').filter({ hasText: "Demo Men's Open 2026" })).toContainText(
      `starts in ${lockIn}`,
    );
    await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(main.getByRole('link', { name: 'View Tournaments' }).last()).toHaveAttribute('href', '/tournaments');
    await saveScreenshot(page, testInfo, 'home-signed-in');
    await expectNoSeriousA11yViolations(page, testInfo, 'home-signed-in');
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: "Demo Men's Open 2026" })).toBeVisible();
  });

  test('a fan with a live entry sees their rank in it', async ({ page, login }) => {
    await login({ email: DEMO_FAN.email });
    await page.goto('/');
    const live = page.getByRole('main').getByRole('link', { name: /Live now/ });
    await expect(live).toContainText("Demo Women's Challenger 2026");
    await expect(live).toContainText(/\d+(st|nd|rd|th)/);
    await expect(live).toHaveAttribute('href', /#leaderboard$/);
  });
});
