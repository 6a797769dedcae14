import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { FINISHED_TOURNAMENT_STATUSES, PRODUCT_NAME, type TournamentStatus } from '@squash/core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

/**
 * Lighthouse (mobile, the default form factor) against the production server on a fresh demo
 * database: prints performance, accessibility and best-practices scores of four pages: the home page,
 * the tournaments list, and a tournament's page while it is played and once it is finished (the
 * page fans open most), each with its target (95 for performance).
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
/** BENCH_WEB_LANG=ar (or fr): the pages as a reader whose browser asks for that language (issue 46). */
const LANG = process.env.BENCH_WEB_LANG ?? 'en';
const HEADERS = { 'Accept-Language': LANG };
/** The first pages' own titles in each language (the tournament's is its name in all). */
const TITLES: Record<string, { home: string; tournaments: string }> = {
  en: { home: `${PRODUCT_NAME} · Predict. Win. Celebrate.`, tournaments: `Tournaments · ${PRODUCT_NAME}` },
  fr: { home: `${PRODUCT_NAME} · Pronostiquez. Gagnez. Fêtez.`, tournaments: `Tournois · ${PRODUCT_NAME}` },
  ar: { home: `${PRODUCT_NAME} · توقّع. اربح. احتفل.`, tournaments: `البطولات · ${PRODUCT_NAME}` },
};

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** Lighthouse (mobile) performance the issue 29 asks of every page measured here. */
const TARGET = 95;

interface Page {
  path: string;
  /** What the page is, printed beside its path. */
  what: string;
  /** The document title the page shows when it is the page meant (not a 'not found'). */
  title: string;
}

/**
 * The pages to measure, found from the API by what they are: a tournament being played and a finished
 * one, whatever the demo's statuses are today. Missing one is an error, never a silent skip.
 */
async function pagesToMeasure(): Promise<Page[]> {
  const response = await fetch(`${base}/api/tournaments?page_size=100`);
  if (!response.ok) throw new Error(`GET /api/tournaments answered ${response.status}`);
  const { data } = (await response.json()) as { data: Array<{ id: string; name: string; status: TournamentStatus }> };
  const find = (what: string, statuses: readonly TournamentStatus[]) => {
    const found = data.find((tournament) => statuses.includes(tournament.status));
    if (!found)
      throw new Error(
        `no ${what} tournament in the demo data (statuses: ${[...new Set(data.map((t) => t.status))].join(', ')})`,
      );
    return { path: `/tournaments/${found.id}`, what: `${what} tournament`, title: `${found.name} · ${PRODUCT_NAME}` };
  };
  return [
    { path: '/', what: 'home', title: (TITLES[LANG] ?? TITLES.en)?.home ?? '' },
    { path: '/tournaments', what: 'tournaments', title: (TITLES[LANG] ?? TITLES.en)?.tournaments ?? '' },
    find('active', ['ACTIVE']),
    find('finished', FINISHED_TOURNAMENT_STATUSES),
  ];
}

/** Fails loudly unless `path` renders as the page meant: a 'not found' page would measure the wrong thing. */
async function expectPage(path: string, title: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ extraHTTPHeaders: HEADERS });
    const response = await page.goto(`${base}${path}`);
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    // The page sets its title once its data is in: the one meant, or a 'not found'.
    // A function, not a string: the page's Content-Security-Policy refuses eval.
    await page.waitForFunction((expected) => {
      const { title: shown } = (globalThis as unknown as { document: { title: string } }).document;
      return shown === expected || /not found/i.test(shown);
    }, title);
    const shown = await page.title();
    if (shown !== title) throw new Error(`${path} shows '${shown}', not '${title}': it would measure the wrong page`);
  } finally {
    await browser.close();
  }
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
    const pages = await pagesToMeasure();
    console.log(`load average before: ${load()} (${RUNS} runs a page; median, then [min-max]; language ${LANG})`);
    for (const { path, what, title } of pages) {
      await expectPage(path, title);
      const runs: Array<Record<string, number>> = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: HEADERS,
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
        `${`${path} (${what})`.padEnd(62)} performance=${median(of('performance'))}${range('performance')} (target ${TARGET})  accessibility=${median(of('accessibility'))}  best-practices=${median(of('best-practices'))}`,
      );
      console.log(
        `${''.padEnd(62)} FCP ${ms('fcp')}  LCP ${ms('lcp')}  TBT ${Math.round(median(of('tbt')))} ms  CLS ${median(of('cls')).toFixed(3)}  load average ${load()}`,
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
