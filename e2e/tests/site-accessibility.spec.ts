import fs from 'node:fs';
import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { demoTournaments } from '../global-setup';
import { BASE_URL } from '../playwright.config';
import {
  type AxeFinding,
  axeFindings,
  COLOUR_RULES,
  createVerifiedUser,
  DEMO_ADMIN,
  expect,
  isMobile,
  saveScreenshot,
  startWithTheme,
  type Theme,
  test,
  uniqueEmail,
} from '../playwright-utils';
import { adminApi } from './tipping-helpers';

/*
 * Every route of the app through axe (WCAG 2.0-2.2 A and AA), as a visitor, a fan and an admin, at both
 * widths and in both themes: a serious or critical violation anywhere fails, naming the rule, the element
 * and the page; moderate and minor ones are listed in the output. The screens' own specs check their
 * states (picking, a locked draw, dialogs, errors); this one makes sure no route is left out: the route
 * table of the web app (config/paths.ts) is read, and a route this spec doesn't visit fails it.
 */

const PATHS_FILE = new URL('../../apps/web/src/config/paths.ts', import.meta.url);

/** Every route pattern the web app has, as config/paths.ts declares them. */
function appRoutes(): string[] {
  const source = fs.readFileSync(PATHS_FILE, 'utf8');
  return [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1] as string);
}

type Role = 'visitor' | 'fan' | 'admin';

/** A route as a role sees it: the pattern it stands for, the address visited, and what to do there first. */
interface Visit {
  route: string;
  url: string;
  /** The page is the app's 'not found' page (an address no route has). */
  notFound?: boolean;
  /** Brings the page to the state checked, e.g. an answer of the FAQ opened. */
  prepare?: (page: Page) => Promise<void>;
}

interface Ids {
  upcoming: string;
  active: string;
  finished: string;
  /** A league of someone else (the fan and the visitor see its invitation). */
  otherLeagueCode: string;
  /** The first two entries of the active tournament's leaderboard: a rival's picks, and two compared. */
  activeEntries: [string, string];
}

/**
 * The oldest id of an admin list, e.g. `/api/admin/users`: the demo's, made before any test ran. Other
 * specs add and delete their own rows meanwhile (a newest row may be gone by the time it is opened).
 */
async function oldestId(admin: APIRequestContext, list: string): Promise<string> {
  const response = await admin.get(list, { params: { page_size: 1, sort_order: 'asc' } });
  expect(response.ok(), `GET ${list}`).toBe(true);
  const { data } = (await response.json()) as { data: Array<{ id: string }> };
  const [first] = data;
  if (!first) throw new Error(`${list} is empty in the demo data`);
  return first.id;
}

/** A match of a demo tournament's draw with a player in it, and that player. */
async function demoMatch(request: APIRequestContext, tournamentId: string) {
  const response = await request.get(`/api/tournaments/${tournamentId}`);
  expect(response.ok(), `GET /api/tournaments/${tournamentId}`).toBe(true);
  const { data } = (await response.json()) as {
    data: { rounds: Array<{ matches: Array<{ id: string; playerOne: { id: string } | null }> }> };
  };
  const match = data.rounds.flatMap((round) => round.matches).find((candidate) => candidate.playerOne);
  if (!match?.playerOne) throw new Error('no match with a player in the demo draw');
  return { matchId: match.id, playerId: match.playerOne.id };
}

const PUBLIC_PAGES = ['/', '/tournaments', '/results', '/leaderboard'];
const CONTENT_PAGES = ['/how-it-works', '/faq', '/rules', '/terms', '/privacy', '/contact'];

function visitorVisits(ids: Ids): Visit[] {
  return [
    ...[...PUBLIC_PAGES, ...CONTENT_PAGES, '/login', '/forgot-password', '/reset-password'].map((url) => ({
      route: url,
      url,
    })),
    { route: '/tournaments/:tournamentId', url: `/tournaments/${ids.active}` },
    { route: '/tournaments/:tournamentId', url: `/tournaments/${ids.finished}` },
    {
      route: '/tournaments/:tournamentId/entries/:entryId',
      url: `/tournaments/${ids.active}/entries/${ids.activeEntries[0]}`,
    },
    {
      route: '/tournaments/:tournamentId/compare/:entryId/:otherId',
      url: `/tournaments/${ids.active}/compare/${ids.activeEntries[0]}/${ids.activeEntries[1]}`,
    },
    { route: '/leagues/join/:code', url: `/leagues/join/${ids.otherLeagueCode}` },
    { route: '/fans/:username', url: '/fans/alex_boast' },
    { route: '*', url: '/no-such-page', notFound: true },
  ].map((visit) =>
    visit.url === '/faq'
      ? { ...visit, prepare: (page) => page.getByRole('button', { name: 'How does scoring work?' }).click() }
      : visit,
  );
}

/** The fan's own league and payment are made by the test (a fresh account), so every page has content. */
function fanVisits(ids: Ids, own: { leagueId: string; paymentId: string }): Visit[] {
  return [
    ...['/dashboard', '/leagues', '/account', '/credit-transactions', '/credits', '/payment'].map((url) => ({
      route: url,
      url,
    })),
    { route: '/tournaments/:tournamentId', url: `/tournaments/${ids.upcoming}` },
    { route: '/leagues/:leagueId', url: `/leagues/${own.leagueId}` },
    { route: '/leagues/join/:code', url: `/leagues/join/${ids.otherLeagueCode}` },
    { route: '/payment/:paymentId', url: `/payment/${own.paymentId}` },
    { route: '/receipt/:paymentId', url: `/receipt/${own.paymentId}` },
  ];
}

async function adminVisits(admin: APIRequestContext, ids: Ids): Promise<Visit[]> {
  const userId = await oldestId(admin, '/api/admin/users');
  const entryId = await oldestId(admin, '/api/admin/entries');
  const { matchId, playerId } = await demoMatch(admin, ids.active);
  const lists = [
    '/admin',
    '/admin/users',
    '/admin/users/new',
    '/admin/tournaments',
    '/admin/tournaments/new',
    '/admin/matches',
    '/admin/matches/new',
    '/admin/players',
    '/admin/players/new',
    '/admin/players/rankings',
    '/admin/entries',
    '/admin/data-issues',
    '/admin/outbox',
    '/admin/payments',
    '/admin/audit',
    '/admin/leagues',
    '/admin/places',
    '/admin/account-reviews',
    '/admin/settings',
  ];
  return [
    ...lists.map((url) => ({ route: url, url })),
    { route: '/admin/users/:userId', url: `/admin/users/${userId}` },
    { route: '/admin/users/:userId/edit', url: `/admin/users/${userId}/edit` },
    { route: '/admin/tournaments/:tournamentId', url: `/admin/tournaments/${ids.active}` },
    { route: '/admin/tournaments/:tournamentId/edit', url: `/admin/tournaments/${ids.active}/edit` },
    { route: '/admin/matches/:matchId', url: `/admin/matches/${matchId}` },
    { route: '/admin/matches/:matchId/edit', url: `/admin/matches/${matchId}/edit` },
    { route: '/admin/players/:playerId', url: `/admin/players/${playerId}` },
    { route: '/admin/players/:playerId/edit', url: `/admin/players/${playerId}/edit` },
    { route: '/admin/entries/:entryId', url: `/admin/entries/${entryId}` },
  ];
}

/** A signed-in API client for a new verified account, outside any page. */
async function newAccount(requests: APIRequest, email: string): Promise<APIRequestContext> {
  const request = await requests.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  const user = await createVerifiedUser(request, email);
  const signIn = await request.post('/api/auth/sign-in/email', { data: user });
  expect(signIn.status(), `sign in as ${email}`).toBe(200);
  return request;
}

async function createLeague(request: APIRequestContext, name: string) {
  const response = await request.post('/api/leagues', { data: { name }, headers: { Origin: BASE_URL } });
  expect(response.status(), 'create a league').toBe(201);
  return ((await response.json()) as { data: { id: string; inviteCode: string } }).data;
}

/** An axe finding with the page and theme it was found on. */
interface Finding extends AxeFinding {
  url: string;
  theme: Theme;
}

/**
 * Opens a page and waits until it has settled: its heading shows and nothing is loading (no skeleton, no
 * busy region, no 'Loading...' status). A page that answers 'not found', an
 * error, or sends the reader elsewhere fails here, so no route is checked as something it isn't.
 */
async function openSettled(page: Page, { url, notFound = false }: Visit) {
  await page.goto(url);
  await expect(page, `${url} stays where it was opened`).toHaveURL(new URL(url, BASE_URL).href);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${url} shows its heading`).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText('Page not found'),
    `${url} is ${notFound ? "the 'not found' page" : 'a page'}`,
  ).toHaveCount(notFound ? 1 : 0);
  await expect(page.getByText(/Error Loading Data|Something went wrong/), `${url} loads`).toHaveCount(0);
  await expect(page.locator('.animate-pulse, [aria-busy="true"]'), `${url} finishes loading`).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(page.getByRole('status').filter({ hasText: /Loading|Verifying/ })).toHaveCount(0, { timeout: 15_000 });
}

/**
 * axeFindings, each marked with the page and the theme. The first theme a page is seen in gets every rule;
 * the second only the rules colour can change (COLOUR_RULES): the themes differ in nothing else, and axe
 * takes 1.5-3 s a run on these machines, the most of this spec's time.
 */
async function findingsOn(
  page: Page,
  theme: Theme,
  { coloursOnly }: { coloursOnly: boolean },
): Promise<{ serious: Finding[]; other: Finding[] }> {
  const { serious, other } = await axeFindings(page, coloursOnly ? { only: COLOUR_RULES } : {});
  const url = new URL(page.url()).pathname;
  const mark = (finding: AxeFinding) => ({ ...finding, url, theme });
  return { serious: serious.map(mark), other: other.map(mark) };
}

/**
 * Each role's routes in this many tests, each visiting every n-th route: a test of a whole role took the
 * admin's 25 routes 2-3 minutes on CI, and as one test it held a worker alone at the end of the run. In
 * parts, the two workers share them.
 */
const PARTS: Record<Role, number> = { visitor: 2, fan: 1, admin: 3 };

test.describe('every route meets WCAG 2.2 AA', () => {
  test.describe.configure({ mode: 'parallel' });
  // The demo's covers and player photos are the tour's own addresses, which these machines can't reach.
  test.use({ allowConsoleErrors: [/ERR_NAME_NOT_RESOLVED/] });
  let ids: Ids;
  test.beforeAll(async ({ playwright }, testInfo) => {
    const owner = await newAccount(playwright.request, uniqueEmail(testInfo, 'a11y-owner'));
    const league = await createLeague(owner, 'Axe Check League');
    // The demo's, noted before any spec ran: another spec's tournament may be deleted meanwhile.
    const tournaments = demoTournaments();
    const board = await owner.get(`/api/tournaments/${tournaments.active}/leaderboard`);
    const rows = ((await board.json()) as { data: Array<{ entryId: string }> }).data;
    const [first, second] = rows;
    if (!first || !second) throw new Error('the active demo tournament has fewer than two entries');
    ids = { ...tournaments, otherLeagueCode: league.inviteCode, activeEntries: [first.entryId, second.entryId] };
    await owner.dispose();
  });

  test('the spec visits every route of the app', async ({ request }) => {
    const admin = await adminApi();
    const visited = new Set(
      [
        ...visitorVisits(ids),
        ...fanVisits(ids, { leagueId: 'x', paymentId: 'x' }),
        ...(await adminVisits(admin, ids)),
      ].map((visit) => visit.route),
    );
    await admin.dispose();
    // The sign-up form is /login's second tab; '/payment/:paymentId' and '/receipt/:paymentId' share a screen.
    expect(appRoutes().filter((route) => !visited.has(route))).toEqual([]);
    expect((await request.get('/api/health')).ok()).toBe(true);
  });

  const parts = (['visitor', 'fan', 'admin'] satisfies Role[]).flatMap((role) =>
    Array.from({ length: PARTS[role] }, (_, part) => ({ role, part })),
  );
  for (const { role, part } of parts) {
    const count = PARTS[role];
    test(
      `as ${role === 'admin' ? 'an' : 'a'} ${role}, in both themes${count > 1 ? `, part ${part + 1} of ${count}` : ''}`,
      { tag: '@layout' },
      async ({ page, login }, testInfo) => {
        test.slow();
        // The theme follows the system's: each page is opened light, checked, then the system turns dark and
        // the app follows (its own listener), and the page is checked again, without a second load.
        await startWithTheme(page, 'system');
        let visits: Visit[];
        if (role === 'visitor') visits = visitorVisits(ids);
        else if (role === 'fan') {
          await login();
          const league = await createLeague(page.request, 'My Axe League');
          const payment = await page.request.post('/api/payments', {
            data: { creditAmount: 1 },
            headers: { Origin: BASE_URL },
          });
          expect(payment.status(), 'start a payment').toBe(201);
          const paymentId = ((await payment.json()) as { data: { id: string } }).data.id;
          // Paid with the test card, so the balance, the transactions and the receipt have something to show.
          const paid = await page.request.post(`/api/payments/${paymentId}/test-checkout`, {
            data: { cardNumber: '4000000360000006' },
            headers: { Origin: BASE_URL },
          });
          expect(paid.ok(), `pay with the test card: ${await paid.text()}`).toBe(true);
          visits = fanVisits(ids, { leagueId: league.id, paymentId });
        } else {
          await login({ email: DEMO_ADMIN.email });
          visits = await adminVisits(page.request, ids);
        }

        const serious: Finding[] = [];
        const other: Finding[] = [];
        for (const visit of visits.filter((_, index) => index % count === part)) {
          await page.emulateMedia({ colorScheme: 'light' });
          await openSettled(page, visit);
          await visit.prepare?.(page);
          for (const theme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: theme });
            await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
            const found = await findingsOn(page, theme, { coloursOnly: theme === 'dark' });
            serious.push(...found.serious);
            other.push(...found.other);
            // A picture a route and theme (saveScreenshot makes the name a file name), e.g. fan-leagues-leagueid-dark.
            await saveScreenshot(page, testInfo, `${role} ${visit.notFound ? 'not found' : visit.route} ${theme}`);
          }
        }
        const width = isMobile(testInfo) ? '390 px' : '1280 px';
        if (other.length > 0) {
          console.log(
            `moderate and minor findings (${role}, ${width}):\n${other.map((f) => `  ${f.url} (${f.theme}) ${f.rule} (${f.impact}): ${f.targets.join(' | ')}`).join('\n')}`,
          );
        }
        await testInfo.attach('axe-findings.json', {
          body: JSON.stringify({ serious, other }, null, 2),
          contentType: 'application/json',
        });
        expect(serious, `serious or critical violations (${role}, ${width})`).toEqual([]);
      },
    );
  }
});
