import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LOCALES } from '../../packages/core/src/locale.ts';
import { FIRST_PAGES } from './src/app/first-pages.ts';
import { THEME_BAR_COLOURS } from './src/features/site/theme/colours.ts';

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * index.html is the same for every path, so it can't name the page's chunk itself. Its one pre-paint script
 * (public/theme-init.js, a file as the CSP forbids inline scripts) gets a few lines more in the build: they
 * look at the path and add the modulepreload links of that page's chunk, so it downloads beside the entry
 * instead of after the entry has run. One round trip less before a first page paints, no extra request,
 * and no other page pays for it. On a page rendered at build time, they also start the app after the first
 * paint (scripts/prerender.mjs). Emitted under a content hash, so it is cached like the other assets.
 */
function bootScript(): Plugin {
  let publicDir = '';
  let bootFile: string | undefined;
  return {
    name: 'squash:boot-script',
    // The client build only: the prerender's SSR build (scripts/prerender.mjs) has no index.html.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      // Before vite:build-html writes index.html (through transformIndexHtml below).
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const pages = FIRST_PAGES.map((page) => {
          // The chunk holding the page's module: not always a facade of it alone, as it may also hold modules
          // that a lazy part of the page (the picking draw) shares.
          const chunk = chunks.find((each) => each.moduleIds.some((id) => id.endsWith(`/${page.module}`)));
          if (!chunk) throw new Error(`${page.module} is not in a chunk of this build`);
          const files = [chunk.fileName, ...chunk.imports].map((file) => `/${file}`);
          return [page.path.source, files, page.data ?? [], page.serverData ?? []];
        });
        // Each language's texts of the site (lib/i18n.ts): the page's language's is fetched with its chunk.
        const texts = Object.fromEntries(
          LOCALES.map((locale) => {
            const chunk = chunks.find((each) => each.moduleIds.some((id) => id.endsWith(`/locales/${locale}/app.po`)));
            if (!chunk) throw new Error(`The texts in ${locale} (src/locales/${locale}/app.po) are not in a chunk`);
            return [locale, `/${chunk.fileName}`];
          }),
        );
        const boot = `
// Added by vite.config.ts (bootScript): fetches the first page's chunk beside the entry (and its main data),
// and starts the app of a page rendered at build time (scripts/prerender.mjs) once the browser has painted it.
(function () {
  var pages = ${JSON.stringify(pages)};
  var texts = ${JSON.stringify(texts)};
  var pageChunk = [];
  var needsData = false;
  for (var i = 0; i < pages.length; i++) {
    var path = new RegExp(pages[i][0]);
    if (!path.test(location.pathname)) continue;
    pageChunk = pages[i][1];
    // The page's main data, requested now rather than once its code has run (see src/app/first-pages.ts);
    // not what the server rendered the page with, which is in it (data-server-data, decision 018): then
    // its main content is in the HTML, and its code can wait for the first paint like any other page's.
    var carried = document.documentElement.hasAttribute('data-server-data') ? pages[i][3] : [];
    needsData = pages[i][2].length > 0 && carried.length === 0;
    pages[i][2].forEach(function (href) {
      if (carried.indexOf(href) >= 0) return;
      var data = document.createElement('link');
      data.rel = 'preload';
      data.as = 'fetch';
      data.crossOrigin = '';
      data.href = location.pathname.replace(path, href);
      document.head.appendChild(data);
    });
    break;
  }
  // The texts in the page's language (its <html lang>, which the server chose), needed before the first render.
  pageChunk = pageChunk.concat([texts[document.documentElement.lang] || texts.en]);
  function preload(hrefs, priority) {
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      if (priority) link.fetchPriority = priority;
      document.head.appendChild(link);
    });
  }
  var root = document.documentElement;
  var entry = root.getAttribute('data-app-entry');
  if (!entry) {
    preload(pageChunk);
    return;
  }
  // A prerendered page has its first screen already: its first paint shouldn't wait for the app, nor share a
  // slow connection with it. The entry runs once the page is painted (React hydrates all of #root, so not
  // before the document is parsed); a hidden tab paints nothing: a timer then. The app's modules are fetched
  // after the paint too, unless the page's main content is its data (prerender.mjs leaves their preloads in
  // the head, at low priority): then they download from the start, behind the styles and the font.
  if (needsData) preload(pageChunk, 'low');
  // A tap on a view's tab (data-early-hash) before the app has taken the page over would be lost: its hash
  // is kept in the address instead, and the app opens that view as it starts (main.tsx). Once React is
  // hydrating, it replays such taps itself.
  document.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute('data-app-hydrating')) return;
      var tab = event.target && event.target.closest ? event.target.closest('[data-early-hash]') : null;
      if (!tab) return;
      history.replaceState(history.state, '', location.pathname + location.search + tab.getAttribute('data-early-hash'));
    },
    true,
  );
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (!needsData) preload((root.getAttribute('data-app-preload') || '').split(' ').filter(Boolean).concat(pageChunk));
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
`;
        const source = readFileSync(join(publicDir, 'theme-init.js'), 'utf8') + boot;
        bootFile = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!bootFile) throw new Error('bootScript: generateBundle did not run before index.html');
        if (!html.includes(THEME_SCRIPT_TAG)) throw new Error(`index.html has no ${THEME_SCRIPT_TAG}`);
        return html.replace(THEME_SCRIPT_TAG, `<script src="/${bootFile}"></script>`);
      },
    },
  };
}

/**
 * The installable app (issue 26): its manifest, and the service worker (src/sw/service-worker.ts) that
 * Workbox builds with the list of the build's files to precache. The page registers it after its load
 * (lib/service-worker.ts), and offers a new version with Reload rather than taking over by itself.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    registerType: 'prompt',
    // Registered by the app itself once the page has loaded, not by a script in every page's head.
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'SquashTips',
      short_name: 'SquashTips',
      description: 'Predict the winners of professional squash tournaments and compete with other fans.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      // The default theme's; the page sets its own bar colour to the theme chosen (public/theme-init.js).
      theme_color: THEME_BAR_COLOURS.dark,
      background_color: THEME_BAR_COLOURS.dark,
      categories: ['sports', 'games'],
      // Made by `npm run icons` (pwa-assets.config.ts).
      icons: [
        { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: '/maskable-icon-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The app shell: every file of the build a fan may need offline (not the server's page renderer, nor
      // the back office's pages, which only administrators open, and online).
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico}'],
      globIgnores: ['.prerendered/**', '.vite/**'],
      manifestTransforms: [
        async (entries) => {
          const chunks = JSON.parse(readFileSync(join(import.meta.dirname, 'dist/.vite/manifest.json'), 'utf8'));
          const backOffice = new Set(
            Object.values(chunks as Record<string, { file: string; src?: string }>)
              .filter((chunk) => chunk.src?.startsWith('src/features/admin/'))
              .map((chunk) => chunk.file),
          );
          return { manifest: entries.filter((entry) => !backOffice.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [
    // The texts' macros compiled natively (no Babel pass); a catalogue (.po) imported is compiled to a module,
    // and a text missing in a language fails the build (decision 023).
    lingui({
      configPath: join(import.meta.dirname, 'lingui.config.ts'),
      macroTransform: true,
      failOnMissing: true,
      failOnCompileError: true,
    }),
    react(),
    tailwindcss(),
    bootScript(),
    installableApp(),
  ],
  // The footer's year in prerendered pages (scripts/prerender.mjs), which hydration starts from.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    // Bundle core from source: no build step between editing core and seeing it in the browser.
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // The pure rules (no zod) and the whole of core, each its own entry (as core's package exports).
      {
        find: /^@squash\/core\/rules$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/rules.ts', import.meta.url)),
      },
      {
        find: /^@squash\/core$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: the chunk graph that scripts/first-load-size.mjs measures the first load with.
    manifest: true,
    rolldownOptions: {
      // Lets small shared modules be copied into the chunks that use them (below); no entry exports anything.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The libraries every page loads first (React, the router, TanStack Query, class-name helpers) change
          // less often than the app: one chunk, cached across deploys, one request instead of four (each costs
          // a round trip on a phone). No catch-all vendor chunk: it would put every page's libraries (forms,
          // dialogs, dates) on the first page's path.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack[\\/][a-z-]+|clsx|tailwind-merge)[\\/]/,
            },
          ],
          // Without this, each icon, badge or date helper shared by two pages is a chunk of its own: a page
          // fetched 10 to 40 files of a few hundred bytes, a round trip each on a phone (Lighthouse). Shared
          // pieces under 16 KiB are copied into the chunks that use them instead; rolldown keeps one module
          // state for the copies (and turns on strictExecutionOrder). docs/decisions/004-web-bundle-budget.md
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
  // `vite preview` reuses this proxy.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
