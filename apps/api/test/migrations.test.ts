import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'squash-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as it was up to and including `tag`. */
function migrationsUpTo(tag: string): string {
  const folder = join(scratch, tag);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0005 (entry_tips)', () => {
  it('carries every saved tip over, with its score and any late-draw-change record', async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo('0004_match_tips_natural_key') });
      // A 4-player draw: semi-finals (round 1) and a final (round 2), two fans with their tips.
      const [ids] = await rows<Record<string, string>>(sql`with t as (
              insert into tournaments (name, gender, start_date, end_date, status)
              values ('Old Open', 'womens', '2026-01-01', '2026-01-03', 'ACTIVE') returning id
            ),
            r1 as (insert into rounds (tournament_id, index, name) select id, 1, 'Semi-finals' from t returning id),
            r2 as (insert into rounds (tournament_id, index, name) select id, 2, 'Final' from t returning id),
            p as (
              insert into players (full_name, gender) values ('A', 'womens'), ('B', 'womens'), ('C', 'womens'), ('D', 'womens')
              returning id, full_name
            ),
            u as (
              insert into users (email, username) values ('one@example.com', 'one'), ('two@example.com', 'two')
              returning id, username
            )
            select (select id from t) as t, (select id from r1) as r1, (select id from r2) as r2,
                   (select id from p where full_name = 'A') as a, (select id from p where full_name = 'B') as b,
                   (select id from p where full_name = 'C') as c, (select id from p where full_name = 'D') as d,
                   (select id from u where username = 'one') as one, (select id from u where username = 'two') as two`);
      const id = (key: string) => ids?.[key] as string;
      const [final] = await rows<{ id: string }>(
        sql`insert into matches (tournament_id, round_id, position) values (${id('t')}, ${id('r2')}, 1) returning id`,
      );
      const semis = await rows<{
        id: string;
      }>(sql`insert into matches (tournament_id, round_id, position, player_one_id, player_two_id, next_match_id, next_match_player_slot)
            values (${id('t')}, ${id('r1')}, 1, ${id('a')}, ${id('b')}, ${final?.id}, 1),
                   (${id('t')}, ${id('r1')}, 2, ${id('c')}, ${id('d')}, ${final?.id}, 2)
            returning id`);
      const entries = await rows<{
        id: string;
      }>(sql`insert into entries (tournament_id, user_id) values (${id('t')}, ${id('one')}), (${id('t')}, ${id('two')})
            returning id`);
      const [one, two] = entries.map((entry) => entry.id);
      const [semi1, semi2] = semis.map((match) => match.id);
      const tips = [
        { entry: one, match: semi1, winner: id('a'), score: '3-1', adjustedFrom: null },
        { entry: one, match: semi2, winner: id('d'), score: null, adjustedFrom: null },
        { entry: one, match: final?.id, winner: id('a'), score: '3-2', adjustedFrom: null },
        { entry: two, match: semi1, winner: id('b'), score: '3-0', adjustedFrom: id('a') },
        { entry: two, match: semi2, winner: id('c'), score: '3-2', adjustedFrom: null },
        { entry: two, match: final?.id, winner: id('c'), score: null, adjustedFrom: null },
      ];
      for (const tip of tips) {
        await db.execute(
          sql`insert into match_tips (entry_id, match_id, predicted_winner_id, predicted_score, adjusted_from_player_id)
              values (${tip.entry}, ${tip.match}, ${tip.winner}, ${tip.score}, ${tip.adjustedFrom})`,
        );
      }

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const carried = await rows<
        Record<string, string | null>
      >(sql`select entry_id, match_id, predicted_winner_id, predicted_score, adjusted_from_player_id from match_tips
            order by entry_id, match_id`);
      const expected = tips
        .map((tip) => ({
          entry_id: tip.entry,
          match_id: tip.match,
          predicted_winner_id: tip.winner,
          predicted_score: tip.score,
          adjusted_from_player_id: tip.adjustedFrom,
        }))
        .sort((x, y) =>
          `${x.entry_id}${x.match_id}` < `${y.entry_id}${y.match_id}`
            ? -1
            : `${x.entry_id}${x.match_id}` > `${y.entry_id}${y.match_id}`
              ? 1
              : 0,
        );
      expect(carried).toEqual(expected);
    } finally {
      await client.close();
    }
  });
});

describe('migration 0007 (ledger)', () => {
  it("turns every credit transaction into a balanced transfer, with the fan's balance kept", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo('0006_rate_limit_hits') });
      const [ids] = await rows<{ user_id: string; tournament_id: string }>(sql`with
          u as (insert into users (email, username) values ('old@example.org', 'old_fan') returning id),
          t as (insert into tournaments (name, gender, start_date, end_date) values ('Old Open', 'mens', '2026-01-01', '2026-01-03') returning id)
        select u.id as user_id, t.id as tournament_id from u, t`);
      await db.execute(sql`insert into credit_transactions (user_id, type, amount, description, tournament_id) values
        (${ids?.user_id}, 'ADMIN_TOP_UP', 500, 'Welcome', null),
        (${ids?.user_id}, 'ENTRY_PURCHASE', -100, 'Old Open entry', ${ids?.tournament_id}),
        (${ids?.user_id}, 'REFUND', 100, 'Old Open refund', ${ids?.tournament_id})`);
      await migrate(db, { migrationsFolder: MIGRATIONS });

      const transfers = await rows<{ type: string; description: string; lines: number; total: number }>(
        sql`select t.type, t.description, count(l.id)::int as lines, sum(l.amount)::int as total
            from ledger_transfers t join ledger_lines l on l.transfer_id = t.id group by t.id order by t.type`,
      );
      expect(transfers).toEqual([
        { type: 'ADMIN_TOP_UP', description: 'Welcome', lines: 2, total: 0 },
        { type: 'ENTRY_PURCHASE', description: 'Old Open entry', lines: 2, total: 0 },
        { type: 'REFUND', description: 'Old Open refund', lines: 2, total: 0 },
      ]);
      const [fan] = await rows<{ balance: number }>(
        sql`select balance::int from ledger_accounts where kind = 'USER_CREDITS' and user_id = ${ids?.user_id}`,
      );
      expect(fan?.balance).toBe(500);
      expect(await rows(sql`select to_regclass('credit_transactions') as t`)).toEqual([{ t: null }]);
    } finally {
      await client.close();
    }
  });
});

describe('migration 0013 (player external ids)', () => {
  it('gives imported players their profile slug as external ID, keeping every ID already set and never taking one in use', async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo('0012_data_changes') });
      await db.execute(sql`insert into players (full_name, gender, slug, external_id) values
        ('Imported One', 'mens', 'imported-one', null),
        ('Has An Id', 'mens', 'has-an-id', 'PSA-7'),
        ('By Hand', 'womens', null, 'HAND-1'),
        ('Slug Taken', 'womens', 'taken-slug', null),
        ('Owner Of It', 'womens', 'owner', 'taken-slug')`);
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const players = await rows<{ full_name: string; external_id: string | null }>(
        sql`select full_name, external_id from players order by full_name`,
      );
      expect(players).toEqual([
        { full_name: 'By Hand', external_id: 'HAND-1' },
        { full_name: 'Has An Id', external_id: 'PSA-7' },
        { full_name: 'Imported One', external_id: 'imported-one' },
        { full_name: 'Owner Of It', external_id: 'taken-slug' },
        { full_name: 'Slug Taken', external_id: null },
      ]);
    } finally {
      await client.close();
    }
  });
});

describe('migration 0018 (the job queue on pg-boss 12)', () => {
  it("drops pg-boss 10's schema, which pg-boss 12 can't migrate, and pg-boss 12 then starts on the database", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo('0017_admin_audit') });
      // What pg-boss 10 left: its schema at version 24, with a job waiting.
      await db.execute(sql`create schema pgboss`);
      await db.execute(sql`create table pgboss.version (version int primary key, maintained_on timestamptz)`);
      await db.execute(sql`insert into pgboss.version (version) values (24)`);
      await db.execute(sql`create table pgboss.job (id uuid primary key, name text not null)`);
      await db.execute(sql`insert into pgboss.job values (gen_random_uuid(), 'tournament-lock')`);
      await expect(new PgBoss({ backend: 'pglite', db: fromPglite(client) }).start()).rejects.toThrow(/version 24/);

      await migrate(db, { migrationsFolder: MIGRATIONS });
      expect(await rows(sql`select 1 from pg_namespace where nspname = 'pgboss'`)).toEqual([]);
      const boss = new PgBoss({ backend: 'pglite', db: fromPglite(client), schema: 'pgboss' });
      await boss.start();
      await boss.stop({ graceful: false });
      const [installed] = await rows<{ version: number }>(sql`select max(version) as version from pgboss.version`);
      expect(installed?.version).toBeGreaterThanOrEqual(25);
    } finally {
      await client.close();
    }
  });
});
