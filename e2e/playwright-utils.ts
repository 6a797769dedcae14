import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
  type TestInfo,
} from '@playwright/test';
import { BASE_URL } from './playwright.config';

export { expect };

const SCREENSHOT_DIR = fileURLToPath(new URL('./.screenshots/', import.meta.url));

/**
 * On CI no one looks at the pictures, and a full-page one takes Chromium 0.6-1.6 s without a GPU (some
 * 300 of them in a run: minutes of the CI budget). E2E_SCREENSHOTS=1 takes them on CI too; a failing test
 * keeps its trace, with the page at every step, either way.
 */
const TAKE_SCREENSHOTS = !process.env.CI || Boolean(process.env.E2E_SCREENSHOTS);

/**
 * Saves a full-page PNG to e2e/.screenshots/<project>-<name>.png (gitignored), for a person to look
 * at; it asserts nothing, and is skipped on CI (TAKE_SCREENSHOTS). `fullPage: false` for what a fixed
 * overlay covers (the viewport). Use `expect(page).toHaveScreenshot()` for visual regression.
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const file = path.join(SCREENSHOT_DIR, `${testInfo.project.name}-${slug}.png`);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage });
}

export type Theme = 'light' | 'dark' | 'system';

/** Starts the page with a stored theme choice, as a returning visitor has (localStorage 'theme'). */
export async function startWithTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** True when the test runs in the narrow (390 px) project, where the header collapses into a menu. */
export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

/**
 * axe over the page as it settles, with the WCAG 2.0-2.2 A and AA rules: those axe runs by default, and
 * its experimental ones for the same criteria, which it leaves out unless asked (among them
 * label-content-name-mismatch, WCAG 2.5.3 Label in Name). Only violations are reported in detail.
 */
/**
 * The rules whose answer depends on colour: all a change of theme can change, since the themes differ in
 * colours only (the one element either side, the theme button's icon, is hidden from assistive technology).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Axe over the page, every WCAG A and AA rule, or only the rules named (`only`, e.g. COLOUR_RULES). */
export async function runAxe(page: Page, { only }: { only?: string[] } = {}) {
  // Judge the screen as it settles, not halfway through a fade (a toast coming in, a dialog opening), when
  // colours are blended with what is behind them. Endless animations (spinners) can't finish; they stay.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {}
    }
  });
  const experimental = [
    'label-content-name-mismatch',
    'css-orientation-lock',
    'p-as-heading',
    'table-fake-caption',
    'td-has-header',
  ];
  return (
    new AxeBuilder({ page })
      // One options object: AxeBuilder's options() replaces what withTags() set.
      .options({
        ...(only
          ? { runOnly: { type: 'rule', values: only } }
          : {
              runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
              rules: Object.fromEntries(experimental.map((rule) => [rule, { enabled: true }])),
            }),
        resultTypes: ['violations'],
      })
      // Run in the page itself: the default opens a blank page to gather each frame's results (the app has
      // no frames), half of each check's time.
      .setLegacyMode(true)
      .analyze()
  );
}

/** One violation axe found: its rule, how bad, what to do, and (up to five of) the elements it hit. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** runAxe's violations, serious and critical apart from the rest (moderate and minor). */
export async function axeFindings(
  page: Page,
  options: { only?: string[] } = {},
): Promise<{ serious: AxeFinding[]; other: AxeFinding[] }> {
  const results = await runAxe(page, options);
  const findings = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  const isSerious = (finding: AxeFinding) => finding.impact === 'serious' || finding.impact === 'critical';
  return { serious: findings.filter(isSerious), other: findings.filter((finding) => !isSerious(finding)) };
}

/**
 * Fails on serious or critical axe violations (axeFindings), naming each with the elements it hit; the
 * moderate and minor ones are kept in the test's attachments, not failed.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, name = 'axe'): Promise<void> {
  const { serious, other } = await axeFindings(page);
  await testInfo.attach(`${name}.json`, {
    body: JSON.stringify([...serious, ...other], null, 2),
    contentType: 'application/json',
  });
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * The page as it stands, in both themes, without loading it again: axe with every rule in the light theme
 * and with the colour rules in the dark one (COLOUR_RULES: all a theme changes), and a screenshot of each
 * (`${name}-light`, `${name}-dark`); the pointer is moved off the controls first (it would rest on
 * whatever was clicked last, in its hover colour). The page must follow the system's theme
 * (`startWithTheme(page, 'system')`); it is left in the light one.
 */
export async function checkBothThemes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await page.mouse.move(0, 0);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    const { serious, other } = await axeFindings(page, theme === 'dark' ? { only: COLOUR_RULES } : {});
    await testInfo.attach(`${name}-${theme}.json`, {
      body: JSON.stringify([...serious, ...other], null, 2),
      contentType: 'application/json',
    });
    expect(serious, `accessibility violations on ${page.url()} (${theme} theme)`).toEqual([]);
    await saveScreenshot(page, testInfo, `${name}-${theme}`, { fullPage });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * `test` with a guard: a page that logs console.error or throws an uncaught error fails the test
 * (CONVENTIONS.md, rule 18). Expected noise can be allowed per test with `allowConsoleErrors`; the patterns
 * apply to console errors and to uncaught errors (reported as 'Uncaught: <message>').
 */
export const test = base.extend<{
  allowConsoleErrors: RegExp[];
  fakedClock: undefined;
  failOnConsoleErrors: undefined;
  login: (options?: LoginOptions) => Promise<TestUser>;
}>({
  allowConsoleErrors: [[], { option: true }],
  /**
   * Under scripts/any-hour.sh the runner and the server read a clock libfaketime moved (FAKETIME) and
   * Chromium, which doesn't run under it, is started without it: its pages get the same time here,
   * running on from there.
   */
  fakedClock: [
    async ({ context }, use) => {
      if (process.env.FAKETIME) await context.clock.install({ time: Date.now() });
      await use(undefined);
    },
    { auto: true },
  ],
  /**
   * Signs the page in through the API (no form), like a returning member. Without `email` it first makes a
   * new verified account, unique to this test. The terms are accepted unless `acceptTerms` is false, so
   * the terms dialog stays out of the way of what the test is about, and the fan is an adult Australian
   * (`declarePlace`), so paid play is open to them.
   */
  login: async ({ page }, use, testInfo) => {
    await use(
      async ({
        email,
        password = DEMO_PASSWORD,
        acceptTerms = true,
        declarePlace = acceptTerms,
      }: LoginOptions = {}) => {
        const request = page.request;
        const origin = BASE_URL;
        const user = email ? { email, password } : await createVerifiedUser(request, uniqueEmail(testInfo), password);
        const signIn = await request.post('/api/auth/sign-in/email', {
          data: { email: user.email, password: user.password },
          headers: { Origin: origin },
        });
        expect(signIn.status(), `sign in as ${user.email}`).toBe(200);
        const details = (await (await request.post('/api/users-sync', { headers: { Origin: origin } })).json()) as {
          data: { username: string; acceptedTermsAt: string | null; country: string | null };
        };
        if (declarePlace && !details.data.country) {
          const declared = await request.patch('/api/user', {
            data: { dateOfBirth: '1990-06-15', country: 'AU' },
            headers: { Origin: origin },
          });
          expect(declared.ok(), 'say when the fan was born and where they live').toBe(true);
        }
        if (acceptTerms && !details.data.acceptedTermsAt) {
          const accepted = await request.patch('/api/user', {
            data: { acceptedTermsAt: new Date().toISOString() },
            headers: { Origin: origin },
          });
          expect(accepted.ok(), 'accept the terms').toBe(true);
        }
        return { ...user, username: details.data.username };
      },
    );
  },
  failOnConsoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(message.text());
      });
      page.on('pageerror', (error) => record(`Uncaught: ${error.message}`));
      await use(undefined);
      // A route handler still waiting on its fetch when the test ends would fail on the closed page, and
      // Playwright blames whichever test the worker runs next: stop them here, their errors ignored.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the toast outlet is on the page. It loads after the page's load event: a toast raised before
 * then shows once it is there (site-performance.spec.ts), but a modal dialog opened before it is there hides
 * it from assistive tech.
 */
export async function waitForToaster(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
}

/** A toast (sonner) with the given title, inside the notifications region. */
export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

/** The password of the demo sign-ins (admin@example.com, fan@example.com): the e2e server's DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Squash!Demo2026';
/** The demo fan: seeded with entries in finished, live and upcoming tournaments. */
export const DEMO_FAN = { email: 'fan@example.com', username: 'alex_boast' } as const;
export const DEMO_ADMIN = { email: 'admin@example.com' } as const;

export interface TestUser {
  email: string;
  password: string;
  username: string;
}

export interface LoginOptions {
  /** An existing account (a demo sign-in); without it a new verified account is made. */
  email?: string;
  password?: string;
  acceptTerms?: boolean;
  /**
   * Says when the fan was born and where they live (an adult in Australia, where the shipped table allows
   * paid pools: issue 62), so paid play is open to them; false to meet the first purchase's questions.
   */
  declarePlace?: boolean;
}

/**
 * An address nobody else uses: per test run, per project (the two viewports run side by side on one
 * server) and per call. Short enough to become the username as it is (usernames stop at 26 + 4 characters).
 */
export function uniqueEmail(testInfo: TestInfo, prefix = 'fan'): string {
  const project = testInfo.project.name.slice(0, 1);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return `${prefix}-${project}-${stamp}@example.com`;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

let adminRequest: Promise<APIRequestContext> | undefined;

/**
 * An API client signed in as the demo admin, once per worker: the outbox is for administrators only,
 * since reset and verification links are in it.
 */
function outboxReader(): Promise<APIRequestContext> {
  adminRequest ??= (async () => {
    const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const signIn = await context.post('/api/auth/sign-in/email', {
      data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
      headers: { Origin: BASE_URL },
    });
    expect(signIn.status(), 'sign in as the demo admin to read the outbox').toBe(200);
    return context;
  })();
  return adminRequest;
}

/**
 * The newest mail to `to` whose subject matches, from the outbox the server keeps without SMTP (GET
 * /api/admin/outbox, read as the demo admin); waits for it.
 */
export async function readMail(to: string, subject: RegExp): Promise<OutboxMail> {
  const admin = await outboxReader();
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        // The reader is kept across tests: its idle connection may be closed by the server (its keep-alive
        // timeout) just as a request goes out on it. That one asks again; any other failure is the test's.
        const response = await admin.get('/api/admin/outbox', { params: { to } }).catch((error: Error) => {
          if (error.message.includes('ECONNRESET')) return null;
          throw error;
        });
        if (!response) return null;
        const body = (await response.json()) as { data: OutboxMail[] };
        found = body.data.find((mail) => subject.test(mail.subject));
        return found?.link ?? null;
      },
      { message: `a mail to ${to} with subject ${subject}` },
    )
    .not.toBeNull();
  return found as OutboxMail;
}

/** Signs up through the API and follows the mailed verification link: a member who can sign in. */
export async function createVerifiedUser(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ email: string; password: string }> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '', callbackURL: '/dashboard' },
    headers: { Origin: BASE_URL },
  });
  expect(signUp.status(), `sign up ${email}`).toBe(200);
  const mail = await readMail(email, /verify/i);
  const verified = await request.get(mail.link as string, { maxRedirects: 0 });
  expect(verified.status(), 'the verification link redirects').toBe(302);
  return { email, password };
}

/** Opens the collapsed header menu on the narrow project, where the account actions live. */
export async function openMenuOnMobile(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Menu' }).click();
}

/** The seeded tournaments get new ids on every fresh database: look them up by name. */
export async function tournamentPath(
  request: APIRequestContext,
  name: string,
  gender: 'mens' | 'womens',
): Promise<string> {
  const response = await request.get('/api/tournaments', { params: { gender, page_size: 100 } });
  const body = (await response.json()) as { data: Array<{ id: string; name: string }> };
  const tournament = body.data.find((candidate) => candidate.name === name);
  if (!tournament) throw new Error(`no seeded tournament named ${name}`);
  return `/tournaments/${tournament.id}`;
}

/** A tournament's answer as `GET /api/tournaments/:id` sends it, for a test to change. */
export interface TournamentBody {
  data: { rounds: Array<{ matches: Array<Record<string, unknown>> }> } & Record<string, unknown>;
}

/**
 * Tournament pages as the app alone draws them: the server renders a tournament's page with its real
 * answers (the tournament, the site config; decision 018), which a test that changes those answers in the
 * browser would contradict (React would find the HTML unlike its first render). With a query string the
 * server sends index.html, and the app fetches them, through the test's routes.
 */
export async function openTournamentPagesAsApp(page: Page): Promise<void> {
  await page.route(
    (url) => /^\/tournaments\/[0-9a-f-]{36}$/.test(url.pathname) && url.search === '',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const url = new URL(route.request().url());
      url.search = '?as-app';
      return route.fulfill({ response: await route.fetch({ url: url.toString() }) });
    },
  );
}

/**
 * Shows the tournament page at `path` (`/tournaments/<id>`) with its answer changed by `change`, whenever
 * `when` says so: the page is drawn by the app alone (`openTournamentPagesAsApp`), whose requests for the
 * tournament get the changed answer.
 */
export async function changeTournamentAnswer(
  page: Page,
  path: string,
  change: (body: TournamentBody) => void,
  when: () => boolean = () => true,
): Promise<void> {
  await openTournamentPagesAsApp(page);
  await page.route(
    (url) => url.pathname === `/api${path}`,
    async (route) => {
      const response = await route.fetch();
      if (!when()) return route.fulfill({ response });
      const body = (await response.json()) as TournamentBody;
      change(body);
      return route.fulfill({ response, json: body });
    },
  );
}
