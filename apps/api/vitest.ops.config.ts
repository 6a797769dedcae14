import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The operational runs (npm run test:cluster, npm run test:chaos): real server processes of the built
// API on PostgreSQL (DATABASE_URL, default postgres://127.0.0.1:5432/test), one file at a time.
export default defineConfig({
  resolve: { alias: { '@squash/core': fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)) } },
  test: {
    include: ['ops-tests/**/*.test.ts'],
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
