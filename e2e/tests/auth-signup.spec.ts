import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  isMobile,
  openMenuOnMobile,
  readMail,
  saveScreenshot,
  test,
  toast,
  uniqueEmail,
  waitForToaster,
} from '../playwright-utils';

test('a new fan signs up, verifies the email, accepts the terms and lands on the dashboard', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'new');
  const username = email.split('@')[0] as string;

  await page.goto('/login');
  await waitForToaster(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // An unknown email goes to sign-up: password and confirmation, with the spec's rules.
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password');
  await password.fill('squashdemo');
  await confirm.fill('squashdemo');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Every rule it fails, in the spec's words, under the field (the checklist stays beside them).
  for (const rule of ['at least one uppercase letter', 'at least one number', 'at least one symbol']) {
    await expect(page.getByText(`Password must contain ${rule}`)).toBeVisible();
  }
  await expect(page.getByText('Password must contain at least one lowercase letter')).toHaveCount(0);

  await password.fill(DEMO_PASSWORD);
  await confirm.fill(`${DEMO_PASSWORD}x`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');

  await confirm.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created')).toContainText('Please check your email to verify your account');
  await expect(page).toHaveURL('/');

  // The verification mail's link signs the new member in and opens the dashboard.
  const mail = await readMail(email, /verify/i);
  await page.goto(mail.link as string);
  await expect(page).toHaveURL('/dashboard');
  // The terms dialog may already be over it (a modal hides the page from the accessibility tree).
  await expect(page.getByRole('heading', { name: `Hi, ${username}!`, includeHidden: true })).toBeVisible();

  // First visit: the terms must be accepted before anything else.
  const terms = page.getByRole('dialog', { name: 'Welcome to SquashTips' });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('target', '_blank');
  await expect(terms.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('href', '/terms');
  await expect(terms.getByRole('checkbox', { name: 'I want to be notified of upcoming events' })).toBeChecked();
  await expect(terms.getByRole('checkbox', { name: 'I want to be notified of tournament results' })).toBeChecked();
  const proceed = terms.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(terms).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'terms-dialog');

  // The link opens the terms in a new tab, where they can be read without the dialog over them.
  const [termsTab] = await Promise.all([
    page.context().waitForEvent('page'),
    terms.getByRole('link', { name: /Terms and Conditions/ }).click(),
  ]);
  await expect(termsTab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(termsTab.getByRole('dialog')).toBeHidden();
  await termsTab.close();
  await saveScreenshot(page, testInfo, 'terms-dialog-dark', { fullPage: false });

  await terms.getByRole('checkbox', { name: /over 18 years old/ }).check();
  await terms.getByRole('checkbox', { name: 'I want to be notified of tournament results' }).uncheck();
  const saved = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith('/api/user'));
  await proceed.click();
  expect((await saved).postDataJSON()).toMatchObject({
    tournamentUpdatesEnabled: true,
    tournamentResultsEnabled: false,
  });
  await expect(terms).toBeHidden();

  // Accepted for good: it doesn't come back on the next page.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Tournament results' })).not.toBeChecked();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The header names the member, with the way out.
  await openMenuOnMobile(page, testInfo);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: username })).toHaveAttribute('href', '/dashboard');
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await openMenuOnMobile(page, testInfo);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: username })).toBeHidden();
});

test('a fan from the old site signs up with the same email and finds their history', async ({ page }, testInfo) => {
  // Seeded profiles without a password (migrated): one per project, so the two viewports don't collide.
  const migrated = isMobile(testInfo)
    ? { email: 'jordandrive@example.com', username: 'jordan_drive' }
    : { email: 'samkill@example.com', username: 'sam_kill' };

  await page.goto('/login');
  await waitForToaster(page);
  await page.getByLabel('Email').fill(migrated.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('We found your tipping history')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created')).toBeVisible();

  const mail = await readMail(migrated.email, /verify/i);
  await page.goto(mail.link as string);
  await expect(page.getByRole('heading', { name: `Hi, ${migrated.username}!` })).toBeVisible();
  // They accepted the terms on the old site already.
  await expect(page.getByRole('dialog')).toBeHidden();

  const past = page.getByRole('region', { name: 'Past Tournaments' });
  await expect(past.getByRole('link').first()).toBeVisible();
  await expect(past.getByRole('link').first()).toHaveAttribute('href', /^\/tournaments\/[0-9a-f-]{36}$/);
  await expect(past.getByRole('link').first()).toContainText(/Finished\s*\d+(st|nd|rd|th)/);
});
