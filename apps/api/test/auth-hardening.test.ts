import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  cookieOf,
  createTestApp,
  postFromSite,
  signedInUser,
  signIn,
  signUp,
  type TestContext,
} from './helpers.js';

let ctx: TestContext;
const email = 'hardening@example.org';
beforeAll(async () => {
  ctx = await createTestApp({ config: { RATE_LIMIT_ENABLED: true } });
  await signedInUser(ctx.app, email);
});
afterAll(async () => ctx?.close());

const details = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: { cookie } });

describe('sessions and sign-in', () => {
  it('sets the session cookie HttpOnly and SameSite=Lax, with a new token on each sign-in', async () => {
    const first = await signIn(ctx.app, email);
    const second = await signIn(ctx.app, email);
    const session = (response: typeof first) =>
      response.cookies.find((cookie) => cookie.name.includes('session_token'));
    expect(session(first)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session(first)?.value).toBeTruthy();
    expect(session(second)?.value).not.toBe(session(first)?.value);
    expect((await details(cookieOf(first))).statusCode).toBe(200);
    expect((await details(cookieOf(second))).statusCode).toBe(200);
  });

  it('keeps session tokens out of JSON bodies: sign-up, sign-in and get-session answer without them', async () => {
    const fresh = 'token.body@example.org';
    const signUpAnswer = await signUp(ctx.app, fresh);
    expect(signUpAnswer.statusCode).toBe(200);
    const signInAnswer = await signIn(ctx.app, email);
    const cookie = cookieOf(signInAnswer);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    const tokenValue = signInAnswer.cookies.find((c) => c.name.includes('session_token'))?.value.split('.')[0];
    expect(tokenValue).toBeTruthy();
    for (const answer of [signUpAnswer, signInAnswer, session]) {
      expect(answer.body).not.toMatch(/"token"/);
      expect(answer.body).not.toContain(tokenValue as string);
    }
    expect(signInAnswer.json().user.email).toBe(email);
    expect(session.json().user.email).toBe(email);
  });

  it('refuses the old cookie after sign-out', async () => {
    const cookie = cookieOf(await signIn(ctx.app, email));
    const signOut = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: asUser(cookie) });
    expect(signOut.statusCode).toBe(200);
    expect((await details(cookie)).statusCode).toBe(401);
  });

  it('refuses cross-site writes carrying a session, ours and better-auth ones', async () => {
    const cookie = cookieOf(await signIn(ctx.app, email));
    const evil = { cookie, origin: 'https://evil.example' };
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: evil,
      payload: { username: 'pwned' },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().error.message).toBe('Cross-site request refused: it must come from this site');
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: evil,
      payload: { currentPassword: 'Nick!Shot2026', newPassword: 'Pwned!Pass2026' },
    });
    expect(change.statusCode).toBe(403);
    expect((await signIn(ctx.app, email)).statusCode).toBe(200);
  });

  it('limits repeated wrong sign-ins for an email, whatever the password', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await postFromSite(ctx.app, '/api/auth/sign-in/email', {
        email: 'victim@example.org',
        password: `Guess!${attempt}aA`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
