import { type GameScore, type Gender, tipPoints, tournamentTitle } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { ledgerProblems } from '../src/modules/ledger/service.js';
import { scoreTournament } from '../src/modules/scoring/service.js';
import { DEMO_FAN_COUNT, seedDemo } from '../src/seed/demo.js';
import { createTestApp, SEED_NOW, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

describe('demo seed', () => {
  it('seeds only an empty database', async () => {
    expect(await seedDemo(ctx.database.db, { now: new Date(SEED_NOW) })).toBe(false);
    const [row] = await queryRows<{ count: number }>(
      ctx.database.db,
      sql`select count(*)::int as count from tournaments where parent_id is null`,
    );
    expect(row?.count).toBe(5);
  });

  it("opens the live event's Second Chance from its quarter-finals, free and still open for picks", async () => {
    const chances = await queryRows<{
      name: string;
      status: string;
      entry_fee: number;
      parent: string;
      rounds: string[];
    }>(
      ctx.database.db,
      sql`select c.name, c.status, c.entry_fee, p.status as parent,
                 array(select r.name from rounds r where r.tournament_id = c.id order by r.index) as rounds
          from tournaments c join tournaments p on p.id = c.parent_id`,
    );
    expect(chances).toHaveLength(1);
    expect(chances[0]).toMatchObject({
      status: 'UPCOMING',
      entry_fee: 0,
      parent: 'ACTIVE',
      rounds: ['Quarter-finals', 'Semi-finals', 'Final'],
    });
    expect(chances[0]?.name).toMatch(/ · Second Chance$/);
  });

  it(`creates ${DEMO_FAN_COUNT} fans with entries in every tournament`, async () => {
    const rows = await queryRows<{ name: string; status: string; entries: number; finalized: number }>(
      ctx.database.db,
      sql`select t.name, t.status, count(e.id)::int as entries, count(e.finalized_at)::int as finalized
          from tournaments t left join entries e on e.tournament_id = t.id
          where t.parent_id is null group by t.id order by t.start_date`,
    );
    const finished = rows.filter((r) => r.status === 'PAID');
    expect(finished).toHaveLength(3);
    expect(finished.every((r) => r.entries === DEMO_FAN_COUNT)).toBe(true);
    expect(rows.every((r) => r.entries >= 20)).toBe(true);
    const upcoming = rows.find((r) => r.status === 'UPCOMING');
    expect(upcoming?.finalized).toBe(0);
    expect(rows.filter((r) => r.status !== 'UPCOMING').every((r) => r.finalized === r.entries)).toBe(true);
  });

  it('gives every entry one tip per playable match, each later pick the winner of its own feeding pick', async () => {
    const problems = await queryRows<{ entry_id: string; match_id: string }>(
      ctx.database.db,
      sql`
        -- a later-round tip whose player is neither of the entry's picks in the two feeding matches
        select t.entry_id, t.match_id from match_tips t
        join matches m on m.id = t.match_id
        join rounds r on r.id = m.round_id
        where r.index > 1 and not exists (
          select 1 from matches f
          left join match_tips ft on ft.match_id = f.id and ft.entry_id = t.entry_id
          where f.next_match_id = m.id
            and t.predicted_winner_id = case when f.is_bye then f.winner_id else ft.predicted_winner_id end
        )`,
    );
    expect(problems).toEqual([]);
    const counts = await queryRows<{ tips: number; playable: number }>(
      ctx.database.db,
      sql`select count(t.match_id)::int as tips,
                 (select count(*)::int from matches m where m.tournament_id = e.tournament_id and not m.is_bye) as playable
          from entries e left join match_tips t on t.entry_id = e.id group by e.id`,
    );
    expect(counts.every((c) => c.tips === c.playable)).toBe(true);
  });

  it('scores in SQL exactly as the core rule says, and ranks ties together', async () => {
    const tips = await queryRows<{
      entry_id: string;
      predicted_winner_id: string;
      predicted_score: GameScore | null;
      winner_id: string | null;
      game_score: string | null;
    }>(
      ctx.database.db,
      sql`select t.entry_id, t.predicted_winner_id, t.predicted_score, m.winner_id, m.game_score
          from match_tips t join matches m on m.id = t.match_id
          where m.is_completed and not m.is_bye`,
    );
    const expected = new Map<string, { score: number; points: number }>();
    for (const tip of tips) {
      const total = expected.get(tip.entry_id) ?? { score: 0, points: 0 };
      const points = tipPoints(
        { predictedWinnerId: tip.predicted_winner_id, predictedScore: tip.predicted_score },
        { winnerId: tip.winner_id as string, gameScore: tip.game_score },
      );
      expected.set(tip.entry_id, { score: total.score + (points > 0 ? 1 : 0), points: total.points + points });
    }
    const stored = await queryRows<{ id: string; score: number; points: number }>(
      ctx.database.db,
      sql`select id, score, points from entries where status <> 'OPEN'`,
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const entry of stored) expect({ id: entry.id, ...expected.get(entry.id) }).toEqual(entry);
  });

  it('re-scoring changes nothing (idempotent)', async () => {
    const before = await queryRows(
      ctx.database.db,
      sql`select id, score, points, possible_score, max_points, rank from entries order by id`,
    );
    const ids = await queryRows<{ id: string }>(ctx.database.db, sql`select id from tournaments`);
    for (const { id } of ids) await scoreTournament(ctx.database.db, id);
    const after = await queryRows(
      ctx.database.db,
      sql`select id, score, points, possible_score, max_points, rank from entries order by id`,
    );
    expect(after).toEqual(before);
  });

  it('keeps max points at or above points, and equal once a tournament is over', async () => {
    const rows = await queryRows<{ status: string; points: number; max_points: number }>(
      ctx.database.db,
      sql`select t.status, e.points, e.max_points from entries e join tournaments t on t.id = e.tournament_id`,
    );
    expect(rows.every((r) => r.max_points >= r.points)).toBe(true);
    const finished = rows.filter((r) => r.status === 'PAID');
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((r) => r.max_points === r.points)).toBe(true);
    expect(rows.filter((r) => r.status === 'UPCOMING').every((r) => r.max_points > 0 && r.points === 0)).toBe(true);
  });

  it('gives the demo its money: fans bought credits, every entry paid its fee, the finished events are paid out', async () => {
    const [fans] = await queryRows<{ buyers: number; payments: number }>(
      ctx.database.db,
      sql`select count(distinct user_id)::int as buyers, count(*)::int as payments from payments where status = 'SUCCEEDED'`,
    );
    expect(fans).toEqual({ buyers: DEMO_FAN_COUNT, payments: DEMO_FAN_COUNT });
    const [unpaid] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from entries e where not exists (
            select 1 from ledger_transfers x where x.idempotency_key = 'entry:' || e.tournament_id || ':' || e.user_id)`,
    );
    expect(unpaid?.n).toBe(0);
    // Each entry's line names its event with the gender where the name doesn't say it (both Windsor City
    // Opens 2023 are in the demo).
    const lines = await queryRows<{ description: string; name: string; gender: Gender }>(
      ctx.database.db,
      sql`select distinct x.description, t.name, t.gender from ledger_transfers x
          join tournaments t on t.id = x.resource_id where x.type = 'ENTRY_PURCHASE'`,
    );
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.description).toBe(`Entry: ${tournamentTitle(line)}`);
    const tournaments = await queryRows<{ status: string; entry_fee: number; prizes: number; unpaid: number }>(
      ctx.database.db,
      sql`select t.status, t.entry_fee, count(p.id)::int as prizes, count(p.id) filter (where p.paid_at is null)::int as unpaid
          from tournaments t left join prizes p on p.tournament_id = t.id where t.parent_id is null group by t.id`,
    );
    expect(tournaments.every((t) => t.entry_fee === 100)).toBe(true);
    const paidOut = tournaments.filter((t) => t.status === 'PAID');
    expect(paidOut).toHaveLength(3);
    expect(paidOut.every((t) => t.prizes > 0 && t.unpaid === 0)).toBe(true);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  });
});
