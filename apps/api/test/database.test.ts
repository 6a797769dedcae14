import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, queryRowsPrepared } from '../src/db/client.js';
import { entries, entryTips, matches, matchTips, players, rounds, tournaments, users } from '../src/db/schema.js';
import { createTestDatabase, type TestDatabase, usingPostgres } from './helpers.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.drop());

/** Postgres error code of a failed statement (drivers wrap it differently). */
async function failureCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    let current: unknown = error;
    while (current && typeof current === 'object') {
      if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
        return current.code;
      current = 'cause' in current ? current.cause : undefined;
    }
    return 'unknown';
  }
  return undefined;
}

async function makeTournament() {
  const { db } = database;
  const [tournament] = await db
    .insert(tournaments)
    .values({ name: 'Test Open', gender: 'mens', startDate: '2026-01-01', endDate: '2026-01-03', status: 'UPCOMING' })
    .returning();
  const [round] = await db.insert(rounds).values({ tournamentId: tournament!.id, index: 1, name: 'Final' }).returning();
  const [a, b] = await db
    .insert(players)
    .values([
      { fullName: `Player ${Math.random()}`, gender: 'mens' },
      { fullName: `Player ${Math.random()}`, gender: 'mens' },
    ])
    .returning();
  const [match] = await db
    .insert(matches)
    .values({ tournamentId: tournament!.id, roundId: round!.id, position: 1, playerOneId: a!.id, playerTwoId: b!.id })
    .returning();
  return { tournament: tournament!, round: round!, match: match!, a: a!, b: b! };
}

async function makeUser(username: string) {
  const [user] = await database.db
    .insert(users)
    .values({ email: `${username}@example.com`, username })
    .returning();
  return user!;
}

describe('constraints', () => {
  it('keeps usernames and emails unique regardless of case', async () => {
    await makeUser('CaseFan');
    expect(await failureCode(makeUser('casefan'))).toBe('23505');
    expect(
      await failureCode(database.db.insert(users).values({ email: 'CASEFAN@EXAMPLE.COM', username: 'other' })),
    ).toBe('23505');
  });

  it('allows one entry per user and tournament, and one set of tips per entry, read back tip by tip', async () => {
    const { tournament, match, a } = await makeTournament();
    const user = await makeUser('one_entry');
    const [entry] = await database.db
      .insert(entries)
      .values({ tournamentId: tournament.id, userId: user.id })
      .returning();
    expect(
      await failureCode(database.db.insert(entries).values({ tournamentId: tournament.id, userId: user.id })),
    ).toBe('23505');
    // The final (round 1, position 1) is tip slot 1.
    await database.db.insert(entryTips).values({ entryId: entry!.id, winnerIds: [a.id], lostGames: [1] });
    expect(
      await failureCode(
        database.db.insert(entryTips).values({ entryId: entry!.id, winnerIds: [a.id], lostGames: [1] }),
      ),
    ).toBe('23505');
    expect(await database.db.select().from(matchTips).where(eq(matchTips.entryId, entry!.id))).toEqual([
      {
        entryId: entry!.id,
        matchId: match.id,
        predictedWinnerId: a.id,
        predictedScore: '3-1',
        adjustedFromPlayerId: null,
      },
    ]);
  });

  it('refuses values outside every enumeration', async () => {
    const { tournament, match, a } = await makeTournament();
    const raw = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
    expect(await failureCode(raw(sql`update tournaments set status = 'DONE' where id = ${tournament.id}`))).toBe(
      '23514',
    );
    expect(await failureCode(raw(sql`update tournaments set gender = 'mixed' where id = ${tournament.id}`))).toBe(
      '23514',
    );
    expect(await failureCode(raw(sql`update matches set outcome = 'forfeit' where id = ${match.id}`))).toBe('23514');
    expect(await failureCode(raw(sql`update matches set game_score = '5-1' where id = ${match.id}`))).toBe('23514');
    // Tip slots leave room for 64 matches a round.
    expect(await failureCode(raw(sql`update matches set position = 65 where id = ${match.id}`))).toBe('23514');
    const [entry] = await database.db
      .insert(entries)
      .values({ tournamentId: tournament.id, userId: (await makeUser('bad_score')).id })
      .returning();
    expect(
      await failureCode(
        database.db.insert(entryTips).values({ entryId: entry!.id, winnerIds: [a.id], lostGames: [3] }),
      ),
    ).toBe('23514');
    expect(await failureCode(raw(sql`update players set gender = 'x' where id = ${a.id}`))).toBe('23514');
    expect(await failureCode(raw(sql`update users set role = 'root'`))).toBe('23514');
    expect(
      await failureCode(raw(sql`update tournaments set end_date = '2025-01-01' where id = ${tournament.id}`)),
    ).toBe('23514');
  });

  it('only lets a match be won by one of its players, once completed', async () => {
    const { match, a } = await makeTournament();
    const other = await makeTournament();
    expect(await failureCode(database.db.update(matches).set({ winnerId: a.id }).where(eq(matches.id, match.id)))).toBe(
      '23514',
    );
    expect(
      await failureCode(
        database.db.update(matches).set({ isCompleted: true, winnerId: other.a.id }).where(eq(matches.id, match.id)),
      ),
    ).toBe('23514');
    await database.db
      .update(matches)
      .set({ isCompleted: true, winnerId: a.id, gameScore: '3-1' })
      .where(eq(matches.id, match.id));
  });

  it('will not delete a player who is in a draw', async () => {
    const { a } = await makeTournament();
    // restrict_violation or foreign_key_violation, depending on the server's version.
    expect(['23001', '23503']).toContain(await failureCode(database.db.delete(players).where(eq(players.id, a.id))));
  });
});

describe('transactions', () => {
  /** Resolves once a connection waits for a lock another holds (PostgreSQL): the overlap, known rather than slept for. */
  async function aTransactionWaitsForALock() {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      const [row] = await queryRows<{ waiting: number }>(
        database.db,
        sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((row?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('no transaction came to wait for the lock');
  }

  it('keeps two overlapping transactions from interleaving (no lost update)', async () => {
    const user = await makeUser('counter');
    const events: string[] = [];
    // Read, then write what was read plus one: a classic lost update unless the two are serialised or locked.
    const bump = (name: string, meanwhile: () => Promise<void>) =>
      database.db.transaction(async (tx) => {
        const [row] = await tx
          .execute(sql`select points from users where id = ${user.id} for update`)
          .then((result) => (result as unknown as { rows: Array<{ points: number }> }).rows);
        events.push(`${name} read ${row?.points}`);
        await meanwhile();
        await tx.execute(sql`update users set points = ${(row?.points ?? 0) + 1} where id = ${user.id}`);
        events.push(`${name} wrote`);
      });
    let second: Promise<void> | undefined;
    // The second starts once the first has read, and the first writes only when the second is known to
    // be under way: on PostgreSQL waiting for the first's row lock; on PGlite queued behind the first
    // (one transaction at a time).
    await bump('first', async () => {
      second = bump('second', async () => {});
      if (usingPostgres) await aTransactionWaitsForALock();
    });
    await second;
    expect(events).toEqual(['first read 0', 'first wrote', 'second read 1', 'second wrote']);
    const [row] = await queryRows<{ points: number }>(database.db, sql`select points from users where id = ${user.id}`);
    expect(row?.points).toBe(2);
  });

  it('rolls back everything of a failed transaction and keeps serving others', async () => {
    const user = await makeUser('rollback');
    const read = () => queryRows<{ points: number }>(database.db, sql`select points from users where id = ${user.id}`);
    let reader: Promise<Array<{ points: number }>> | undefined;
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`update users set points = 99 where id = ${user.id}`);
      // A read from elsewhere while the update is uncommitted: on PostgreSQL it answers at once, on
      // PGlite it waits for this transaction to end. Either way it never sees the 99.
      reader = read();
      if (usingPostgres) expect((await reader)[0]?.points).toBe(0);
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect((await reader)?.[0]?.points).toBe(0);
    expect((await read())[0]?.points).toBe(0);
  });
});

describe('prepared statements', () => {
  it('runs a hot statement as one named statement per connection, whatever its values, inside a transaction too', async () => {
    const statement = (n: number) => sql`select ${n}::int * 2 as doubled, ${`label-${n}`}::text as label`;
    const answers = await database.db.transaction(async (tx) => {
      const rows = [
        ...(await queryRowsPrepared<{ doubled: number; label: string }>(tx, statement(1))),
        ...(await queryRowsPrepared<{ doubled: number; label: string }>(tx, statement(21))),
      ];
      // The transaction's own connection: what PostgreSQL keeps prepared for it.
      const prepared = usingPostgres
        ? await queryRows<{ name: string }>(
            tx,
            sql`select name from pg_prepared_statements where statement like '%::int * 2 as doubled%'`,
          )
        : [];
      return { rows, prepared };
    });
    expect(answers.rows).toEqual([
      { doubled: 2, label: 'label-1' },
      { doubled: 42, label: 'label-21' },
    ]);
    if (usingPostgres) {
      expect(answers.prepared).toHaveLength(1);
      expect(answers.prepared[0]?.name).toMatch(/^q_[\w-]{27}$/);
    }
  });

  it('tells a failed statement apart as queryRows does, and a different text is a different statement', async () => {
    const code = await failureCode(queryRowsPrepared(database.db, sql`select 1 / ${0}::int`));
    expect(code).toBe('22012');
    expect(await queryRowsPrepared<{ one: number }>(database.db, sql`select ${1}::int as one`)).toEqual([{ one: 1 }]);
  });
});

describe.skipIf(usingPostgres)('embedded database on disk', () => {
  it('keeps its data across a restart and migrates idempotently', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'squash-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await first.db.insert(users).values({ email: 'keep@example.com', username: 'keeper' });
      await first.close();

      const second = await openDatabase({ dataDir });
      await second.migrate();
      const rows = await second.db.select({ username: users.username }).from(users);
      expect(rows).toEqual([{ username: 'keeper' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
