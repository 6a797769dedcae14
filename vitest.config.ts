import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

// Workspaces import @squash/core through its package exports (built output); tests read the source.
const alias = [
  {
    find: /^@squash\/core\/rules$/,
    replacement: fileURLToPath(new URL('./packages/core/src/rules.ts', import.meta.url)),
  },
  { find: /^@squash\/core$/, replacement: fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)) },
];

/** Debian's Chromium, as the end-to-end run uses (no browser download on these machines): CHROMIUM_PATH elsewhere. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The web app's pages (`*.page.test.tsx`, issue 64): each rendered through the real router and providers in
 * Chromium, at a phone's 390 px, against Mock Service Worker's handlers (src/testing/). In a real browser, as a
 * page's width is a layout's, which no DOM emulation has. Without Chromium they are left out, saying so.
 */
const pageTests: TestProjectConfiguration[] = existsSync(CHROMIUM)
  ? [
      {
        extends: './apps/web/vite.config.ts',
        // The mock service worker's script is served from here, never shipped with the app (apps/web/public).
        publicDir: 'src/testing/public',
        test: {
          name: 'pages',
          root: './apps/web',
          include: ['src/**/*.page.test.tsx'],
          setupFiles: ['src/testing/page-setup.ts'],
          testTimeout: 20_000,
          // Four pages of the browser at once: a page test mostly waits (for frames, for the mocked API), so on
          // these 2-core machines one page at a time left three quarters of the CPU idle. 241 s with one page,
          // 120 s with four, on one run of the same 786 tests (2026-12-03). A project with workers of its own runs
          // in a group of its own: after the others.
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: CHROMIUM,
                args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 390, height: 844 } }],
          },
        },
      },
    ]
  : [];
if (pageTests.length === 0) {
  console.warn(
    `The page tests need Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH): left out.`,
  );
}

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
          // The files of a worker share their modules instead of importing the app again for each: every file
          // builds its own app, database and clock, and keeps nothing at module level. Importing took 16% of the
          // suite; without it the suite took 181 s instead of 280 s on PGlite (2026-12-03).
          isolate: false,
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
          exclude: ['**/node_modules/**', 'src/**/*.page.test.tsx'],
          environment: 'node',
          setupFiles: ['src/testing/setup-i18n.ts'],
        },
      },
      ...pageTests,
    ],
  },
});
