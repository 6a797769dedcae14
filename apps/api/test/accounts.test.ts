import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import {
  asUser,
  cookieOf,
  createTestApp,
  followLink,
  latestMail,
  ORIGIN,
  postFromSite,
  STRONG_PASSWORD,
  signedInUser,
  signIn,
  signUp,
  type TestContext,
} from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const inject = (options: InjectOptions) => ctx.app.inject(options);

describe('sign-up, verification and sign-in', () => {
  it('refuses weak passwords with the spec messages', async () => {
    const cases: Array<[string, string]> = [
      ['Ab1!', 'Password must be at least 8 characters'],
      ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
      ['abcdefg1!', 'Password must contain at least one uppercase letter'],
      ['Abcdefgh!', 'Password must contain at least one number'],
      ['Abcdefgh1', 'Password must contain at least one symbol'],
    ];
    for (const [password, message] of cases) {
      const response = await signUp(ctx.app, 'weak@example.org', password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await inject({ method: 'GET', url: '/api/email-status/weak%40example.org' })).json().data.status).toBe(
      'non-user',
    );
  });

  it('applies the same rules and messages on every path that sets a password: sign-up, reset and change', async () => {
    const weak: Array<[string, string]> = [
      ['aaaaaaaa', 'Password must contain at least one uppercase letter'],
      ['Ab1!', 'Password must be at least 8 characters'],
      ['Abcdefgh1', 'Password must contain at least one symbol'],
    ];
    const email = 'rules@example.org';
    const cookie = await signedInUser(ctx.app, email);
    await postFromSite(ctx.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const token = new URL((await latestMail(ctx.app, email)).link).pathname.split('/').pop() as string;
    const paths: Array<[string, (password: string) => InjectOptions]> = [
      [
        'sign-up',
        (password) => ({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: ORIGIN },
          payload: { email: 'rules2@example.org', password, name: '' },
        }),
      ],
      [
        'reset',
        (newPassword) => ({
          method: 'POST',
          url: '/api/auth/reset-password',
          headers: { origin: ORIGIN },
          payload: { newPassword, token },
        }),
      ],
      [
        'change',
        (newPassword) => ({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: asUser(cookie),
          payload: { currentPassword: STRONG_PASSWORD, newPassword },
        }),
      ],
    ];
    for (const [name, request] of paths) {
      for (const [password, message] of weak) {
        const response = await inject(request(password));
        expect(response.statusCode, `${name} ${password}`).toBe(400);
        expect(response.json().message, `${name} ${password}`).toBe(message);
      }
    }
    // The password is unchanged: the old one still signs in.
    expect((await signIn(ctx.app, email)).statusCode).toBe(200);
    const changed = await inject(paths[2]?.[1]('Boast!Drop2026') as InjectOptions);
    expect(changed.statusCode).toBe(200);
    expect((await signIn(ctx.app, email, 'Boast!Drop2026')).statusCode).toBe(200);
  });

  it('signs up, mails a verification link, refuses sign-in until verified, then signs in', async () => {
    const email = 'newfan@example.org';
    expect((await signUp(ctx.app, email)).statusCode).toBe(200);
    const mail = await latestMail(ctx.app, email);
    expect(mail.subject).toContain('SquashTips');
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain('SquashTips');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const early = await signIn(ctx.app, email);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await followLink(ctx.app, mail.link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/dashboard');

    const response = await signIn(ctx.app, email);
    expect(response.statusCode).toBe(200);
    const cookie = response.headers['set-cookie'] as string | string[];
    const sessionCookie = [cookie].flat().find((c) => c.includes('session_token')) as string;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/);

    const details = await inject({ method: 'GET', url: '/api/user-details', headers: { cookie: cookieOf(response) } });
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({ email, username: 'newfan', isAdmin: false, acceptedTermsAt: null });
    expect((await inject({ method: 'GET', url: `/api/email-status/${email}` })).json().data.status).toBe('auth-user');
  });

  it('reports an existing account on sign-up, and a wrong password on sign-in', async () => {
    const again = await signUp(ctx.app, 'newfan@example.org');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS', message: 'User already registered' });
    const wrong = await signIn(ctx.app, 'newfan@example.org', 'Wrong!Pass1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('makes usernames unique from the email and users-sync idempotent', async () => {
    const cookie = await signedInUser(ctx.app, 'newfan@another.org');
    const first = await inject({ method: 'POST', url: '/api/users-sync', headers: asUser(cookie) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.username).toBe('newfan2');
    const second = await inject({ method: 'POST', url: '/api/users-sync', headers: asUser(cookie) });
    expect(second.json().data.id).toBe(first.json().data.id);
  });

  it('signs out', async () => {
    const cookie = await signedInUser(ctx.app, 'leaver@example.org');
    const out = await inject({ method: 'POST', url: '/api/auth/sign-out', headers: asUser(cookie), payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/user-details', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('a profile migrated from the old site', () => {
  it('is found by email-status, and signing up with its email keeps its entries', async () => {
    const [migrated] = await queryRows<{ id: string; email: string; entries: number }>(
      ctx.database.db,
      sql`select u.id, u.email, count(e.id)::int as entries from users u join entries e on e.user_id = u.id
          where u.is_migrated and u.provider_id is null group by u.id order by u.email limit 1`,
    );
    if (!migrated) throw new Error('no migrated profile in the seed');
    const status = await inject({
      method: 'GET',
      url: `/api/email-status/${encodeURIComponent(migrated.email.toUpperCase())}`,
    });
    expect(status.json().data.status).toBe('user');

    const cookie = await signedInUser(ctx.app, migrated.email);
    const details = await inject({ method: 'POST', url: '/api/users-sync', headers: asUser(cookie) });
    expect(details.json().data.id).toBe(migrated.id);
    const [after] = await queryRows<{ entries: number }>(
      ctx.database.db,
      sql`select count(*)::int as entries from entries where user_id = ${migrated.id}`,
    );
    expect(after?.entries).toBe(migrated.entries);
    expect((await inject({ method: 'GET', url: `/api/email-status/${migrated.email}` })).json().data.status).toBe(
      'auth-user',
    );
  });
});

describe('password reset', () => {
  it('mails a link that leads to the reset page, sets a new password and ends old sessions', async () => {
    const email = 'forgetful@example.org';
    const oldCookie = await signedInUser(ctx.app, email);
    const request = await postFromSite(ctx.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(request.statusCode).toBe(200);
    const mail = await latestMail(ctx.app, email);
    expect(mail.subject).toBe('Reset your SquashTips password');
    const landing = await followLink(ctx.app, mail.link);
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, ORIGIN);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token') as string;
    expect(token).toBeTruthy();

    // The reset page asks first whether the link works; asking spends nothing.
    const status = (t: string) => inject({ method: 'GET', url: `/api/password-reset/${encodeURIComponent(t)}` });
    expect((await status(token)).json()).toEqual({ data: { valid: true } });
    expect((await status(token)).json()).toEqual({ data: { valid: true } });
    expect((await status('abc')).json()).toEqual({ data: { valid: false } });

    const weak = await postFromSite(ctx.app, '/api/auth/reset-password', { token, newPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must contain at least one uppercase letter');

    const reset = await postFromSite(ctx.app, '/api/auth/reset-password', { token, newPassword: 'Boast!New2026' });
    expect(reset.statusCode).toBe(200);
    // Spent: the link no longer works, and the page says so before the form.
    expect((await status(token)).json()).toEqual({ data: { valid: false } });
    expect((await status('x'.repeat(201))).statusCode).toBe(400);
    expect((await signIn(ctx.app, email)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, 'Boast!New2026')).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/user-details', headers: { cookie: oldCookie } })).statusCode).toBe(
      401,
    );
  });

  it('refuses a forged or used token', async () => {
    const forged = await postFromSite(ctx.app, '/api/auth/reset-password', {
      token: 'forged-token',
      newPassword: 'Boast!New2026',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_TOKEN');
    const landing = await inject({
      method: 'GET',
      url: '/api/auth/reset-password/forged-token?callbackURL=%2Freset-password',
    });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toContain('error=INVALID_TOKEN');
  });
});

describe('profile', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signedInUser(ctx.app, 'profiler@example.org');
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/user-details'],
      ['POST', '/api/users-sync'],
      ['PATCH', '/api/user'],
    ] as const) {
      const response = await inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.message).toBe('Please sign in to continue');
    }
  });

  it('changes only the fields sent, with the spec messages for bad ones', async () => {
    const patch = (payload: unknown) =>
      inject({ method: 'PATCH', url: '/api/user', headers: asUser(cookie), payload: payload as object });
    expect((await patch({ tournamentUpdatesEnabled: false })).json().data).toMatchObject({
      tournamentUpdatesEnabled: false,
      tournamentResultsEnabled: true,
    });
    const terms = await patch({ acceptedTermsAt: '2000-01-01T00:00:00.000Z' });
    expect(Date.parse(terms.json().data.acceptedTermsAt)).toBeGreaterThan(Date.parse('2020-01-01'));
    expect((await patch({ username: 'Volley_King' })).json().data.username).toBe('Volley_King');

    const bad: Array<[unknown, number, string]> = [
      [{}, 400, 'No changes to update'],
      [{ username: 'ab' }, 400, 'Username must be at least 3 characters'],
      [{ username: 'a'.repeat(31) }, 400, 'Username must be at most 30 characters'],
      [{ username: 'bad name' }, 400, 'Only letters numbers . _ and - allowed'],
      [{ username: 'ALEX_BOAST' }, 409, 'This username is not available'],
      [{ username: 'Admin' }, 409, 'This username is not available'],
      [{ isAdmin: true }, 400, 'Unknown field: isAdmin'],
      [{ tournamentResultsEnabled: 'yes' }, 400, 'tournamentResultsEnabled must be true or false'],
    ];
    for (const [payload, status, message] of bad) {
      const response = await patch(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status });
      expect(response.json().error.message).toBe(message);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'profiler@example.org'));
    expect(row).toMatchObject({ username: 'Volley_King', tournamentUpdatesEnabled: false, role: 'user' });
  });

  it('checks usernames case-insensitively, refusing reserved ones, and calls your own available', async () => {
    const check = (username: string, headers = {}) =>
      inject({ method: 'GET', url: `/api/check-username?username=${encodeURIComponent(username)}`, headers });
    expect((await check('alex_boast')).json().data.isAvailable).toBe(false);
    expect((await check('Alex_Boast')).json().data.isAvailable).toBe(false);
    expect((await check('root')).json().data.isAvailable).toBe(false);
    expect((await check('brand_new_name')).json().data.isAvailable).toBe(true);
    expect((await check('volley_king')).json().data.isAvailable).toBe(false);
    expect((await check('volley_king', { cookie })).json().data.isAvailable).toBe(true);
    const invalid = await check('x');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Username must be at least 3 characters');
  });

  it('refuses cookie-authenticated writes from other sites (CSRF)', async () => {
    const noOrigin = await inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie },
      payload: { tournamentResultsEnabled: false },
    });
    expect(noOrigin.statusCode).toBe(403);
    const evil = await inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { tournamentResultsEnabled: false },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.message).toBe('Cross-site request refused: it must come from this site');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'profiler@example.org'));
    expect(row?.tournamentResultsEnabled).toBe(true);
  });

  it("never shows or changes another user's profile", async () => {
    const other = await signedInUser(ctx.app, 'other@example.org');
    const mine = await inject({ method: 'GET', url: '/api/user-details', headers: { cookie } });
    const theirs = await inject({ method: 'GET', url: '/api/user-details', headers: { cookie: other } });
    expect(mine.json().data.email).toBe('profiler@example.org');
    expect(theirs.json().data.email).toBe('other@example.org');
    const attempt = await inject({
      method: 'PATCH',
      url: '/api/user',
      headers: asUser(cookie),
      payload: { id: theirs.json().data.id, username: 'hijacked' },
    });
    expect(attempt.statusCode).toBe(400);
    const after = await inject({ method: 'GET', url: '/api/user-details', headers: { cookie: other } });
    expect(after.json().data.username).toBe(theirs.json().data.username);
  });

  it('answers a bad email-status lookup with the email message', async () => {
    const response = await inject({ method: 'GET', url: '/api/email-status/not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter a valid email address');
  });
});

describe('admin area', () => {
  it('answers 401 to anonymous callers and 403 to fans, on real and unknown paths alike', async () => {
    const fan = await signedInUser(ctx.app, 'just.a.fan@example.org');
    for (const url of ['/api/admin/stats', '/api/admin/users', '/api/admin/nothing/here']) {
      const anonymous = await inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      const forbidden = await inject({ method: 'GET', url, headers: { cookie: fan } });
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().error.message).toBe('This area is for administrators only');
    }
  });

  it('lets an admin in', async () => {
    const cookie = await signedInUser(ctx.app, 'boss@example.org');
    await inject({ method: 'POST', url: '/api/users-sync', headers: asUser(cookie) });
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'boss@example.org'));
    const stats = await inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data).toMatchObject({ activeTournaments: 1, openDataIssues: 0 });
    expect(stats.json().data.users).toBeGreaterThan(50);
    expect((await inject({ method: 'GET', url: '/api/admin/nothing', headers: { cookie } })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/user-details', headers: { cookie } })).json().data.isAdmin).toBe(
      true,
    );
  });
});

void STRONG_PASSWORD;
