import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type App, buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import { connectionOptions, type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { type Clock, fixedClock } from '../src/lib/clock.js';
import { seedDemo } from '../src/seed/demo.js';

/** Tests run on PGlite in memory, or on PostgreSQL when DATABASE_URL is set (a throwaway database each). */
export const usingPostgres = Boolean(process.env.DATABASE_URL);

export interface TestDatabase extends DatabaseHandle {
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    return { ...handle, drop: () => handle.close() };
  }
  const name = `squash_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client(connectionOptions(adminUrl));
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client(connectionOptions(adminUrl));
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: TestDatabase;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

export const SEED_NOW = '2026-11-21T15:00:00.000Z';

/** The real app on a fresh database, optionally with the demo seed, standing at a fixed instant. */
export async function createTestApp(
  options: { seed?: boolean; now?: string; config?: Partial<Config>; clock?: Clock } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const clock = fixedClock(options.now ?? SEED_NOW);
  if (options.seed) await seedDemo(database.db, { now: clock.now() });
  const app = await buildApp(testConfig(options.config), { db: database.db, clock: options.clock ?? clock });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** GET a JSON route and return status and parsed body. */
export async function getJson<T = unknown>(app: App, url: string): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
}
