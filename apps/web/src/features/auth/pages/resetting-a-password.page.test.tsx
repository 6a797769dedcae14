import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { pageInfo } from '@/testing/mock-api/data';
import { typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage, settled } from '@/testing/page-test';

/*
 * A forgotten password (spec 000's /forgot-password and /reset-password, tested by issue 64): the link asked
 * for (the address kept from the sign-in page, checked before sending, kept again for Try Again), and the
 * mailed link followed: checked before the form shows, every rule a weak password breaks said at once, the new
 * password saved, and a link that is no longer good (missing, refused by the check, or spent meanwhile) leading
 * to a new one. What better-auth's routes answer is mocked as they answer it (`{ code, message }`).
 */

const TOKEN = 'reset-token-4f2a';

function resetServer({ valid = true, spentMeanwhile = false, refuseRequest = false } = {}) {
  const sent: Array<{ path: string; body?: unknown }> = [];
  const answers = [
    http.post('/api/auth/request-password-reset', async ({ request }) => {
      sent.push({ path: 'request', body: await request.json() });
      if (refuseRequest)
        return HttpResponse.json(
          { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Try again in a minute.' },
          {
            status: 429,
          },
        );
      return HttpResponse.json({ status: true });
    }),
    http.get('/api/password-reset/:token', ({ params }) => {
      sent.push({ path: `check ${String(params.token)}` });
      return HttpResponse.json({ data: { valid } });
    }),
    http.post('/api/auth/reset-password', async ({ request }) => {
      sent.push({ path: 'reset', body: await request.json() });
      if (spentMeanwhile)
        return HttpResponse.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 });
      return HttpResponse.json({ status: true });
    }),
    // The home page, where a reset ends: no tournaments to show.
    http.get('/api/tournaments', () => HttpResponse.json({ data: [], pageInfo: pageInfo(0) })),
  ];
  return { sent, open: (url: string) => renderPage(url, 'en', answers) };
}

const STRONG = 'Boast-2027!';

describe('asking for a reset link', () => {
  it('sends it to the address kept from the sign-in page, says so, and Try Again keeps the address', async () => {
    const { open, sent } = resetServer();
    await open(`/forgot-password?email=${typedByReader('nour@example.com')}`);
    const email = (await screen.findByLabelText('Email', {}, { timeout: 10_000 })) as HTMLInputElement;
    expect(email.value).toBe('nour@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await findText('Check Your Email');
    expect(document.body.textContent).toContain('If an account exists for nour@example.com');
    expect(sent).toEqual([{ path: 'request', body: { email: 'nour@example.com', redirectTo: '/reset-password' } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('nour@example.com');
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('checks the address before sending anything', async () => {
    const { open, sent } = resetServer();
    await open('/forgot-password');
    await userEvent.fill(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'nour@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
    expect(screen.queryByText('Check Your Email')).toBeNull();
  });

  it("says the server's refusal and stays on the form", async () => {
    const { open } = resetServer({ refuseRequest: true });
    await open('/forgot-password');
    await userEvent.fill(
      await screen.findByLabelText('Email', {}, { timeout: 10_000 }),
      typedByReader('nick@example.com'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await findText('Too many requests. Try again in a minute.');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });
});

describe('following the reset link', () => {
  it('checks the link, says every rule a weak password breaks, then saves the new one and goes home', async () => {
    const { open, sent } = resetServer();
    const { router } = await open(`/reset-password?token=${TOKEN}`);
    await findText('Enter your new password below');
    await userEvent.fill(screen.getByLabelText('New Password'), 'boast');
    await userEvent.fill(screen.getByLabelText('Confirm New Password'), 'boast');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await findText('Password must be at least 8 characters');
    for (const rule of ['one uppercase letter', 'one number', 'one symbol']) {
      expect(document.body.textContent).toContain(`Password must contain at least ${rule}`);
    }
    expect(sent).toEqual([{ path: `check ${TOKEN}` }]);

    await userEvent.fill(screen.getByLabelText('New Password'), STRONG);
    await userEvent.fill(screen.getByLabelText('Confirm New Password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await findText('Password updated successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.at(-1)).toEqual({ path: 'reset', body: { newPassword: STRONG, token: TOKEN } });
    await findText('Upcoming Tournaments');
    await settled();
  });

  it("won't send two passwords that differ", async () => {
    const { open, sent } = resetServer();
    await open(`/reset-password?token=${TOKEN}`);
    await findText('Enter your new password below');
    await userEvent.fill(screen.getByLabelText('New Password'), STRONG);
    await userEvent.fill(screen.getByLabelText('Confirm New Password'), `${STRONG}x`);
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await findText("Passwords don't match");
    expect(sent.map((one) => one.path)).toEqual([`check ${TOKEN}`]);
  });

  it('leads to a new link when the check refuses the token, before any form', async () => {
    const { open } = resetServer({ valid: false });
    await open(`/reset-password?token=${TOKEN}`);
    await findText('This password reset link is invalid or has expired. Please request a new one.');
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('says a link without a token, or one better-auth refused, is no good, without asking', async () => {
    for (const url of ['/reset-password', `/reset-password?token=${TOKEN}&error=INVALID_TOKEN`]) {
      const { open, sent } = resetServer();
      const view = await open(url);
      await findText('Invalid Reset Link');
      expect(sent).toEqual([]);
      view.unmount();
    }
  });

  it('switches to a new link when the token was spent meanwhile', async () => {
    const { open } = resetServer({ spentMeanwhile: true });
    await open(`/reset-password?token=${TOKEN}`);
    await findText('Enter your new password below');
    await userEvent.fill(screen.getByLabelText('New Password'), STRONG);
    await userEvent.fill(screen.getByLabelText('Confirm New Password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await findText('Password reset failed');
    await findText('Invalid Reset Link');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});
