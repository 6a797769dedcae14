import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryRows, seedDemo } from '@squash/api/testing';
import { sql } from 'drizzle-orm';
import { benchDatabase } from './database.js';
import { percentile } from './stats.js';

/*
 * The deadline's commits, measured by the database itself (issue 65): the product's entry and tip-change
 * statements sent straight to PostgreSQL by pgbench (C clients, as many app machines would send them, so no
 * app's CPU binds), at 16 and 64 clients, each
 *  - as shipped: the triggers record the change in the change log (migration 0048, decision 032);
 *  - with the change recording switched off: the same writes' physical limit on the same disk;
 *  - as before: the triggers as migrations 0012 and 0015 had them, notifying in the writer's transaction
 *    (pg_notify), the tips' own included (migration 0049 dropped them), put back for the run and restored after;
 * beside bare PostgreSQL's figure of the same run: one 200-byte row a transaction into a plain table.
 * Each prints commits a second and the transactions' latency p99 (most of which is the commit's flush).
 */

export const SECONDS = Number(process.env.BENCH_COMMIT_SECONDS ?? 8);
/**
 * Rounds of the three modes, one after another: this machine's speed moves by a tenth within a minute, so each
 * figure is the median of its rounds, taken beside the others'.
 */
export const ROUNDS = Number(process.env.BENCH_COMMIT_ROUNDS ?? 3);
/** The clients of each run: 16 and 64, or those BENCH_COMMIT_CLIENTS lists (comma-separated). */
export const CLIENTS = (process.env.BENCH_COMMIT_CLIENTS ?? '16,64').split(',').map(Number);
export const MODES = ['shipped', 'off', 'before'] as const;
export type Mode = (typeof MODES)[number];

/** The change-recording triggers the two statements fire (migration 0012's names). */
const RECORDING_TRIGGERS = [
  ['entries', 'entries_changed_insert'],
  ['entries', 'entries_changed_update'],
] as const;

/**
 * The tips' own triggers, which notified before migration 0048 and went with migration 0049 (the entry's
 * change records the tips'): created for the 'before' runs only.
 */
const BEFORE_ONLY_TRIGGERS = [
  ['entry_tips_changed_insert', 'insert'],
  ['entry_tips_changed_update', 'update'],
] as const;

/** The trigger functions as they notified before migration 0048, for the 'before' runs. */
const NOTIFYING = {
  record_tournament_changes: `BEGIN
  PERFORM pg_notify('data_changed', changed) FROM (SELECT DISTINCT tournament_id::text AS changed FROM changed_rows WHERE tournament_id IS NOT NULL) AS c;
  RETURN NULL;
END`,
};

/** The tips' trigger function before migration 0048, created for the 'before' runs' triggers. */
const NOTIFY_ENTRY_TIP_CHANGES = `create or replace function notify_entry_tip_changes() returns trigger language plpgsql as $fn$BEGIN
  PERFORM pg_notify('data_changed', changed) FROM (SELECT DISTINCT e.tournament_id::text AS changed FROM changed_rows r JOIN entries e ON e.id = r.entry_id) AS c;
  RETURN NULL;
END$fn$`;

export interface Run {
  commits: number;
  p99: number;
}

export async function benchCommits(adminUrl: string) {
  const { handle, url, drop } = await benchDatabase(adminUrl);
  const databaseUrl = url as string;
  const work = mkdtempSync(join(tmpdir(), 'squash-bench-commits-'));
  try {
    await seedDemo(handle.db, { now: new Date() });
    const scripts = await prepare(handle.db, work);
    const version = (await queryRows<{ v: string }>(handle.db, sql`select current_setting('server_version') as v`))[0]
      ?.v;
    console.log(
      `\ncommits a second, straight to PostgreSQL ${version} (pgbench, the median of ${ROUNDS} runs of ${SECONDS} s each, the modes taken in turn; the transactions' latency p99)`,
    );
    for (const clients of CLIENTS) {
      const plain = pgbench(databaseUrl, scripts.plain, clients, work);
      console.log(`  ${clients} clients, bare PostgreSQL (a 200-byte row into a plain table): ${format(plain)}`);
      for (const [name, script] of [
        ['an entry submitted', scripts.entry],
        ['a tip change', scripts.tips],
      ] as const) {
        const rounds = new Map<Mode, Run[]>(MODES.map((mode) => [mode, []]));
        for (let round = 0; round < ROUNDS; round++) {
          for (const mode of inTurn(round)) {
            await setMode(handle.db, mode);
            await settle(handle.db);
            rounds.get(mode)?.push(pgbench(databaseUrl, script, clients, work));
          }
        }
        await setMode(handle.db, 'shipped');
        const runs = new Map<Mode, Run>(MODES.map((mode) => [mode, median(rounds.get(mode) ?? [])]));
        const shipped = runs.get('shipped') as Run;
        const off = runs.get('off') as Run;
        const before = runs.get('before') as Run;
        const ratio = shipped.commits / off.commits;
        console.log(
          `  ${clients} clients, ${name.padEnd(19)} shipped ${format(shipped)}; recording off ${format(off)}; as before (pg_notify) ${format(before)}; shipped / off ${ratio.toFixed(2)}, before / off ${(before.commits / off.commits).toFixed(2)}${clients === 64 ? '  (target: shipped / off at least 0.90)' : ''}`,
        );
      }
    }
  } finally {
    await setMode(handle.db, 'shipped').catch(() => {});
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept the scripts in ${work} (BENCH_KEEP_DATABASE)`);
    else rmSync(work, { recursive: true, force: true });
    await drop();
  }
}

/** The modes in the order of round `round`: each first in turn, so that none always follows the same one. */
export function inTurn(round: number): Mode[] {
  return MODES.map((_, i) => MODES[(round + i) % MODES.length] as Mode);
}

/**
 * Each run from the same state: the tables the runs write vacuumed and a checkpoint taken, unmeasured, so that
 * neither an autovacuum nor a checkpoint falls into one run and not another (the entry's runs moved from 0.73
 * to 0.94 of each other without).
 */
export async function settle(db: Parameters<typeof queryRows>[0]) {
  await db.execute(sql`vacuum entries, entry_tips, change_log`);
  await db.execute(sql`checkpoint`);
}

/** The run of median commits, with its own p99. */
export function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.commits - b.commits);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? { commits: Number.NaN, p99: Number.NaN };
}

export const format = (run: Run) => `${run.commits.toFixed(0)}/s, p99 ${run.p99.toFixed(1)} ms`;

/** The bench's users, entries and pgbench scripts: the product's two statements, and bare PostgreSQL's. */
async function prepare(db: Parameters<typeof queryRows>[0], work: string) {
  const [tournament] = await queryRows<{ id: string }>(
    db,
    sql`select id from tournaments where status = 'UPCOMING' and parent_id is null and starts_at > now()
        order by starts_at limit 1`,
  );
  if (!tournament) throw new Error('the demo has no upcoming tournament');
  // A full set of tips as the entries' statement writes them: one winner and one lost-games count a match.
  const [draw] = await queryRows<{ matches: number; winners: string }>(
    db,
    sql`select count(*)::int as matches,
               array_agg(coalesce(player_one_id, player_two_id, '00000000-0000-4000-8000-000000000000'::uuid)
                         order by round_id, position)::text as winners
        from matches where tournament_id = ${tournament.id}`,
  );
  const lost = `{${Array.from({ length: draw?.matches ?? 0 }, () => '1').join(',')}}`;
  const winners = draw?.winners ?? '{}';
  // Fans for the entries (each transaction takes the next), and one entry a client for the tip changes.
  await db.execute(sql`create sequence bench_fan`);
  await db.execute(sql`insert into users (id, email, username, accepted_terms_at)
    select md5('bench-fan-' || n)::uuid, 'bench-fan-' || n || '@example.com', 'bench_fan_' || n, now()
    from generate_series(1, 400000) n`);
  await db.execute(sql`insert into users (id, email, username, accepted_terms_at)
    select md5('bench-tipper-' || n)::uuid, 'bench-tipper-' || n || '@example.com', 'bench_tipper_' || n, now()
    from generate_series(1, 64) n`);
  await db.execute(sql`insert into entries (id, tournament_id, user_id, max_points, created_at, updated_at)
    select md5('bench-entry-' || n)::uuid, ${tournament.id}, md5('bench-tipper-' || n)::uuid, 100, now(), now()
    from generate_series(1, 64) n`);
  await db.execute(sql`insert into entry_tips (entry_id, winner_ids, lost_games, created_at, updated_at)
    select md5('bench-entry-' || n)::uuid, ${winners}::uuid[], ${lost}::smallint[], now(), now()
    from generate_series(1, 64) n`);
  await db.execute(sql`create table bench_plain (id bigserial primary key, body text not null)`);
  await createNotifyingTipFunction(db);
  await db.execute(sql`vacuum analyze`);
  const file = (name: string, text: string) => {
    const path = join(work, name);
    writeFileSync(path, text);
    return path;
  };
  const t = tournament.id;
  return {
    plain: file('plain.sql', `insert into bench_plain (body) values (repeat('x', 200));\n`),
    // The free entry's statement (apps/api/src/modules/entries/service.ts, freeEntryStatement): the tournament
    // still open with its draw as checked and share-locked, the fan's terms, the entry and its tips.
    entry: file(
      'entry.sql',
      `select nextval('bench_fan') as fan \\gset
with open as (
  select t.id from tournaments t
  where t.id = '${t}' and t.status = 'UPCOMING' and t.starts_at > now()
    and (select md5(coalesce(string_agg(concat_ws(',', m.id, m.player_one_id, m.player_two_id, m.is_bye, m.is_completed,
           m.winner_id, m.next_match_id, m.next_match_player_slot), ';' order by m.id), '')) from matches m where m.tournament_id = '${t}') is not null
  for share of t),
agreed as (select 1 from users where id = md5('bench-fan-' || :fan)::uuid and accepted_terms_at is not null),
entry as (
  insert into entries (tournament_id, user_id, max_points, created_at, updated_at)
  select open.id, md5('bench-fan-' || :fan)::uuid, 100, now(), now() from open, agreed
  on conflict (tournament_id, user_id) do nothing returning *),
tips as (
  insert into entry_tips (entry_id, winner_ids, lost_games, created_at, updated_at)
  select entry.id, '${winners}'::uuid[], '${lost}'::smallint[], entry.created_at, entry.created_at from entry)
select id from entry;
`,
    ),
    // A tip change (updateEntryTips): the tips upserted, the entry's best still possible and time, one transaction.
    tips: file(
      'tips.sql',
      `\\set n random(1, :clients)
BEGIN;
insert into entry_tips (entry_id, winner_ids, lost_games, created_at, updated_at)
values (md5('bench-entry-' || :n)::uuid, '${winners}'::uuid[], '${lost}'::smallint[], now(), now())
on conflict (entry_id) do update set winner_ids = excluded.winner_ids, lost_games = excluded.lost_games,
  adjusted_from_ids = null, adjusted_at = null, updated_at = excluded.updated_at;
update entries set max_points = points + 100, updated_at = now() where id = md5('bench-entry-' || :n)::uuid;
END;
`,
    ),
  };
}

/** The tips' notifying function of before migration 0048, for the 'before' runs' triggers. */
export async function createNotifyingTipFunction(db: Parameters<typeof queryRows>[0]) {
  await db.execute(sql.raw(NOTIFY_ENTRY_TIP_CHANGES));
}

/** The change recording as shipped, switched off, or notifying as before migration 0048. */
export async function setMode(db: Parameters<typeof queryRows>[0], mode: Mode) {
  for (const [table, trigger] of RECORDING_TRIGGERS) {
    await db.execute(sql.raw(`alter table ${table} ${mode === 'off' ? 'disable' : 'enable'} trigger ${trigger}`));
  }
  for (const [trigger, event] of BEFORE_ONLY_TRIGGERS) {
    await db.execute(sql.raw(`drop trigger if exists ${trigger} on entry_tips`));
    if (mode !== 'before') continue;
    await db.execute(
      sql.raw(`create trigger ${trigger} after ${event} on entry_tips referencing new table as changed_rows
               for each statement execute function notify_entry_tip_changes()`),
    );
  }
  for (const [name, body] of Object.entries(NOTIFYING)) {
    const shipped = shippedBodies.get(name) ?? (await functionBody(db, name));
    shippedBodies.set(name, shipped);
    const text = mode === 'before' ? body : shipped;
    await db.execute(
      sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $fn$${text}$fn$`),
    );
  }
}
const shippedBodies = new Map<string, string>();

async function functionBody(db: Parameters<typeof queryRows>[0], name: string): Promise<string> {
  const [row] = await queryRows<{ src: string }>(db, sql`select prosrc as src from pg_proc where proname = ${name}`);
  if (!row) throw new Error(`no function ${name}`);
  return row.src;
}

/** One pgbench run of `script` with `clients`: commits a second, and the p99 of its transactions' latencies. */
function pgbench(databaseUrl: string, script: string, clients: number, work: string): Run {
  const logs = mkdtempSync(join(work, 'log-'));
  const output = execFileSync(
    'pgbench',
    [
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(SECONDS),
      '-D',
      `clients=${clients}`,
      '-f',
      script,
      '-l',
      '--log-prefix',
      join(logs, 'tx'),
      databaseUrl,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const latencies: number[] = [];
  for (const name of readdirSync(logs)) {
    for (const line of readFileSync(join(logs, name), 'utf8').split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
    }
  }
  latencies.sort((a, b) => a - b);
  rmSync(logs, { recursive: true, force: true });
  return { commits: tps, p99: percentile(latencies, 99) };
}
