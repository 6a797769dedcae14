import type { Entry, MatchTip, MyEntry, Tournament, TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { asUser, bracketTips, createTestApp, signedInUser, type TestContext } from './helpers.js';

let ctx: TestContext;
let fan: string;
let rival: string;
let upcoming: TournamentDetail;
let active: Tournament;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  fan = await signedInUser(ctx.app, 'tipper@example.org');
  rival = await signedInUser(ctx.app, 'rival@example.org');
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?status=UPCOMING,ACTIVE' })).json()
    .data as Tournament[];
  const upcomingId = list.find((t) => t.status === 'UPCOMING')?.id;
  active = list.find((t) => t.status === 'ACTIVE') as Tournament;
  upcoming = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${upcomingId}` })).json().data;
});
afterAll(async () => ctx?.close());

const submit = (cookie: string, tournamentId: string, matchTips: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/tournaments/${tournamentId}/entries`,
    headers: asUser(cookie),
    payload: { matchTips } as object,
  });
const update = (cookie: string, entryId: string, body: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/entries/${entryId}/match-tips`,
    headers: asUser(cookie),
    payload: body as object,
  });

async function savedTips(entryId: string) {
  return queryRows<{ match_id: string; predicted_winner_id: string; predicted_score: string | null }>(
    ctx.database.db,
    sql`select match_id, predicted_winner_id, predicted_score from match_tips where entry_id = ${entryId} order by match_id`,
  );
}

describe('submitting an entry', () => {
  it('needs a signed-in fan', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${upcoming.id}/entries`,
      payload: { matchTips: bracketTips(upcoming) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses incomplete, inconsistent and malformed tips, saving nothing', async () => {
    const tips = bracketTips(upcoming);
    const cases: Array<[unknown, number, string | RegExp]> = [
      [[], 422, "You need to predict winners for all 15 matches before submitting. You've predicted 0 matches."],
      [
        tips.slice(0, 10),
        422,
        "You need to predict winners for all 15 matches before submitting. You've predicted 10 matches.",
      ],
      [[...tips, tips[0]], 422, 'You have more than one tip for Round 1 match 1'],
      [
        tips.map((tip, i) =>
          i === 0
            ? {
                ...tip,
                predictedWinnerId:
                  (tips.at(-1) as MatchTip).predictedWinnerId === tip.predictedWinnerId
                    ? tips[3]?.predictedWinnerId
                    : tips.at(-1)?.predictedWinnerId,
              }
            : tip,
        ),
        422,
        /^Your pick for Round 1 match 1 is not one of its players$|^Your pick for .* must be a player you picked to win the match before it$/,
      ],
      [
        tips.map((tip, i) => (i === 0 ? { ...tip, predictedScore: '4-0' } : tip)),
        400,
        'predictedScore must be 3-0, 3-1 or 3-2',
      ],
      [tips.map((tip, i) => (i === 0 ? { ...tip, matchId: 'nope' } : tip)), 400, 'matchId must be a valid UUID'],
      ['not a list', 400, 'matchTips must be a list of tips'],
    ];
    for (const [matchTips, status, message] of cases) {
      const response = await submit(fan, upcoming.id, matchTips);
      expect(response.statusCode, JSON.stringify(message)).toBe(status);
      expect(response.json().error.message).toMatch(message);
    }
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from entries e join users u on u.id = e.user_id where u.email = 'tipper@example.org'`,
    );
    expect(count?.n).toBe(0);
  });

  it('refuses a later-round pick the fan did not pick to win the feeding match', async () => {
    const tips = bracketTips(upcoming);
    const final = upcoming.rounds.at(-1)?.matches[0];
    const semi = upcoming.rounds.at(-2)?.matches[1];
    const losingSemiPlayer = tips.find((tip) => tip.matchId === semi?.id)?.predictedWinnerId;
    const wrong = tips.map((tip) =>
      tip.matchId === final?.id
        ? { ...tip, predictedWinnerId: upcoming.rounds[0]?.matches[0]?.playerTwo?.id as string }
        : tip,
    );
    const response = await submit(fan, upcoming.id, wrong);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Your pick for Final match 1 must be a player you picked to win the match before it',
    );
    expect(losingSemiPlayer).toBeTruthy();
    // In the fan's language, the match named in it too; and an incomplete bracket with its counts.
    const inLanguage = (lang: string, matchTips: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/tournaments/${upcoming.id}/entries`,
        headers: { ...asUser(fan), cookie: `${fan}; lang=${lang}` },
        payload: { matchTips } as object,
      });
    expect((await inLanguage('fr', wrong)).json().error.message).toBe(
      'Votre choix pour Finale, match 1 doit être un joueur que vous avez donné vainqueur du match précédent',
    );
    expect((await inLanguage('ar', tips.slice(0, 10))).json().error.message).toBe(
      'عليك توقّع الفائز في كل المباريات (15) قبل الإرسال. توقّعت 10 حتى الآن.',
    );
  });

  it('saves a full entry once, with optional scores', async () => {
    const tips = bracketTips(upcoming).map((tip, i) => (i % 2 ? { ...tip, predictedScore: null } : tip));
    const response = await submit(fan, upcoming.id, tips);
    expect(response.statusCode).toBe(201);
    const entry = response.json().data as Entry;
    expect(entry).toMatchObject({ tournamentId: upcoming.id, status: 'OPEN', finalizedAt: null });
    expect(entry.matchTips).toHaveLength(15);
    expect(entry.matchTips.filter((tip) => tip.predictedScore === null)).toHaveLength(7);
    // Everything still to play for: 10 per tip, +1 for each of the 8 with a game score.
    expect(entry).toMatchObject({ points: 0, maxPoints: 15 * 10 + 8 });

    const again = await submit(fan, upcoming.id, tips);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You already have an entry for this tournament: update it instead');
  });

  it("lists the fan's entries and leaderboard rows", async () => {
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/entries', headers: { cookie: fan } });
    const list = mine.json().data as MyEntry[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ tournament: { id: upcoming.id, status: 'UPCOMING' }, tipCount: 15 });
    const rows = await ctx.app.inject({
      method: 'GET',
      url: `/api/tournaments/${upcoming.id}/user-leaderboard`,
      headers: { cookie: fan },
    });
    expect(rows.json().data).toEqual([expect.objectContaining({ entryId: list[0]?.id, username: 'tipper' })]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${upcoming.id}/user-leaderboard` })).statusCode,
    ).toBe(401);
  });
});

describe('updating an entry', () => {
  let entryId: string;
  beforeAll(async () => {
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/entries', headers: { cookie: fan } });
    entryId = mine.json().data[0].id;
  });

  it('replaces every tip, taking the body as { matchTips } or a bare list', async () => {
    const flipped = bracketTips(upcoming, (_one, two) => two);
    const response = await update(fan, entryId, { matchTips: flipped });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.maxPoints).toBe(flipped.length * 10 + flipped.filter((t) => t.predictedScore).length);
    expect((await savedTips(entryId)).map((t) => t.predicted_winner_id).sort()).toEqual(
      flipped.map((t) => t.predictedWinnerId).sort(),
    );
    expect((await update(fan, entryId, bracketTips(upcoming))).statusCode).toBe(200);
  });

  it('leaves the saved tips untouched when an update is refused', async () => {
    const before = await savedTips(entryId);
    const response = await update(fan, entryId, { matchTips: bracketTips(upcoming).slice(1) });
    expect(response.statusCode).toBe(422);
    expect(await savedTips(entryId)).toEqual(before);
  });

  it('lets only the owner change or read it', async () => {
    const before = await savedTips(entryId);
    const response = await update(rival, entryId, { matchTips: bracketTips(upcoming, (_o, t) => t) });
    // 404 on PUT as on GET: another fan's entry doesn't exist, as far as anyone else can tell.
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Entry not found');
    expect(await savedTips(entryId)).toEqual(before);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/entries/${entryId}`, headers: { cookie: rival } })).statusCode,
    ).toBe(404);
    expect((await update(fan, '00000000-0000-4000-8000-000000000000', { matchTips: [] })).statusCode).toBe(404);
  });

  it('locks at the start, to the millisecond, before any job has run', async () => {
    const startsAt = Date.parse(upcoming.startsAt as string);
    const tips = bracketTips(upcoming, (_o, t) => t);
    ctx.clock.set(new Date(startsAt - 1));
    try {
      expect((await update(fan, entryId, { matchTips: tips })).statusCode).toBe(200);
      const before = await savedTips(entryId);
      ctx.clock.set(new Date(startsAt));
      const late = await update(fan, entryId, { matchTips: bracketTips(upcoming) });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe('Tips are locked: this tournament has already started');
      expect(await savedTips(entryId)).toEqual(before);
      const lateNew = await submit(rival, upcoming.id, bracketTips(upcoming));
      expect(lateNew.statusCode).toBe(409);
      const [stored] = await queryRows<{ status: string }>(
        ctx.database.db,
        sql`select status from tournaments where id = ${upcoming.id}`,
      );
      expect(stored?.status).toBe('UPCOMING');
    } finally {
      ctx.clock.set('2026-11-21T15:00:00.000Z');
    }
  });

  it('refuses tips for a tournament already under way', async () => {
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${active.id}` })).json()
      .data as TournamentDetail;
    const response = await submit(rival, active.id, bracketTips(detail));
    expect(response.statusCode).toBe(409);
  });

  it('404s an unknown tournament', async () => {
    const response = await submit(rival, '00000000-0000-4000-8000-000000000000', []);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Tournament not found');
  });
});

describe('concurrent submissions', () => {
  it('keep one entry per fan and tournament', async () => {
    const racer = await signedInUser(ctx.app, 'racer@example.org');
    const tips = bracketTips(upcoming);
    const responses = await Promise.all([
      submit(racer, upcoming.id, tips),
      submit(racer, upcoming.id, tips),
      submit(racer, upcoming.id, tips),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from entries e join users u on u.id = e.user_id where u.email = 'racer@example.org'`,
    );
    expect(count?.n).toBe(1);
  });
});

describe('crowd picks', () => {
  it('are hidden before the lock and shown after, as whole percents per match', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${upcoming.id}/pick-stats` });
    expect(before.statusCode).toBe(409);
    expect(before.json().error.message).toBe('Pick percentages appear once the tournament starts');
    const after = await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${active.id}/pick-stats` });
    expect(after.statusCode).toBe(200);
    const stats = after.json().data as Array<{
      matchId: string;
      total: number;
      picks: Array<{ count: number; percent: number }>;
    }>;
    expect(stats.length).toBeGreaterThan(10);
    for (const match of stats) {
      expect(match.picks.reduce((sum, pick) => sum + pick.count, 0)).toBe(match.total);
      const percents = match.picks.reduce((sum, pick) => sum + pick.percent, 0);
      expect(percents).toBeGreaterThanOrEqual(99);
      expect(percents).toBeLessThanOrEqual(101);
    }
  });
});
