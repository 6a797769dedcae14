import type { LeaderboardRow, Match, PageInfo, Player, Tournament, TournamentDetail } from '@squash/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterNotice, createTestApp, getJson, type TestContext } from './helpers.js';

type Page<T> = { data: T[]; pageInfo: PageInfo };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

async function tournamentNamed(name: string, gender: 'mens' | 'womens') {
  const { body } = await getJson<Page<Tournament>>(ctx.app, `/api/tournaments?gender=${gender}&page_size=100`);
  const found = body.data.find((t) => t.name === name);
  if (!found) throw new Error(`${name} (${gender}) not seeded`);
  return found;
}

describe('GET /api/health', () => {
  it('answers ok with the database in use', async () => {
    const { status, body } = await getJson<{ status: string }>(ctx.app, '/api/health');
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
  });
});

describe('GET /api/tournaments', () => {
  it('lists the seeded tournaments of both genders, completed, active and upcoming, newest first', async () => {
    const { status, body } = await getJson<Page<Tournament>>(ctx.app, '/api/tournaments');
    expect(status).toBe(200);
    expect(body.pageInfo).toEqual({
      currentPage: 0,
      previousPage: null,
      nextPage: null,
      pageSize: 20,
      totalRecords: 5,
    });
    expect(new Set(body.data.map((t) => t.status))).toEqual(new Set(['PAID', 'ACTIVE', 'UPCOMING']));
    expect(new Set(body.data.map((t) => t.gender))).toEqual(new Set(['mens', 'womens']));
    const nonCompleted = body.data.filter((t) => t.status !== 'PAID');
    expect(new Set(nonCompleted.map((t) => t.gender))).toEqual(new Set(['mens', 'womens']));
    const starts = body.data.map((t) => t.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.data.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Windsor City Open 2023', 'Ponta Lagoa Brazil Open 2023']),
    );
  });

  it('pages with a correct pageInfo', async () => {
    const first = await getJson<Page<Tournament>>(ctx.app, '/api/tournaments?page_size=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.pageInfo).toEqual({
      currentPage: 0,
      previousPage: null,
      nextPage: 1,
      pageSize: 2,
      totalRecords: 5,
    });
    const last = await getJson<Page<Tournament>>(ctx.app, '/api/tournaments?page_size=2&page=2');
    expect(last.body.data).toHaveLength(1);
    expect(last.body.pageInfo).toEqual({
      currentPage: 2,
      previousPage: 1,
      nextPage: null,
      pageSize: 2,
      totalRecords: 5,
    });
    const beyond = await getJson<Page<Tournament>>(ctx.app, '/api/tournaments?page_size=2&page=7');
    expect(beyond.body.data).toEqual([]);
    const ids = [first, last].flatMap((page) => page.body.data.map((t) => t.id));
    expect(new Set(ids).size).toBe(3);
  });

  it('filters by one or more statuses and by gender, and sorts by end date', async () => {
    const active = await getJson<Page<Tournament>>(
      ctx.app,
      '/api/tournaments?status=ACTIVE,UPCOMING&sort_by=end_date&sort_order=asc',
    );
    expect(active.body.data.map((t) => t.status)).toEqual(['ACTIVE', 'UPCOMING']);
    const repeated = await getJson<Page<Tournament>>(ctx.app, '/api/tournaments?status=active&status=upcoming');
    expect(repeated.body.pageInfo.totalRecords).toBe(2);
    const women = await getJson<Page<Tournament>>(ctx.app, '/api/tournaments?gender=womens');
    expect(women.body.data.every((t) => t.gender === 'womens')).toBe(true);
    expect(women.body.pageInfo.totalRecords).toBe(2);
  });

  it('never shows CREATING tournaments', async () => {
    const upcoming = await tournamentNamed("Demo Men's Open 2026", 'mens');
    await ctx.database.db.execute(
      (await import('drizzle-orm')).sql`update tournaments set status = 'CREATING' where id = ${upcoming.id}`,
    );
    try {
      // Written outside the app, as a command-line tool would: the kept reads learn of it from the change notice.
      const { body } = await afterNotice(
        () => getJson<Page<Tournament>>(ctx.app, '/api/tournaments'),
        (answer) => !answer.body.data.some((t) => t.id === upcoming.id),
      );
      expect(body.data.find((t) => t.id === upcoming.id)).toBeUndefined();
      const one = await afterNotice(
        () => getJson(ctx.app, `/api/tournaments/${upcoming.id}`),
        (answer) => answer.status === 404,
      );
      expect(one.status).toBe(404);
    } finally {
      await ctx.database.db.execute(
        (await import('drizzle-orm')).sql`update tournaments set status = 'UPCOMING' where id = ${upcoming.id}`,
      );
    }
  });

  it('reads an upcoming tournament past its start as ACTIVE before any job runs', async () => {
    const upcoming = await tournamentNamed("Demo Men's Open 2026", 'mens');
    const startsAt = upcoming.startsAt as string;
    ctx.clock.set(new Date(Date.parse(startsAt) - 1));
    expect((await getJson<{ data: Tournament }>(ctx.app, `/api/tournaments/${upcoming.id}`)).body.data.status).toBe(
      'UPCOMING',
    );
    ctx.clock.set(startsAt);
    try {
      // A status that moves with the clock needs no write: the read kept from a moment ago lives at most
      // PUBLIC_CACHE_MS, then shows the start.
      await new Promise((resolve) => setTimeout(resolve, ctx.app.config.PUBLIC_CACHE_MS + 50));
      expect((await getJson<{ data: Tournament }>(ctx.app, `/api/tournaments/${upcoming.id}`)).body.data.status).toBe(
        'ACTIVE',
      );
      const { body } = await getJson<Page<Tournament>>(ctx.app, '/api/tournaments?status=UPCOMING');
      expect(body.data).toEqual([]);
    } finally {
      ctx.clock.set('2026-11-21T15:00:00.000Z');
    }
  });
});

describe('GET /api/tournaments/:id', () => {
  it("gives Windsor men's draw: five named rounds, eight byes, George Crowne the champion", async () => {
    const windsor = await tournamentNamed('Windsor City Open 2023', 'mens');
    const { status, body } = await getJson<{ data: TournamentDetail }>(ctx.app, `/api/tournaments/${windsor.id}`);
    expect(status).toBe(200);
    const draw = body.data;
    expect(draw.rounds.map((r) => r.name)).toEqual(['Round 1', 'Round 2', 'Quarter-finals', 'Semi-finals', 'Final']);
    expect(draw.rounds.map((r) => r.matches.length)).toEqual([16, 8, 4, 2, 1]);
    const byes = draw.rounds.flatMap((r) => r.matches).filter((m) => m.isBye);
    expect(byes).toHaveLength(8);
    expect(byes.every((m) => m.roundName === 'Round 1' && m.winnerId !== null)).toBe(true);
    for (const round of draw.rounds) {
      expect(round.matches.map((m) => m.position)).toEqual(round.matches.map((_, i) => i + 1));
    }
    const final = draw.rounds.at(-1)?.matches[0] as Match;
    const champion = [final.playerOne, final.playerTwo].find((p) => p?.id === final.winnerId);
    expect(champion?.fullName).toBe('George Crowne');
    expect(final.nextMatchId).toBeNull();
    expect(draw.players).toHaveLength(24);
    // The demo ranks its players from the neutral fixture's seeds: a Challenger 6 top seed is 450 / 6 = 75th.
    expect(draw.players[0]).toMatchObject({ fullName: 'Connor Turk', seed: 1, worldRank: 75 });
    // Every non-final match feeds the next round at the slot its position gives.
    const byId = new Map(draw.rounds.flatMap((r) => r.matches).map((m) => [m.id, m]));
    for (const match of byId.values()) {
      if (match.roundName === 'Final') continue;
      const next = byId.get(match.nextMatchId as string);
      expect(next?.roundIndex).toBe(match.roundIndex + 1);
      expect(next?.position).toBe(Math.ceil(match.position / 2));
      expect(match.nextMatchPlayerSlot).toBe(match.position % 2 === 1 ? 1 : 2);
      const advanced = match.nextMatchPlayerSlot === 1 ? next?.playerOne : next?.playerTwo;
      expect(advanced?.id).toBe(match.winnerId);
    }
  });

  it("gives the women's walkover as 3-0 with its outcome", async () => {
    const windsor = await tournamentNamed('Windsor City Open 2023', 'womens');
    const { body } = await getJson<{ data: TournamentDetail }>(ctx.app, `/api/tournaments/${windsor.id}`);
    const matches = body.data.rounds.flatMap((r) => r.matches);
    expect(matches.filter((m) => m.isBye)).toHaveLength(11);
    const walkover = matches.find((m) => m.outcome === 'walkover') as Match;
    expect([walkover.playerOne?.fullName, walkover.playerTwo?.fullName]).toEqual(['Komal Khan', 'Avery Park']);
    expect(walkover.gameScore).toBe('3-0');
    expect(walkover.games).toEqual([]);
  });

  it('shows the active demo tournament part-played: early rounds in, later slots TBD', async () => {
    const active = await tournamentNamed("Demo Women's Challenger 2026", 'womens');
    const { body } = await getJson<{ data: TournamentDetail }>(ctx.app, `/api/tournaments/${active.id}`);
    const [first, second, , , final] = body.data.rounds;
    expect(first?.matches.every((m) => m.isCompleted)).toBe(true);
    expect(second?.matches.every((m) => m.isCompleted)).toBe(true);
    expect(final?.matches[0]?.isCompleted).toBe(false);
    expect(final?.matches[0]?.playerOne).toBeNull();
  });

  it('shows the upcoming demo tournament with round 1 set, no results, three days out', async () => {
    const upcoming = await tournamentNamed("Demo Men's Open 2026", 'mens');
    const startsIn = Date.parse(upcoming.startsAt as string) - Date.parse('2026-11-21T15:00:00.000Z');
    expect(startsIn).toBeGreaterThan(2 * 86_400_000);
    expect(startsIn).toBeLessThan(5 * 86_400_000);
    const { body } = await getJson<{ data: TournamentDetail }>(ctx.app, `/api/tournaments/${upcoming.id}`);
    const matches = body.data.rounds.flatMap((r) => r.matches);
    expect(matches.some((m) => m.isCompleted)).toBe(false);
    expect(body.data.rounds[0]?.matches.every((m) => m.playerOne && m.playerTwo)).toBe(true);
  });
});

describe('GET /api/tournaments/:id/leaderboard', () => {
  it('ranks a completed tournament by points with ties sharing a rank (1, 2, 2, 4)', async () => {
    const windsor = await tournamentNamed('Windsor City Open 2023', 'mens');
    const { status, body } = await getJson<Page<LeaderboardRow>>(
      ctx.app,
      `/api/tournaments/${windsor.id}/leaderboard?page_size=100`,
    );
    expect(status).toBe(200);
    expect(body.pageInfo.totalRecords).toBe(50);
    const rows = body.data;
    expect(rows).toHaveLength(50);
    expect(rows[0]?.rank).toBe(1);
    for (const [i, row] of rows.entries()) {
      expect(row.possibleScore).toBe(23);
      const previous = rows[i - 1];
      if (!previous) continue;
      expect(row.points).toBeLessThanOrEqual(previous.points);
      expect(row.rank).toBe(row.points === previous.points ? previous.rank : i + 1);
    }
    expect(rows.some((row, i) => i > 0 && row.rank === rows[i - 1]?.rank)).toBe(true);
  });

  it('pages 10 rows by default and at most 100', async () => {
    const windsor = await tournamentNamed('Windsor City Open 2023', 'womens');
    const { body } = await getJson<Page<LeaderboardRow>>(ctx.app, `/api/tournaments/${windsor.id}/leaderboard`);
    expect(body.data).toHaveLength(10);
    expect(body.pageInfo).toMatchObject({ currentPage: 0, nextPage: 1, pageSize: 10, totalRecords: 50 });
    const tooMany = await getJson<{ error: { message: string } }>(
      ctx.app,
      `/api/tournaments/${windsor.id}/leaderboard?page_size=101`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('page_size must be at most 100');
  });

  it('is a 404 for an unknown tournament', async () => {
    const { status } = await getJson(ctx.app, '/api/tournaments/6c1b1d2e-8f0a-4a4e-9d61-3f1f7f0c2b10/leaderboard');
    expect(status).toBe(404);
  });
});

describe('GET /api/matches', () => {
  it('lists completed matches newest first with tournament, round, players, winner and score', async () => {
    const { status, body } = await getJson<Page<Match>>(
      ctx.app,
      '/api/matches?is_completed=true&sort_by=starts_at&sort_order=desc&page_size=100',
    );
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(50);
    expect(body.data.every((m) => m.isCompleted && !m.isBye && m.winnerId && m.gameScore)).toBe(true);
    const times = body.data.map((m) => m.startsAt as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.data[0]).toMatchObject({ tournamentName: expect.any(String), roundName: expect.any(String) });
    expect(body.data[0]?.playerOne?.fullName).toEqual(expect.any(String));
  });

  it('lists upcoming matches soonest first', async () => {
    const { body } = await getJson<Page<Match>>(ctx.app, '/api/matches?is_completed=false&sort_order=asc');
    expect(body.data.every((m) => !m.isCompleted)).toBe(true);
    const times = body.data.map((m) => m.startsAt).filter((t): t is string => t !== null);
    expect(times).toEqual([...times].sort());
  });

  it('reads one match, and 404s an unknown one', async () => {
    const { body } = await getJson<Page<Match>>(ctx.app, '/api/matches?page_size=1');
    const [match] = body.data;
    const one = await getJson<{ data: Match }>(ctx.app, `/api/matches/${match?.id}`);
    expect(one.body.data).toEqual(match);
    expect((await getJson(ctx.app, '/api/matches/6c1b1d2e-8f0a-4a4e-9d61-3f1f7f0c2b10')).status).toBe(404);
  });
});

describe('GET /api/players', () => {
  it('lists players by world rank, filtered by gender, with their matches', async () => {
    const { body } = await getJson<Page<Player>>(
      ctx.app,
      '/api/players?gender=womens&sort_by=world_rank&sort_order=asc&page_size=100',
    );
    expect(body.data.every((p) => p.gender === 'womens')).toBe(true);
    expect(body.pageInfo.totalRecords).toBe(21);
    const stefanoni = body.data.find((p) => p.fullName === 'Marina Stefanoni') as Player;
    expect(stefanoni.country).toBe('United States');
    const one = await getJson<{ data: Player }>(ctx.app, `/api/players/${stefanoni.id}`);
    expect(one.body.data).toEqual(stefanoni);
    const matches = await getJson<Page<Match>>(ctx.app, `/api/players/${stefanoni.id}/matches?page_size=100`);
    // Windsor: a bye and four wins; the demo replay adds her matches there.
    expect(matches.body.data.length).toBeGreaterThanOrEqual(5);
    expect(matches.body.data.every((m) => m.playerOne?.id === stefanoni.id || m.playerTwo?.id === stefanoni.id)).toBe(
      true,
    );
  });

  it('keeps one player row per person across tournaments', async () => {
    const { body } = await getJson<Page<Player>>(ctx.app, '/api/players?page_size=100');
    const names = body.data.map((p) => p.fullName);
    expect(new Set(names).size).toBe(names.length);
    expect(body.pageInfo.totalRecords).toBe(16 + 24 + 21);
  });

  it('404s an unknown player and their matches', async () => {
    expect((await getJson(ctx.app, '/api/players/6c1b1d2e-8f0a-4a4e-9d61-3f1f7f0c2b10')).status).toBe(404);
    expect((await getJson(ctx.app, '/api/players/6c1b1d2e-8f0a-4a4e-9d61-3f1f7f0c2b10/matches')).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('describes every public route at /api/openapi.json and serves docs at /api/docs', async () => {
    const { status, body } = await getJson<{ paths: Record<string, unknown> }>(ctx.app, '/api/openapi.json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/tournaments',
        '/api/tournaments/{id}',
        '/api/tournaments/{id}/leaderboard',
        '/api/matches',
        '/api/matches/{id}',
        '/api/players',
        '/api/players/{id}',
        '/api/players/{id}/matches',
        '/api/feedback',
      ]),
    );
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});
