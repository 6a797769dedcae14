import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse (mobile, the default form factor) against the production server on a fresh demo
 * database: prints performance, accessibility and best-practices scores of three pages.
 * Figures, not a gate. Needs `npm run build` first (the npm script does it).
 */
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const base = `http://127.0.0.1:${PORT}`;

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'squash-lighthouse-'));
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitForHealth();
    const list = (await (await fetch(`${base}/api/tournaments?status=COMPLETED&page_size=1`)).json()) as {
      data: Array<{ id: string }>;
    };
    const pages = ['/', '/tournaments', `/tournaments/${list.data[0]?.id}`];
    for (const path of pages) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      console.log(
        `${path.padEnd(52)} performance=${score('performance')}  accessibility=${score('accessibility')}  best-practices=${score('best-practices')}`,
      );
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
