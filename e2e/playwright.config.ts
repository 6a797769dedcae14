import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Overridable so two runs on one machine (or a run beside a dev server) don't collide.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/** Where the tests browse; also the Origin that API writes in tests send (the server checks it). */
export const BASE_URL = baseURL;
/**
 * A static mirror of the tour's site (psa-mirror.mjs) the e2e server imports from (PSA_FETCH_BASE). Its
 * port follows E2E_PORT, far enough away that runs on neighbouring ports (3201, 3202...) don't meet.
 */
const PSA_MIRROR_PORT = PORT + 10_000;
/** The host the e2e server treats as the old site (see playwright-utils.ts, `legacyUrl`). */
export const LEGACY_HOSTNAME = 'legacy.localhost';

// Playwright loads this file in the runner and again in every worker: make the data directory once and
// hand it down through the environment, so all of them agree on it. global-teardown.ts removes it.
process.env.SQUASH_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'squash-e2e-'));

/** Specs whose changes every other page would see: run once the rest have finished (the 'site-wide' project). */
const SITE_WIDE_SPECS = /admin-site-settings\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  forbidOnly: Boolean(process.env.CI),
  // Two workers share the one server and its demo data: a spec may not assume it is alone (each makes its
  // own fans and tournaments, or looks only at what it made). One worker took 13.6 min of CI, two 10.
  workers: process.env.CI ? 2 : undefined,
  // One more try on CI, where the machine is shared: a test that passes only on its retry is still
  // reported as flaky in the output, to be looked at, rather than failing the whole run.
  retries: process.env.CI ? 1 : 0,
  // CI machines differ in speed by up to half from one run to the next: an assertion waits up to 10 s there
  // (5 s, Playwright's default, elsewhere). A check that never holds still fails, only later.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // For the same reason a test has 120 s there (30 s, the default, elsewhere): the longest stories take
  // 20-30 s on a quiet machine. A slow run pushed them past 30 s without anything being wrong, and on a
  // machine at a quarter of its speed (2026-11-29) two stories ran past 60 s on both tries.
  timeout: process.env.CI ? 120_000 : 30_000,
  reporter: 'list',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    // A trace records a screencast and DOM snapshots all through a test: on CI that was a quarter of the
    // end-to-end step's time (30 tests: 164 s with it, 122 s without). There a test that fails is run again
    // with the trace on, as Playwright advises; elsewhere every failure keeps the trace of its first run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The installed app's service worker answers requests before the network, where page.route can't see
    // them: specs that route requests need it out of the way. app-install.spec.ts lets it in.
    serviceWorkers: 'block',
    // Debian's Chromium: no browser download on machines without internet.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      // scripts/any-hour.sh moves the runner's and the server's clocks with libfaketime, which Chromium
      // doesn't survive: it starts without it, and its pages get the moved time (playwright-utils.ts).
      ...(process.env.FAKETIME ? { env: { ...process.env, LD_PRELOAD: '' } } : {}),
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: SITE_WIDE_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // At the phone width, the tests about layout and touch (tagged '@layout': screens looked at and
      // checked by axe, the menus, the draw and picking by touch); every spec runs at the desktop width.
      // E2E_ALL_WIDTHS=1 runs every spec at both, e.g. to look at all the screenshots at 390 px.
      ...(process.env.E2E_ALL_WIDTHS ? {} : { grep: /@layout/ }),
      testIgnore: SITE_WIDE_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Specs that change what every page shows (the footer's links): after every other, alone.
      name: 'site-wide',
      testMatch: SITE_WIDE_SPECS,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `node psa-mirror.mjs ${PSA_MIRROR_PORT}`,
      url: `http://127.0.0.1:${PSA_MIRROR_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    // The production server, as users run it: the API and the built SPA from one process.
    {
      command: 'node ../apps/api/dist/server.js',
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.SQUASH_E2E_DATA_DIR,
        SEED_DEMO: 'true',
        // Without it the demo sign-ins get a random password; the specs sign in as them (DEMO_PASSWORD in playwright-utils.ts).
        DEMO_PASSWORD: 'Squash!Demo2026',
        // Credit screens on; imported tournaments stay free so the tipping stories need no credits.
        CREDITS_ENABLED: 'true',
        ENTRY_FEE_CREDITS: '0',
        // No dispute window: a tournament a test plays to its final settles at once, as the specs of paying out
        // expect; the window itself is proved by the API tests (prize-window.test.ts) on a clock they move.
        PRIZE_DISPUTE_WINDOW_HOURS: '0',
        // Empty: the embedded database (PGlite) in DATA_DIR.
        DATABASE_URL: '',
        // A copy of the built web app can be served instead of apps/web/dist (which a parallel build rewrites).
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
        // Mailed links (verification, password reset) point where the tests browse, so their cookies apply.
        PUBLIC_URL: baseURL,
        // The accounts specs sign in and up far more often than a person; the limits have API tests of their own.
        RATE_LIMIT_ENABLED: 'false',
        // An idle connection stays open (the server's 10 s closed them): Playwright's request contexts don't
        // follow the server's Keep-Alive hint, and a PATCH sent on a connection the server was closing after
        // 10 s idle was reset (ECONNRESET, CI on a slow machine). The tests are a handful of clients.
        KEEP_ALIVE_TIMEOUT_MS: '600000',
        // Request logs would drown the reporter's output; warnings and errors still show.
        LOG_LEVEL: 'warn',
        // The migration notice shows on the old host only: Chromium resolves *.localhost to this server.
        LEGACY_HOSTNAMES: LEGACY_HOSTNAME,
        NEW_SITE_URL: 'https://new.example.com',
        SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/squashtips',
        SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/squashtips',
        SOCIAL_X_URL: 'https://x.com/squashtips',
        SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@squashtips',
        // The importer fetches the tour's pages from the local mirror; admins still enter the real URLs.
        PSA_FETCH_BASE: `http://127.0.0.1:${PSA_MIRROR_PORT}`,
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
