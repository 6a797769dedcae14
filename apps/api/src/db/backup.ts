/**
 * Backups of the database the server uses, taken while it runs and takes writes, and their restore.
 *
 * - PostgreSQL (DATABASE_URL): the standard tools. `pg_dump --format=custom` reads one snapshot, so the
 *   file holds exactly the transactions committed when it began; `pg_restore` brings it into an empty
 *   database in one transaction.
 * - The embedded database (PGlite in DATA_DIR): one process owns its files, so the running server takes
 *   the backup itself. It listens on a Unix socket beside the data folder (owner-only permissions); the
 *   CLI asks there and receives PGlite's own dump of the data folder (a gzipped tar), taken with no
 *   transaction open and after a checkpoint. With no server running the CLI opens the folder itself.
 *   The same socket tells a second process that the folder is in use.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { chmod, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectionOptions } from './client.js';
import { closeToOthers } from './data-dir.js';

/** What a backup file holds, told by its first bytes. */
export type BackupKind = 'postgres' | 'pglite';

const PG_DUMP_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export class BackupError extends Error {}

/** Linux's limit on a Unix socket's path (sun_path), less its terminating byte. */
const MAX_SOCKET_PATH = 107;

/** The control socket of the server holding `dataDir`: beside the folder, so PGlite's files stay its own. */
export function controlSocketPath(dataDir: string): string {
  const folder = resolve(dataDir);
  const name = basename(folder);
  return join(dirname(folder), `${name.startsWith('.') ? '' : '.'}${name}.control.sock`);
}

/** Is a server answering on the data folder's control socket? */
export async function serverHolds(dataDir: string): Promise<boolean> {
  const path = controlSocketPath(dataDir);
  if (!existsSync(path)) return false;
  const socket = connect(path);
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/**
 * A dump of a PGlite database taken between transactions (PGlite runs its queries and transactions one
 * at a time: holding its transaction lock, none is open), after a checkpoint so little WAL is replayed.
 */
async function dumpPglite(client: PGlite): Promise<Buffer> {
  await client.exec('checkpoint');
  const blob = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await blob.arrayBuffer());
}

/**
 * The server's side: answers `backup` on the control socket with `OK <bytes>\n` and the dump, or
 * `ERROR <why>\n`. One backup at a time; refuses to start when another server already holds the folder.
 */
export async function serveControlSocket(client: PGlite, dataDir: string): Promise<Server | undefined> {
  const path = controlSocketPath(dataDir);
  if (await serverHolds(dataDir)) {
    throw new BackupError(`Another server is running on ${resolve(dataDir)}: one process owns an embedded database.`);
  }
  // A Unix socket's path has a system limit (108 bytes on Linux): past it, no socket, and `npm run backup`
  // refuses such a folder rather than read files a server may be writing.
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    console.warn(`[backup] ${path} is too long for a socket: npm run backup needs a shorter DATA_DIR.`);
    return undefined;
  }
  await unlink(path).catch(() => {});
  let busy = false;
  const server = createServer((socket: Socket) => {
    socket.setEncoding('utf8');
    socket.setTimeout(60_000, () => socket.destroy());
    socket.once('data', async (line: string) => {
      if (line.trim() !== 'backup') {
        socket.end('ERROR unknown command\n');
        return;
      }
      if (busy) {
        socket.end('ERROR a backup is already running\n');
        return;
      }
      busy = true;
      try {
        const dump = await dumpPglite(client);
        socket.write(`OK ${dump.length}\n`);
        socket.end(dump);
      } catch (error) {
        socket.end(`ERROR ${error instanceof Error ? error.message : String(error)}\n`);
      } finally {
        busy = false;
      }
    });
    socket.on('error', () => {});
  });
  server.listen(path);
  await once(server, 'listening');
  await chmod(path, 0o600);
  server.on('close', () => void unlink(path).catch(() => {}));
  return server;
}

/** Asks the server holding `dataDir` for a backup. */
async function requestBackup(dataDir: string): Promise<Buffer> {
  const socket = connect(controlSocketPath(dataDir));
  await once(socket, 'connect');
  socket.write('backup\n');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'end');
  const answer = Buffer.concat(chunks);
  const newline = answer.indexOf(0x0a);
  const head = answer.subarray(0, newline).toString('utf8');
  const body = answer.subarray(newline + 1);
  if (head.startsWith('ERROR ')) throw new BackupError(`The server could not take the backup: ${head.slice(6)}`);
  const size = Number(head.slice(3));
  if (!head.startsWith('OK ') || body.length !== size) {
    throw new BackupError(`The server's backup arrived incomplete (${body.length} of ${size} bytes).`);
  }
  return body;
}

/**
 * A backup holds password hashes, live sessions and the push keys: it is made readable by its owner alone
 * (0600), and a file others can read is never written over (its old copy would be public already: the
 * operator must deal with it first).
 */
const OWNER_ONLY = 0o600;

async function refuseOpenToOthers(file: string): Promise<void> {
  const mode = await stat(file).then(
    (found) => found.mode,
    () => null,
  );
  if (mode !== null && (mode & 0o077) !== 0) {
    throw new BackupError(
      `${file} exists and others can read it (mode ${(mode & 0o777).toString(8)}): a backup holds password hashes and sessions. Delete it or chmod 600 it first.`,
    );
  }
}

/**
 * Writes next to `file` (created owner-only before anything is written into it) and renames at the end: a
 * failed backup never leaves a file that looks whole, nor one anybody else could read.
 */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  await refuseOpenToOthers(file);
  const partial = `${file}.partial`;
  try {
    await rm(partial, { force: true });
    await (await open(partial, 'wx', OWNER_ONLY)).close();
    await write(partial);
    await chmod(partial, OWNER_ONLY);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Runs a PostgreSQL client tool, its errors kept for the message. */
async function runTool(command: string, args: string[]): Promise<void> {
  await spawnTool(command, args, ['ignore', 'inherit']).done;
}

/** A PostgreSQL client tool started, its errors kept: `done` settles when it ends, rejected unless it exits 0. */
function spawnTool(command: string, args: string[], [input, output]: ['ignore' | 'pipe', 'inherit' | 'pipe']) {
  const child = spawn(command, args, { stdio: [input, output, 'pipe'] });
  const errors: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));
  const done = new Promise<number | null>((resolve, reject) => {
    child.once('exit', resolve);
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`
            : `${command} could not run: ${error.message}`,
        ),
      );
    });
  }).then((code) => {
    if (code !== 0) throw new BackupError(`${command} failed (exit ${code}): ${errors.join('').trim()}`);
  });
  return { child, done };
}

/** The URL with the user filled in the way the server's own connections do. */
const toolUrl = (databaseUrl: string) => connectionOptions(databaseUrl).connectionString;

/**
 * The unlogged tables' rows stay out (the change log, migration 0048): they name transactions of this cluster,
 * which mean nothing in another, and a restored server's readers start from an empty log anyway.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await writeWhole(file, (partial) =>
    runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--no-unlogged-table-data',
      `--file=${partial}`,
      toolUrl(databaseUrl),
    ]),
  );
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  // Without its socket there is no telling whether a server holds the folder: never read it then.
  if (Buffer.byteLength(controlSocketPath(dataDir)) > MAX_SOCKET_PATH) {
    throw new BackupError(
      `The path of ${resolve(dataDir)} is too long for the server's backup socket: use a shorter DATA_DIR.`,
    );
  }
  let dump: Buffer;
  if (await serverHolds(dataDir)) {
    dump = await requestBackup(dataDir);
  } else {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${resolve(dataDir)}.`);
    const client = new PGlite(dataDir);
    try {
      dump = await dumpPglite(client);
    } finally {
      await client.close();
    }
  }
  await writeWhole(file, async (partial) => {
    const handle = await open(partial, 'w', OWNER_ONLY);
    try {
      await handle.writeFile(dump);
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
}

/** Which database a backup file is of. */
export async function backupKind(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`There is no backup file at ${file}.`);
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.equals(PG_DUMP_MAGIC)) return 'postgres';
    if (head.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite';
    throw new BackupError(`${file} is not a backup made by npm run backup.`);
  } finally {
    await handle.close();
  }
}

/** Tables in the database other than PostgreSQL's own: an empty database has none. */
async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client(connectionOptions(databaseUrl));
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

export async function restorePostgres(databaseUrl: string, file: string, { force = false } = {}): Promise<void> {
  const tables = await userTableCount(databaseUrl);
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database is not empty (${tables} tables). Restore into an empty database, or add --force to replace what it holds.`,
    );
  }
  const restore = ['--no-owner', '--no-privileges', '--exit-on-error'];
  if (tables === 0) {
    await runTool('pg_restore', [...restore, '--single-transaction', `--dbname=${toolUrl(databaseUrl)}`, file]);
    return;
  }
  // Replacing: pg_restore's own --clean drops object by object and stops on pg-boss's partitioned tables
  // ("cannot drop inherited constraint"). Every schema is dropped whole instead, and the dump's SQL run after
  // it in the same transaction: a restore that fails leaves the database as it was.
  await pipeTools(
    ['pg_restore', [...restore, '--file=-', file]],
    [
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--set=ON_ERROR_STOP=1',
        '--single-transaction',
        `--command=${DROP_EVERY_SCHEMA}`,
        '--file=-',
        toolUrl(databaseUrl),
      ],
    ],
  );
}

/** Every schema but PostgreSQL's own, dropped with what it holds; an empty public schema made again. */
const DROP_EVERY_SCHEMA = `do $$
declare name text;
begin
  for name in select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' loop
    execute format('drop schema %I cascade', name);
  end loop;
  create schema public;
end $$;`;

/** `first`'s output into `second`'s input; fails with the first one of them that fails, and what it said. */
async function pipeTools(first: [string, string[]], second: [string, string[]]): Promise<void> {
  const producer = spawnTool(first[0], first[1], ['ignore', 'pipe']);
  const consumer = spawnTool(second[0], second[1], ['pipe', 'inherit']);
  if (producer.child.stdout && consumer.child.stdin) producer.child.stdout.pipe(consumer.child.stdin);
  // A consumer that stops early closes the pipe: the producer's failure to write is the consumer's to tell.
  consumer.child.stdin?.on('error', () => undefined);
  const [made, taken] = await Promise.allSettled([producer.done, consumer.done]);
  if (taken.status === 'rejected') throw taken.reason;
  if (made.status === 'rejected') throw made.reason;
}

/**
 * Brings a PGlite backup into `dataDir`. The server must be stopped. A folder holding anything is
 * refused unless `force`; then it is moved aside (named in the answer), never deleted.
 */
export async function restorePglite(dataDir: string, file: string, { force = false } = {}): Promise<string | null> {
  const folder = resolve(dataDir);
  if (await serverHolds(folder)) throw new BackupError(`A server is running on ${folder}: stop it before restoring.`);
  let movedAside: string | null = null;
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    if (!force) {
      throw new BackupError(
        `${folder} is not empty. Restore into an empty or new folder, or add --force to move what it holds aside.`,
      );
    }
    movedAside = `${folder}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
    renameSync(folder, movedAside);
  }
  try {
    process.umask(0o077);
    const client = await PGlite.create(folder, { loadDataDir: new Blob([await readFile(file)]) });
    await client.query('select 1');
    await client.close();
    closeToOthers(folder);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, folder);
    throw new BackupError(`${file} could not be restored: ${error instanceof Error ? error.message : String(error)}`);
  }
  return movedAside;
}
