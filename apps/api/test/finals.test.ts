import { randomUUID } from 'node:crypto';
import {
  fillPicks,
  maxPointsStillPossible,
  type Pick,
  type TipDrawMatch,
  tipPoints,
  unplayedFinalsTipDraw,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { loadTipDraw } from '../src/modules/draws/tip-draw.js';
import { computeOutlooks } from '../src/modules/outlook/service.js';
import { recordResult } from '../src/modules/results/service.js';
import { asUser, createTestApp, demoSessions, FROM_SOURCE, signedInUser, type TestContext } from './helpers.js';

/*
 * A whole Tour Finals through the API and the result service (issue 66, decision 033): two groups of four, every
 * group match picked, the semi-finals from each fan's own tables; the group results fill the real semi-finals once
 * a group is complete; every entry scored as results come in, the best still possible as the tables allow; the
 * tournament complete with its final, not with a group match (which leads to no next match either).
 */

let ctx: TestContext;
let tournamentId: string;
/** The core draw's ids ('gA1-1', 'sf1', 'final') to the database's, and back. */
const ids = new Map<string, string>();
const players = new Map<string, string>();
const startsAt = () => new Date(ctx.clock.now().getTime() + 86_400_000);

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  tournamentId = await insertFinals();
});
afterAll(async () => ctx?.close());

/** A Finals as the tip rules' unplayedFinalsTipDraw has it, players a1 to a4 and b1 to b4 seeded in that order. */
async function insertFinals(): Promise<string> {
  const db = ctx.database.db;
  const day = startsAt().toISOString().slice(0, 10);
  const [tournament] = await queryRows<{ id: string }>(
    db,
    sql`insert into tournaments (name, gender, status, start_date, end_date, starts_at)
        values ('Tour Finals Test', 'mens', 'UPCOMING', ${day}, ${day}::date + 5, ${startsAt().toISOString()})
        returning id`,
  );
  const id = tournament?.id as string;
  const groups = { A: ['a1', 'a2', 'a3', 'a4'], B: ['b1', 'b2', 'b3', 'b4'] };
  for (const [group, names] of Object.entries(groups)) {
    for (const [i, name] of names.entries()) {
      const [player] = await queryRows<{ id: string }>(
        db,
        sql`insert into players (full_name, gender, world_rank) values (${`Finalist ${name}`}, 'mens', ${i * 2 + (group === 'A' ? 1 : 2)})
            returning id`,
      );
      players.set(name, player?.id as string);
      await db.execute(
        sql`insert into tournament_players (tournament_id, player_id, seed) values (${id}, ${player?.id}, ${i + 1})`,
      );
    }
  }
  const draw = unplayedFinalsTipDraw(groups);
  for (const match of draw) ids.set(match.id, randomUUID());
  const roundIds = new Map<number, string>();
  for (const roundIndex of [...new Set(draw.map((match) => match.roundIndex))]) {
    const name = roundIndex <= 3 ? `Group stage, day ${roundIndex}` : roundIndex === 4 ? 'Semi-finals' : 'Final';
    const [round] = await queryRows<{ id: string }>(
      db,
      sql`insert into rounds (tournament_id, index, name) values (${id}, ${roundIndex}, ${name}) returning id`,
    );
    roundIds.set(roundIndex, round?.id as string);
  }
  const source = (i: 0 | 1, match: TipDrawMatch) => {
    const place = match.slotSources?.[i];
    return place ? `${place.group}${place.place}` : null;
  };
  for (const match of [...draw].reverse()) {
    await db.execute(sql`
      insert into matches (id, tournament_id, round_id, position, player_one_id, player_two_id, next_match_id,
                           next_match_player_slot, group_label, player_one_source, player_two_source)
      values (${ids.get(match.id)}, ${id}, ${roundIds.get(match.roundIndex)}, ${match.position},
              ${match.playerOneId ? players.get(match.playerOneId) : null},
              ${match.playerTwoId ? players.get(match.playerTwoId) : null},
              ${match.nextMatchId ? ids.get(match.nextMatchId) : null}, ${match.nextMatchPlayerSlot},
              ${match.group ?? null}, ${source(0, match)}, ${source(1, match)})`);
  }
  return id;
}

const byDbId = () => new Map([...ids].map(([name, id]) => [id, name]));
const nameOf = (playerId: string | null) =>
  [...players].find(([, id]) => id === playerId)?.[0] ?? (playerId === null ? null : playerId);

/** The draw as the server loads it, in the core draw's names (players and matches). */
async function namedDraw(): Promise<TipDrawMatch[]> {
  const names = byDbId();
  return (await loadTipDraw(ctx.database.db, tournamentId)).map((match) => ({
    ...match,
    id: names.get(match.id) as string,
    nextMatchId: match.nextMatchId ? (names.get(match.nextMatchId) as string) : null,
    playerOneId: nameOf(match.playerOneId),
    playerTwoId: nameOf(match.playerTwoId),
    winnerId: nameOf(match.winnerId),
  }));
}

const asTips = (picks: Map<string, Pick>) =>
  [...picks].map(([matchId, pick]) => ({
    matchId: ids.get(matchId) as string,
    predictedWinnerId: players.get(pick.predictedWinnerId) as string,
    predictedScore: pick.predictedScore,
  }));

const strengths = (order: string[]) => new Map(order.map((name, i) => [name, { seed: i + 1, worldRank: null }]));
const fans: Array<{ cookie: string; picks: Map<string, Pick>; entryId?: string }> = [];

describe('a Tour Finals', () => {
  it('shows its groups and where its semi-finals are filled from', async () => {
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).json().data as {
      rounds: Array<{ matches: Array<{ id: string; group?: string | null; slotSources?: unknown }> }>;
    };
    const shown = new Map(detail.rounds.flatMap((round) => round.matches).map((match) => [match.id, match]));
    expect(shown.get(ids.get('gA1-1') as string)?.group).toBe('A');
    expect(shown.get(ids.get('gB3-2') as string)?.group).toBe('B');
    expect(shown.get(ids.get('sf1') as string)).toMatchObject({
      group: null,
      slotSources: [
        { group: 'A', place: 1 },
        { group: 'B', place: 2 },
      ],
    });
    expect(shown.get(ids.get('final') as string)).toMatchObject({ group: null, slotSources: null });
  });

  it('takes entries whose semi-finals follow their own group picks, and refuses one that does not', async () => {
    const draw = await namedDraw();
    expect(draw.filter((match) => match.group)).toHaveLength(12);
    // One fan backs the seeds; the other the last seeds, 3-1 each.
    const seeds = fillPicks(draw, strengths(['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4', 'b4']), 'seeding');
    const upsets = new Map(
      [...fillPicks(draw, strengths(['a4', 'b4', 'a3', 'b3', 'a2', 'b2', 'a1', 'b1']), 'seeding')].map(([id, pick]) => [
        id,
        { ...pick, predictedScore: '3-1' as const },
      ]),
    );
    for (const [n, picks] of [seeds, upsets].entries()) {
      const cookie = await signedInUser(ctx.app, `finals-fan-${n}@example.org`);
      fans.push({ cookie, picks });
    }
    // A semi-final pick the fan's tables don't put there is refused, naming the rule.
    const wrong = new Map(seeds);
    wrong.set('sf1', { predictedWinnerId: 'a3', predictedScore: null });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournamentId}/entries`,
      headers: asUser(fans[0]?.cookie as string),
      payload: { matchTips: asTips(wrong) },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('group picks');
    for (const fan of fans) {
      const entered = await ctx.app.inject({
        method: 'POST',
        url: `/api/tournaments/${tournamentId}/entries`,
        headers: asUser(fan.cookie),
        payload: { matchTips: asTips(fan.picks) },
      });
      expect(entered.statusCode, entered.body).toBe(201);
      fan.entryId = entered.json().data.id;
    }
  });

  it('scores every group result, fills the semi-finals once a group is complete, and completes with its final', async () => {
    ctx.clock.set(new Date(startsAt().getTime() + 60_000));
    const play = async (name: string, winner: string, gameScore: '3-0' | '3-1' | '3-2' = '3-0') => {
      const result = await recordResult(ctx.database.db, {
        matchId: ids.get(name) as string,
        winnerId: players.get(winner) as string,
        outcome: 'played',
        gameScore,
        now: ctx.clock.now(),
      });
      return result;
    };
    const draw = await namedDraw();
    // Group A as the seeds go but a2 beats a1 3-2; group B as the seeds go.
    for (const match of draw.filter((each) => each.group)) {
      const one = match.playerOneId as string;
      const two = match.playerTwoId as string;
      const better = [one, two].sort()[0] as string;
      const isUpset = [one, two].sort().join() === 'a1,a2';
      const result = await play(match.id, isUpset ? 'a2' : better, isUpset ? '3-2' : '3-0');
      expect(result.tournamentCompleted).toBe(false);
      await expectScoresAsCore();
      // Halfway through the groups, the outlook plays the semi-finals between the places each outcome gives.
      if (match.id === 'gB2-2') {
        expect(await computeOutlooks(ctx.database.db, tournamentId, FROM_SOURCE)).toMatchObject({ entries: 2 });
      }
    }
    const [tournament] = await queryRows<{ status: string }>(
      ctx.database.db,
      sql`select status from tournaments where id = ${tournamentId}`,
    );
    expect(tournament?.status).toBe('ACTIVE');
    // a2 won all three (a1, a3, a4), a1 two (a3, a4): A1 = a2, A2 = a1; group B as seeded.
    const after = await namedDraw();
    const slots = (id: string) => {
      const match = after.find((each) => each.id === id);
      return [match?.playerOneId, match?.playerTwoId];
    };
    expect(slots('sf1')).toEqual(['a2', 'b2']);
    expect(slots('sf2')).toEqual(['b1', 'a1']);
    // Who can still win and the odds, over the knockout left.
    expect(await computeOutlooks(ctx.database.db, tournamentId, FROM_SOURCE)).toMatchObject({ entries: 2 });
    // A fan's semi-final pick may name a player who is in the other semi-final for real (the seeds' fan has a1 in
    // the first): scored from the tips, it is lost when that match is decided.
    await play('sf1', 'a2');
    await expectScoresAsCore();
    // A group result can't change once a semi-final its table filled is played.
    await expect(play('gA1-1', 'a4')).rejects.toThrow();
    // No Second Chance of a Finals: its copy would have no groups to fill its knockout from.
    const { admin } = await demoSessions(ctx.app);
    const second = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${tournamentId}/second-chance`,
      headers: asUser(admin),
      payload: {},
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toContain('Tour Finals has no Second Chance');
    // And with one semi-final left, both fans' outlooks again.
    expect(await computeOutlooks(ctx.database.db, tournamentId, FROM_SOURCE)).toMatchObject({ entries: 2 });
    await play('sf2', 'b1', '3-1');
    const final = await play('final', 'b1');
    expect(final.tournamentCompleted).toBe(true);
    await expectScoresAsCore();
  });
});

/** Each entry's points, correct winners and best still possible as core's rules give them from its tips. */
async function expectScoresAsCore() {
  const draw = await namedDraw();
  for (const fan of fans) {
    const [entry] = await queryRows<{ points: number; score: number; max_points: number }>(
      ctx.database.db,
      sql`select points, score, max_points from entries where id = ${fan.entryId}`,
    );
    const tips = [...fan.picks].map(([matchId, pick]) => ({ matchId, ...pick }));
    let points = 0;
    let score = 0;
    for (const tip of tips) {
      const match = draw.find((each) => each.id === tip.matchId);
      if (!match?.isCompleted || !match.winnerId) continue;
      const got = tipPoints(tip, { winnerId: match.winnerId, gameScore: match.gameScore ?? null });
      points += got;
      if (got > 0) score += 1;
    }
    expect({ points: entry?.points, score: entry?.score }).toEqual({ points, score });
    expect(
      entry?.max_points,
      `${JSON.stringify(draw.filter((m) => m.isCompleted).map((m) => m.id))} ${fans.indexOf(fan)}`,
    ).toBe(points + maxPointsStillPossible(draw, tips));
  }
}
