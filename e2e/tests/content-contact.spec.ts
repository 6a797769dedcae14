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

// The form's own checks and a refusal's toast (the text kept) are the page tests' (apps/web:
// contacting-us.page.test.tsx).
