import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

let ctx: TestContext;
let webRoot: string;
const bundle = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'squash-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>SquashTips</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), bundle);
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ config: { WEB_DIST_DIR: webRoot } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the web app from the API process', () => {
  it.each(['/', '/tournaments', '/tournaments/3f1f7f0c-2b10-4a4e-9d61-6c1b1d2e8f0a', '/admin/users', '/no/such/page'])(
    'answers the client route %s with index.html, never cached',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a year-long immutable cache, compressed when asked', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 4);
  });

  it('serves other files without a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not the app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s, not the app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('sends security headers with a content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // HSTS is the reverse proxy's business: the app is also served over plain http.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const api = await ctx.app.inject({ method: 'GET', url: '/api/tournaments' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
