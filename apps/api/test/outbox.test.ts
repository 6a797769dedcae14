import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { setRole } from '../src/cli/admin.js';
import { testConfig } from '../src/config.js';
import { ensureDemoAccounts } from '../src/seed/demo-accounts.js';
import { asUser, createTestApp, postFromSite, signedInUser, type TestContext } from './helpers.js';

let ctx: TestContext;
let admin: string;
let fan: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  await ensureDemoAccounts(ctx.app, 'Demo!Pass2026');
  admin = await signedInUser(ctx.app, 'outbox.admin@example.org');
  await setRole(ctx.database.db, 'outbox.admin@example.org', 'admin');
  fan = await signedInUser(ctx.app, 'outbox.fan@example.org');
});
afterAll(async () => ctx?.close());

const requestReset = (email: string) =>
  postFromSite(ctx.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });

describe('the outbox (mails kept without SMTP)', () => {
  it('is no public page, in any mode: the old development route is gone', async () => {
    for (const NODE_ENV of ['development', 'test', 'production'] as const) {
      const app = await buildApp(testConfig({ NODE_ENV }), { db: ctx.database.db, clock: ctx.clock });
      for (const headers of [{}, asUser(fan)]) {
        const response = await app.inject({ method: 'GET', url: '/api/dev/mail', headers });
        expect(response.statusCode, NODE_ENV).toBe(404);
      }
      await app.close();
    }
  });

  it('is read by administrators only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: asUser(fan) })).statusCode).toBe(
      403,
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: asUser(admin) });
    expect(response.statusCode).toBe(200);
    const mails = response.json().data as Array<{ createdAt: string; link: string | null }>;
    expect(mails.length).toBeGreaterThan(1);
    const times = mails.map((mail) => mail.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(response.json().pageInfo).toMatchObject({ currentPage: 0, pageSize: 20 });
  });

  it('keeps the admin account safe: a reset requested by anyone can be read by an admin only', async () => {
    expect((await requestReset('admin@example.com')).statusCode).toBe(200);
    // Nobody but an administrator reads the link: not anonymously, not as a fan, nowhere under /api.
    for (const url of [
      '/api/dev/mail',
      '/api/dev/mail?to=admin@example.com',
      '/api/admin/outbox?to=admin@example.com',
    ]) {
      for (const headers of [{}, asUser(fan)]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.body).not.toContain('reset-password');
        expect(response.body).not.toContain('/api/auth/reset-password/');
      }
    }
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?to=ADMIN@example.com&page_size=1',
      headers: asUser(admin),
    });
    const [mail] = asAdmin.json().data as Array<{ to: string; subject: string; link: string }>;
    expect(mail).toMatchObject({ to: 'admin@example.com', subject: expect.stringMatching(/reset/i) });
    expect(mail?.link).toContain('/api/auth/reset-password/');
  });

  it('refuses a bad page or filter with a message naming it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox?page=-1', headers: asUser(admin) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('page');
  });
});
