import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Bundle core from source: no build step between editing core and seeing it in the browser.
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@squash/core': fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across deploys. No catch-all
        // vendor chunk: it would put every page's libraries (forms, dialogs, dates) on the first page's path.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
  // `vite preview` reuses this proxy.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
