import type { SeasonLeaderboardResponse, SiteConfig, SiteSettings } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { siteConfig } from '../src/modules/site/service.js';
import { asUser, createTestApp, demoSessions, getJson, type TestContext } from './helpers.js';

let ctx: TestContext;
let sessions: { admin: string; fan: string };
beforeAll(async () => {
  ctx = await createTestApp({
    seed: true,
    config: {
      LEGACY_HOSTNAMES: ['old.example.com'],
      NEW_SITE_URL: 'https://new.example.com',
      SOCIAL_X_URL: 'https://x.com/squash',
      SOCIAL_FACEBOOK_URL: 'https://facebook.com/squash',
    },
  });
  sessions = await demoSessions(ctx.app);
});
afterAll(async () => ctx?.close());

describe('GET /api/site-config', () => {
  it('tells the browser the public settings, social links in a fixed order', async () => {
    const { status, body } = await getJson<{ data: SiteConfig }>(ctx.app, '/api/site-config');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      productName: 'SquashTips',
      legacyHostnames: ['old.example.com'],
      newSiteUrl: 'https://new.example.com',
      socialLinks: [
        { name: 'Facebook', url: 'https://facebook.com/squash' },
        { name: 'X', url: 'https://x.com/squash' },
      ],
      currency: 'AUD',
      creditsEnabled: false,
      payments: { provider: 'test', stripePublishableKey: null },
    });
  });

  it('names Stripe and its publishable key (never the secret) once both keys are set', () => {
    const config = testConfig({ STRIPE_SECRET_KEY: 'sk_test_secret', STRIPE_PUBLISHABLE_KEY: 'pk_test_public' });
    expect(siteConfig(config).payments).toEqual({ provider: 'stripe', stripePublishableKey: 'pk_test_public' });
    expect(JSON.stringify(siteConfig(config))).not.toContain('sk_test_secret');
  });
});

describe("the back office's site settings (issue 63)", () => {
  const put = (socialLinks: unknown, cookie = sessions.admin) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: asUser(cookie),
      payload: { socialLinks },
    });
  const links = {
    Facebook: null,
    Instagram: 'https://instagram.com/squashtips',
    X: 'https://x.com/squashtips',
    YouTube: null,
  };

  it("starts from the environment's links, then the admin's replace them on the next read, audited", async () => {
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/site-settings',
      headers: asUser(sessions.admin),
    });
    expect(before.json().data).toEqual({
      socialLinks: {
        Facebook: 'https://facebook.com/squash',
        Instagram: null,
        X: 'https://x.com/squash',
        YouTube: null,
      },
      updatedAt: null,
    });
    // Read once, so the answer is cached: the save must end it.
    const cached = await getJson<{ data: SiteConfig }>(ctx.app, '/api/site-config');
    expect(cached.body.data.socialLinks.map((link) => link.name)).toEqual(['Facebook', 'X']);

    const saved = await put(links);
    expect(saved.statusCode).toBe(200);
    const settings = saved.json().data as SiteSettings;
    expect(settings.socialLinks).toEqual(links);
    expect(settings.updatedAt).not.toBeNull();

    const after = await ctx.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(after.headers['cache-control']).toBe('public, no-cache');
    expect(after.json().data.socialLinks).toEqual([
      { name: 'Instagram', url: 'https://instagram.com/squashtips' },
      { name: 'X', url: 'https://x.com/squashtips' },
    ]);
    const [row] = await queryRows<{ resource_type: string; resource_name: string; before: unknown; after: unknown }>(
      ctx.database.db,
      sql`select resource_type, resource_name, before, after from admin_audit
          where action = 'PUT /api/admin/site-settings' order by at desc limit 1`,
    );
    expect(row).toMatchObject({ resource_type: 'site-settings', resource_name: 'Site settings', before: null });
    expect(row?.after).toMatchObject({ socialLinks: links });

    // A second save is audited with the first as its before.
    expect((await put({ ...links, X: null })).statusCode).toBe(200);
    const [second] = await queryRows<{ before: { xUrl: string | null } }>(
      ctx.database.db,
      sql`select before from admin_audit where action = 'PUT /api/admin/site-settings' order by at desc limit 1`,
    );
    expect(second?.before.xUrl).toBe('https://x.com/squashtips');
    const now = await getJson<{ data: SiteConfig }>(ctx.app, '/api/site-config');
    expect(now.body.data.socialLinks).toEqual([{ name: 'Instagram', url: 'https://instagram.com/squashtips' }]);
  });

  it('refuses what is not a web link, naming the network, and keeps the saved links', async () => {
    const kept = (await getJson<{ data: SiteConfig }>(ctx.app, '/api/site-config')).body.data.socialLinks;
    const cases: Array<[unknown, RegExp]> = [
      [{ ...links, Facebook: 'javascript:alert(1)' }, /Facebook/],
      [{ ...links, YouTube: 'youtube' }, /YouTube/],
      [{ ...links, X: `https://x.com/${'a'.repeat(300)}` }, /X: must be at most 300 characters/],
      [{ Facebook: null }, /Instagram: a link or null is required/],
      [{ ...links, TikTok: 'https://tiktok.com/@squash' }, /TikTok/],
    ];
    for (const [body, message] of cases) {
      const refused = await put(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await getJson<{ data: SiteConfig }>(ctx.app, '/api/site-config')).body.data.socialLinks).toEqual(kept);
  });

  it('is for administrators only', async () => {
    expect((await put(links, sessions.fan)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      payload: { socialLinks: links },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/site-settings', headers: asUser(sessions.fan) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('configuration', () => {
  it('reads lists, flags and currencies from the environment', () => {
    const config = loadConfig({
      LEGACY_HOSTNAMES: ' Old.Example.com , legacy.test ',
      CREDITS_ENABLED: 'false',
      CURRENCY: 'usd',
    });
    expect(config.LEGACY_HOSTNAMES).toEqual(['old.example.com', 'legacy.test']);
    expect(config.CREDITS_ENABLED).toBe(false);
    expect(config.CURRENCY).toBe('USD');
    // Credits are on unless turned off: entries cost their tournament's fee.
    expect(loadConfig({}).CREDITS_ENABLED).toBe(true);
  });

  it('fails fast naming every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CURRENCY: 'dollars', SEED_DEMO: 'maybe' }),
    ).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*SEED_DEMO: must be true or false[\s\S]*CURRENCY/,
    );
  });
});

describe('GET /api/leaderboard (season)', () => {
  it("sums every fan's points over this season's tournaments, ranked with shared ranks", async () => {
    const { status, body } = await getJson<SeasonLeaderboardResponse>(ctx.app, '/api/leaderboard?page_size=100');
    expect(status).toBe(200);
    expect(body.season).toEqual({ label: '2026/27', startDate: '2026-08-01', endDate: '2027-07-31' });
    // This season holds the active and the upcoming demo tournaments.
    expect(body.pageInfo.totalRecords).toBeGreaterThan(40);
    const rows = body.data;
    expect(rows[0]?.rank).toBe(1);
    for (const [i, row] of rows.entries()) {
      const previous = rows[i - 1];
      if (previous) expect(row.rank).toBe(row.points === previous.points ? previous.rank : i + 1);
      expect(row.entries).toBeGreaterThanOrEqual(1);
    }
  });

  it('reads a past season and its totals agree with the tournament leaderboards', async () => {
    const { body } = await getJson<SeasonLeaderboardResponse>(ctx.app, '/api/leaderboard?season=2023/24&page_size=100');
    expect(body.season.label).toBe('2023/24');
    expect(body.pageInfo.totalRecords).toBe(50);
    expect(body.data.every((row) => row.entries === 3)).toBe(true);
    const top = body.data[0];
    const tournaments = await getJson<{ data: Array<{ id: string }> }>(
      ctx.app,
      '/api/tournaments?status=COMPLETED,SCORED,PAYING,PAID',
    );
    let points = 0;
    for (const { id } of tournaments.body.data) {
      const board = await getJson<{ data: Array<{ userId: string; points: number }> }>(
        ctx.app,
        `/api/tournaments/${id}/leaderboard?page_size=100`,
      );
      points += board.body.data.find((row) => row.userId === top?.userId)?.points ?? 0;
    }
    expect(points).toBe(top?.points);
  });

  it('refuses a malformed season or page', async () => {
    const bad = await getJson<{ error: { message: string } }>(ctx.app, '/api/leaderboard?season=2023');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('season must look like 2025/26');
    expect((await getJson(ctx.app, '/api/leaderboard?page=-1')).status).toBe(400);
  });
});
