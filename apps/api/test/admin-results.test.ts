import type { Match, Tournament, TournamentDetail } from '@squash/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoSessions, ORIGIN, type TestContext } from './helpers.js';

let ctx: TestContext;
let admin: string;
let fan: string;
let active: TournamentDetail;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  ({ admin, fan } = await demoSessions(ctx.app));
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?status=ACTIVE' })).json()
    .data as Tournament[];
  active = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${list[0]?.id}` })).json().data;
});
afterAll(async () => ctx?.close());

const post = (cookie: string | undefined, matchId: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/matches/${matchId}/result`,
    headers: cookie ? { cookie, origin: ORIGIN } : {},
    payload,
  });

describe('POST /api/admin/matches/:id/result', () => {
  const open = () =>
    active.rounds.flatMap((r) => r.matches).find((m) => !m.isCompleted && m.playerOne && m.playerTwo) as Match;

  it('answers 401 and 403 before anything else', async () => {
    expect((await post(undefined, open().id, {})).statusCode).toBe(401);
    expect((await post(fan, open().id, {})).statusCode).toBe(403);
  });

  it('validates the body and the id', async () => {
    const bad = await post(admin, open().id, { winnerId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Winner is required');
    expect((await post(admin, 'not-a-uuid', { winnerId: open().playerOne?.id })).statusCode).toBe(400);
    expect(
      (await post(admin, '00000000-0000-4000-8000-000000000000', { winnerId: open().playerOne?.id, gameScore: '3-0' }))
        .statusCode,
    ).toBe(404);
    const noScore = await post(admin, open().id, { winnerId: open().playerOne?.id });
    expect(noScore.statusCode).toBe(400);
    expect(noScore.json().error.message).toBe('A played match needs its game score: 3-0, 3-1 or 3-2');
  });

  it('records a result and the leaderboard moves', async () => {
    const match = open();
    const before = (
      await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${active.id}/leaderboard?page_size=100` })
    ).json().data;
    const response = await post(admin, match.id, {
      winnerId: match.playerTwo?.id,
      outcome: 'played',
      gameScore: '3-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ isCompleted: true, winnerId: match.playerTwo?.id, gameScore: '3-1' });
    const after = (
      await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${active.id}/leaderboard?page_size=100` })
    ).json().data;
    expect(after[0].possibleScore).toBe(before[0].possibleScore + 1);
  });
});
