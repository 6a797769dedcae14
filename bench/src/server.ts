import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase } from './database.js';

const SERVER = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

/**
 * The production server (`apps/api/dist/server.js`) in a process of its own, so the load generator
 * and the server don't share one event loop. Resolves once /api/health answers.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [SERVER], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error('the server did not answer /api/health within 2 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    pid: server.pid as number,
    async stop() {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** The demo sign-ins' password on a bench server (its DEMO_PASSWORD). */
export const BENCH_DEMO_PASSWORD = 'Bench!Demo2026';

/** Signs a demo account (or another, with its password) in on a running bench server; the session cookie, as a Cookie header. */
export async function signIn(base: string, email: string, password = BENCH_DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Runs `bench` against the server's settings for the embedded database (a fresh data folder), then for a
 * fresh PostgreSQL database when DATABASE_URL is set; says how to get the PostgreSQL figures otherwise.
 */
export async function onEachDatabase(
  prefix: string,
  bench: (label: string, env: Record<string, string>) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'squash-bench-'));
  try {
    await bench(`${prefix}, embedded PGlite`, { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('\nSet DATABASE_URL=postgres://... for the PostgreSQL figures.');
    return;
  }
  const { url, drop } = await benchDatabase(databaseUrl);
  try {
    await bench(`${prefix}, PostgreSQL`, { DATABASE_URL: url as string });
  } finally {
    await drop();
  }
}

/** The first match of a tournament's draw with both players and no result yet: the one a bench decides. */
export async function nextMatchToDecide(
  base: string,
  tournamentId: string,
): Promise<{ id: string; playerOne: { id: string } }> {
  const draw = (await (await fetch(`${base}/api/tournaments/${tournamentId}`)).json()) as {
    data: {
      rounds: Array<{
        matches: Array<{
          id: string;
          isCompleted: boolean;
          playerOne: { id: string } | null;
          playerTwo: { id: string } | null;
        }>;
      }>;
    };
  };
  for (const match of draw.data.rounds.flatMap((round) => round.matches)) {
    if (!match.isCompleted && match.playerOne && match.playerTwo) return { id: match.id, playerOne: match.playerOne };
  }
  throw new Error('no match left to decide');
}
