import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@squash/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { sessionTokenOf } from '../auth/session-token.js';
import { previewedPages, renderedPages } from '../cache/rendered-pages.js';
import { requestLocale } from '../lib/texts.js';

/**
 * The built web app from `webRoot`: its files (hashed assets kept a year), its first pages rendered at
 * build time, and index.html for every other page path (the SPA decides, including its own 404 page).
 * An unknown /api path, a missing asset or a non-GET gets a JSON 404.
 */
async function registerWebApp(app: FastifyInstance, { webRoot }: { webRoot: string }) {
  const hasWeb = existsSync(join(webRoot, 'index.html'));
  const {
    pages: prerenderedPages,
    index,
    renderer,
  } = hasWeb ? await loadPrerenderedPages(webRoot) : { pages: [], index: undefined };
  // The API answer a page is rendered with: exactly what the app would be sent for it (a visitor's).
  const fetchApi = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return answer.statusCode === 200 ? answer.payload : undefined;
  };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // Routes for the files that exist at start; every other path falls through to the SPA below.
      wildcard: false,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite names built assets by content hash, so they never change under the same URL.
        res.setHeader(
          'cache-control',
          path.includes(`${join(webRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The SPA's page in each language, in memory (the build's copies with `lang` and `dir`; index.html as it is
  // for a build without them): a page with a link preview gets its tags written into it.
  const plainIndex = hasWeb ? readFileSync(join(webRoot, 'index.html'), 'utf8') : '';
  const indexHtml = (locale: Locale) => index?.[locale] ?? { html: plainIndex, ...htmlEncodings(plainIndex) };
  const preview = linkPreview(fetchApi);
  const previewed = previewedPages();

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing hashed asset is an old build's chunk: a 404 lets the browser fail clearly.
    const isFile = path.startsWith('/assets/');
    if (path === '/api' || path.startsWith('/api/') || isFile || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${path}` } });
    }
    if (!hasWeb) {
      return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    // A first page rendered at build time paints before the app's code has loaded; it is the page without a
    // query string (the tournament list's filters live there, and would change its first screen).
    // The reader's language (issue 46): the one they chose (the cookie), else their browser's first the site
    // has. The page's HTML differs by both, so caches keep them apart.
    const locale = await readerLocale(request, reply);
    reply.header('vary', 'accept-encoding, accept-language, cookie');
    const page = request.url.includes('?') ? undefined : prerenderedPages.find((each) => each.path.test(path));
    const prerendered = page?.locales[locale];
    if (page && prerendered) {
      // A page whose main content is data, rendered with it (decision 018); the build's rendering otherwise
      // (no such data: a tournament that doesn't exist gets the app's own 'not found' page).
      const withData =
        page.withData && renderer
          ? await renderer(path, locale, fetchApi).catch((error: unknown) => {
              // Never the reader's problem: the page as the build rendered it still works.
              request.log.error({ err: error, path }, 'rendering the page with its data failed');
              return undefined;
            })
          : undefined;
      const tags = await preview(request, path, locale);
      const html = withTags(withData ?? prerendered.html, tags);
      if (withData) return sendHtml(request, reply, html, await compressed(request, html));
      if (!tags) return sendHtml(request, reply, prerendered.html, prerendered);
      // The same page and preview for every reader until the preview changes: compressed once.
      const key = `${page.path.source}\0${locale}\0${encodingFor(request) ?? ''}\0${tags.title}\0${tags.tags}`;
      const kept = previewed.get(key) ?? (await compressed(request, html));
      previewed.set(key, kept);
      return sendHtml(request, reply, html, kept);
    }
    // Client-side routes: the SPA decides, including its own 404 page.
    const tags = await preview(request, path, locale);
    const spa = indexHtml(locale);
    if (tags) {
      const html = withTags(spa.html, tags);
      return sendHtml(request, reply, html, await compressed(request, html));
    }
    return sendHtml(request, reply, spa.html, spa);
  });
}

/** Open Graph's names of the site's languages (language_TERRITORY). */
const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR', ar: 'ar_EG' };

/** Paths whose pages can be shared with a preview (the share module says what, or that there is none). */
const SHAREABLE = /^\/($|tournaments\/[0-9a-f-]{36}(\/|$)|leagues\/join\/|fans\/[^/]+\/?$)/i;

const SharePage = z.object({
  data: z.object({ title: z.string(), description: z.string(), image: z.string(), imageAlt: z.string() }),
});

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A shareable page's link preview: Open Graph and Twitter card tags naming its title, description and share
 * image (GET /api/share/page), so a link pasted into a chat app shows a card. Absolute URLs, from PUBLIC_URL or
 * else the address the page was asked for. Undefined for any other page, or when the preview can't be read.
 */
function linkPreview(fetchApi: (url: string) => Promise<string | undefined>) {
  return async (
    request: FastifyRequest,
    path: string,
    lang: Locale,
  ): Promise<{ tags: string; title: string } | undefined> => {
    if (!SHAREABLE.test(path)) return undefined;
    const answer = await fetchApi(`/api/share/page?${new URLSearchParams({ path, lang })}`).catch(() => undefined);
    const parsed = answer === undefined ? undefined : SharePage.safeParse(JSON.parse(answer));
    if (!parsed?.success) return undefined;
    const origin = (request.server.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
    const { title, description, image, imageAlt } = parsed.data.data;
    const tags: Array<[string, string, string]> = [
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', 'SquashTips'],
      ['property', 'og:locale', OG_LOCALES[lang]],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:url', `${origin}${path}`],
      ['property', 'og:image', `${origin}${image}`],
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', '1200'],
      ['property', 'og:image:height', '630'],
      ['property', 'og:image:alt', imageAlt],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
      ['name', 'twitter:image', `${origin}${image}`],
      ['name', 'twitter:image:alt', imageAlt],
    ];
    return {
      title,
      tags: tags
        .map(([kind, name, content]) => `<meta ${kind}="${name}" content="${escapeAttribute(content)}" />`)
        .join(''),
    };
  };
}

/** The page with its preview's tags at the end of its head, and its title the preview's (not the site's alone). */
const withTags = (html: string, preview: { tags: string; title: string } | undefined) =>
  preview && html.includes('</head>')
    ? html
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(preview.title)}</title>`)
        .replace('</head>', () => `${preview.tags}</head>`)
    : html;

/** The encoding of the HTML to send: brotli or gzip if the reader takes it. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/**
 * A page's HTML, compressed as the reader takes it (@fastify/compress only hooks routes, and the
 * not-found handler is none).
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, encoded: { br?: Buffer; gzip?: Buffer }) {
  const encoding = encodingFor(request);
  reply.header('cache-control', 'no-cache').type('text/html');
  const body = encoding && encoded[encoding];
  if (!encoding || !body) return reply.send(html);
  return reply.header('content-encoding', encoding).send(body);
}

const brotli = promisify(brotliCompress);

/** A page rendered for this request, compressed for it: brotli at a quick level, off the main thread. */
async function compressed(request: FastifyRequest, html: string): Promise<{ br?: Buffer; gzip?: Buffer }> {
  const encoding = encodingFor(request);
  if (encoding === 'br') return { br: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (encoding === 'gzip') return { gzip: gzipSync(html, { level: 6 }) };
  return {};
}

interface EncodedHtml {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

interface PrerenderedPage {
  path: RegExp;
  /** The page in each language the build rendered it in. */
  locales: Partial<Record<Locale, EncodedHtml>>;
  /** This page is rendered with its data at request time, when there is some (`renderer`). */
  withData: boolean;
}

const htmlEncodings = (html: string) => ({ br: brotliCompressSync(html), gzip: gzipSync(html) });

/**
 * The reader's language: the cookie the language switcher sets; else, for a signed-in fan on a device that never
 * chose, the language kept on their profile (the first paint was English, then the page reloaded, issue 63);
 * else the browser's languages.
 */
async function readerLocale(request: FastifyRequest, reply: FastifyReply): Promise<Locale> {
  const { cookie } = request.headers;
  const chosen = requestLocale(cookie, null);
  const hasChoice = String(cookie ?? '')
    .split(';')
    .some(
      (part) => part.trim().startsWith(`${LOCALE_COOKIE}=`) && isLocale(part.trim().slice(LOCALE_COOKIE.length + 1)),
    );
  if (hasChoice) return chosen;
  if (sessionTokenOf(cookie)) {
    await request.server.loadUser(request, reply).catch(() => undefined);
    const saved = request.profile?.locale;
    if (isLocale(saved)) return saved;
  }
  return requestLocale(cookie, request.headers['accept-language']);
}

/**
 * A first page's HTML rendered with its data for `path`; undefined when the page has none to render with.
 * `fetchApi` answers an API URL with the body of a 200, or undefined.
 */
type PageRenderer = (
  path: string,
  locale: Locale,
  fetchApi: (url: string) => Promise<string | undefined>,
) => Promise<string | undefined>;

/** What the build's render.js offers (apps/web/src/prerender.tsx). */
interface RenderModule {
  dataRequests(path: string): string[];
  renderWithData(
    path: string,
    answers: readonly unknown[],
    now: number,
    locale: Locale,
  ): Promise<{ title: string; markup: string; pageData: string }>;
}

/**
 * `module`'s pages rendered per request into `templates` (by their path pattern's source) at the places
 * `slots` names, and kept a short while by path and the very answers they were rendered with: any change
 * of data is a new rendering.
 */
function pageRenderer(
  module: RenderModule,
  templates: ReadonlyMap<string, { path: RegExp; html: Partial<Record<Locale, string>> }>,
  slots: { title: string; markup: string; data: string },
): PageRenderer {
  const rendered = renderedPages();
  return async (path, locale, fetchApi) => {
    const template = [...templates.values()].find((each) => each.path.test(path))?.html[locale];
    const requests = template ? module.dataRequests(path) : [];
    if (!template || requests.length === 0) return undefined;
    const answers = await Promise.all(requests.map(fetchApi));
    if (answers.some((answer) => answer === undefined)) return undefined;
    const key = createHash('sha256').update(`${locale}\0${path}\0`).update(answers.join('\0')).digest('base64url');
    const kept = rendered.get(key);
    if (kept) return kept;
    const page = await module.renderWithData(
      path,
      answers.map((answer): unknown => JSON.parse(answer ?? 'null')),
      Date.now(),
      locale,
    );
    // Functions, not strings, as replacements: a name with '$&' in it is text, not a pattern.
    const html = template
      .replace(slots.title, () => page.title)
      .replace(slots.markup, () => page.markup)
      .replace(slots.data, () => `<script type="application/json" id="page-data">${page.pageData}</script>`);
    rendered.set(key, html);
    return html;
  };
}

/**
 * The HTML of the web app's first pages, rendered at build time (apps/web/scripts/prerender.mjs): each is
 * index.html with the page's first screen already in it, for the paths its pattern matches. Read (and
 * compressed) once at start, like the list of static files. None when the build has none. For a page
 * whose first screen is data (a tournament's name and facts), the renderer the build left beside them
 * (render.js: the app's own components, for Node) and the page's template with places for its title,
 * markup and data (decision 018).
 */
/** What the web build lists of its prerendered pages (apps/web/scripts/prerender.mjs writes it). */
const ByLocale = z.partialRecord(z.enum(LOCALES), z.string());
const PrerenderListing = z.object({
  render: z.string().optional(),
  slots: z.object({ title: z.string(), markup: z.string(), data: z.string() }).optional(),
  index: ByLocale.optional(),
  pages: z.array(z.object({ path: z.string(), files: ByLocale, withData: ByLocale.optional() })),
});

async function loadPrerenderedPages(webRoot: string): Promise<{
  pages: PrerenderedPage[];
  index?: Partial<Record<Locale, EncodedHtml>>;
  renderer?: PageRenderer;
}> {
  const dir = join(webRoot, '.prerendered');
  if (!existsSync(join(dir, 'pages.json'))) return { pages: [] };
  const listing = PrerenderListing.parse(JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')));
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const byLocale = <T>(files: Partial<Record<Locale, string>>, make: (html: string) => T) => {
    const made: Partial<Record<Locale, T>> = {};
    for (const locale of LOCALES) {
      const file = files[locale];
      if (file) made[locale] = make(read(file));
    }
    return made;
  };
  const encoded = (files: Partial<Record<Locale, string>>) =>
    byLocale(files, (html): EncodedHtml => ({ html, ...htmlEncodings(html) }));
  const templates = new Map<string, { path: RegExp; html: Partial<Record<Locale, string>> }>();
  const pages = listing.pages.map((page) => {
    const path = new RegExp(page.path);
    const { withData } = page;
    if (withData) templates.set(path.source, { path, html: byLocale(withData, (html) => html) });
    return { path, locales: encoded(page.files), withData: Boolean(withData) };
  });
  const index = listing.index && encoded(listing.index);
  if (index && !index[DEFAULT_LOCALE]) throw new Error(`${dir}/pages.json has no index.html in ${DEFAULT_LOCALE}`);
  const { render, slots } = listing;
  if (!render || !slots || templates.size === 0) return { pages, index };
  const module = (await import(pathToFileURL(join(dir, render)).href)) as RenderModule;
  return { pages, index, renderer: pageRenderer(module, templates, slots) };
}

export const webApp = fp(registerWebApp, { name: 'web-app', fastify: '5.x' });
