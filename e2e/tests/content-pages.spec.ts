import type { Page } from '@playwright/test';
import { expect, test } from '../playwright-utils';

/** Opens a page and waits for its title, the sign that its code has loaded. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page.getByRole('main');
}

test('How It Works explains the three steps and the scoring', async ({ page }) => {
  const main = await open(page, '/how-it-works', 'How It Works');

  await expect(main.getByRole('heading', { level: 3 })).toHaveText([
    'Step 1: Pick a tournament',
    'Step 2: Make your picks',
    'Step 3: Climb the leaderboard',
  ]);
  await expect(main).toContainText('10 points for each winner you call right');
  await expect(main).toContainText('1 bonus point when the game score is right too');
  await expect(main).toContainText('3-0, 3-1 or 3-2');
  await expect(main).toContainText('rank 1, 2, 2, 4');
  await expect(main).toContainText('tied players split their prize equally');
  const prizes = main.getByRole('figure', { name: 'Where the prize pool goes' });
  await expect(prizes.getByRole('listitem')).toContainText(['Winner60%', 'Credits for the top 10%10%', 'Platform30%']);
  await main.getByRole('link', { name: 'View Tournaments' }).click();
  await expect(page).toHaveURL('/tournaments');
});

test('the FAQ opens one answer at a time, and the open one closes again', async ({ page }) => {
  const main = await open(page, '/faq', 'Frequently Asked Questions');
  const scoring = main.getByRole('button', { name: 'How does scoring work?' });
  const prizes = main.getByRole('button', { name: 'How is the prize pool split?' });
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(0);

  await scoring.click();
  await expect(scoring).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText(/You earn 10 points for every correct winner, plus 1 bonus point/)).toBeVisible();

  await prizes.click();
  await expect(prizes).toHaveAttribute('aria-expanded', 'true');
  await expect(scoring).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByText(/You earn 10 points/)).toBeHidden();
  await expect(
    main.getByText(
      '60% goes to the winner, 30% is kept by the platform, and 10% is given as credits into the next event to the top 10% of finishers.',
    ),
  ).toBeVisible();
  // A worked example, computed by the same rule the settlement runs.
  await expect(main.getByText(/For example, 25 entries of \$10\.00 AUD make a pool of \$250\.00 AUD/)).toBeVisible();

  await prizes.click();
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(0);

  // The entry fee, notification time and age come from the configuration and core constants.
  await main.getByRole('button', { name: 'How much does it cost to enter?' }).click();
  await expect(main.getByText(/Entry costs \$10\.00 AUD/)).toBeVisible();
  await main.getByRole('button', { name: 'How will I know if I won?' }).click();
  await expect(main.getByText(/within 72 hours/)).toBeVisible();
  await main.getByRole('button', { name: 'Who can play?' }).click();
  await expect(main.getByText(/aged 18 or older/)).toBeVisible();
});

test('the Tournament Rules cover scoring, withdrawals, ties and prizes', async ({ page }) => {
  const main = await open(page, '/rules', 'Tournament Rules');
  for (const section of [
    'Entering a competition',
    'Making your picks',
    'Scoring',
    'Withdrawals, retirements and draw changes',
    'Ties and prizes',
    'Fair play',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(main).toContainText('10 points for each correct winner');
  await expect(main).toContainText('at one game all it counts as 3-1; before the end of game one as 3-0');
  await expect(main).toContainText('the lower-ranked player');
  await expect(main).toContainText('split 60% to the winner, 30% to the platform and 10% as credits');
  await expect(main).toContainText('Winners are notified within 72 hours.');
});

test('the Terms of Service state eligibility, refunds, prizes and the governing law', async ({ page }) => {
  const main = await open(page, '/terms', 'Terms of Service');
  await expect(main).toContainText('Effective 29th May 2025');
  await expect(main).toContainText('You must be 18 years of age or older.');
  await expect(main).toContainText('You must not be an active professional squash player.');
  await expect(main).toContainText('One account per person.');
  await expect(main).toContainText('Employees of the operating company may not enter paid competitions.');
  await expect(main).toContainText('one credit ($10.00 AUD) per competition');
  await expect(main).toContainText('No refunds are given once a competition begins.');
  await expect(main).toContainText('If a tournament is cancelled before it starts, your entry is refunded or credited');
  await expect(main).toContainText('Winners are notified within 72 hours');
  await expect(main).toContainText('split 60% to the winner, 30% to the platform and 10% as credits');
  await expect(main).toContainText('governed by the laws of Queensland, Australia');
});

test('the Privacy Policy has its four sections', async ({ page }) => {
  const main = await open(page, '/privacy', 'Privacy Policy');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Information We Collect',
    'How We Use Your Information',
    'Information Sharing',
    'Your Rights',
  ]);
});

// Their accessibility in both themes and at both widths: site-accessibility.spec.ts (every route).
