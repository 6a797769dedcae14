import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

/** The page most visits start on (the product's front door, and Lighthouse's first page). */
const HOME_PAGE = 'src/features/home/pages/home-page.tsx';

/**
 * Preloads the home page's chunk from index.html, so it downloads beside the entry instead of after the entry
 * has run: one round trip less before the hero paints. Other first pages fetch it for nothing (about 10 kB gzip,
 * not run); a route-aware preload would need the server to vary index.html.
 */
function preloadHomePage(): Plugin {
  return {
    name: 'squash:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${HOME_PAGE}`));
        if (!home) throw new Error(`${HOME_PAGE} is not a chunk of this build`);
        return [home.fileName, ...home.imports]
          .filter((file) => !html.includes(`/${file}"`))
          .map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            }),
          );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadHomePage()],
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
