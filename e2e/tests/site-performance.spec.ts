import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Request as PlaywrightRequest } from '@playwright/test';
import { FIRST_PAGES } from '../../apps/web/src/app/first-pages';
import { expect, isMobile, startWithTheme, test, toast } from '../playwright-utils';

/** The build this server serves, as the e2e config hands it over (a private copy, or apps/web/dist). */
const WEB_DIST = process.env.E2E_WEB_DIST_DIR ?? fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const FIRST_LOAD_SCRIPT = fileURLToPath(new URL('../../apps/web/scripts/first-load-size.mjs', import.meta.url));

interface FirstLoad {
  totalKb: number;
  budgetKb: number;
  files: Array<{ file: string }>;
  /** Each language's texts (the reader's alone is fetched: English here). */
  byLanguage: Array<{ language: string; file: string }>;
  afterLoad: string[];
  afterLoadRoots: string[];
}

/** What `npm run build` prints as the JavaScript needed to render `/`, for the build under test. */
function firstLoad(): FirstLoad {
  return JSON.parse(execFileSync(process.execPath, [FIRST_LOAD_SCRIPT, WEB_DIST, '--json'], { encoding: 'utf8' }));
}

test("the scripts a visitor's browser fetches for / are the ones the build's first-load figure counts", async ({
  page,
}) => {
  const measured = firstLoad();
  expect(measured.totalKb).toBeLessThanOrEqual(measured.budgetKb);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Tournaments' })).toBeVisible();
  // The toast outlet comes last, after the load event: once it is there, the page has fetched everything.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();

  const { scripts, loadEventStart } = await page.evaluate(() => ({
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), startTime: entry.startTime })),
    loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  }));
  const english = measured.byLanguage.find((texts) => texts.language === 'en')?.file;
  const counted = [...measured.files.map((row) => row.file), ...(english ? [english] : [])];
  // No other language's texts are fetched.
  const others = measured.byLanguage.filter((texts) => texts.language !== 'en').map((texts) => texts.file);
  const fetched = scripts.map((script) => script.file);

  expect(fetched.filter((file) => others.includes(file))).toEqual([]);
  // Nothing fetched goes uncounted, and everything counted is fetched: the printed figure is the real one.
  expect(fetched.filter((file) => !counted.includes(file) && !measured.afterLoad.includes(file))).toEqual([]);
  expect(counted.filter((file) => !fetched.includes(file))).toEqual([]);
  // What the figure leaves out is fetched only once the page has loaded.
  for (const script of scripts.filter((each) => measured.afterLoad.includes(each.file))) {
    expect(script.startTime, `${script.file} starts after the load event`).toBeGreaterThanOrEqual(loadEventStart);
  }
});

test('a first page starts fetching its own chunk from index.html, beside the entry', async ({ page, request }) => {
  const manifest = JSON.parse(readFileSync(`${WEB_DIST}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const tournament = (
    (await (await request.get('/api/tournaments?page_size=1')).json()) as { data: Array<{ id: string }> }
  ).data[0];
  expect(tournament, 'a tournament in the demo data').toBeDefined();
  const firstPages = [
    ['/', 'src/features/home/pages/home-page.tsx'],
    ['/tournaments', 'src/features/tournaments/pages/tournaments-page.tsx'],
    [`/tournaments/${tournament?.id}`, 'src/features/tournaments/pages/tournament-page.tsx'],
  ] as const;
  for (const [path, module] of firstPages) {
    const chunk = manifest[module]?.file;
    expect(chunk, `${module} in the build`).toBeDefined();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A modulepreload link, added by the boot script before the entry runs (not the router's import() after).
    await expect(
      page.locator(`head link[rel="modulepreload"][href="/${chunk}"]`),
      `${path} preloads ${chunk}`,
    ).toHaveCount(1);
  }
});

test('a page that checks its data with zod breaks no rule of the content security policy', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  // The results list parses its response with the core schemas (the first pages, '/', the tournaments
  // list and a tournament, take the server's word: `serverTyped`).
  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Parsed: the results are there (or the empty message, whatever the shared data holds by now), and
  // not 'The server sent a response this page does not understand.'
  await expect(
    page.getByRole('list', { name: 'Completed matches' }).or(page.getByRole('heading', { name: 'No Results Yet' })),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test.describe('a toast raised before the toast outlet is there', () => {
  // Chromium logs the 503 below as a console error.
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('still shows once the outlet has loaded', async ({ page }) => {
    // Hold the outlet's code back, so the toast below is raised while no outlet is mounted.
    const outlet = firstLoad().afterLoadRoots;
    expect(outlet.length).toBeGreaterThan(0);
    let held = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => outlet.some((file) => url.pathname === `/${file}`),
      async (route) => {
        held += 1;
        await released;
        await route.continue();
      },
    );
    await page.route('**/api/feedback', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Messages are paused for a moment' } }),
      }),
    );

    try {
      await page.goto('/contact');
      const form = page.getByRole('main');
      await form.getByLabel('Name').fill('Nour');
      await form.getByLabel('Email').fill('nour@example.com');
      await form.getByLabel('Message').fill('Hello');
      await form.getByRole('button', { name: 'Send Message' }).click();
      // The button is back once the failure has been handled, that is after the toast was raised.
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await expect.poll(() => held, { message: 'the outlet was requested and held' }).toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
    } finally {
      release();
    }

    await expect(toast(page, 'Error')).toContainText('Messages are paused for a moment');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a hovered primary button keeps AA contrast in the ${theme} theme`, async ({ page }, testInfo) => {
    // Tailwind's hover styles apply only where the device can hover (a touch screen can't).
    test.skip(isMobile(testInfo), 'no hover on a touch screen');
    await startWithTheme(page, theme);
    await page.goto('/contact');
    // On a card: the worst case for a translucent fill (white shows through in the light theme).
    const button = page.getByRole('main').getByRole('button', { name: 'Send Message' });
    const before = await paintedColours(button);
    await button.hover();
    await button.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const hovered = await paintedColours(button);

    expect(hovered.background, 'the fill changes on hover').not.toEqual(before.background);
    expect(contrast(before.text, before.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hovered.text, hovered.background)).toBeGreaterThanOrEqual(4.5);
  });
}

type Rgb = [number, number, number];

/**
 * The sRGB colours a button's text and fill show on screen: its background painted over every ancestor's, as
 * the browser composites them (a canvas does the same mixing, and reads any CSS colour syntax).
 */
async function paintedColours(locator: Locator): Promise<{ text: Rgb; background: Rgb }> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    const paint = (colours: string[]): Rgb => {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, 1, 1);
      for (const colour of colours) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
      return [red, green, blue];
    };
    const layers: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      layers.unshift(getComputedStyle(node).backgroundColor);
    }
    return { background: paint(layers), text: paint([...layers, getComputedStyle(element).color]) };
  });
}

/** WCAG 2.2 contrast ratio of two sRGB colours. */
function contrast(a: Rgb, b: Rgb): number {
  const luminance = (rgb: Rgb) => {
    const [red, green, blue] = rgb.map((channel) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

test.describe('the first-load contract (app/first-pages.ts)', () => {
  /**
   * What a tournament page reads once its main content is there, and does not preload on purpose: the
   * crowd's picks of a tournament under way or over, and its live stream.
   */
  const LATER = ['/api/tournaments/$1/pick-stats', '/api/tournaments/$1/live'];

  test('a tournament page preloads exactly the reads its app then makes for its main content', async ({
    page,
    request,
  }) => {
    const tournamentPage = FIRST_PAGES.find((first) => first.name === 'tournament');
    expect(tournamentPage?.data, 'the tournament page preloads its data').toBeDefined();
    const { data = [], path: pattern } = tournamentPage ?? { data: [], path: /$^/ };
    const list = (await (await request.get('/api/tournaments?page_size=100')).json()) as {
      data: Array<{ id: string; status: string }>;
    };
    // One tournament of each status the demo holds: not started, under way (with its stream), over.
    const byStatus = [...new Map(list.data.map((tournament) => [tournament.status, tournament])).values()];
    expect(byStatus.length).toBeGreaterThanOrEqual(3);

    for (const tournament of byStatus) {
      const path = `/tournaments/${tournament.id}`;
      const group = pattern.exec(path)?.[1];
      expect(group, `${path} is served as the prerendered tournament page`).toBe(tournament.id);
      const expand = (url: string) => url.replace('$1', group ?? '');
      const requests: Array<{ type: string; url: string }> = [];
      const record = (sent: PlaywrightRequest) => {
        const url = new URL(sent.url());
        if (url.pathname.startsWith('/api/'))
          requests.push({ type: sent.resourceType(), url: url.pathname + url.search });
      };
      // From a blank page, so nothing of the previous tournament's page is counted.
      await page.goto('about:blank');
      page.on('request', record);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', record);

      // The boot script's fetch preloads ('other' to Playwright) are the page's data, as first-pages.ts names it,
      // but for what the server rendered the page with (`serverData`): that comes in the page itself.
      const preloaded = requests.filter((each) => each.type === 'other').map((each) => each.url);
      expect(preloaded, `${tournament.status}: preloads`).toEqual(
        data.filter((url) => !tournamentPage?.serverData?.includes(url)).map(expand),
      );
      const html = await (await request.get(path)).text();
      expect(html, `${tournament.status}: the page carries its tournament`).toContain('id="page-data"');
      // The app asks for nothing else but what it reads later, and asks again for a preloaded URL only once
      // its live stream has opened (the stream's first event refreshes what the page shows): a fetcher
      // asking for a URL the preload doesn't name would show here as a read of its own.
      const streamOpened = requests.findIndex((each) => each.type === 'eventsource');
      requests.forEach((each, index) => {
        if (each.type !== 'fetch') return;
        const later = LATER.map(expand).includes(each.url);
        const carried = tournamentPage?.serverData?.map(expand).includes(each.url);
        const refresh = (preloaded.includes(each.url) || carried) && streamOpened >= 0 && index > streamOpened;
        expect(
          later || refresh,
          `${tournament.status}: the app read ${each.url} that its preloads don't name (${JSON.stringify(requests)})`,
        ).toBe(true);
      });
    }
  });
});
