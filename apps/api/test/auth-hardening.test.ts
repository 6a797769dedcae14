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

  it("can't lock the owner out: 50 wrong passwords from 50 addresses leave the owner's own browser signing in at once", async () => {
    const owner = 'owner.device@example.org';
    await signedInUser(ctx.app, owner);
    const fromAddress = (remoteAddress: string, payload: object, cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress,
        headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
        payload,
      });
    // The owner's browser signs in once: it is known to the account from then on.
    const first = await fromAddress('192.0.2.1', { email: owner, password: 'Nick!Shot2026' });
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === 'squash_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });

    // 50 guesses from 50 addresses, the email in any letter case and spacing.
    const guesses: number[] = [];
    for (let n = 0; n < 50; n++) {
      const spelled = n % 2 === 0 ? owner.toUpperCase() : `  ${owner} `;
      const answer = await fromAddress(`198.51.100.${n + 1}`, { email: spelled, password: `Wrong!${n}aA` });
      guesses.push(answer.statusCode);
    }
    // Strangers share one allowance, however the email is spelled: the first ten are answered (401 wrong
    // password; 400 for the spaced spelling, which better-auth won't take as an email), the rest refused.
    // The owner's two sign-ins above, from browsers not known yet, used two of the ten.
    expect(guesses.slice(0, 8)).toEqual([401, 400, 401, 400, 401, 400, 401, 400]);
    expect(guesses.slice(8)).toEqual(Array(42).fill(429));

    // The owner's own browser, from another address, signs in at once.
    const own = await fromAddress(
      '192.0.2.2',
      { email: owner, password: 'Nick!Shot2026' },
      `squash_device=${device?.value}`,
    );
    expect(own.statusCode).toBe(200);
    // An unknown browser, even with the right password, is still slowed.
    const stranger = await fromAddress('203.0.113.9', { email: owner, password: 'Nick!Shot2026' });
    expect(stranger.statusCode).toBe(429);
    // A device cookie for another account, or a forged one, is no help.
    const forged = `squash_device=${Buffer.from(owner).toString('base64url')}.abc.forged`;
    expect((await fromAddress('203.0.113.10', { email: owner, password: 'Nick!Shot2026' }, forged)).statusCode).toBe(
      429,
    );
  });
});
