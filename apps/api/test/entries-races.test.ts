import type { Tournament, TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client.js';
import { queryRows } from '../src/db/client.js';
import { submitEntry } from '../src/modules/entries/service.js';
import { bracketTips, createTestApp, type TestContext } from './helpers.js';

// What happens when something changes between reading the draw and writing the entry: the quick
// path must write nothing, and the careful path must name what changed.
let ctx: TestContext;
let upcoming: TournamentDetail;
let userId: string;

beforeEach(async () => {
  ctx = await createTestApp({ seed: true });
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?status=UPCOMING' })).json()
    .data as Tournament[];
  upcoming = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${list[0]?.id}` })).json().data;
  const [user] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id from users u where not exists (select 1 from entries e where e.user_id = u.id and e.tournament_id = ${upcoming.id}) limit 1`,
  );
  userId = user?.id as string;
});
afterEach(async () => ctx?.close());

/** The database, with `between` run once right after the first statement (the read) answers. */
function withChangeAfterFirstRead(db: Executor, between: () => Promise<unknown>): Executor {
  let first = true;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (...args: Parameters<Executor['execute']>) => {
        const result = await target.execute(...args);
        if (first) {
          first = false;
          await between();
        }
        return result;
      };
    },
  });
}

const entriesOf = async (tournamentId: string) =>
  (
    await queryRows<{ count: number }>(
      ctx.database.db,
      sql`select count(*)::int as count from entries where tournament_id = ${tournamentId} and user_id = ${userId}`,
    )
  )[0]?.count;

describe('submitting while the tournament changes', () => {
  it('refuses tips for a player who left the draw after the fan read it', async () => {
    const first = upcoming.rounds[0]?.matches.find((m) => m.playerOne && m.playerTwo);
    const tips = bracketTips(upcoming); // picks each first-round match's first player
    const db = withChangeAfterFirstRead(ctx.database.db, async () => {
      // An admin swaps in another player (the lowest-ranked one outside this draw).
      await ctx.database.db.execute(sql`
        update matches set player_one_id = (
          select p.id from players p where p.gender = ${upcoming.gender}
            and not exists (select 1 from matches m where m.tournament_id = ${upcoming.id}
                            and p.id in (m.player_one_id, m.player_two_id))
          order by p.world_rank desc nulls first limit 1)
        where id = ${first?.id}`);
    });
    await expect(
      submitEntry(db, { userId, tournamentId: upcoming.id, tips, now: new Date('2026-01-01T00:00:00Z') }),
    ).rejects.toMatchObject({ statusCode: 422, message: expect.stringContaining('is not one of its players') });
    expect(await entriesOf(upcoming.id)).toBe(0);
  });

  it('refuses once the tournament locked after the fan read it', async () => {
    const db = withChangeAfterFirstRead(ctx.database.db, () =>
      ctx.database.db.execute(sql`update tournaments set status = 'ACTIVE' where id = ${upcoming.id}`),
    );
    await expect(
      submitEntry(db, {
        userId,
        tournamentId: upcoming.id,
        tips: bracketTips(upcoming),
        now: new Date('2026-01-01T00:00:00Z'),
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Tips are locked: this tournament has already started' });
    expect(await entriesOf(upcoming.id)).toBe(0);
  });

  it('judges a submission by the draw and fee as they are now, not as a submission read them a moment before', async () => {
    // Two new fans, without credits, who may play for money (adult Australians who accepted the terms).
    const [other, late] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into users (email, username, accepted_terms_at, date_of_birth, country)
          values ('other.racer@example.org', 'other.racer', now(), '1990-01-01', 'AU'),
                 ('late.racer@example.org', 'late.racer', now(), '1990-01-01', 'AU')
          returning id`,
    );
    const now = new Date('2026-01-01T00:00:00Z');
    await ctx.database.db.execute(sql`update tournaments set entry_fee = 0 where id = ${upcoming.id}`);
    // A first fan's submission reads the draw (and keeps it for the next ones).
    await submitEntry(ctx.database.db, { userId, tournamentId: upcoming.id, tips: bracketTips(upcoming), now });
    // Then an admin swaps a player, and the fee goes up.
    const first = upcoming.rounds[0]?.matches.find((m) => m.playerOne && m.playerTwo);
    const [swapped] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`update matches set player_one_id = (
            select p.id from players p where p.gender = ${upcoming.gender}
              and not exists (select 1 from matches m where m.tournament_id = ${upcoming.id}
                              and p.id in (m.player_one_id, m.player_two_id))
            order by p.world_rank desc nulls first limit 1)
          where id = ${first?.id} returning player_one_id as id`,
    );
    // Written past the app, as a job or another process would: the read waits for the change log's barrier, as a
    // read after a live change does (decision 032).
    await ctx.app.changes.sync();
    const now2 = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${upcoming.id}` })).json().data;
    expect(now2.rounds[0].matches.find((m: { id: string }) => m.id === first?.id).playerOne.id).toBe(swapped?.id);
    const enter = (fan: { id: string } | undefined, detail: typeof upcoming, charge = false) =>
      submitEntry(ctx.database.db, {
        userId: fan?.id as string,
        tournamentId: upcoming.id,
        tips: bracketTips(detail),
        now,
        charge,
      });
    // Tips for the old draw are refused, tips for the new one taken.
    await expect(enter(other, upcoming)).rejects.toMatchObject({ statusCode: 422 });
    await enter(other, now2);
    // A fee set meanwhile is charged: this fan has no credits.
    await ctx.database.db.execute(sql`update tournaments set entry_fee = 100 where id = ${upcoming.id}`);
    await expect(enter(late, now2, true)).rejects.toMatchObject({ statusCode: 402 });
  });

  it('names the entry that got in first', async () => {
    const tips = bracketTips(upcoming);
    const now = new Date('2026-01-01T00:00:00Z');
    let firstId = '';
    const db = withChangeAfterFirstRead(ctx.database.db, async () => {
      firstId = (await submitEntry(ctx.database.db, { userId, tournamentId: upcoming.id, tips, now })).id;
    });
    const refusal = await submitEntry(db, { userId, tournamentId: upcoming.id, tips, now }).catch((error) => error);
    expect(firstId).not.toBe('');
    expect(refusal).toMatchObject({ statusCode: 409, fields: { entryId: firstId } });
    expect(await entriesOf(upcoming.id)).toBe(1);
  });
});
