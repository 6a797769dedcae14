import type { Entry, FanRecord, LeaderboardRow, Tournament, TournamentDetail } from '@squash/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, getJson, signedInUser, type TestContext } from './helpers.js';

/*
 * A fan's record: what it lists is the fan's entries as the leaderboards have them, each badge is earned as
 * its rule says (checked against the picks and the results), and a private record is the name alone.
 */
let ctx: TestContext;
let finished: Tournament;
let winner: LeaderboardRow;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const list = await getJson<{ data: Tournament[] }>(
    ctx.app,
    '/api/tournaments?status=COMPLETED,SCORED,PAYING,PAID&page_size=50',
  );
  // The demo's finished main bracket with the most entries.
  const candidates = list.body.data.filter((tournament) => tournament.parent === null);
  let best: { tournament: Tournament; rows: LeaderboardRow[] } | undefined;
  for (const tournament of candidates) {
    const rows = (
      await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${tournament.id}/leaderboard?page_size=100`)
    ).body.data;
    if (!best || rows.length > best.rows.length) best = { tournament, rows };
  }
  if (!best?.rows[0]) throw new Error('the demo has no finished tournament with entries');
  finished = best.tournament;
  winner = best.rows[0];
});
afterAll(async () => ctx?.close());

const recordOf = async (username: string, cookie?: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/fans/${encodeURIComponent(username)}`,
    headers: cookie ? asUser(cookie) : {},
  });
  return { status: response.statusCode, body: response.json() };
};

describe("a fan's record", () => {
  it('lists every tournament the fan entered with the finish, points and entrants the leaderboards show', async () => {
    const { status, body } = await recordOf(winner.username.toUpperCase());
    expect(status).toBe(200);
    const record = body.data as FanRecord;
    expect(record.username).toBe(winner.username);
    expect(record.private).toBe(false);
    const played = record.tournaments.find((tournament) => tournament.tournamentId === finished.id);
    expect(played).toMatchObject({
      entryId: winner.entryId,
      rank: winner.rank,
      points: winner.points,
      score: winner.score,
    });
    const board = await getJson<{ pageInfo: { totalRecords: number } }>(
      ctx.app,
      `/api/tournaments/${finished.id}/leaderboard`,
    );
    expect(played?.entrants).toBe(board.body.pageInfo.totalRecords);
    for (const tournament of record.tournaments) {
      const row = (
        await getJson<{ data: LeaderboardRow[] }>(
          ctx.app,
          `/api/tournaments/${tournament.tournamentId}/leaderboard?page_size=100`,
        )
      ).body.data.find((each) => each.entryId === tournament.entryId);
      if (tournament.status !== 'UPCOMING') expect(tournament.points).toBe(row?.points);
      else expect(tournament.rank).toBeNull();
    }
    expect(record.bestFinish?.rank).toBe(1);
  });

  it("gives the season's rank the season leaderboard gives", async () => {
    const record = (await recordOf(winner.username)).body.data as FanRecord;
    expect(record.seasons.length).toBeGreaterThan(0);
    for (const season of record.seasons) {
      const table = await getJson<{ data: Array<{ username: string; rank: number; points: number }> }>(
        ctx.app,
        `/api/leaderboard?season=${season.label}&page_size=100`,
      );
      const row = table.body.data.find((each) => each.username === winner.username);
      expect({ rank: season.rank, points: season.points }).toEqual({ rank: row?.rank, points: row?.points });
    }
  });

  it('earns each badge by its rule: the winner, the champion called, a round without a miss', async () => {
    const record = (await recordOf(winner.username)).body.data as FanRecord;
    const entrants = record.tournaments.find((each) => each.tournamentId === finished.id)?.entrants;
    expect(record.badges).toContainEqual({
      kind: 'WINNER',
      tournamentId: finished.id,
      detail: `Finished 1st of ${entrants} in ${finished.name}.`,
      facts: { tournament: finished.name, rank: 1, entrants },
    });
    // Every pick badge holds against the fan's picks and the draw's results.
    for (const badge of record.badges.filter(
      (each) => each.kind === 'CHAMPION_PICKED' || each.kind === 'PERFECT_ROUND',
    )) {
      const entryId = record.tournaments.find((each) => each.tournamentId === badge.tournamentId)?.entryId;
      const picks = (await getJson<{ data: Pick<Entry, 'matchTips'> }>(ctx.app, `/api/entries/${entryId}/picks`)).body
        .data;
      const detail = (await getJson<{ data: TournamentDetail }>(ctx.app, `/api/tournaments/${badge.tournamentId}`)).body
        .data;
      const tip = new Map(picks.matchTips.map((each) => [each.matchId, each.predictedWinnerId]));
      if (badge.kind === 'CHAMPION_PICKED') {
        const final = detail.rounds.at(-1)?.matches[0];
        expect(final?.isCompleted).toBe(true);
        expect(tip.get(final?.id ?? '')).toBe(final?.winnerId);
      } else {
        const round = detail.rounds.find((each) => badge.detail.includes(`in the ${each.name} of`));
        const played = round?.matches.filter((match) => !match.isBye) ?? [];
        expect(played.length).toBeGreaterThanOrEqual(2);
        for (const match of played) expect(tip.get(match.id)).toBe(match.winnerId);
      }
    }
  });

  it('answers an unknown fan with 404', async () => {
    const { status, body } = await recordOf('nobody-by-this-name');
    expect(status).toBe(404);
    expect(body.error.message).toBe('Fan not found');
  });
});

describe('a private record', () => {
  it('shows others the name alone, and the fan their whole record', async () => {
    const cookie = await signedInUser(ctx.app, 'shy.fan@example.org');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(cookie) })).json().data;
    const made = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: asUser(cookie),
      payload: { profilePrivate: true },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.profilePrivate).toBe(true);
    const seen = (await recordOf(me.username)).body.data as FanRecord;
    expect(seen).toEqual({
      username: me.username,
      private: true,
      isOwn: false,
      tournaments: [],
      bestFinish: null,
      seasons: [],
      badges: [],
    });
    // The same answer for every reader of the name, the fan included; their own, whole, at /api/user/record.
    expect((await recordOf(me.username, cookie)).body.data).toEqual(seen);
    const own = (await ctx.app.inject({ method: 'GET', url: '/api/user/record', headers: asUser(cookie) })).json()
      .data as FanRecord;
    expect(own).toMatchObject({ username: me.username, private: true, isOwn: true });
    // A bad value is named.
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: asUser(cookie),
      payload: { profilePrivate: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/profilePrivate must be true or false/);
  });
});

describe('a renamed fan', () => {
  it('is found by the old name, until another fan takes it (issue 63)', async () => {
    const cookie = await signedInUser(ctx.app, 'renamer@example.org');
    const rename = (to: string, as = cookie) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/user', headers: asUser(as), payload: { username: to } });
    expect((await rename('first_name')).statusCode).toBe(200);
    expect((await rename('second_name')).statusCode).toBe(200);
    for (const old of ['first_name', 'FIRST_NAME', 'second_name']) {
      const found = await ctx.app.inject({ method: 'GET', url: `/api/fans/${old}` });
      expect(found.statusCode, old).toBe(200);
      expect(found.json().data.username).toBe('second_name');
    }
    // Another fan takes the old name: it is theirs now.
    const other = await signedInUser(ctx.app, 'taker@example.org');
    expect((await rename('first_name', other)).statusCode).toBe(200);
    const taken = await ctx.app.inject({ method: 'GET', url: '/api/fans/first_name' });
    expect(taken.json().data.username).toBe('first_name');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/fans/never_a_name' })).statusCode).toBe(404);
  });
});
