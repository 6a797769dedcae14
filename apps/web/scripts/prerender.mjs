#!/usr/bin/env node
/*
 * Writes the HTML of the first pages (src/app/first-pages.ts) as the browser's first render draws them, so
 * they paint before the JavaScript has loaded: builds src/prerender.tsx for Node (Vite's SSR build),
 * renders each page's URL with it in each language, and puts the markup into a copy of the built index.html
 * (with the language's `lang` and `dir`). Output in dist/.prerendered/: one HTML file a page and language,
 * index.html in each language, and pages.json (path pattern → files by language), which the API server
 * reads at start (apps/api/src/plugins/web-app.ts); for a page the server renders with its data at request
 * time, a template with the places for it and the renderer itself (render.js, this bundle; decision 018).
 * Runs after `vite build` (npm run build).
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const outDir = join(distDir, '.prerendered');
// Under node_modules, so the bundle's bare imports (react, react-router...) resolve as in the app.
const ssrDir = join(root, 'node_modules', '.prerender');

await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  // Every dependency in the bundle: the server loads it from wherever the build is (dist/.prerendered).
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    // One file: the app's chunking is for browsers, and it drops the entry's exports, which are this one's API.
    rolldownOptions: { preserveEntrySignatures: 'strict', output: { codeSplitting: false } },
  },
});

const { prerender, FIRST_PAGES, LOCALES, textDirection } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);
const template = readFileSync(join(distDir, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
/** Where the server puts what it rendered with data (apps/api/src/plugins/web-app.ts reads them from pages.json). */
const SLOT = { title: '<!--server:title-->', markup: '<!--server:markup-->', data: '<!--server:data-->' };
const TITLE = /<title>[^<]*<\/title>/;
const ENTRY = /\n *<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entry = template.match(ENTRY)?.[1];
const PRELOAD = /\n *<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const preloads = [...template.matchAll(PRELOAD)].map((match) => match[1]);
if (!template.includes(ROOT) || !TITLE.test(template) || !entry || !template.includes('<html ')) {
  throw new Error(`dist/index.html has no ${ROOT}, <title>, <html ...> or module script`);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
/**
 * index.html with a page's title and first screen, its scripts started as the boot script does it.
 * `dataInPage`: the server renders this one with its main data, which is then in the HTML too.
 */
const pageHtml = (page, title, markup, dataInPage = false) => {
  // The page paints first, then the app runs: the boot script starts the entry after the first paint, and
  // fetches the modules then too (vite.config.ts, bootScript), unless the page's content is data it doesn't
  // carry: then they download from the start, at low priority.
  const codeFirst = page.data && !dataInPage;
  return template
    .replace(TITLE, title)
    .replace(ROOT, `<div id="root">${markup}</div>`)
    .replace(ENTRY, '')
    .replaceAll(PRELOAD, codeFirst ? (tag) => tag.replace('<link ', '<link fetchpriority="low" ') : '')
    .replace(
      '<html ',
      `<html data-app-entry="${entry}" data-app-preload="${codeFirst ? '' : preloads.join(' ')}" ${dataInPage ? 'data-server-data ' : ''}`,
    );
};
const pages = [];
/** index.html in `locale`: its language and direction on the root, so nothing is laid out the other way first. */
const inLanguage = (html, locale) =>
  html.replace(/(<html\b[^>]*?)\blang="en"/, (_, start) => `${start}lang="${locale}" dir="${textDirection(locale)}"`);
if (!template.includes('<html lang="en" ')) throw new Error('dist/index.html has no <html lang="en" ...>');
for (const page of FIRST_PAGES) {
  const listed = { path: page.path.source, files: {}, withData: page.serverData ? {} : undefined };
  for (const locale of LOCALES) {
    const rendered = await prerender(page.prerender, locale);
    // React puts the page's <title> at the start of a fragment's HTML; it belongs in the head, where
    // hydration looks for it, in place of index.html's.
    const [, title, markup] = rendered.match(/^(<title>[^<]*<\/title>)(.*)$/s) ?? [];
    if (!title || markup === undefined || markup.includes('<title>'))
      throw new Error(`${page.prerender}: one <title> first`);
    const file = `${page.name}.${locale}.html`;
    writeFileSync(join(outDir, file), inLanguage(pageHtml(page, title, markup), locale));
    listed.files[locale] = file;
    if (listed.withData) {
      // The same page rendered with its data at request time (apps/api/src/plugins/web-app.ts, through
      // render.js below): its title, markup and data go where these markers are.
      listed.withData[locale] = `${page.name}.with-data.${locale}.html`;
      const withData = pageHtml(page, SLOT.title, SLOT.markup, true).replace('</body>', `${SLOT.data}</body>`);
      writeFileSync(join(outDir, listed.withData[locale]), inLanguage(withData, locale));
    }
    console.log(
      `prerendered ${page.prerender} in ${locale} (${(markup.length / 1000).toFixed(1)} kB) → dist/.prerendered/${file}`,
    );
  }
  pages.push(listed);
}
// index.html in each language, for the pages the app renders in the browser.
const index = {};
for (const locale of LOCALES) {
  index[locale] = `index.${locale}.html`;
  writeFileSync(join(outDir, index[locale]), inLanguage(template, locale));
}
writeFileSync(
  join(outDir, 'pages.json'),
  `${JSON.stringify({ render: 'render.js', slots: SLOT, locales: LOCALES, index, pages }, null, 2)}\n`,
);
// The renderer the server uses for pages with data: this same bundle, kept beside the pages.
renameSync(join(ssrDir, 'prerender.js'), join(outDir, 'render.js'));
rmSync(ssrDir, { recursive: true, force: true });
// The rendered pages' query cache keeps its garbage-collection timers (5 minutes) running: nothing else is left.
process.exit(0);
