import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import { ensureDemoAccounts } from '../src/seed/demo-accounts.js';
import { afterNotice, asUser, cookieOf, createTestApp, signedInUser, signIn, type TestContext } from './helpers.js';

let ctx: TestContext;
const password = 'Demo!Pass2026';
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  await ensureDemoAccounts(ctx.app, password);
});
afterAll(async () => ctx?.close());

describe('demo sign-ins', () => {
  it('signs in the demo admin as an admin', async () => {
    const response = await signIn(ctx.app, 'admin@example.com', password);
    expect(response.statusCode).toBe(200);
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-details',
      headers: { cookie: cookieOf(response) },
    });
    expect(details.json().data).toMatchObject({ isAdmin: true, username: 'demo_admin' });
  });

  it('signs in the demo fan with the history of a seeded fan', async () => {
    const response = await signIn(ctx.app, 'fan@example.com', password);
    const cookie = cookieOf(response);
    const details = await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: { cookie } });
    expect(details.json().data).toMatchObject({ isAdmin: false, username: 'alex_boast', email: 'fan@example.com' });
  });

  it('is idempotent', async () => {
    await ensureDemoAccounts(ctx.app, password);
    expect((await signIn(ctx.app, 'fan@example.com', password)).statusCode).toBe(200);
  });

  it('gives the admin role once: a revoked demo admin stays revoked after the next start', async () => {
    await setRole(ctx.database.db, 'admin@example.com', 'user');
    const [admin] = await ensureDemoAccounts(ctx.app, password);
    expect(admin).toMatchObject({ email: 'admin@example.com', password });
    const cookie = cookieOf(await signIn(ctx.app, 'admin@example.com', password));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } })).statusCode).toBe(
      403,
    );
    await setRole(ctx.database.db, 'admin@example.com', 'admin');
  });
});

describe('demo sign-ins without DEMO_PASSWORD', () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await createTestApp({ seed: true });
  });
  afterAll(async () => fresh?.close());

  it('get a random password, printed at every start while it still works, never set again', async () => {
    const first = await ensureDemoAccounts(fresh.app);
    const generated = first.map((signIn) => signIn.password ?? '');
    expect(generated[0]).toMatch(/^.{20,}$/);
    expect(generated[0]).not.toBe('Squash!Demo2026');
    expect(new Set(generated).size).toBe(2);
    // The README's old default opens nothing.
    expect((await signIn(fresh.app, 'admin@example.com', 'Squash!Demo2026')).statusCode).toBe(401);
    const cookie = cookieOf(await signIn(fresh.app, 'admin@example.com', generated[0]));
    expect((await fresh.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } })).statusCode).toBe(
      200,
    );

    // The next start prints the same password and changes nothing, even with DEMO_PASSWORD set now.
    expect((await ensureDemoAccounts(fresh.app)).map((signIn) => signIn.password)).toEqual(generated);
    await ensureDemoAccounts(fresh.app, 'Other!Pass2026');
    expect((await signIn(fresh.app, 'admin@example.com', 'Other!Pass2026')).statusCode).toBe(401);

    // Once its owner changes it, the start says so instead of printing a password that no longer works.
    const changed = await fresh.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: asUser(cookie),
      payload: { currentPassword: generated[0], newPassword: 'Changed!Pass2026' },
    });
    expect(changed.statusCode).toBe(200);
    const [admin] = await ensureDemoAccounts(fresh.app);
    expect(admin?.password).toBeNull();
    expect((await signIn(fresh.app, 'admin@example.com', 'Changed!Pass2026')).statusCode).toBe(200);
  });
});

describe('npm run admin', () => {
  it('grants and revokes the admin role by email', async () => {
    const cookie = await signedInUser(ctx.app, 'Promoted@Example.org');
    expect(await setRole(ctx.database.db, 'promoted@example.org', 'admin')).toBe(
      'promoted@example.org (promoted) is now an admin.',
    );
    const details = await ctx.app.inject({ method: 'POST', url: '/api/users-sync', headers: asUser(cookie) });
    expect(details.json().data.isAdmin).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } })).statusCode).toBe(
      200,
    );
    await setRole(ctx.database.db, 'PROMOTED@example.org', 'user');
    // The command runs outside the server: the kept session learns of it from the change notice.
    const refused = await afterNotice(
      () => ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } }),
      (answer) => answer.statusCode === 403,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('says who needs to sign up first', async () => {
    await expect(setRole(ctx.database.db, 'nobody@example.org', 'admin')).rejects.toThrow(
      'No user with the email nobody@example.org. They need to sign up first.',
    );
  });
});
