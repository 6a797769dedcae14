#!/usr/bin/env node
/*
 * Writes the HTML of the first pages (src/app/first-pages.ts) as the browser's first render draws them, so
 * they paint before the JavaScript has loaded: builds src/prerender.tsx for Node (Vite's SSR build),
 * renders each page's URL with it, and puts the markup into a copy of the built index.html. Output in
 * dist/.prerendered/: one HTML file a page and pages.json (path pattern → file), which the API server
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

const { prerender, FIRST_PAGES } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
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
for (const page of FIRST_PAGES) {
  const rendered = await prerender(page.prerender);
  // React puts the page's <title> at the start of a fragment's HTML; it belongs in the head, where
  // hydration looks for it, in place of index.html's.
  const [, title, markup] = rendered.match(/^(<title>[^<]*<\/title>)(.*)$/s) ?? [];
  if (!title || markup === undefined || markup.includes('<title>'))
    throw new Error(`${page.prerender}: one <title> first`);
  const file = `${page.name}.html`;
  writeFileSync(join(outDir, file), pageHtml(page, title, markup));
  const listed = { path: page.path.source, file };
  if (page.serverData) {
    // The same page rendered with its data at request time (apps/api/src/plugins/web-app.ts, through
    // render.js below): its title, markup and data go where these markers are.
    listed.withData = `${page.name}.with-data.html`;
    const withData = pageHtml(page, SLOT.title, SLOT.markup, true).replace('</body>', `${SLOT.data}</body>`);
    writeFileSync(join(outDir, listed.withData), withData);
  }
  pages.push(listed);
  console.log(`prerendered ${page.prerender} (${(markup.length / 1000).toFixed(1)} kB) → dist/.prerendered/${file}`);
}
writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify({ render: 'render.js', slots: SLOT, pages }, null, 2)}\n`);
// The renderer the server uses for pages with data: this same bundle, kept beside the pages.
renameSync(join(ssrDir, 'prerender.js'), join(outDir, 'render.js'));
rmSync(ssrDir, { recursive: true, force: true });
// The rendered pages' query cache keeps its garbage-collection timers (5 minutes) running: nothing else is left.
process.exit(0);
