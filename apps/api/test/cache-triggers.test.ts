import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { asUser, createTestApp, demoSessions, type TestContext } from './helpers.js';
import { readableIds, urlsFor } from './route-ids.js';

/*
 * The cache rule (decision 009): a read is kept only while its data's version is current, and the
 * version moves with the change log (decision 032). So every table a cached read reads must have a
 * trigger that records its changes (migrations 0012, 0015 and 0048), or change only in the same transaction
 * as one that does. Every cached route is called here (with real ids, as a visitor and a fan), the tables of each
 * statement it runs are collected, and each must be noticed or named below with its reason.
 */
const CHANGES_WITH_A_NOTICED_TABLE: Record<string, string> = {
  ledger_accounts:
    "a tournament's pool moves only with a paid entry, a refund or the settlement, which write the entry or the tournament in the same transaction",
  ledger_lines: 'as ledger_accounts: lines are posted with the entry, refund or settlement they pay for',
  ledger_transfers: 'as ledger_accounts',
  prizes: "written only by the settlement, which moves the tournament's status in the same transaction",
  crowd_picks:
    'what the crowd picks read keeps of its own answer once tips are locked; deleted in the same transaction as any change of entries or entry_tips (migration 0019)',
  entry_outlooks:
    "written only by the outlook job, in the transaction that moves the tournament's leaderboard version (a noticed update); shown only while that version is current",
  entry_tips:
    "written only with its entry (a new entry, a tip change: the entry's best still possible and time) or its match (a withdrawal's adjustment), whose triggers record the same tournament's change in the same transaction (migration 0049)",
  match_tips: 'a view over entry_tips: its rows change only when entry_tips does, so with its entry or match',
  username_history:
    "written only by users' rename trigger (migration 0044), in the statement that renames (a noticed update of users), and deleted with the account's closure, which renames it too",
  auth_users:
    "read to trust a session: the session cache's own notices (auth_sessions, users) govern it, and the answers are the fan's own",
};

let ctx: TestContext;
const queries: string[] = [];
let sessions: Record<string, string | null>;
let ids: Map<string, string[]>;

beforeAll(async () => {
  ctx = await createTestApp({
    seed: true,
    config: { CREDITS_ENABLED: true },
    onQuery: (query) => queries.push(query),
    cachesOff: 'collects the statements each cached read runs: none may be answered from memory',
  });
  const { fan } = await demoSessions(ctx.app);
  sessions = { visitor: null, fan };
  ids = await readableIds(ctx.app, fan);
});
afterAll(async () => ctx?.close());

/** The public tables with a trigger whose function records its change in the change log (migration 0048). */
async function noticedTables(): Promise<Set<string>> {
  const rows = await queryRows<{ relname: string }>(
    ctx.database.db,
    sql`select distinct c.relname from pg_trigger t
        join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and p.prosrc ilike '%insert into change_log%'`,
  );
  return new Set(rows.map((row) => row.relname));
}

/** Each cached GET route and the tables its reads read (statements run while it answered). */
async function tablesReadByCachedRoutes(): Promise<Map<string, Set<string>>> {
  const tables = new Set(
    (
      await queryRows<{ table_name: string }>(
        ctx.database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      )
    ).map((row) => row.table_name),
  );
  // The log itself is read by this process's own reader and publisher on their timers, whatever route is answered.
  tables.delete('change_log');
  const read = new Map<string, Set<string>>();
  for (const route of ctx.app.cachedRouteList.filter((each) => each.startsWith('GET '))) {
    const touched = new Set<string>();
    for (const url of urlsFor(route.slice(4), ids)) {
      for (const cookie of Object.values(sessions)) {
        queries.length = 0;
        await ctx.app.inject({ method: 'GET', url, headers: cookie ? asUser(cookie) : {} });
        for (const query of queries) {
          for (const match of query.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi)) {
            if (tables.has(match[1] as string)) touched.add(match[1] as string);
          }
        }
      }
    }
    read.set(route, touched);
  }
  return read;
}

/** 'route: table' for every table a cached route reads that is neither noticed nor named above. */
function unnoticed(read: Map<string, Set<string>>, noticed: Set<string>): string[] {
  return [...read].flatMap(([route, tables]) =>
    [...tables]
      .filter((table) => !noticed.has(table) && !(table in CHANGES_WITH_A_NOTICED_TABLE))
      .map((table) => `${route}: ${table}`),
  );
}

describe('the cached reads and the change log', () => {
  it('every table a cached read reads records its changes, or changes only with one that does', async () => {
    const read = await tablesReadByCachedRoutes();
    expect(read.size).toBeGreaterThan(10);
    expect(read.get('GET /api/tournaments/:id')).toContain('matches');
    expect(unnoticed(read, await noticedTables())).toEqual([]);
    // Nothing named above that no cached read reads any more.
    const readAnywhere = new Set([...read.values()].flatMap((tables) => [...tables]));
    expect(Object.keys(CHANGES_WITH_A_NOTICED_TABLE).filter((table) => !readAnywhere.has(table))).toEqual([]);
  });

  it('finds the reads a dropped trigger leaves without notices', async () => {
    await ctx.database.db.execute(sql`drop trigger players_changed on players`);
    const missing = unnoticed(await tablesReadByCachedRoutes(), await noticedTables());
    expect(missing).toContain('GET /api/tournaments/:id: players');
    expect(missing).toContain('GET /api/matches: players');
  });
});
