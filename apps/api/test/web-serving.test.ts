import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournaments } from '../src/db/schema.js';
import { afterNotice, asUser, createTestApp, signedInUser, type TestContext } from './helpers.js';

let ctx: TestContext;
let webRoot: string;
const bundle = `console.log(${JSON.stringify('x'.repeat(5000))});`;
const PRERENDERED_TOURNAMENT =
  '<!doctype html><title>Tournament</title><div id="root"><div class="skeleton"></div></div>';
const TOURNAMENT_TEMPLATE =
  '<!doctype html><html data-server-data><!--server:title--><div id="root"><!--server:markup--></div><!--server:data--></html>';
const PRERENDERED_HOME = `<!doctype html><html lang="en"><title>Home</title><div id="root"><h1>Predict. Win. Celebrate.</h1>${'<p>Call the winner.</p>'.repeat(100)}</div></html>`;
/** The same page in Arabic and French, as the build renders it in each language (issue 46). */
const PRERENDERED_HOME_AR =
  '<!doctype html><html lang="ar" dir="rtl"><title>الرئيسية</title><div id="root"><h1>توقّع. اربح. احتفل.</h1></div></html>';
const PRERENDERED_HOME_FR =
  '<!doctype html><html lang="fr" dir="ltr"><title>Accueil</title><div id="root"><h1>Pronostiquez.</h1></div></html>';
const INDEX = (lang: string, dir: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><title>SquashTips</title><div id="root"></div></html>`;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'squash-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>SquashTips</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), bundle);
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What apps/web/scripts/prerender.mjs writes: a page's HTML rendered at build time, and the paths it fits.
  mkdirSync(join(webRoot, '.prerendered'));
  writeFileSync(join(webRoot, '.prerendered', 'home.en.html'), PRERENDERED_HOME);
  writeFileSync(join(webRoot, '.prerendered', 'home.ar.html'), PRERENDERED_HOME_AR);
  writeFileSync(join(webRoot, '.prerendered', 'home.fr.html'), PRERENDERED_HOME_FR);
  for (const [lang, dir] of [
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['ar', 'rtl'],
  ]) {
    writeFileSync(join(webRoot, '.prerendered', `index.${lang}.html`), INDEX(lang ?? '', dir ?? ''));
  }
  // A page rendered with its data at request time: its build-time rendering, its template with places for
  // what the server renders, and the renderer (here one that shows what it was given: the real one is the
  // app, checked end to end in e2e/tests/tournaments-detail.spec.ts).
  writeFileSync(join(webRoot, '.prerendered', 'tournament.html'), PRERENDERED_TOURNAMENT);
  writeFileSync(join(webRoot, '.prerendered', 'tournament.with-data.html'), TOURNAMENT_TEMPLATE);
  writeFileSync(
    join(webRoot, '.prerendered', 'render.js'),
    `export function dataRequests(path) {
      return ['/api/tournaments/' + path.split('/')[2]];
    }
    export async function renderWithData(path, [body], now, locale) {
      return {
        title: '<title>' + body.data.name + (locale === 'en' ? '' : ' ' + locale) + '</title>',
        markup: '<h1>' + body.data.name + '</h1>',
        pageData: JSON.stringify({ renderedAt: now, queries: [{ queryKey: ['tournament'], data: body }] }),
      };
    }`,
  );
  writeFileSync(
    join(webRoot, '.prerendered', 'pages.json'),
    JSON.stringify({
      render: 'render.js',
      slots: { title: '<!--server:title-->', markup: '<!--server:markup-->', data: '<!--server:data-->' },
      locales: ['en', 'fr', 'ar'],
      index: { en: 'index.en.html', fr: 'index.fr.html', ar: 'index.ar.html' },
      pages: [
        { path: '^\\/$', files: { en: 'home.en.html', fr: 'home.fr.html', ar: 'home.ar.html' } },
        {
          path: '^\\/tournaments\\/([0-9a-f-]{36})$',
          files: { en: 'tournament.html' },
          withData: { en: 'tournament.with-data.html' },
        },
      ],
    }),
  );
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

  it("answers a tournament's page with its name and data rendered in, and the build's page for one that doesn't exist", async () => {
    const [tournament] = await ctx.database.db
      .insert(tournaments)
      .values({
        name: 'Rendered & <Served> Open',
        gender: 'mens',
        startDate: '2026-12-01',
        endDate: '2026-12-03',
        status: 'UPCOMING',
      })
      .returning();
    if (!tournament) throw new Error('no tournament inserted');
    for (const encoding of ['br', 'gzip', undefined] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/tournaments/${tournament.id}`,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe(encoding);
      const html = (encoding === 'br' ? brotliDecompressSync : encoding === 'gzip' ? gunzipSync : (raw: Buffer) => raw)(
        response.rawPayload,
      ).toString();
      expect(html).toContain(`<h1>Rendered & <Served> Open</h1>`);
      expect(html).toContain('<title>Rendered & <Served> Open</title>');
      // The API's own answer for the page, as the app would have fetched it.
      const data = html.match(/<script type="application\/json" id="page-data">(.*)<\/script>/s)?.[1];
      const api = await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}` });
      expect(JSON.parse(data ?? 'null').queries[0].data).toEqual(api.json());
      expect(html).not.toContain('<!--server:');
    }
    // Kept a few seconds for the same answers, and rendered again as soon as they change.
    await ctx.database.db.update(tournaments).set({ name: 'Renamed Open' }).where(eq(tournaments.id, tournament.id));
    const renamed = await afterNotice(
      () => ctx.app.inject({ method: 'GET', url: `/tournaments/${tournament.id}` }),
      (answer) => answer.body.includes('Renamed Open'),
    );
    expect(renamed.body).toContain('<h1>Renamed Open</h1>');
    const missing = await ctx.app.inject({ method: 'GET', url: '/tournaments/3f1f7f0c-2b10-4a4e-9d61-6c1b1d2e8f0a' });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toBe(PRERENDERED_TOURNAMENT);
  });

  it("answers in the reader's language: the cookie they chose, else their browser's first the site has", async () => {
    const home = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/', headers });
    expect((await home({ 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' })).body).toBe(PRERENDERED_HOME_AR);
    expect((await home({ 'accept-language': 'de-CH, fr;q=0.8' })).body).toBe(PRERENDERED_HOME_FR);
    expect((await home({ 'accept-language': 'de-CH' })).body).toBe(PRERENDERED_HOME);
    // The switcher's choice wins over the browser's; a cookie naming no language of the site is ignored.
    expect((await home({ 'accept-language': 'ar', cookie: 'theme=dark; lang=fr' })).body).toBe(PRERENDERED_HOME_FR);
    expect((await home({ 'accept-language': 'ar', cookie: 'lang=xx' })).body).toBe(PRERENDERED_HOME_AR);
    const arabic = await home({ 'accept-language': 'ar' });
    expect(arabic.headers.vary).toContain('accept-language');
    expect(arabic.headers.vary).toContain('cookie');
    // The app's other pages: index.html with the language's lang and dir, so nothing is laid out left to right first.
    const other = await ctx.app.inject({ method: 'GET', url: '/results', headers: { 'accept-language': 'ar' } });
    expect(other.body).toBe(INDEX('ar', 'rtl'));
    // A page the build didn't render in a language: the app's index in that language, never another's.
    const tournament = await ctx.app.inject({
      method: 'GET',
      url: '/tournaments/3f1f7f0c-2b10-4a4e-9d61-6c1b1d2e8f0a',
      headers: { cookie: 'lang=ar' },
    });
    expect(tournament.body).toBe(INDEX('ar', 'rtl'));
  });

  it("opens a signed-in fan's first page on a new device in the language on their profile, not the browser's", async () => {
    const cookie = await signedInUser(ctx.app, 'new.device@example.org');
    const chose = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: asUser(cookie),
      payload: { locale: 'ar' },
    });
    expect(chose.statusCode).toBe(200);
    const home = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/', headers });
    expect((await home({ cookie, 'accept-language': 'en-GB' })).body).toBe(PRERENDERED_HOME_AR);
    // This device's own choice still wins.
    expect((await home({ cookie: `${cookie}; lang=fr`, 'accept-language': 'en-GB' })).body).toBe(PRERENDERED_HOME_FR);
    expect((await home({ 'accept-language': 'en-GB' })).body).toBe(PRERENDERED_HOME);
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
