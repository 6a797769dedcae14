import {
  type Entry,
  type EntryComparison,
  type EntryPicks,
  type LeaderboardRow,
  type TournamentDetail,
  tipPoints,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterNotice,
  asUser,
  bracketTips,
  createTestApp,
  getJson,
  signedInUser,
  type TestContext,
  upcomingTournament,
} from './helpers.js';

/*
 * Another fan's picks: nobody reads them before the lock, by any route or cached answer (the caches run as in
 * production); after it, anyone reads what the owner sees, and two entries compare by the scoring rules.
 */
let ctx: TestContext;
let owner: string;
let rival: string;
let upcoming: TournamentDetail;
let ownEntry: Entry;
let rivalEntry: Entry;
/** The demo's tournament under way, with results in and matches to come. */
let activeId: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  owner = await signedInUser(ctx.app, 'owner@example.org');
  rival = await signedInUser(ctx.app, 'peeker@example.org');
  upcoming = await upcomingTournament(ctx.app);
  const active = await getJson<{ data: Array<{ id: string }> }>(ctx.app, '/api/tournaments?status=ACTIVE&page_size=1');
  activeId = active.body.data[0]?.id ?? '';
  const enter = async (cookie: string, choose: (one: string, two: string) => string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${upcoming.id}/entries`,
      headers: asUser(cookie),
      payload: { matchTips: bracketTips(upcoming, choose) },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as Entry;
  };
  ownEntry = await enter(owner, (one) => one);
  rivalEntry = await enter(rival, (_one, two) => two);
});
afterAll(async () => ctx?.close());

const picksOf = (entryId: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/entries/${entryId}/picks`, headers: cookie ? asUser(cookie) : {} });
const compare = (a: string, b: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/entries/${a}/compare/${b}`, headers: cookie ? asUser(cookie) : {} });

describe('before the lock', () => {
  it("lets nobody read another fan's picks: not a visitor, not a rival, not twice through the cache", async () => {
    for (const cookie of [undefined, rival, undefined, rival]) {
      const response = await picksOf(ownEntry.id, cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe("A fan's picks are shown once the tournament starts");
      const compared = await compare(rivalEntry.id, ownEntry.id, cookie);
      expect(compared.statusCode).toBe(409);
    }
    // The owner's own route stays the owner's.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/entries/${ownEntry.id}`, headers: asUser(rival) })).statusCode,
    ).toBe(404);
  });

  it('shows no picks in the leaderboard rows or the crowd figures either', async () => {
    const board = await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${upcoming.id}/leaderboard`);
    expect(JSON.stringify(board.body)).not.toContain('predictedWinnerId');
    expect((await getJson(ctx.app, `/api/tournaments/${upcoming.id}/pick-stats`)).status).toBe(409);
  });
});

describe('after the lock', () => {
  beforeAll(() => {
    ctx.clock.set(new Date(new Date(upcoming.startsAt ?? '').getTime() + 1000));
  });

  it("shows anyone the picks the owner sees, with the row's figures and the champion picked", async () => {
    const own = (
      await ctx.app.inject({ method: 'GET', url: `/api/entries/${ownEntry.id}`, headers: asUser(owner) })
    ).json().data as Entry;
    const response = await picksOf(ownEntry.id);
    expect(response.statusCode).toBe(200);
    const picks = response.json().data as EntryPicks;
    expect(picks.matchTips).toEqual(own.matchTips);
    expect(picks).toMatchObject({
      entryId: own.id,
      tournamentId: upcoming.id,
      username: expect.any(String),
      points: own.points,
      maxPoints: own.maxPoints,
    });
    const final = upcoming.rounds.at(-1)?.matches[0];
    expect(picks.championId).toBe(own.matchTips.find((tip) => tip.matchId === final?.id)?.predictedWinnerId);
    // Signed in or not, the same answer.
    expect((await picksOf(ownEntry.id, rival)).json().data).toEqual(picks);
  });

  it('answers a missing or malformed entry with a clear error', async () => {
    const missing = await picksOf('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Entry not found');
    const malformed = await picksOf('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect((await compare(ownEntry.id, 'nope')).json().error.message).toMatch(/otherId must be a valid UUID/);
  });

  it('no longer shows a refunded entry', async () => {
    expect((await picksOf(rivalEntry.id)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update entries set status = 'REFUNDED' where id = ${rivalEntry.id}`);
    const gone = await afterNotice(
      () => picksOf(rivalEntry.id),
      (response) => response.statusCode === 404,
    );
    expect(gone.statusCode).toBe(404);
    expect((await compare(ownEntry.id, rivalEntry.id)).statusCode).toBe(404);
  });
});

describe('comparing two entries on a part-played draw', () => {
  it('gives each decided difference the points the scoring rule gives, adding up to the gap between them', async () => {
    const detail = (await getJson<{ data: TournamentDetail }>(ctx.app, `/api/tournaments/${activeId}`)).body.data;
    const matches = new Map(detail.rounds.flatMap((round) => round.matches).map((match) => [match.id, match]));
    expect([...matches.values()].some((match) => match.isCompleted && !match.isBye)).toBe(true);
    expect([...matches.values()].some((match) => !match.isCompleted)).toBe(true);

    const rows = (
      await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${activeId}/leaderboard?page_size=50`)
    ).body.data;
    const [first, last] = [rows[0], rows.at(-1)];
    if (!first || !last || first.entryId === last.entryId) throw new Error('the demo has too few entries to compare');
    const response = await compare(first.entryId, last.entryId);
    expect(response.statusCode).toBe(200);
    const { a, b, differences, agreed, atStake } = response.json().data as EntryComparison;
    expect([a.points, b.points]).toEqual([first.points, last.points]);

    let gap = 0;
    for (const difference of differences) {
      const match = matches.get(difference.matchId);
      if (!match) throw new Error(`difference on a match not in the draw: ${difference.matchId}`);
      if (match.isCompleted && match.winnerId) {
        const decided = { winnerId: match.winnerId, gameScore: match.gameScore };
        expect(difference.points).toEqual({
          a: difference.a ? tipPoints(difference.a, decided) : 0,
          b: difference.b ? tipPoints(difference.b, decided) : 0,
        });
        gap += (difference.points?.a ?? 0) - (difference.points?.b ?? 0);
      } else {
        expect(difference.points).toBeNull();
        for (const swing of difference.swings) {
          expect([difference.a?.predictedWinnerId, difference.b?.predictedWinnerId]).toContain(swing.winnerId);
          expect(Math.abs(swing.gain)).toBe(difference.scoreOnly ? 1 : 10);
          if (difference.scoreOnly) {
            expect([difference.a?.predictedScore, difference.b?.predictedScore]).toContain(swing.score);
          }
        }
      }
    }
    // What they agree on scores the same for both: the gap is the decided differences'.
    expect(gap).toBe(a.points - b.points);
    expect(agreed + differences.length).toBeLessThanOrEqual(matches.size);
    expect(atStake.a + atStake.b).toBe(
      differences.flatMap((difference) => difference.swings).reduce((sum, swing) => sum + Math.abs(swing.gain), 0),
    );
  });

  it('refuses two entries of different tournaments, naming the problem', async () => {
    const activeRows = (await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${activeId}/leaderboard`))
      .body.data;
    const response = await compare(ownEntry.id, activeRows[0]?.entryId ?? '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The two entries are of different tournaments');
  });
});

describe("'Compare with' any entry (issue 63)", () => {
  const search = (q: string, id = upcoming.id) =>
    ctx.app.inject({ method: 'GET', url: `/api/tournaments/${id}/entries-search?q=${encodeURIComponent(q)}` });

  it("finds any entry of the tournament by its fan's name, names that start with it first", async () => {
    const found = await search('PEEK');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({ entryId: rivalEntry.id, username: 'peeker', points: 0 });
    // 'er' is in both names: ten at most, the one starting with it (none here) first, then by place.
    const both = (await search('er')).json().data.map((row: { username: string }) => row.username);
    expect(both).toEqual(expect.arrayContaining(['owner', 'peeker']));
    expect(both.length).toBeLessThanOrEqual(10);
    // A LIKE wildcard is a character like any other.
    expect((await search('%')).json().data).toEqual([]);
  });

  it('answers a bad or missing name, or an unknown tournament, with a clear error', async () => {
    expect((await search('')).statusCode).toBe(400);
    expect((await search('x'.repeat(31))).statusCode).toBe(400);
    expect((await search('owner', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await search('owner', 'not-a-uuid')).statusCode).toBe(400);
  });
});
