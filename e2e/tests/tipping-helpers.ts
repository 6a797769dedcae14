import { type APIRequestContext, type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { DEMO_ADMIN, DEMO_PASSWORD, expect } from '../playwright-utils';

/*
 * Shared steps of the tipping specs (tipping-*.spec.ts): finding the seeded tournaments, picking a draw
 * as a fan does, and recording a result as the back office does.
 */

/**
 * For the first look at a page: the e2e machine is small and runs both widths, axe and screenshots side
 * by side, so a tournament page with its entry and crowd figures can take longer than expect's 5 s.
 */
export const FIRST_LOAD = { timeout: 15_000 };

export const UPCOMING = { name: "Demo Men's Open 2026", gender: 'mens' } as const;
export const ACTIVE = { name: "Demo Women's Challenger 2026", gender: 'womens' } as const;

export interface SeededTournament {
  id: string;
  path: string;
}

/** The seeded tournaments get new ids on every fresh database: look them up by name. */
export async function findTournament(
  request: APIRequestContext,
  { name, gender }: { name: string; gender: 'mens' | 'womens' },
): Promise<SeededTournament> {
  const response = await request.get('/api/tournaments', { params: { gender, page_size: 100 } });
  const body = (await response.json()) as { data: Array<{ id: string; name: string }> };
  const tournament = body.data.find((candidate) => candidate.name === name);
  if (!tournament) throw new Error(`no seeded tournament named ${name}`);
  return { id: tournament.id, path: `/tournaments/${tournament.id}` };
}

export function drawOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Draw' });
}

/** The match cards of one round, in order. */
export function roundMatches(page: Page, round: string): Locator {
  return drawOf(page).getByRole('list', { name: round, exact: true }).getByRole('group');
}

export function scoreDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Select Score' });
}

/** Picks a player of a match card (0: the upper one) with a score, or the winner alone with `null`. */
export async function pick(page: Page, match: Locator, slot: 0 | 1, score: '3-0' | '3-1' | '3-2' | null) {
  await match.getByRole('button').nth(slot).click();
  const dialog = scoreDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: score ?? 'Winner only, no score' }).click();
  await expect(dialog).toBeHidden();
  await expect(match.getByRole('button').nth(slot)).toHaveAttribute('aria-pressed', 'true');
}

/** Picks every match still open, round by round, always the upper player. Returns how many it picked. */
export async function pickTheRest(page: Page, score: '3-0' | '3-1' | '3-2' | null = '3-1'): Promise<number> {
  let picked = 0;
  const rounds = await drawOf(page).getByRole('heading', { level: 3 }).allTextContents();
  for (const round of rounds) {
    const matches = roundMatches(page, round);
    const count = await matches.count();
    for (let index = 0; index < count; index += 1) {
      const match = matches.nth(index);
      if ((await match.locator('[aria-pressed="true"]').count()) > 0) continue;
      await pick(page, match, 0, score);
      picked += 1;
    }
  }
  return picked;
}

export function submitBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Your tips' });
}

/** An API client signed in as the demo admin, for what the back office does during a test. */
export async function adminApi(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  const signIn = await context.post('/api/auth/sign-in/email', {
    data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(signIn.status(), 'the demo admin signs in').toBe(200);
  return context;
}

export interface ApiMatch {
  id: string;
  roundName: string;
  position: number;
  isCompleted: boolean;
  winnerId: string | null;
  gameScore: string | null;
  playerOne: { id: string; fullName: string } | null;
  playerTwo: { id: string; fullName: string } | null;
}

export async function tournamentMatches(request: APIRequestContext, tournamentId: string): Promise<ApiMatch[]> {
  const response = await request.get(`/api/tournaments/${tournamentId}`);
  const body = (await response.json()) as { data: { rounds: Array<{ matches: ApiMatch[] }> } };
  return body.data.rounds.flatMap((round) => round.matches);
}

export interface MyEntry {
  id: string;
  tournamentId: string;
  score: number;
  possibleScore: number;
  points: number;
  maxPoints: number;
  rank: number | null;
}

/** The signed-in fan's entry in a tournament, as the server has it now. */
export async function myEntry(request: APIRequestContext, tournamentId: string): Promise<MyEntry> {
  const body = (await (await request.get('/api/entries')).json()) as { data: MyEntry[] };
  const entry = body.data.find((candidate) => candidate.tournamentId === tournamentId);
  if (!entry) throw new Error('no entry in this tournament');
  return entry;
}

export interface EntryTip {
  matchId: string;
  predictedWinnerId: string;
  predictedScore: '3-0' | '3-1' | '3-2' | null;
}

export async function entryTips(request: APIRequestContext, entryId: string): Promise<EntryTip[]> {
  const body = (await (await request.get(`/api/entries/${entryId}`)).json()) as { data: { matchTips: EntryTip[] } };
  return body.data.matchTips;
}
