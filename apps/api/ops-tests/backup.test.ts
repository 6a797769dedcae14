import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TournamentDetail } from '@squash/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, sql } from '../src/db/client.js';
import { ledgerProblems } from '../src/modules/ledger/service.js';
import { bracketTips, ELIGIBLE_AUSTRALIAN } from '../test/helpers.js';
import {
  DEMO_PASSWORD,
  emptyDatabase,
  fetchPatiently,
  openToOthers,
  type ServerProcess,
  signInCookie,
  startServer,
  stopServer,
  waitHealthy,
} from './server-process.js';

/*
 * Backups that restore (npm run test:backup), for both databases the server runs on: `npm run backup`
 * while the server takes a burst of purchases and paid entries, then `npm run restore` into a fresh
 * database, the server started on it, and every write acknowledged before the backup began found there.
 */
const CLI = fileURLToPath(new URL('../dist/cli/backup.js', import.meta.url));
const PORT = Number(process.env.BACKUP_TEST_PORT ?? 3720);
const FANS = 6;
const FAN_PASSWORD = 'Backup!Fan2026';

let workDir: string;
let umask: number;
beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'squash-backup-'));
  // Most shells' umask, under which PGlite's files were once left readable by all (issue 63).
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
  rmSync(workDir, { recursive: true, force: true });
});

/** Runs the CLI (`npm run backup` / `npm run restore` without the build) against a database. */
async function cli(args: string[], database: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: '', ...database },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

async function call<T>(
  server: ServerProcess,
  path: string,
  { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetchPatiently(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.url,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Fans signed up and verified through the API (the links read from the admin's outbox). */
async function signUpFans(server: ServerProcess, admin: string): Promise<{ email: string; cookie: string }[]> {
  const fans = [];
  for (let n = 0; n < FANS; n++) {
    const email = `backup.fan${n}@example.org`;
    const signUp = await call(server, '/api/auth/sign-up/email', {
      method: 'POST',
      body: { email, password: FAN_PASSWORD, name: '' },
    });
    expect(signUp.status).toBe(200);
    const mails = await call<{ data: { link: string | null }[] }>(server, `/api/admin/outbox?to=${email}`, {
      cookie: admin,
    });
    const link = new URL(mails.body.data[0]?.link as string);
    await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    const cookie = await signInCookie(server, email, FAN_PASSWORD);
    // An adult in Australia who accepted the terms: paid play is open to them (issue 62).
    const declared = await call(server, '/api/user', { method: 'PATCH', cookie, body: ELIGIBLE_AUSTRALIAN });
    expect(declared.status).toBe(200);
    fans.push({ email, cookie });
  }
  return fans;
}

interface Acknowledged {
  at: number;
  fan: number;
  kind: 'payment' | 'entry';
  id: string;
}

/**
 * Each fan buys a credit at a time (test card) until told to stop, and after a purchase enters the next
 * upcoming tournament it has not entered (a paid entry): half the fans from the start, the others once
 * the backup has begun. Every answered write is kept
 * with the time its answer arrived.
 */
function burst(server: ServerProcess, fans: { cookie: string }[], tournaments: TournamentDetail[]) {
  const acknowledged: Acknowledged[] = [];
  let stopping = false;
  let backupBegan = false;
  const workers = fans.map(async ({ cookie }, fan) => {
    let entered = 0;
    while (!stopping) {
      const created = await call<{ data: { id: string } }>(server, '/api/payments', {
        method: 'POST',
        cookie,
        body: { creditAmount: 1 },
      });
      expect(created.status).toBe(201);
      const paid = await call<{ data: { status: string } }>(
        server,
        `/api/payments/${created.body.data.id}/test-checkout`,
        {
          method: 'POST',
          cookie,
          body: { cardNumber: '4000000360000006' },
        },
      );
      expect(paid.body.data.status).toBe('SUCCEEDED');
      acknowledged.push({ at: Date.now(), fan, kind: 'payment', id: created.body.data.id });
      const tournament = tournaments[entered];
      // Half the fans enter from the start, the others once the backup has begun: entries race it too.
      if (tournament && (fan < fans.length / 2 || backupBegan)) {
        const entry = await call<{ data: { id: string } }>(server, `/api/tournaments/${tournament.id}/entries`, {
          method: 'POST',
          cookie,
          body: { matchTips: bracketTips(tournament) },
        });
        expect(entry.status).toBe(201);
        acknowledged.push({ at: Date.now(), fan, kind: 'entry', id: entry.body.data.id });
        entered++;
      }
    }
  });
  return {
    acknowledged,
    backupBegins() {
      backupBegan = true;
    },
    async stop() {
      stopping = true;
      await Promise.all(workers);
    },
  };
}

describe.each([
  { kind: 'PostgreSQL', postgres: true },
  { kind: 'the embedded database (PGlite)', postgres: false },
])('backups of $kind', ({ postgres }) => {
  const databases: { drop(): Promise<void> }[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    for (const database of databases) await database.drop();
  }, 30_000);

  /** Where a server's data lives, as the environment `npm start` reads. */
  async function freshTarget(name: string): Promise<Record<string, string>> {
    if (postgres) {
      const database = await emptyDatabase();
      databases.push(database);
      return { DATABASE_URL: database.url };
    }
    return { DATABASE_URL: '', DATA_DIR: join(workDir, name) };
  }

  it('backs up while the server takes writes, and the restore holds every write acknowledged before it', async () => {
    const original = await freshTarget('original');
    const server = startServer(original.DATABASE_URL ?? '', PORT + (postgres ? 0 : 2), {
      ...original,
      ENTRY_FEE_CREDITS: '1',
      RATE_LIMIT_ENABLED: 'false',
    });
    servers.push(server);
    await waitHealthy(server);
    const admin = await signInCookie(server, 'admin@example.com', DEMO_PASSWORD);
    const fans = await signUpFans(server, admin);
    const upcoming = await call<{ data: { id: string }[] }>(server, '/api/admin/tournaments?status=UPCOMING', {
      cookie: admin,
    });
    const tournaments = await Promise.all(
      upcoming.body.data.map(
        async ({ id }) => (await call<{ data: TournamentDetail }>(server, `/api/tournaments/${id}`)).body.data,
      ),
    );
    expect(tournaments.length).toBeGreaterThan(0);

    const writes = burst(server, fans, tournaments);
    // At least 1.5 s, and until more purchases than fans and an entry are answered: on a loaded machine the
    // burst needs longer than a fixed pause to have something for the backup to keep.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const answered = (kind: Acknowledged['kind']) => writes.acknowledged.filter((write) => write.kind === kind).length;
    await expect.poll(() => answered('payment'), { timeout: 30_000, interval: 50 }).toBeGreaterThan(FANS);
    await expect.poll(() => answered('entry'), { timeout: 30_000, interval: 50 }).toBeGreaterThan(0);
    const file = join(workDir, `backup-${postgres ? 'pg' : 'pglite'}.dump`);
    const backupBegan = Date.now();
    writes.backupBegins();
    const backup = await cli(['backup', file], original);
    // The writes go on while the backup runs, and a little after it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await writes.stop();
    expect(backup.output).toContain('Backed up');
    expect(backup.code).toBe(0);
    // It holds password hashes and sessions: its owner's alone, and never written over a file others can read.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const openCopy = `${file}.open`;
    copyFileSync(file, openCopy);
    chmodSync(openCopy, 0o644);
    const overOpen = await cli(['backup', openCopy], original);
    expect(overOpen.code).toBe(1);
    expect(overOpen.output).toContain('others can read it (mode 644)');
    const before = writes.acknowledged.filter((write) => write.at < backupBegan);
    const after = writes.acknowledged.filter((write) => write.at >= backupBegan);
    const count = (list: Acknowledged[], kind: Acknowledged['kind']) => list.filter((w) => w.kind === kind).length;
    console.log(
      `${postgres ? 'PostgreSQL' : 'PGlite'}: ${backup.output.trim()} Acknowledged before it: ${count(before, 'payment')} purchases, ${count(before, 'entry')} entries; during and after: ${count(after, 'payment')} purchases, ${count(after, 'entry')} entries.`,
    );
    expect(count(before, 'payment')).toBeGreaterThan(FANS);
    expect(before.some((write) => write.kind === 'entry')).toBe(true);
    expect(after.length, 'writes went on during the backup').toBeGreaterThan(0);

    // Into a database that holds data: refused, and nothing changed.
    if (postgres) {
      const refused = await cli(['restore', file], original);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('is not empty');
    }
    await stopServer(server);
    if (!postgres) {
      const refused = await cli(['restore', file], original);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('is not empty');
    }

    const restoredTarget = await freshTarget('restored');
    const restore = await cli(['restore', file], restoredTarget);
    expect(restore.output).toContain('its ledger holds');
    expect(restore.code).toBe(0);
    // A restored folder is its owner's alone, as the server keeps one (the CLI ran under umask 022).
    if (!postgres) expect(openToOthers(join(workDir, 'restored'))).toEqual([]);

    // The ledger's invariants, read straight from the restored database.
    const restoredDatabase = await openDatabase({
      databaseUrl: restoredTarget.DATABASE_URL || undefined,
      dataDir: restoredTarget.DATA_DIR,
    });
    try {
      expect(await ledgerProblems(restoredDatabase.db)).toEqual([]);
    } finally {
      await restoredDatabase.close();
    }

    if (postgres) {
      // --force replaces a database the product has run on, its job queue's partitioned tables included: what
      // it holds afterwards is the backup's, and nothing written since.
      const ran = await openDatabase({ databaseUrl: original.DATABASE_URL });
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await ran.db.execute(query)) as unknown as { rows: Array<{ count: string }> }).rows[0]?.count;
      try {
        expect(Number(await rows(sql`select count(*) from pg_inherits`)), 'pg-boss has partitions').toBeGreaterThan(0);
        await ran.db.execute(
          sql`insert into feedback (name, email, message) values ('After', 'after@example.org', 'written after the backup')`,
        );
      } finally {
        await ran.close();
      }
      const replaced = await cli(['restore', file, '--force'], original);
      expect(replaced.output).toContain('its ledger holds');
      expect(replaced.code).toBe(0);
      const replacedDatabase = await openDatabase({ databaseUrl: original.DATABASE_URL });
      try {
        const count = async (query: ReturnType<typeof sql>) =>
          Number(
            ((await replacedDatabase.db.execute(query)) as unknown as { rows: Array<{ count: string }> }).rows[0]
              ?.count,
          );
        expect(await count(sql`select count(*) from feedback where email = 'after@example.org'`)).toBe(0);
        expect(await count(sql`select count(*) from pg_inherits`)).toBeGreaterThan(0);
        expect(await ledgerProblems(replacedDatabase.db)).toEqual([]);
      } finally {
        await replacedDatabase.close();
      }

      // A database whose kept balance disagrees with its lines (written with the triggers off, as only a
      // superuser can): its backup restores, but the restore does not report success.
      const broken = await openDatabase({ databaseUrl: restoredTarget.DATABASE_URL });
      await broken.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update ledger_accounts set balance = balance + 1 where kind = 'USER_CREDITS'`);
      });
      await broken.close();
      const brokenFile = join(workDir, 'broken-ledger.dump');
      expect((await cli(['backup', brokenFile], restoredTarget)).code).toBe(0);
      const brokenTarget = await freshTarget('broken');
      const brokenRestore = await cli(['restore', brokenFile], brokenTarget);
      expect(brokenRestore.code).toBe(1);
      expect(brokenRestore.output).toMatch(/its ledger does not hold \(\d+ problems\): account .* keeps/);
      const mend = await openDatabase({ databaseUrl: restoredTarget.DATABASE_URL });
      await mend.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update ledger_accounts set balance = balance - 1 where kind = 'USER_CREDITS'`);
      });
      await mend.close();
    }

    const restored = startServer(restoredTarget.DATABASE_URL ?? '', PORT + (postgres ? 1 : 3), {
      ...restoredTarget,
      SEED_DEMO: 'false',
    });
    servers.push(restored);
    await waitHealthy(restored);
    for (const [fan, { email }] of fans.entries()) {
      // Sign-in works on the restored server, with the password set before the backup.
      const cookie = await signInCookie(restored, email, FAN_PASSWORD);
      const mine = before.filter((write) => write.fan === fan);
      for (const payment of mine.filter((write) => write.kind === 'payment')) {
        const read = await call<{ data: { status: string } }>(restored, `/api/payments/${payment.id}`, { cookie });
        expect(read.body.data.status, `payment ${payment.id}`).toBe('SUCCEEDED');
      }
      const entries = await call<{ data: { id: string }[] }>(restored, '/api/entries', { cookie });
      const entryIds = entries.body.data.map((entry) => entry.id);
      for (const entry of mine.filter((write) => write.kind === 'entry')) expect(entryIds).toContain(entry.id);
    }
    const adminAgain = await call(restored, '/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    expect(adminAgain.status).toBe(200);
    if (!postgres) expect(existsSync(join(workDir, 'restored', 'PG_VERSION'))).toBe(true);
  }, 180_000);
});
