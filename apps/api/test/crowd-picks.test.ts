import type { MatchPickStats, Tournament } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { pickStats } from '../src/modules/entries/reads.js';
import { lockDueTournaments } from '../src/modules/lifecycle/service.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  SEED_NOW,
  signedInUser,
  type TestContext,
  upcomingTournament,
} from './helpers.js';

let ctx: TestContext;
let active: Tournament;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?status=ACTIVE' })).json().data;
  active = list[0] as Tournament;
});
afterAll(async () => ctx?.close());

const kept = async (tournamentId: string) =>
  (
    await queryRows<{ picks: MatchPickStats[] }>(
      ctx.database.db,
      sql`select picks from crowd_picks where tournament_id = ${tournamentId}`,
    )
  )[0]?.picks;
/** What a count of every tip now says, straight from the tips, for comparison. */
const counted = async (tournamentId: string) =>
  queryRows<{ match_id: string; player_id: string; count: number }>(
    ctx.database.db,
    sql`select m.match_id, m.predicted_winner_id as player_id, count(*)::int as count
        from match_tips m join entries e on e.id = m.entry_id
        where e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'
        group by 1, 2 order by 1, 2`,
  );
const flat = (picks: MatchPickStats[]) =>
  picks
    .flatMap((match) =>
      match.picks.map((pick) => ({ match_id: match.matchId, player_id: pick.playerId, count: pick.count })),
    )
    .sort((a, b) => a.match_id.localeCompare(b.match_id) || a.player_id.localeCompare(b.player_id));

describe('crowd picks, counted once tips are locked and kept until a tip changes', () => {
  it('are counted by the lock job and kept; an upcoming tournament keeps none', async () => {
    const upcoming = await upcomingTournament(ctx.app);
    const fan = await signedInUser(ctx.app, 'crowd.fan@example.org');
    const entered = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${upcoming.id}/entries`,
      headers: asUser(fan),
      payload: { matchTips: bracketTips(upcoming) },
    });
    expect(entered.statusCode).toBe(201);
    await expect(pickStats(ctx.database.db, upcoming.id, new Date(SEED_NOW))).rejects.toThrow(
      'once the tournament starts',
    );
    expect(await kept(upcoming.id)).toBeUndefined();

    const startsAt = new Date(upcoming.startsAt as string);
    expect(await lockDueTournaments(ctx.database.db, new Date(startsAt.getTime() + 1000), upcoming.id)).toEqual([
      upcoming.id,
    ]);
    const picks = await kept(upcoming.id);
    expect(picks && flat(picks)).toEqual(await counted(upcoming.id));
    expect(picks?.length).toBeGreaterThan(0);
  });

  it('are kept by the first read of a tournament locked before, and that read and the next agree', async () => {
    expect(await kept(active.id)).toBeUndefined();
    const first = await pickStats(ctx.database.db, active.id, new Date(SEED_NOW));
    expect(flat(first)).toEqual(await counted(active.id));
    expect(await kept(active.id)).toEqual(first);
    expect(await pickStats(ctx.database.db, active.id, new Date(SEED_NOW))).toEqual(first);
  });

  it('are forgotten when a tip changes, an entry is deleted or refunded, and counted again on the next read', async () => {
    const changes = [
      sql`update entry_tips t set updated_at = now() from entries e
          where e.id = t.entry_id and e.tournament_id = ${active.id} and e.id = (
            select id from entries where tournament_id = ${active.id} order by id limit 1)`,
      sql`delete from entries where id = (select id from entries where tournament_id = ${active.id} order by id limit 1)`,
      sql`update entries set status = 'REFUNDED' where id = (
            select id from entries where tournament_id = ${active.id} and status <> 'REFUNDED' order by id limit 1)`,
    ];
    for (const change of changes) {
      await pickStats(ctx.database.db, active.id, new Date(SEED_NOW));
      expect(await kept(active.id)).toBeDefined();
      await ctx.database.db.execute(change);
      expect(await kept(active.id)).toBeUndefined();
      const again = await pickStats(ctx.database.db, active.id, new Date(SEED_NOW));
      expect(flat(again)).toEqual(await counted(active.id));
    }
  });
});
