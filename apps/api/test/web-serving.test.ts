import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

let ctx: TestContext;
let webRoot: string;
const bundle = `console.log(${JSON.stringify('x'.repeat(5000))});`;
const PRERENDERED_HOME = `<!doctype html><title>Home</title><div id="root"><h1>Predict. Win. Celebrate.</h1>${'<p>Call the winner.</p>'.repeat(100)}</div>`;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'squash-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>SquashTips</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), bundle);
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What apps/web/scripts/prerender.mjs writes: a page's HTML rendered at build time, and the paths it fits.
  mkdirSync(join(webRoot, '.prerendered'));
  writeFileSync(join(webRoot, '.prerendered', 'home.html'), PRERENDERED_HOME);
  writeFileSync(join(webRoot, '.prerendered', 'pages.json'), JSON.stringify([{ path: '^\\/$', file: 'home.html' }]));
  ctx = await createTestApp({ config: { WEB_DIST_DIR: webRoot } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the web app from the API process', () => {
  it.each(['/', '/tournaments', '/tournaments/3f1f7f0c-2b10-4a4e-9d61-6c1b1d2e8f0a', '/admin/users', '/no/such/page'])(
    'answers the client route %s with the app, never cached',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('answers a path with a page rendered at build time with that page, compressed when asked', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString()).toBe(PRERENDERED_HOME);
    }
    const plain = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRERENDERED_HOME);
  });

  it('answers the same path with a query string, and other paths, with index.html', async () => {
    for (const url of ['/?filter=completed', '/tournaments']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

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
