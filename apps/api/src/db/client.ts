import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { defaultDatabaseUser } from '../config.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; business functions take `Executor` so they run inside or outside one. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | 'query'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, for tools that speak to it directly (the job queue). */
  pglite?: PGlite;
  databaseUrl?: string;
  /**
   * Whether `databaseUrl` goes through a transaction pooler (PgBouncer, `pool_mode = transaction`): each
   * transaction may run on another server connection, so nothing may be kept on one between them.
   */
  pooled: boolean;
  /** The pool's connections (PostgreSQL only), for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a lock on the database that other processes' start-ups wait for, so any
   * number of them may start at once: one migrates and seeds, the others then find it done.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any constant: it only has to be the same for every process migrating the same database. */
const MIGRATION_LOCK_KEY = 7_340_211;
const STARTUP_LOCK_KEY = 7_340_212;

/**
 * PostgreSQL with a pool when a URL is given, otherwise PGlite (Postgres in WASM, in this process)
 * under `dataDir`, or in memory when `dataDir` is omitted (tests): empty, or a copy of `loadDataDir`
 * (a `dumpDataDir` tarball: the tests' migrated template, loaded in a third of the time initdb takes).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  /**
   * PostgreSQL itself when `databaseUrl` goes through a transaction pooler: for what needs a session of its
   * own (the change notices' LISTEN, the start-up's locks and migrations). Named statements are then off.
   */
  directUrl?: string;
  /** Connections the pool may open to `databaseUrl` (DATABASE_POOL_MAX). */
  poolMax?: number;
  dataDir?: string;
  loadDataDir?: Blob;
  /** Told of every statement run through `db` (a test that checks what the cached reads read). */
  onQuery?: (query: string) => void;
}): Promise<DatabaseHandle> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ ...connectionOptions(options.databaseUrl), max: options.poolMax ?? 20 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    // Sessions (LISTEN, advisory locks) come from a few direct connections when the pool's go through PgBouncer.
    const sessions = options.directUrl ? new pg.Pool({ ...connectionOptions(options.directUrl), max: 3 }) : pool;
    if (sessions !== pool) {
      sessions.on('error', () => {});
      markPooled(pool, sessions);
    }
    const db = drizzleNodePg({ client: pool, schema, ...(logger ? { logger } : {}) }) as unknown as Database;
    /** Runs `work` holding one of the advisory locks below on a session's connection. */
    const holdingLock = async <T>(key: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
      const client = await sessions.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        client.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      databaseUrl: connectionOptions(options.databaseUrl).connectionString,
      pooled: sessions !== pool,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // Several API processes may start at once: one migrates, the others wait for it.
      migrate: () =>
        holdingLock(MIGRATION_LOCK_KEY, (client) =>
          migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
        ),
      withStartupLock: (work) => holdingLock(STARTUP_LOCK_KEY, () => work()),
      close: async () => {
        await pool.end();
        if (sessions !== pool) await sessions.end();
      },
    };
  }
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pooled: false,
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns an embedded database: there is nobody to wait for.
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

/** Pools that go through a transaction pooler, and their clients as they connect. */
const throughPooler = new WeakSet<object>();
/** A pooled pool's direct one, for sessions. */
const sessionPools = new WeakMap<pg.Pool, pg.Pool>();

function markPooled(pool: pg.Pool, sessions: pg.Pool) {
  throughPooler.add(pool);
  pool.on('connect', (client) => throughPooler.add(client));
  sessionPools.set(pool, sessions);
}

/**
 * Where a connection that keeps its session comes from (the change notices' LISTEN): the pool itself, or its
 * direct pool when its connections go through a transaction pooler, where a LISTEN would be lost.
 */
export function sessionPoolOf(pool: pg.Pool): pg.Pool {
  return sessionPools.get(pool) ?? pool;
}

/**
 * `postgres://127.0.0.1:5432/test` names no user; libpq would take the OS user, node-postgres takes
 * $USER, which is unset on some machines. Fall back the way psql users expect.
 */
export function connectionOptions(databaseUrl: string): { connectionString: string } {
  const url = new URL(databaseUrl);
  if (url.username === '') url.username = defaultDatabaseUser();
  return { connectionString: url.toString() };
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw query run as a named prepared statement: PostgreSQL parses and plans it once per
 * connection and then only binds and runs it. For the few statements run thousands of times a minute
 * (an entry's submission at the deadline), where parsing and planning a statement of several CTEs
 * cost as much as running it. The name is the text's hash, so the same text is always the same
 * statement and the statements a connection keeps are bounded by the texts the code can build. On
 * PGlite (no named statements), and through a transaction pooler (PgBouncer before 1.21 keeps no statement
 * from one transaction to the next), it is `queryRows`.
 */
export async function queryRowsPrepared<T>(db: Executor, query: SQL): Promise<T[]> {
  const session = (db as Partial<Pick<Database, '_'>>)._?.session;
  const client: unknown = session && 'client' in session ? session.client : undefined;
  if (!session || (typeof client === 'object' && client !== null && throughPooler.has(client))) {
    return queryRows(db, query);
  }
  const compiled = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(compiled.sql).digest('base64url')}`;
  const result = (await session.prepareQuery(compiled, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** A round trip to the database (the health check's). */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

export { sql };

/**
 * The row a statement that must return exactly one returned (an insert, or an update of a row this
 * transaction holds): a missing one is a bug, said by name rather than passed on as undefined.
 */
export function onlyRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what}: the statement returned no row`);
  return row;
}
