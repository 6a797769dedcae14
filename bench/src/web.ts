import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse (mobile, the default form factor) against the production server on a fresh demo
 * database: prints performance, accessibility and best-practices scores of three pages.
 * Figures, not a gate. Needs `npm run build` first (the npm script does it).
 *
 * Lighthouse simulates a slow phone from the CPU time it measures here, so a busy machine lowers the
 * performance score: each page runs BENCH_WEB_RUNS times (default 3) and prints the median with the
 * range, its metrics, and the load average, to compare runs at a similar load. BENCH_WEB_REPORTS=DIR
 * keeps every run's full report (JSON) there, to read the audits behind a score.
 */
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
/** Where to keep each run's full Lighthouse report (JSON), to read its audits; none when unset. */
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = () => loadavg()[0]?.toFixed(1) ?? '?';
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
    console.log(`load average before: ${load()} (${RUNS} runs a page; median, then [min-max])`);
    for (const path of pages) {
      const runs: Array<Record<string, number>> = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (REPORTS_DIR && result) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
          writeFileSync(join(REPORTS_DIR, `${slug}-${run + 1}.json`), String(result.report));
        }
        // A busy machine can make Lighthouse give up on a run (no paint in time): left out of the figures.
        if (!result || result.lhr.runtimeError || result.lhr.categories.performance?.score == null) {
          console.log(`${path}: run ${run + 1} failed: ${result?.lhr.runtimeError?.message ?? 'no score'}`);
          continue;
        }
        const { categories, audits } = result.lhr;
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        const metric = (key: string) => audits[key]?.numericValue ?? Number.NaN;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        });
      }
      if (runs.length === 0) continue;
      const of = (key: string) => runs.map((run) => run[key] ?? Number.NaN);
      const range = (key: string) => (runs.length > 1 ? ` [${Math.min(...of(key))}-${Math.max(...of(key))}]` : '');
      const ms = (key: string) => `${(median(of(key)) / 1000).toFixed(1)} s`;
      console.log(
        `${path.padEnd(52)} performance=${median(of('performance'))}${range('performance')}  accessibility=${median(of('accessibility'))}  best-practices=${median(of('best-practices'))}`,
      );
      console.log(
        `${''.padEnd(52)} FCP ${ms('fcp')}  LCP ${ms('lcp')}  TBT ${Math.round(median(of('tbt')))} ms  CLS ${median(of('cls')).toFixed(3)}  load average ${load()}`,
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
