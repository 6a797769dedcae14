/**
 * npm run backup -- FILE          a consistent backup of the database the server uses, while it runs
 * npm run restore -- FILE [--force]  brings one into an empty database or data folder
 *
 * The database is the one `npm start` would use: DATABASE_URL (PostgreSQL, through pg_dump and
 * pg_restore, which take DATABASE_DIRECT_URL when it is set: a dump's snapshot and a restore's session settings
 * need PostgreSQL itself, not PgBouncer's transactions) or else DATA_DIR (the embedded database, through the
 * running server). See db/backup.ts.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, backupKind, backupPglite, backupPostgres, restorePglite, restorePostgres } from '../db/backup.js';
import { openDatabase } from '../db/client.js';
import { closeToOthers } from '../db/data-dir.js';
import { ledgerProblems } from '../modules/ledger/service.js';

const USAGE = 'Usage: npm run backup -- FILE | npm run restore -- FILE [--force]';

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const file = rest.find((arg) => !arg.startsWith('--'));
  if (!file || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const databaseUrl = config.DATABASE_DIRECT_URL ?? config.DATABASE_URL;
  const target = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${resolve(config.DATA_DIR)}`;
  const started = Date.now();

  if (command === 'backup') {
    if (databaseUrl) await backupPostgres(databaseUrl, file);
    else await backupPglite(config.DATA_DIR, file);
    const size = statSync(file).size;
    console.log(`Backed up ${target} to ${file} (${size.toLocaleString('en')} bytes, ${Date.now() - started} ms).`);
    return;
  }

  const kind = await backupKind(file);
  const wanted = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (kind !== wanted) {
    const made = kind === 'postgres' ? 'PostgreSQL (pg_dump)' : 'the embedded database (PGlite)';
    throw new BackupError(`${file} is a backup of ${made}, but this server is set up for ${target}.`);
  }
  if (databaseUrl) {
    await restorePostgres(databaseUrl, file, { force });
  } else {
    const movedAside = await restorePglite(config.DATA_DIR, file, { force });
    if (movedAside) console.log(`What ${resolve(config.DATA_DIR)} held is now in ${movedAside}.`);
  }
  // A restore is a success only if the money in it still adds up (decision 015): every transfer sums to
  // zero, every kept balance is its lines, no fan below zero.
  const restored = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: config.DATA_DIR });
  const problems = await ledgerProblems(restored.db).finally(() => restored.close());
  // What PGlite wrote while it was read (its caches' files), closed to others as the server keeps the folder.
  if (!databaseUrl) closeToOthers(resolve(config.DATA_DIR));
  if (problems.length > 0) {
    throw new BackupError(
      `Restored ${file} into ${target}, but its ledger does not hold (${problems.length} problems): ${problems.slice(0, 5).join('; ')}. Do not start the server on it before this is explained.`,
    );
  }
  console.log(
    `Restored ${file} into ${target} (${Date.now() - started} ms); its ledger holds. Start the server on it as usual.`,
  );
}

main().catch((error: unknown) => {
  console.log(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
