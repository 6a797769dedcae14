import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Workspaces import @squash/core through its package exports (built output); tests read the source.
const alias = [
  {
    find: /^@squash\/core\/rules$/,
    replacement: fileURLToPath(new URL('./packages/core/src/rules.ts', import.meta.url)),
  },
  { find: /^@squash\/core$/, replacement: fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)) },
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, where the files
    // then ran one after another (the API suite 280 s on PGlite). Its files wait on their database
    // often enough that a worker per core took it to 180 s on PGlite and 240 to 130 s on PostgreSQL.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      // The repository's own rules: boundaries between the apps, core and the web's features.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/ops-tests/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['apps/api/test/setup.ts'],
          // Every test database is a copy of one migrated at the start of the run.
          globalSetup: ['apps/api/test/global-setup.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['src/testing/setup-i18n.ts'],
        },
      },
    ],
  },
});
