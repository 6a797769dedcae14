import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers.js';

/*
 * Every foreign key's referencing columns lead some index (issue 63, point 5): a delete of the referenced row
 * (and its `on delete cascade`) looks them up by those columns. Without one, deleting a tournament's 100,000
 * entries scanned all 100,000 league outlooks per entry, for over 12 minutes.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.drop());

/** Foreign keys of the product's own tables (pg-boss's excluded) whose columns, in order, lead no index. */
const UNINDEXED = sql`
  select c.conrelid::regclass::text as "table", c.conname as "constraint",
         (select string_agg(a.attname, ', ' order by k.n) from unnest(c.conkey) with ordinality as k(attnum, n)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns
    from pg_constraint c
    join pg_namespace ns on ns.oid = c.connamespace
   where c.contype = 'f' and ns.nspname = 'public'
     and not exists (
       select 1 from pg_index i
        where i.indrelid = c.conrelid
          and (string_to_array(i.indkey::text, ' ')::int2[])[1:array_length(c.conkey, 1)] @> c.conkey
          and (string_to_array(i.indkey::text, ' ')::int2[])[1:array_length(c.conkey, 1)] <@ c.conkey)
   order by 1, 2`;

describe('foreign keys', () => {
  it('each have an index led by their referencing columns', async () => {
    const { rows } = (await database.db.execute(UNINDEXED)) as unknown as {
      rows: Array<{ table: string; constraint: string; columns: string }>;
    };
    expect(rows.map((row) => `${row.table} (${row.columns}): ${row.constraint}`)).toEqual([]);
  });

  it('are found by the check when their index is missing', async () => {
    await database.db.execute(
      sql`create table fk_probe (id serial primary key, entry_id uuid references entries (id))`,
    );
    const { rows } = (await database.db.execute(UNINDEXED)) as unknown as { rows: Array<{ table: string }> };
    expect(rows.map((row) => row.table)).toContain('fk_probe');
    await database.db.execute(sql`create index on fk_probe (entry_id, id)`);
    const after = (await database.db.execute(UNINDEXED)) as unknown as { rows: Array<{ table: string }> };
    expect(after.rows.map((row) => row.table)).not.toContain('fk_probe');
    await database.db.execute(sql`drop table fk_probe`);
  });
});
