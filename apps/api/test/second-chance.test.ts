/**
 * Second Chance (issue 27, decision 020): opened by the back office once Round 1 is complete, a free
 * tournament of its own on the rest of the draw, kept true to the main draw by the trigger of migration
 * 0027 and scored with it.
 */
import type { LeaderboardRow, Tournament, TournamentDetail } from '@squash/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { matches, players, rounds, tournaments } from '../src/db/schema.js';
import { lockDueTournaments } from '../src/modules/lifecycle/service.js';
import { recordResult } from '../src/modules/results/service.js';
import { scoreTournament } from '../src/modules/scoring/service.js';
import { asUser, bracketTips, createTestApp, demoSessions, signedInUser, type TestContext } from './helpers.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, cachesOff: 'results and locks through the services, read back at once' });
  ({ admin } = await demoSessions(ctx.app));
});
afterAll(async () => ctx?.close());

const HOUR = 3_600_000;
const ROUNDS = ['Quarter-finals', 'Semi-finals', 'Final'] as const;

/**
 * An eight-player men's draw (quarter-finals, semi-finals, final), players ranked 1 to 8, its picks locking
 * at `startsAt`, each later round a day after the one before.
 */
async function eightPlayerDraw(name: string, startsAt: Date) {
  const db = ctx.database.db;
  const [tournament] = await db
    .insert(tournaments)
    .values({ name, gender: 'mens', status: 'UPCOMING', startDate: '2026-11-21', endDate: '2026-11-30', startsAt })
    .returning();
  if (!tournament) throw new Error('no tournament');
  const roundRows = await db
    .insert(rounds)
    .values(ROUNDS.map((roundName, n) => ({ tournamentId: tournament.id, index: n + 1, name: roundName })))
    .returning();
  const eight = await db
    .insert(players)
    .values(
      Array.from({ length: 8 }, (_, n) => ({
        fullName: `${name} P${n + 1}`,
        gender: 'mens' as const,
        worldRank: n + 1,
      })),
    )
    .returning();
  let later: Array<{ id: string }> = [];
  for (const [n, round] of [...roundRows].sort((a, b) => b.index - a.index).entries()) {
    const count = 2 ** n;
    const start = new Date(startsAt.getTime() + (roundRows.length - 1 - n) * 24 * HOUR);
    later = await db
      .insert(matches)
      .values(
        Array.from({ length: count }, (_, position) => ({
          tournamentId: tournament.id,
          roundId: round.id,
          position: position + 1,
          startsAt: start,
          ...(round.index === 1
            ? { playerOneId: eight[2 * position]?.id, playerTwoId: eight[2 * position + 1]?.id }
            : {}),
          ...(later.length > 0
            ? { nextMatchId: later[Math.floor(position / 2)]?.id, nextMatchPlayerSlot: ((position % 2) + 1) as 1 | 2 }
            : {}),
        })),
      )
      .returning({ id: matches.id });
  }
  await db.execute(
    sql`insert into tournament_players (tournament_id, player_id) select ${tournament.id}, id from players where id in ${eight.map((p) => p.id)}`,
  );
  return tournament;
}

const detail = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${id}` })).json().data as TournamentDetail;
const roundMatches = (draw: TournamentDetail, index: number) =>
  draw.rounds.find((round) => round.index === index)?.matches ?? [];
const open = (id: string, body: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/tournaments/${id}/second-chance`,
    headers: asUser(admin),
    payload: body,
  });
const enter = (cookie: string, tournamentId: string, matchTips: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/tournaments/${tournamentId}/entries`,
    headers: asUser(cookie),
    payload: { matchTips } as object,
  });
async function leaderboard(id: string) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${id}/leaderboard?page_size=100` })).json()
    .data as LeaderboardRow[];
}
/** Each entry's stored figures. */
const figures = (id: string) =>
  queryRows(
    ctx.database.db,
    sql`select id, score, points, max_points, possible_score, rank, position from entries
        where tournament_id = ${id} order by id`,
  );
/** The result path's figures for a tournament, and what a full re-score from scratch makes of it. */
async function expectFullRescoreAgrees(id: string) {
  const kept = await figures(id);
  expect(kept.length).toBeGreaterThan(0);
  await scoreTournament(ctx.database.db, id);
  expect(await figures(id)).toEqual(kept);
}
/** Every match of a round won by its first player (the better ranked), 3-1. */
async function playRound(draw: TournamentDetail, index: number, count = Number.POSITIVE_INFINITY) {
  for (const match of roundMatches(draw, index).slice(0, count)) {
    await recordResult(ctx.database.db, {
      matchId: match.id,
      winnerId: match.playerOne?.id as string,
      outcome: 'played',
      gameScore: '3-1',
      now: ctx.clock.now(),
    });
  }
}

describe('Second Chance', () => {
  it('opens once Round 1 is complete, from the next round, and is entered, locked and scored with the main draw', async () => {
    const start = new Date(ctx.clock.now().getTime() + HOUR);
    const main = await eightPlayerDraw('Chance Open', start);
    const fanOne = await signedInUser(ctx.app, 'chance-one@example.com');
    const fanTwo = await signedInUser(ctx.app, 'chance-two@example.com');
    expect((await enter(fanOne, main.id, bracketTips(await detail(main.id)))).statusCode).toBe(201);

    // Not before the tournament has started, nor while Round 1 is being played.
    expect((await open(main.id)).json().error.message).toBe('A Second Chance opens once Round 1 is complete');
    ctx.clock.set(new Date(start.getTime() + HOUR));
    await lockDueTournaments(ctx.database.db, ctx.clock.now());
    await playRound(await detail(main.id), 1, 3);
    const early = await open(main.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('A Second Chance opens once Round 1 is complete');
    await playRound(await detail(main.id), 1);

    // A round whose players aren't known, a round the draw doesn't have, a lock after the round's start.
    const tooLate = await open(main.id, { fromRound: 3 });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toBe("Semi-finals is still being played: the Final players aren't known yet");
    expect((await open(main.id, { fromRound: 5 })).json().error.message).toBe('The draw has 3 rounds');
    expect((await open(main.id, { fromRound: 1 })).statusCode).toBe(400);
    const semiStart = new Date(start.getTime() + 24 * HOUR);
    const lateLock = await open(main.id, { startsAt: new Date(semiStart.getTime() + 1).toISOString() });
    expect(lateLock.statusCode).toBe(400);
    expect(lateLock.json().error.message).toBe('The lock time must be no later than the first Semi-finals match');

    const opened = await open(main.id);
    expect(opened.statusCode).toBe(201);
    const chance = opened.json().data as TournamentDetail;
    expect(chance).toMatchObject({
      name: 'Chance Open · Second Chance',
      status: 'UPCOMING',
      entryFee: 0,
      startsAt: semiStart.toISOString(),
      parent: { id: main.id, name: 'Chance Open' },
      secondChance: null,
    });
    expect(chance.rounds.map((round) => [round.index, round.name, round.matches.length])).toEqual([
      [1, 'Semi-finals', 2],
      [2, 'Final', 1],
    ]);
    const mainDraw = await detail(main.id);
    expect(roundMatches(chance, 1).map((m) => [m.playerOne?.id, m.playerTwo?.id])).toEqual(
      roundMatches(mainDraw, 2).map((m) => [m.playerOne?.id, m.playerTwo?.id]),
    );
    expect(mainDraw.secondChance).toEqual({
      id: chance.id,
      status: 'UPCOMING',
      startsAt: semiStart.toISOString(),
      fromRound: 'Semi-finals',
    });
    expect((await open(main.id)).json().error.message).toBe('This tournament already has a Second Chance');
    expect((await open(chance.id)).json().error.message).toBe('A Second Chance has no Second Chance of its own');

    // Shown on its main tournament's card, not as a card of its own.
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?page_size=100' })).json()
      .data as Tournament[];
    expect(list.some((t) => t.id === chance.id)).toBe(false);
    expect(list.find((t) => t.id === main.id)?.secondChance?.id).toBe(chance.id);

    // Free, a fan may have both entries, and one without a main entry may enter it.
    const picksOne = bracketTips(chance);
    const picksTwo = bracketTips(chance, (_, two) => two);
    const entryOne = await enter(fanOne, chance.id, picksOne);
    expect(entryOne.statusCode).toBe(201);
    expect((await enter(fanTwo, chance.id, picksTwo)).statusCode).toBe(201);

    // Its own lock: at the round's start, the entries are finalized and no more come in.
    ctx.clock.set(semiStart);
    expect(await lockDueTournaments(ctx.database.db, ctx.clock.now())).toContain(chance.id);
    const third = await signedInUser(ctx.app, 'chance-three@example.com');
    const lateEntry = await enter(third, chance.id, picksOne);
    expect(lateEntry.statusCode).toBe(409);
    expect(lateEntry.json().error.message).toBe('Tips are locked: this tournament has already started');

    // A result of the main draw is the Second Chance's result too, scored in the same transaction.
    await playRound(await detail(main.id), 2, 1);
    const afterSemi = await detail(chance.id);
    const [semi] = roundMatches(afterSemi, 1);
    expect(semi).toMatchObject({ isCompleted: true, gameScore: '3-1', winnerId: semi?.playerOne?.id });
    const board = await leaderboard(chance.id);
    expect(board.map((row) => [row.username, row.points])).toEqual([
      [expect.stringContaining('chance-one'), 11],
      [expect.stringContaining('chance-two'), 0],
    ]);
    await expectFullRescoreAgrees(chance.id);

    // A correction of the main draw moves both.
    const mainSemi = roundMatches(await detail(main.id), 2)[0];
    await recordResult(ctx.database.db, {
      matchId: mainSemi?.id as string,
      winnerId: mainSemi?.playerTwo?.id as string,
      outcome: 'played',
      gameScore: '3-2',
      now: ctx.clock.now(),
    });
    const corrected = await leaderboard(chance.id);
    expect(corrected.map((row) => [row.username, row.points])).toEqual([
      [expect.stringContaining('chance-two'), 10],
      [expect.stringContaining('chance-one'), 0],
    ]);
    await expectFullRescoreAgrees(chance.id);
    await expectFullRescoreAgrees(main.id);

    // Its matches change only through the main draw's.
    const copyEdit = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${semi?.id}/result`,
      headers: asUser(admin),
      payload: { winnerId: semi?.playerOne?.id, gameScore: '3-0' },
    });
    expect(copyEdit.statusCode).toBe(409);
    expect(copyEdit.json().error.message).toMatch(/^This is a Second Chance's copy of a main-draw match/);

    // The final completes both.
    await playRound(await detail(main.id), 2);
    await playRound(await detail(main.id), 3);
    const [mainAfter, chanceAfter] = await Promise.all([detail(main.id), detail(chance.id)]);
    expect(mainAfter.status).toBe('COMPLETED');
    expect(chanceAfter.status).toBe('COMPLETED');
    expect(mainAfter.secondChance?.status).toBe('COMPLETED');
    await expectFullRescoreAgrees(chance.id);
  });

  it('locks at once when a result of its first round comes in before its lock time', async () => {
    const start = new Date(ctx.clock.now().getTime() + HOUR);
    const main = await eightPlayerDraw('Early Open', start);
    ctx.clock.set(new Date(start.getTime() + HOUR));
    await playRound(await detail(main.id), 1);
    const chance = (await open(main.id)).json().data as TournamentDetail;
    const fan = await signedInUser(ctx.app, 'early-one@example.com');
    expect((await enter(fan, chance.id, bracketTips(chance))).statusCode).toBe(201);

    // A semi-final played a day before its scheduled start.
    await playRound(await detail(main.id), 2, 1);
    const [row] = await queryRows<{ status: string; starts_at: Date }>(
      ctx.database.db,
      sql`select status, starts_at from tournaments where id = ${chance.id}`,
    );
    expect(row?.status).toBe('ACTIVE');
    expect(new Date(row?.starts_at as Date).toISOString()).toBe(ctx.clock.now().toISOString());
    const [entry] = await leaderboard(chance.id);
    expect(entry?.points).toBe(11);
    await expectFullRescoreAgrees(chance.id);
  });

  it('moves its lock earlier with its first match, and refuses a round that has started', async () => {
    const start = new Date(ctx.clock.now().getTime() + HOUR);
    const main = await eightPlayerDraw('Moved Open', start);
    ctx.clock.set(new Date(start.getTime() + HOUR));
    await playRound(await detail(main.id), 1);
    const chance = (await open(main.id)).json().data as TournamentDetail;
    const semi = roundMatches(await detail(main.id), 2)[1];
    const earlier = new Date(ctx.clock.now().getTime() + 2 * HOUR);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/matches/${semi?.id}`,
      headers: asUser(admin),
      payload: { startsAt: earlier.toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    const [lock] = await ctx.database.db
      .select({ startsAt: tournaments.startsAt })
      .from(tournaments)
      .where(eq(tournaments.id, chance.id));
    expect(lock?.startsAt?.toISOString()).toBe(earlier.toISOString());
    const copy = roundMatches(await detail(chance.id), 1)[1];
    expect(copy?.startsAt).toBe(earlier.toISOString());

    // A tournament whose next round has begun can only start its Second Chance from a later one.
    const other = await eightPlayerDraw('Started Open', new Date(ctx.clock.now().getTime() + HOUR));
    ctx.clock.advance(2 * HOUR);
    await playRound(await detail(other.id), 1);
    await playRound(await detail(other.id), 2, 1);
    const started = await open(other.id, { fromRound: 2 });
    expect(started.statusCode).toBe(409);
    expect(started.json().error.message).toBe('The Semi-finals already started: pick a later round');
    expect((await open(other.id)).json().error.message).toBe(
      "Semi-finals is still being played: the Final players aren't known yet",
    );
    // In the admin's language, the rounds' names in it too, and the form's field given the same words.
    const inFrench = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${other.id}/second-chance`,
      headers: { ...asUser(admin), cookie: `${admin}; lang=fr` },
      payload: { fromRound: 2 },
    });
    expect(inFrench.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Le tour « Demi-finales » a déjà commencé : choisissez un tour plus tardif',
      fields: { fromRound: 'Le tour « Demi-finales » a déjà commencé : choisissez un tour plus tardif' },
    });
    const inArabic = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${other.id}/second-chance`,
      headers: { ...asUser(admin), 'accept-language': 'ar' },
      payload: {},
    });
    expect(inArabic.json().error.message).toBe('نصف النهائي ما زال قيد اللعب: لاعبو النهائي غير معروفين بعد');
  });
});
