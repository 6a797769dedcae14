import {
  createVerifiedUser,
  DEMO_PASSWORD,
  expect,
  readMail,
  test,
  toast,
  uniqueEmail,
  waitForToaster,
} from '../playwright-utils';

const NEW_PASSWORD = 'Fresh!Boast2027';

// A wrong password (401) and a spent or forged token (400) are answered with error statuses, which
// Chromium logs as failed loads.
test.use({ allowConsoleErrors: [/status of 40[01]/] });

test('a fan who forgot the password resets it through the mailed link and signs in with the new one', async ({
  page,
  request,
}, testInfo) => {
  const { email } = await createVerifiedUser(request, uniqueEmail(testInfo, 'reset'));

  // A failed attempt offers the way to a new password, carrying the email along.
  await page.goto('/login');
  await waitForToaster(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Forgotten!2020');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Incorrect password')).toBeVisible();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();

  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Email sent')).toContainText('Check your email for password reset instructions');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  // Try Again goes back to the form; Back to Login is there too.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

  const mail = await readMail(email, /reset/i);
  await page.goto(mail.link as string);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expect(page.getByText('Enter your new password below')).toBeVisible();

  const fresh = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill('Fresh!Boast2028');
  // Each field has its own show/hide toggle.
  const toggles = page.getByRole('button', { name: 'Show password' });
  await expect(toggles).toHaveCount(2);
  await toggles.nth(1).click();
  await expect(confirm).toHaveAttribute('type', 'text');
  await expect(fresh).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully')).toContainText(
    'You can now sign in with your new password',
  );
  await expect(page).toHaveURL('/');

  // The link is spent: opened again, it is refused.
  await page.goto(mail.link as string);
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();

  // The old password is gone; the new one works.
  await page.goto('/login');
  await waitForToaster(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Incorrect password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  // Signed in for the first time since signing up: the terms come first.
  await expect(page.getByRole('dialog', { name: 'Welcome to SquashTips' })).toBeVisible();
});

test('a forged reset link is found out before the form shows, and a new link can be requested', async ({ page }) => {
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/password-reset/forged')) asked++;
  });
  await page.goto('/reset-password?token=forged');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  expect(asked).toBe(1);
  await expect(page.getByRole('button', { name: 'Update Password' })).toHaveCount(0);
  await expect(
    page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Request New Reset Link' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('a link that stops working while the form is open is found out on submit', async ({ page }) => {
  // Valid when the page asked (it expires a moment later): the form shows, the reset itself refuses.
  await page.route('**/api/password-reset/*', (route) => route.fulfill({ json: { data: { valid: true } } }));
  await page.goto('/reset-password?token=expiring');
  await waitForToaster(page);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password reset failed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
});

test('an expired link (or none at all) shows Invalid Reset Link straight away', async ({ page }) => {
  for (const address of ['/reset-password?error=INVALID_TOKEN', '/reset-password']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Password' })).toBeHidden();
  }
});
