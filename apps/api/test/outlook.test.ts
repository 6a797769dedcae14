import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { entries, matches } from '../src/db/schema.js';
import { outboxMailer } from '../src/integrations/mail/mailer.js';
import { startJobs } from '../src/jobs/queue.js';
import { systemClock } from '../src/lib/clock.js';
import { lockDueTournaments } from '../src/modules/lifecycle/service.js';
import { computeOutlooks } from '../src/modules/outlook/service.js';
import { workOutOutlooks } from '../src/modules/outlook/work.js';
import { recordResult } from '../src/modules/results/service.js';
import { scoreTournament } from '../src/modules/scoring/service.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  FROM_SOURCE,
  fourPlayerDraw,
  JOBS_FROM_SOURCE,
  signedInUser,
  type TestContext,
} from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ cachesOff: 'the outlook job run directly, its rows read back at once' });
});
afterAll(async () => ctx?.close());

/** The session of each fan `enter` signed up, by email. */
const sessions = new Map<string, string>();

/** A fan's entry picking, in each match, the player `choose` names (by letter). */
async function enter(
  tournamentId: string,
  email: string,
  names: Map<string, string>,
  choose: (one: string, two: string) => string,
) {
  const cookie = await signedInUser(ctx.app, email);
  sessions.set(email, cookie);
  const detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).json().data;
  const letter = (id: string) => names.get(id) ?? '';
  const tips = bracketTips(detail, (one, two) => (choose(letter(one), letter(two)) === letter(one) ? one : two));
  const entered = await ctx.app.inject({
    method: 'POST',
    url: `/api/tournaments/${tournamentId}/entries`,
    headers: asUser(cookie),
    payload: { matchTips: tips },
  });
  expect(entered.statusCode).toBe(201);
  return entered.json().data.id as string;
}

/** The semi-finals played: A and C win. */
async function playSemis(tournamentId: string, startsAt: Date) {
  const now = new Date(startsAt.getTime() + 60_000);
  await lockDueTournaments(ctx.database.db, now, tournamentId);
  const all = await ctx.database.db.select().from(matches).where(eq(matches.tournamentId, tournamentId));
  for (const match of all.filter((each) => each.playerOneId && each.playerTwoId)) {
    await recordResult(ctx.database.db, {
      matchId: match.id,
      winnerId: match.playerOneId as string,
      outcome: 'walkover',
      now,
    });
  }
}

const outlookOf = async (entryId: string) =>
  (
    await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select first, prize_places as "prizePlaces", best_rank as "bestRank", best_rank_exact as "bestRankExact",
                 first_chance as "firstChance", prize_chance as "prizeChance", decided
          from entry_outlooks where entry_id = ${entryId}`,
    )
  )[0];

/** Picks by letter: the first (A over B, C over D) and the last (B over A, D over C). */
/** The outlook of an entry no one can catch. */
const CERTAIN_LEADER = {
  first: 'can',
  prizePlaces: 'can',
  bestRank: 1,
  bestRankExact: true,
  firstChance: 1,
  prizeChance: 1,
};

const firstLetter = (one: string, two: string) => [one, two].sort()[0] ?? one;
const lastLetter = (one: string, two: string) => [one, two].sort()[1] ?? two;

describe('who can still win, kept for each entry', () => {
  it('after the semi-finals: the leader can still win, the others are out, with their ranks and chances', async () => {
    const { tournament, letters: names } = await fourPlayerDraw(ctx.database.db, 'Outlook Open');
    const leader = await enter(tournament.id, 'outlook-leader@example.com', names, firstLetter);
    const middle = await enter(tournament.id, 'outlook-middle@example.com', names, (one, two) =>
      one === 'A' || two === 'A' ? 'A' : one === 'D' || two === 'D' ? 'D' : one,
    );
    const trailer = await enter(tournament.id, 'outlook-trailer@example.com', names, lastLetter);
    const refunded = await enter(tournament.id, 'outlook-refunded@example.com', names, (one) => one);
    await ctx.database.db.update(entries).set({ status: 'REFUNDED' }).where(eq(entries.id, refunded));
    await playSemis(tournament.id, tournament.startsAt as Date);

    expect(await computeOutlooks(ctx.database.db, tournament.id, FROM_SOURCE)).toEqual({
      entries: 3,
      decided: 2,
      leagues: 0,
    });
    // The leader (A and C, 20 points) can't be caught: A or C wins the final, the others' picks are out.
    expect(await outlookOf(leader)).toEqual({ ...CERTAIN_LEADER, decided: 2 });
    expect(await outlookOf(middle)).toMatchObject({ first: 'out', bestRank: 2, bestRankExact: true, firstChance: 0 });
    expect(await outlookOf(trailer)).toMatchObject({ first: 'out', bestRank: 3, bestRankExact: true, firstChance: 0 });
    expect(await outlookOf(refunded)).toBeUndefined();

    // Computed again (the same state): the same figures, nothing added.
    await computeOutlooks(ctx.database.db, tournament.id, FROM_SOURCE);
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from entry_outlooks where tournament_id = ${tournament.id}`,
    );
    expect(count?.n).toBe(3);

    // Worked out again after a refund: the refunded entry's row goes, the others are rewritten.
    await ctx.database.db.update(entries).set({ status: 'REFUNDED' }).where(eq(entries.id, middle));
    expect(await computeOutlooks(ctx.database.db, tournament.id, FROM_SOURCE)).toEqual({
      entries: 2,
      decided: 2,
      leagues: 0,
    });
    expect(await outlookOf(middle)).toBeUndefined();
    expect(await outlookOf(leader)).toEqual({ ...CERTAIN_LEADER, decided: 2 });
    expect(await outlookOf(trailer)).toMatchObject({ first: 'out', bestRank: 2, bestRankExact: true });
  });

  it("tells the live streams its notice is the outlook alone, and a result's is not (migration 0035)", async () => {
    const { tournament, letters: names } = await fourPlayerDraw(ctx.database.db, 'Outlook Notice Open');
    await enter(tournament.id, 'outlook-notice@example.com', names, firstLetter);
    const heard: Array<{ version: number; outlookOnly: boolean }> = [];
    const stop = ctx.app.changes.subscribe(tournament.id, (version, { outlookOnly }) =>
      heard.push({ version, outlookOnly }),
    );
    try {
      await playSemis(tournament.id, tournament.startsAt as Date);
      await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0));
      expect(heard.every((change) => !change.outlookOnly)).toBe(true);
      await computeOutlooks(ctx.database.db, tournament.id, FROM_SOURCE);
      await vi.waitFor(() => expect(heard.some((change) => change.outlookOnly)).toBe(true));
      // The results' notices (on PostgreSQL some may still arrive after the first) say they are not.
      const outlook = heard.findIndex((change) => change.outlookOnly);
      expect(heard.slice(0, outlook).every((change) => !change.outlookOnly)).toBe(true);
      expect(heard.slice(outlook)).toEqual([{ version: expect.any(Number), outlookOnly: true }]);
      // Every version is still a version: the outlook's moves the tournament's on, as a cache reads it.
      expect(ctx.app.changes.tournamentVersion(tournament.id)).toBe(heard.at(-1)?.version);
    } finally {
      stop();
    }
  });

  it("shows on the leaderboard and the fan's own row only while the standings it was worked out for hold", async () => {
    const { tournament, letters: names } = await fourPlayerDraw(ctx.database.db, 'Outlook Board Open');
    const leader = await enter(tournament.id, 'outlook-board@example.com', names, firstLetter);
    const trailer = await enter(tournament.id, 'outlook-board-2@example.com', names, lastLetter);
    await playSemis(tournament.id, tournament.startsAt as Date);
    const board = async () =>
      new Map(
        (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}/leaderboard` }))
          .json()
          .data.map((row: { entryId: string; outlook: unknown }) => [row.entryId, row.outlook]),
      );
    const mine = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/tournaments/${tournament.id}/user-leaderboard`,
          headers: asUser(sessions.get('outlook-board@example.com') as string),
        })
      ).json().data[0]?.outlook;
    // Not worked out yet: nothing said.
    expect([...(await board()).values()]).toEqual([null, null]);

    await computeOutlooks(ctx.database.db, tournament.id, FROM_SOURCE);
    expect((await board()).get(leader)).toEqual(CERTAIN_LEADER);
    expect((await board()).get(trailer)).toMatchObject({ first: 'out', bestRank: 2, bestRankExact: true });
    expect(await mine()).toMatchObject({ first: 'can', bestRank: 1 });

    // A correction re-scores: the outlook of the old standings is no longer shown, until worked out again.
    const semi = (await ctx.database.db.select().from(matches).where(eq(matches.tournamentId, tournament.id))).find(
      (match) => match.winnerId && names.get(match.winnerId) === 'A',
    );
    await ctx.database.db.execute(sql`update matches set winner_id = player_two_id where id = ${semi?.id as string}`);
    await scoreTournament(ctx.database.db, tournament.id);
    expect([...(await board()).values()]).toEqual([null, null]);
    expect(await mine()).toBeNull();
    await computeOutlooks(ctx.database.db, tournament.id, FROM_SOURCE);
    expect((await board()).get(leader)).toMatchObject({ bestRank: 1 });
  });

  it('keeps nothing of a run during which the standings moved, and tells the job so', async () => {
    const { tournament, letters: names } = await fourPlayerDraw(ctx.database.db, 'Outlook Moving Open');
    const leader = await enter(tournament.id, 'outlook-moving@example.com', names, firstLetter);
    await enter(tournament.id, 'outlook-moving-2@example.com', names, lastLetter);
    await playSemis(tournament.id, tournament.startsAt as Date);
    await computeOutlooks(ctx.database.db, tournament.id, FROM_SOURCE);
    const before = await outlookOf(leader);

    // A correction lands while the sums run: the rows worked out from the old standings are not written.
    const semi = (await ctx.database.db.select().from(matches).where(eq(matches.tournamentId, tournament.id))).find(
      (match) => match.winnerId && names.get(match.winnerId) === 'A',
    );
    const moved = await computeOutlooks(ctx.database.db, tournament.id, {
      ...FROM_SOURCE,
      calculate: async (input) => {
        await recordResult(ctx.database.db, {
          matchId: semi?.id as string,
          winnerId: semi?.playerTwoId as string,
          outcome: 'walkover',
          now: new Date((tournament.startsAt as Date).getTime() + 120_000),
        });
        return workOutOutlooks(input);
      },
    });
    expect(moved).toBeUndefined();
    // The earlier run's rows stay as they were, and aren't shown: they are of standings since moved on.
    expect(await outlookOf(leader)).toEqual(before);
    const board = (
      await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}/leaderboard` })
    ).json();
    expect(board.data.map((row: { outlook: unknown }) => row.outlook)).toEqual([null, null]);
    // The next run works from the corrected standings (B and C through; both fans on 10 points, the
    // leader's final pick of A out), and its rows are shown.
    expect(await computeOutlooks(ctx.database.db, tournament.id, FROM_SOURCE)).toEqual({
      entries: 2,
      decided: 2,
      leagues: 0,
    });
    const after = (
      await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}/leaderboard` })
    ).json();
    const leaderRow = after.data.find((row: { entryId: string }) => row.entryId === leader);
    expect(leaderRow.outlook).toMatchObject({ first: 'can', bestRank: 1, firstChance: 1 });
  });

  it("a league's table says who can still win the league, only while its members are the ones it was worked out for", async () => {
    const { tournament, letters: names } = await fourPlayerDraw(ctx.database.db, 'Outlook League Open');
    await enter(tournament.id, 'outlook-league-leader@example.com', names, firstLetter);
    // A and D through the semi-finals, A the champion: behind the leader, ahead of the trailer.
    const middle = await enter(tournament.id, 'outlook-league-middle@example.com', names, (one, two) =>
      one === 'A' || two === 'A' ? 'A' : one === 'D' || two === 'D' ? 'D' : one,
    );
    const trailer = await enter(tournament.id, 'outlook-league-trailer@example.com', names, lastLetter);
    const as = (email: string) => asUser(sessions.get(email) as string);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: as('outlook-league-middle@example.com'),
      payload: { name: 'Outlook League' },
    });
    expect(created.statusCode).toBe(201);
    const league = created.json().data as { id: string; inviteCode: string };
    const join = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/leagues/join',
        headers: as(email),
        payload: { code: league.inviteCode },
      });
    expect((await join('outlook-league-trailer@example.com')).statusCode).toBe(200);
    await playSemis(tournament.id, tournament.startsAt as Date);
    const table = async () =>
      new Map(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/leagues/${league.id}/leaderboard?tournamentId=${tournament.id}`,
            headers: as('outlook-league-middle@example.com'),
          })
        )
          .json()
          .data.map((row: { entryId: string; leagueOutlook: unknown }) => [row.entryId, row.leagueOutlook]),
      );
    expect([...(await table()).values()]).toEqual([null, null]);

    expect(await computeOutlooks(ctx.database.db, tournament.id, FROM_SOURCE)).toEqual({
      entries: 3,
      decided: 2,
      leagues: 1,
    });
    // Out of the running in the tournament (the leader can't be caught), but the league is the middle's to win.
    const won = { first: 'can', bestRank: 1, bestRankExact: true, firstChance: 1 };
    expect((await table()).get(middle)).toEqual(won);
    expect((await table()).get(trailer)).toEqual({ first: 'out', bestRank: 2, bestRankExact: true, firstChance: 0 });

    // The leader joins: the verdicts were of a league without them, and are hidden until worked out again.
    expect((await join('outlook-league-leader@example.com')).statusCode).toBe(200);
    expect([...(await table()).values()]).toEqual([null, null, null]);
    // The next run (after the next result) counts them.
    await computeOutlooks(ctx.database.db, tournament.id, FROM_SOURCE);
    expect((await table()).get(middle)).toMatchObject({ first: 'out', bestRank: 2 });
    // And the leader leaves again: the league's rows are for three entries, the league has two.
    const left = await ctx.app.inject({
      method: 'POST',
      url: `/api/leagues/${league.id}/leave`,
      headers: as('outlook-league-leader@example.com'),
    });
    expect(left.statusCode).toBe(200);
    expect([...(await table()).values()]).toEqual([null, null]);
  });

  it('is computed by the job queue, once per state, after a result', async () => {
    const { tournament, letters: names } = await fourPlayerDraw(ctx.database.db, 'Outlook Queue Open');
    const fan = await enter(tournament.id, 'outlook-queued@example.com', names, (one) => one);
    await playSemis(tournament.id, tournament.startsAt as Date);
    const deps = {
      db: ctx.database.db,
      mailer: outboxMailer(ctx.database.db, { quiet: true }),
      clock: systemClock,
      baseUrl: 'http://x',
      ...JOBS_FROM_SOURCE,
    };
    const runner = await startJobs(ctx.database, deps);
    try {
      await runner.refreshOutlooks();
      await runner.refreshOutlooks();
      await expect
        .poll(() => outlookOf(fan), { timeout: 15_000, interval: 200 })
        .toMatchObject({ first: 'can', decided: 2 });
      const jobs = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from pgboss.job where name = 'tournament-outlook' and data->>'tournamentId' = ${tournament.id}`,
      );
      expect(jobs[0]?.n).toBe(1);
      // Worked out for these standings: not queued again until they change.
      await runner.refreshOutlooks();
      const again = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from pgboss.job where name = 'tournament-outlook' and data->>'tournamentId' = ${tournament.id}`,
      );
      expect(again[0]?.n).toBe(1);
    } finally {
      await runner.stop();
    }
  }, 40_000);
});
