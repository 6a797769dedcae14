import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectionOptions, openDatabase } from '../src/db/client.js';

/**
 * One migrated database per test run, that every test database starts as a copy of: replaying the 18
 * migrations took 1.5 to 3 s for each of the run's ~45 databases. On PostgreSQL (DATABASE_URL) a
 * template database (`create database … template …`); on PGlite a data-directory tarball that a new
 * in-memory PGlite loads. `createTestDatabase` still runs `migrate()` after the copy, which finds
 * nothing to do unless a migration was added after the template was made.
 */
export type TestDatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    const tarball = await handle.pglite?.dumpDataDir('none');
    await handle.close();
    if (!tarball) throw new Error('PGlite gave no data directory to copy');
    const folder = mkdtempSync(join(tmpdir(), 'squash-test-template-'));
    const file = join(folder, 'template.tar');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    project.provide('testDatabaseTemplate', { kind: 'pglite', file });
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const name = `squash_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  // A template must have no connection open while it is copied.
  await handle.close();
  project.provide('testDatabaseTemplate', { kind: 'postgres', name });
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client(connectionOptions(adminUrl));
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
