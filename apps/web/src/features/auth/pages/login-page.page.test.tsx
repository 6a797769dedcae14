import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { read, typedByReader } from '@/testing/mock-api/handlers';
import { checkPage, describePage, findText, PAGE_LOCALES, renderPage } from '@/testing/page-test';

describePage('the login page', '/login', { filled: { shows: 'Continue' } });
describePage('the forgot password page', '/forgot-password', { filled: {} });
describePage('the reset password page without a link', '/reset-password', { filled: {} });

const newFan = read('/api/email-status/:email', { body: { data: { status: 'non-user' } } });

// A new fan's very first form: a password that breaks several rules gets each rule's message, translated.
it.each(PAGE_LOCALES)('signing up with a weak password, in %s', async (locale) => {
  await renderPage('/login', locale, [newFan]);
  const email = document.querySelector<HTMLInputElement>('input[type="email"]');
  expect(email).not.toBeNull();
  await userEvent.fill(email as HTMLInputElement, typedByReader('new.fan@example.com'));
  await userEvent.keyboard('{Enter}');
  // The sign-up step, once the email's status has come back: its two password fields.
  await waitFor(() => expect(document.querySelectorAll('input[type="password"]')).toHaveLength(2));
  const [password, confirm] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
  await userEvent.fill(password as HTMLInputElement, 'squash');
  await userEvent.fill(confirm as HTMLInputElement, 'squash');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
  if (locale === 'en') await findText('Password must contain at least one uppercase letter');
  await findText(/./);
  expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull();
  checkPage(locale);
});

// A mailed reset link: checked before the form shows ('Verifying reset link...'), then the form, or the invalid
// screen for a link already used or expired.
const resetLink = '/reset-password?token=reset-token-1234567890';
describePage('the reset password page from a mailed link', resetLink, {
  loading: { answers: [read('/api/password-reset/:token', 'loading')], shows: 'Verifying reset link' },
  filled: {
    answers: [read('/api/password-reset/:token', { body: { data: { valid: true } } })],
    shows: 'Enter your new password below',
  },
  empty: {
    answers: [read('/api/password-reset/:token', { body: { data: { valid: false } } })],
    shows: 'Invalid Reset Link',
  },
});
