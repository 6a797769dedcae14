import type { TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { systemClock } from '../src/lib/clock.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  signedInUser,
  type TestContext,
  upcomingTournament,
  usingPostgres,
} from './helpers.js';

/*
 * The tipping lock under fire: several fans submit and edit their entries as fast as they can while
 * the real clock crosses the start. Nothing may be written at or after the start; everything sent
 * after it is refused with the lock's message. (Meant for PostgreSQL, where requests really overlap;
 * on PGlite they are serialised, and it runs all the same.)
 */
const FANS = 8;
let ctx: TestContext;
let fans: string[];
let upcoming: TournamentDetail;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, clock: systemClock });
  fans = [];
  for (let n = 0; n < FANS; n++) fans.push(await signedInUser(ctx.app, `lock${n}@example.org`));
  upcoming = await upcomingTournament(ctx.app);
});
afterAll(async () => ctx?.close());

interface Attempt {
  sentAt: number;
  status: number;
  message?: string;
}

describe(`the tipping lock across the start instant${usingPostgres ? '' : ' (PGlite: serialised)'}`, () => {
  it('writes nothing at or after the start and refuses everything sent after it', async () => {
    const startsAt = Date.now() + 1500;
    await ctx.database.db.execute(
      sql`update tournaments set starts_at = ${new Date(startsAt).toISOString()}::timestamptz where id = ${upcoming.id}`,
    );
    const tipSets = [bracketTips(upcoming), bracketTips(upcoming, (_one, two) => two)];
    const attempts: Attempt[] = [];
    await Promise.all(
      fans.map(async (cookie, fan) => {
        let entryId: string | undefined;
        // Half the fans enter early; the others only in the last moments.
        if (fan % 2 === 1) await new Promise((resolve) => setTimeout(resolve, 1300));
        for (let round = 0; Date.now() < startsAt + 400; round++) {
          const sentAt = Date.now();
          const response = await ctx.app.inject(
            entryId
              ? {
                  method: 'PUT',
                  url: `/api/entries/${entryId}/match-tips`,
                  headers: asUser(cookie),
                  payload: { matchTips: tipSets[round % 2] },
                }
              : {
                  method: 'POST',
                  url: `/api/tournaments/${upcoming.id}/entries`,
                  headers: asUser(cookie),
                  payload: { matchTips: tipSets[round % 2] },
                },
          );
          if (response.statusCode === 201) entryId = response.json().data.id;
          attempts.push({ sentAt, status: response.statusCode, message: response.json().error?.message });
        }
      }),
    );

    const late = attempts.filter((attempt) => attempt.sentAt >= startsAt);
    const accepted = attempts.filter((attempt) => attempt.status < 300);
    expect(late.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(FANS);
    for (const attempt of late) {
      expect(attempt).toMatchObject({ status: 409, message: 'Tips are locked: this tournament has already started' });
    }
    // What the database holds was written before the start, by the instant each write was judged at.
    const [written] = await queryRows<{ last: Date | null; entries: number }>(
      ctx.database.db,
      sql`select max(greatest(e.updated_at, t.updated_at)) as last, count(*)::int as entries
            from entries e join entry_tips t on t.entry_id = e.id join users u on u.id = e.user_id
           where e.tournament_id = ${upcoming.id} and u.email like 'lock%@example.org'`,
    );
    expect(written?.entries).toBeGreaterThanOrEqual(FANS / 2);
    expect(new Date(written?.last as Date).getTime()).toBeLessThan(startsAt);
    console.log(
      `lock: ${attempts.length} attempts, ${accepted.length} accepted, ${late.length} sent after the start (all refused), ${written?.entries} entries`,
    );
  }, 60_000);
});
