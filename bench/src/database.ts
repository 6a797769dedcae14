import { connectionOptions, openDatabase } from '@squash/api/testing';

type Handle = Awaited<ReturnType<typeof openDatabase>>;

import pg from 'pg';

/** A database of its own for a benchmark run on PostgreSQL, dropped afterwards; PGlite in memory otherwise. */
export async function benchDatabase(
  adminUrl: string | undefined,
  /** Told of every statement run through the handle's `db` (a bench counting round trips). */
  onQuery?: (query: string) => void,
): Promise<{ handle: Handle; url: string | undefined; drop: () => Promise<void> }> {
  if (!adminUrl) {
    const handle = await openDatabase({ onQuery });
    await handle.migrate();
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const name = `squash_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client(connectionOptions(adminUrl));
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(connectionOptions(adminUrl).connectionString as string);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), onQuery });
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      if (process.env.BENCH_KEEP_DATABASE) {
        console.log(`kept database ${name} (BENCH_KEEP_DATABASE)`);
        await admin.end();
        return;
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
