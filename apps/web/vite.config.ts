import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * First pages whose chunk starts downloading with the entry instead of after it has run: the front door and
 * the tournament pages a shared link opens. The paths mirror src/app/router.tsx (e2e/tests/site-performance
 * checks that `/` fetches what it should).
 */
export const PRELOADED_PAGES = [
  { path: /^\/$/, module: 'src/features/home/pages/home-page.tsx' },
  { path: /^\/tournaments\/?$/, module: 'src/features/tournaments/pages/tournaments-page.tsx' },
  { path: /^\/tournaments\/[^/]+\/?$/, module: 'src/features/tournaments/pages/tournament-page.tsx' },
];

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * index.html is the same for every path, so it can't name the page's chunk itself. Its one pre-paint script
 * (public/theme-init.js, a file as the CSP forbids inline scripts) gets a few lines more in the build: they
 * look at the path and add the modulepreload links of that page's chunk, so it downloads beside the entry
 * instead of after the entry has run. One round trip less before a first page paints, no extra request,
 * and no other page pays for it. Emitted under a content hash, so it is cached like the other assets.
 */
function bootScript(): Plugin {
  let publicDir = '';
  let bootFile: string | undefined;
  return {
    name: 'squash:boot-script',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      // Before vite:build-html writes index.html (through transformIndexHtml below).
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const pages = PRELOADED_PAGES.map(({ path, module }) => {
          const chunk = chunks.find((each) => each.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) throw new Error(`${module} is not a chunk of this build`);
          return [path.source, [chunk.fileName, ...chunk.imports].map((file) => `/${file}`)];
        });
        const preload = `
// Added by vite.config.ts (bootScript): starts fetching the first page's chunk.
(function () {
  var pages = ${JSON.stringify(pages)};
  for (var i = 0; i < pages.length; i++) {
    if (!new RegExp(pages[i][0]).test(location.pathname)) continue;
    pages[i][1].forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    return;
  }
})();
`;
        const source = readFileSync(join(publicDir, 'theme-init.js'), 'utf8') + preload;
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

export default defineConfig({
  plugins: [react(), tailwindcss(), bootScript()],
  resolve: {
    // Bundle core from source: no build step between editing core and seeing it in the browser.
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@squash/core': fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)),
    },
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
          // React changes less often than the app: its own chunk stays cached across deploys. No catch-all
          // vendor chunk: it would put every page's libraries (forms, dialogs, dates) on the first page's path.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
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
