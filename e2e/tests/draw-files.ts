import type { APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { expect } from '../playwright-utils';

/*
 * Tournaments of a test's own, made as the back office makes them: a draw file (psa-draw-fixture/v1)
 * uploaded to /api/admin/tournaments-upload. Players are named by the test and numbered p1, p2, ...
 */

/** A scheduled match of a draw file: its players by number (none after Round 1) and where its winner goes. */
export function drawMatch(
  id: string,
  position: number,
  pair: [string, string] | null,
  next: string | null,
  slot: 1 | 2,
) {
  return {
    id,
    position,
    player1: pair?.[0] ?? null,
    player2: pair?.[1] ?? null,
    status: 'scheduled',
    winner: null,
    games: null,
    gameScores: [],
    scheduledLocal: null,
    nextMatch: next ? { matchId: next, slot } : null,
  };
}

/** The rounds of an eight-player draw: quarter-finals p1-p2, p3-p4, p5-p6, p7-p8, then the semi-finals and the final. */
export function eightPlayerRounds() {
  return [
    [
      drawMatch('q1', 1, ['p1', 'p2'], 's1', 1),
      drawMatch('q2', 2, ['p3', 'p4'], 's1', 2),
      drawMatch('q3', 3, ['p5', 'p6'], 's2', 1),
      drawMatch('q4', 4, ['p7', 'p8'], 's2', 2),
    ],
    [drawMatch('s1', 1, null, 'f', 1), drawMatch('s2', 2, null, 'f', 2)],
    [drawMatch('f', 1, null, null, 1)],
  ];
}

/** Uploads a men's draw (a tournament being created) and answers its id. */
export async function uploadDraw(
  admin: APIRequestContext,
  draw: {
    key: string;
    name: string;
    startDate: string;
    endDate: string;
    /** Full names, p1 first. */
    players: readonly string[];
    /** Each round's matches, Round 1 first (`drawMatch`). */
    rounds: ReadonlyArray<ReadonlyArray<ReturnType<typeof drawMatch>>>;
  },
): Promise<string> {
  const content = JSON.stringify({
    schema: 'psa-draw-fixture/v1',
    tournaments: [
      {
        key: draw.key,
        name: draw.name,
        sourceUrl: `https://squash.example.org/events/${draw.key}`,
        location: 'Wellington, New Zealand',
        startDate: draw.startDate,
        endDate: draw.endDate,
        competitions: [
          {
            gender: 'mens',
            drawSize: draw.players.length,
            players: draw.players.map((fullName, i) => ({
              id: `p${i + 1}`,
              fullName,
              country: null,
              seed: null,
              entry: null,
            })),
            rounds: draw.rounds.map((matches, i) => ({ index: i + 1, matches })),
          },
        ],
      },
    ],
  });
  // API writes carry the site's Origin, as the browser's do (the server checks it).
  const uploaded = await admin.post('/api/admin/tournaments-upload', {
    data: { content, gender: 'mens' },
    headers: { Origin: BASE_URL },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { data: { id: string } }).data.id;
}
