import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = 3100;
const baseURL = `http://127.0.0.1:${PORT}`;

// Playwright loads this file in the runner and again in every worker: make the data directory once and
// hand it down through the environment, so all of them agree on it. global-teardown.ts removes it.
process.env.SQUASH_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'squash-e2e-'));

export default defineConfig({
  testDir: './tests',
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 1 : undefined,
  reporter: 'list',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Debian's Chromium: no browser download on machines without internet.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // The production server, as users run it: the API and the built SPA from one process.
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.SQUASH_E2E_DATA_DIR,
      SEED_DEMO: 'true',
      // Empty: the embedded database (PGlite) in DATA_DIR.
      DATABASE_URL: '',
      // Request logs would drown the reporter's output; warnings and errors still show.
      LOG_LEVEL: 'warn',
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
