import { expect, saveScreenshot, test, toast } from '../playwright-utils';

test('a fan sends a message and is told it arrived', async ({ page }, testInfo) => {
  await page.goto('/contact');
  const form = page.getByRole('main');
  await form.getByLabel('Name').fill('Nour Squash Fan');
  await form.getByLabel('Email').fill('nour@example.com');
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await form.getByLabel('Message').fill('When does the next PSA World Tour event open for tips?');

  const request = page.waitForRequest((req) => req.url().endsWith('/api/feedback') && req.method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await request).postDataJSON()).toEqual({
    name: 'Nour Squash Fan',
    email: 'nour@example.com',
    message: 'When does the next PSA World Tour event open for tips?',
  });

  await expect(toast(page, 'Message Sent')).toContainText("We'll get back to you soon!");
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await saveScreenshot(page, testInfo, 'contact-sent');
});

test('a signed-in fan finds their email filled in, and it stays after sending', async ({ page, login }) => {
  const fan = await login();
  await page.goto('/contact');
  const form = page.getByRole('main');
  await expect(form.getByLabel('Email')).toHaveValue(fan.email);
  await form.getByLabel('Name').fill('Demo Fan');
  await form.getByLabel('Message').fill('Is there a league for my club?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message Sent')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue(fan.email);
});

test('an incomplete message shows what is missing and sends nothing', async ({ page }, testInfo) => {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/feedback')) sent.push(req.method());
  });
  await page.goto('/contact');
  const form = page.getByRole('main');

  await form.getByRole('button', { name: 'Send Message' }).click();

  const name = form.getByLabel('Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Message is required');
  // The first field in error gets the focus, so a screen reader user hears what to fix.
  await expect(name).toBeFocused();
  await saveScreenshot(page, testInfo, 'contact-invalid');

  await name.fill('Nour');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  expect(sent).toEqual([]);
});

test.describe('when the server refuses', () => {
  // Chromium logs every 4xx response as a console error.
  test.use({ allowConsoleErrors: [/status of 429/] });

  test('a message the server refuses keeps the text and says why', async ({ page }) => {
    await page.route('**/api/feedback', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many messages, try again in a minute' } }),
      }),
    );
    await page.goto('/contact');
    const form = page.getByRole('main');
    await form.getByLabel('Name').fill('Nour');
    await form.getByLabel('Email').fill('nour@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page, 'Error')).toContainText('Too many messages, try again in a minute');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });
});
