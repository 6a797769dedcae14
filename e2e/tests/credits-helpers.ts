import { type APIRequestContext, type Page, request as playwrightRequest, type TestInfo } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { createVerifiedUser, expect } from '../playwright-utils';
import { drawMatch, uploadDraw } from './draw-files';

/*
 * Shared steps of the credits specs (credits-*.spec.ts): a paid tournament of the test's own (the demo's
 * are free on the e2e server, so the tipping stories need no credits), and the test checkout's card form.
 */

const DAY_MS = 86_400_000;
const headers = { Origin: BASE_URL };

export interface PaidTournament {
  id: string;
  name: string;
  path: string;
  /** Round 1's two matches and the final, with their players once known. */
  matches(): Promise<
    Array<{ id: string; roundName: string; playerOne: { id: string } | null; playerTwo: { id: string } | null }>
  >;
  remove(): Promise<void>;
}

/**
 * A four-player tournament of this test's own, open for tips (starting in ten days) with an entry fee
 * of `feeCredits`, created as the back office does: a draw file upload, then the fee, status and start.
 */
export async function createPaidTournament(
  admin: APIRequestContext,
  testInfo: TestInfo,
  {
    feeCredits = 1,
    prizes = {},
  }: {
    feeCredits?: number;
    /** How it pays (issue 62, point 3), set with the opening: fixed prizes and their sponsor, or free for glory. */
    prizes?: {
      prizeModel?: string;
      fixedPrizes?: Array<{ place: number; kind: string; amount: number }>;
      prizeSponsor?: string;
    };
  } = {},
): Promise<PaidTournament> {
  const suffix = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`;
  const key = `paid-open-${suffix}`;
  const name = `Paid Open ${suffix}`;
  const start = new Date(Date.now() + 10 * DAY_MS);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const id = await uploadDraw(admin, {
    key,
    name,
    startDate: day(start),
    endDate: day(new Date(start.getTime() + DAY_MS)),
    players: ['Ana', 'Bea', 'Cai', 'Dee'].map((first) => `${first} Paidtest ${suffix}`),
    rounds: [
      [drawMatch('m1', 1, ['p1', 'p2'], 'm3', 1), drawMatch('m2', 2, ['p3', 'p4'], 'm3', 2)],
      [drawMatch('m3', 1, null, null, 1)],
    ],
  });
  const opened = await admin.patch(`/api/admin/tournaments/${id}`, {
    data: { status: 'UPCOMING', entryFee: feeCredits * 100, startsAt: start.toISOString(), ...prizes },
    headers,
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const detail = (await (await admin.get(`/api/admin/tournaments/${id}`)).json()) as {
    data: { players: Array<{ id: string }> };
  };
  const playerIds = detail.data.players.map((player) => player.id);
  return {
    id,
    name,
    path: `/tournaments/${id}`,
    async matches() {
      const body = (await (await admin.get(`/api/tournaments/${id}`)).json()) as {
        data: {
          rounds: Array<{
            name: string;
            matches: Array<{ id: string; playerOne: { id: string } | null; playerTwo: { id: string } | null }>;
          }>;
        };
      };
      return body.data.rounds.flatMap((round) => round.matches.map((m) => ({ ...m, roundName: round.name })));
    },
    async remove() {
      await admin.delete(`/api/admin/tournaments/${id}`, { headers });
      for (const playerId of playerIds) await admin.delete(`/api/admin/players/${playerId}`, { headers });
    },
  };
}

/** The test checkout: fills the card form and presses Pay. */
export async function payByCard(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await expect(form).toContainText('Test mode: no real card is charged');
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay / }).click();
}

/** The signed-in fan's balance as the server has it, in hundredths of a credit. */
export async function balanceOf(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get('/api/credit-balance')).json()) as { data: { balance: number } };
  return body.data.balance;
}

/** A new fan signed in through the API, with their id. */
export async function apiFan(
  email: string,
): Promise<{ request: APIRequestContext; id: string; email: string; password: string }> {
  const request = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: headers });
  const user = await createVerifiedUser(request, email);
  expect((await request.post('/api/auth/sign-in/email', { data: user })).status()).toBe(200);
  expect((await request.post('/api/users-sync')).status()).toBe(200);
  await request.patch('/api/user', {
    data: { acceptedTermsAt: new Date().toISOString(), dateOfBirth: '1990-06-15', country: 'AU' },
  });
  const me = (await (await request.get('/api/user-details')).json()) as { data: { id: string } };
  return { request, id: me.data.id, email: user.email, password: user.password };
}
