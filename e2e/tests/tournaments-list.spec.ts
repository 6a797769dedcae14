import type { Locator, Page } from '@playwright/test';
import { DEMO_FAN, expect, saveScreenshot, test } from '../playwright-utils';

function cardsOf(page: Page): Locator {
  return page.getByRole('list', { name: 'Tournaments' }).getByRole('listitem');
}

/** The card of the tournament with this name, which the list must show once. */
function cardNamed(page: Page, name: string): Locator {
  return cardsOf(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/**
 * Every card shown is of this gender and has one of these statuses. Two workers share the server, and other
 * specs add tournaments of their own meanwhile: a list is checked by what it may hold, not by its length.
 */
async function expectEveryCard(page: Page, gender: "Men's" | "Women's", statuses: readonly string[]) {
  await expect
    .poll(async () => {
      const misplaced: string[] = [];
      for (const card of await cardsOf(page).all()) {
        const badges = await card.getByText(/^(Men's|Women's|Upcoming|Active|Completed|Draft)$/).allTextContents();
        if (!badges.includes(gender) || !badges.some((badge) => statuses.includes(badge))) {
          misplaced.push(`${await card.getByRole('heading').textContent()}: ${badges.join(', ')}`);
        }
      }
      return misplaced;
    })
    .toEqual([]);
}

test.describe('tournament list', () => {
  test("a visitor sees the men's tournaments open for tips first", { tag: '@layout' }, async ({ page }) => {
    await page.goto('/tournaments');

    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    await expect(page.getByRole('radio', { name: "Men's", exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Active & Upcoming' })).toBeChecked();

    // The seed's tournament open for tips, and only men's tournaments open or under way.
    const demo = cardNamed(page, "Demo Men's Open 2026");
    await expect(demo).toHaveCount(1);
    await expectEveryCard(page, "Men's", ['Upcoming', 'Active']);
    await expect(demo.getByRole('heading', { name: "Demo Men's Open 2026" })).toBeVisible();
    await expect(demo.getByText('Upcoming', { exact: true })).toBeVisible();
    await expect(demo.getByText("Men's", { exact: true })).toBeVisible();
    await expect(demo.getByText('No Image')).toBeVisible();
    await expect(demo).toContainText(/[A-Z][a-z]{2} \d{1,2} – [A-Z][a-z]{2} \d{1,2}/);

    await demo.getByRole('link', { name: /^Submit Tips/ }).click();
    await expect(page).toHaveURL(/\/tournaments\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: "Demo Men's Open 2026" })).toBeVisible();
  });

  test.describe('with a cover that leads nowhere', () => {
    // The browser logs the cover's 404, which is the point here.
    test.use({ allowConsoleErrors: [/status of 404/] });
    test("a cover that can't be loaded shows the No Image placeholder, not a broken image", async ({ page }) => {
      // The list as the server sends it, with a cover link that leads nowhere.
      await page.route(/\/api\/tournaments\?/, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Array<{ imageUrl: string | null }> };
        for (const tournament of body.data) tournament.imageUrl = '/covers/moved-away.jpg';
        await route.fulfill({ response, json: body });
      });
      await page.route('**/covers/moved-away.jpg', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/tournaments');
      const card = page.getByRole('list', { name: 'Tournaments' }).getByRole('listitem').first();
      await expect(card.getByText('No Image')).toBeVisible();
      await expect(card.locator('img')).toHaveCount(0);
    });
  });

  test('a visitor switches gender and status, and the choice survives a reload and Back', async ({ page }) => {
    await page.goto('/tournaments');
    await expect(cardNamed(page, "Demo Men's Open 2026")).toHaveCount(1);

    await page.getByRole('radio', { name: "Women's" }).click();
    await expect(page).toHaveURL('/tournaments?gender=womens');
    const live = cardNamed(page, "Demo Women's Challenger 2026");
    await expect(live).toHaveCount(1);
    await expect(live.getByText('Active', { exact: true })).toBeVisible();
    await expect(live.getByRole('link', { name: /^View Results/ })).toBeVisible();
    await expectEveryCard(page, "Women's", ['Upcoming', 'Active']);

    await page.getByRole('radio', { name: 'Completed' }).click();
    await expect(page).toHaveURL('/tournaments?gender=womens&filter=completed');
    const windsor = cardNamed(page, 'Windsor City Open 2023');
    await expect(windsor).toHaveCount(1);
    await expect(windsor.getByText('Completed', { exact: true })).toBeVisible();
    await expect(windsor).toContainText('Aug 15 – Aug 19');
    await expectEveryCard(page, "Women's", ['Completed']);

    await page.reload();
    await expect(page.getByRole('radio', { name: "Women's" })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Completed' })).toBeChecked();
    await expect(windsor).toHaveCount(1);

    await page.getByRole('radio', { name: "Men's", exact: true }).click();
    await expect(cardNamed(page, 'Ponta Lagoa Brazil Open 2023')).toHaveCount(1);
    await expectEveryCard(page, "Men's", ['Completed']);
    // Newest first: Windsor (Aug 15) before Ponta Lagoa (Aug 3), whatever other specs finished meanwhile.
    const seeded = ['Windsor City Open 2023', 'Ponta Lagoa Brazil Open 2023'];
    const headings = await cardsOf(page).getByRole('heading').allTextContents();
    expect(headings.filter((name) => seeded.includes(name))).toEqual(seeded);

    await page.goBack();
    await expect(page.getByRole('radio', { name: "Women's" })).toBeChecked();
    await expect(windsor).toHaveCount(1);
  });

  test('the toggles work from the keyboard', async ({ page }) => {
    await page.goto('/tournaments');
    await expect(page.getByRole('list', { name: 'Tournaments' })).toBeVisible();

    // The group is one tab stop once the app runs (the page's HTML, painted before it, has none yet).
    await expect(page.getByRole('radiogroup', { name: 'Gender' })).toHaveAttribute('tabindex', '0');
    await page.getByRole('radio', { name: "Men's", exact: true }).focus();
    // As in any radio group, the arrow keys choose: Space on the chosen one changes nothing.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: "Women's" })).toBeFocused();
    await expect(page).toHaveURL('/tournaments?gender=womens');
    await expect(page.getByRole('radio', { name: "Women's" })).toBeChecked();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: "Women's" })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL('/tournaments');
    await expect(page.getByRole('radio', { name: "Men's", exact: true })).toBeChecked();
  });

  // An empty view and a failed list (Retry, Go Home) are the page tests' (apps/web:
  // browsing-tournaments.page.test.tsx).

  // Accessibility in both themes and at both widths: site-accessibility.spec.ts (every route).

  test('cards tell a signed-in fan whether they have entered, and their rank once play has begun', async ({
    page,
    login,
  }, testInfo) => {
    const cards = page.getByRole('list', { name: 'Tournaments' }).getByRole('listitem');
    // A visitor gets no entry chips.
    await page.goto('/tournaments');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('entry-status')).toHaveCount(0);

    await login({ email: DEMO_FAN.email });
    await page.goto('/tournaments');
    const upcoming = cards.filter({ hasText: "Demo Men's Open 2026" });
    await expect(upcoming.getByTestId('entry-status')).toHaveText('Entered');
    await page.getByRole('radio', { name: "Women's", exact: true }).click();
    const live = cards.filter({ hasText: "Demo Women's Challenger 2026" });
    await expect(live.getByTestId('entry-status')).toHaveText(/^Entered · \d+(st|nd|rd|th)$/);
    await saveScreenshot(page, testInfo, 'tournaments-entry-chips');
  });

  test('a fan who has not entered is told so on a tournament still open', async ({ page, login }) => {
    await login();
    await page.goto('/tournaments');
    const upcoming = page
      .getByRole('list', { name: 'Tournaments' })
      .getByRole('listitem')
      .filter({ hasText: "Demo Men's Open 2026" });
    await expect(upcoming.getByTestId('entry-status')).toHaveText('Not entered');
  });
});
