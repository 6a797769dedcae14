import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, pageInfo } from '@/testing/mock-api/data';
import { findText, renderPage, settled } from '@/testing/page-test';

/*
 * Signing in and signing up (issue 64), as spec 000's /login has it: the email first, looked up, then the
 * password of an existing account or a new one. What better-auth's routes answer is mocked as they answer it
 * (`{ code, message }`); what the page does with each answer is what is tested.
 */

const me = fan({ email: 'nour@example.com' });

function authServer({
  status = 'auth-user',
  signIn = 'ok',
  signUp = 'ok',
}: {
  status?: 'auth-user' | 'non-user';
  signIn?: 'ok' | 'wrong-password' | 'not-verified';
  signUp?: 'ok' | 'exists';
} = {}) {
  const sent: string[] = [];
  let signedIn = false;
  const answers = [
    http.get('/api/email-status/:email', ({ params }) => {
      sent.push(`status ${String(params.email)}`);
      return HttpResponse.json({ data: { status } });
    }),
    http.post('/api/auth/sign-in/email', async ({ request }) => {
      const { email, password } = (await request.json()) as { email: string; password: string };
      sent.push(`sign in ${email} ${password}`);
      if (signIn === 'wrong-password')
        return HttpResponse.json(
          { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
          { status: 401 },
        );
      if (signIn === 'not-verified')
        return HttpResponse.json({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, { status: 403 });
      signedIn = true;
      return HttpResponse.json({ redirect: false, token: 'session-token', user: { id: me.id, email: me.email } });
    }),
    http.post('/api/auth/sign-up/email', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      sent.push(`sign up ${email}`);
      if (signUp === 'exists')
        return HttpResponse.json({ code: 'USER_ALREADY_EXISTS', message: 'User already exists.' }, { status: 422 });
      return HttpResponse.json({ token: null, user: { id: me.id, email } });
    }),
    http.post('/api/auth/send-verification-email', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      sent.push(`verify ${email}`);
      return HttpResponse.json({ status: true });
    }),
    http.get('/api/auth/get-session', () =>
      HttpResponse.json(
        signedIn ? { session: { id: 's', userId: me.id }, user: { id: me.id, email: me.email } } : null,
      ),
    ),
    http.post('/api/users-sync', () => {
      sent.push('sync');
      return HttpResponse.json({ data: { ...me, locale: 'en' } });
    }),
    http.get('/api/user-details', () => HttpResponse.json({ data: { ...me, locale: 'en' } })),
    // The home page, where a new account is taken: no tournaments to show.
    http.get('/api/tournaments', () => HttpResponse.json({ data: [], pageInfo: pageInfo(0) })),
  ];
  // Where a page that needed a fan sent them: a page with no reads of its own.
  return { sent, open: () => renderPage('/login?next=/rules', 'en', answers) };
}

async function enterEmail(email: string) {
  await userEvent.fill(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('signing in', () => {
  it('asks for the password of an existing account and goes where the fan was going', async () => {
    const { open, sent } = authServer();
    const { router } = await open();
    await enterEmail('nour@example.com');
    await findText('Welcome back');
    await userEvent.fill(screen.getByLabelText('Password'), 'Drop-shot-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await findText('Login successful');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules'), { timeout: 10_000 });
    expect(sent).toEqual(['status nour@example.com', 'sign in nour@example.com Drop-shot-2027', 'sync']);
  });

  it('says a password is wrong in its own words, and stays on the password', async () => {
    const { open } = authServer({ signIn: 'wrong-password' });
    const { router } = await open();
    await enterEmail('nour@example.com');
    await userEvent.fill(await screen.findByLabelText('Password'), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await findText('Incorrect password');
    await findText('Please check your password and try again');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('offers to send the verification email again to an account not verified yet', async () => {
    const { open, sent } = authServer({ signIn: 'not-verified' });
    await open();
    await enterEmail('nour@example.com');
    await userEvent.fill(await screen.findByLabelText('Password'), 'Drop-shot-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await findText('Email not verified');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    await findText('Check your email for the verification link');
    expect(sent.at(-1)).toBe('verify nour@example.com');
  });

  it('starts again from the email on Use a different email', async () => {
    const { open } = authServer();
    await open();
    await enterEmail('nour@example.com');
    await findText('Welcome back');
    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    await findText('Sign in or sign up');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });
});

describe('signing up', () => {
  it('creates the account of a new email and says to check the mail', async () => {
    const { open, sent } = authServer({ status: 'non-user' });
    const { router } = await open();
    await enterEmail('new.fan@example.com');
    await findText('Create your account');
    await userEvent.fill(screen.getByLabelText('Password'), 'Nick-2027!');
    await userEvent.fill(screen.getByLabelText('Confirm Password'), 'Nick-2027!');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await findText('Account created');
    await findText('Please check your email to verify your account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The home page, drawn with its (empty) list of tournaments: nothing of it left to arrive in the next test.
    await findText('Upcoming Tournaments');
    await settled();
    expect(sent).toEqual(['status new.fan@example.com', 'sign up new.fan@example.com']);
  });

  it("won't send passwords that don't match", async () => {
    const { open, sent } = authServer({ status: 'non-user' });
    await open();
    await enterEmail('new.fan@example.com');
    await userEvent.fill(await screen.findByLabelText('Password'), 'Nick-2027!');
    await userEvent.fill(screen.getByLabelText('Confirm Password'), 'Nick-2028!');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual(['status new.fan@example.com']);
  });

  it('turns to signing in when the email has an account after all', async () => {
    const { open } = authServer({ status: 'non-user', signUp: 'exists' });
    await open();
    await enterEmail('nour@example.com');
    await userEvent.fill(await screen.findByLabelText('Password'), 'Nick-2027!');
    await userEvent.fill(screen.getByLabelText('Confirm Password'), 'Nick-2027!');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await findText('Account already exists');
    await findText('Welcome back');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
