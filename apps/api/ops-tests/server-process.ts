import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connectionOptions } from '../src/db/client.js';

/** The built production server (`tsc -b apps/api` first): what `npm start` runs. */
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://127.0.0.1:5432/test';
export const DEMO_PASSWORD = 'Ops!Test2026';

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  output: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** A new empty database on the PostgreSQL of DATABASE_URL, with a function that drops it. */
export async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `squash_ops_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client(connectionOptions(ADMIN_URL));
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client(connectionOptions(ADMIN_URL));
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Starts `node dist/server.js` on the loopback interface, its output kept for the test to read. */
export function startServer(databaseUrl: string, port: number, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { port, url: `http://127.0.0.1:${port}`, child, output, exited };
}

/** Polls /api/health until it answers 200 (or the process dies, or time runs out). */
export async function waitHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void server.exited.then(() => {
    dead = true;
  });
  while (Date.now() < deadline) {
    if (dead) throw new Error(`server on ${server.port} exited:\n${server.output.join('')}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${server.port} not healthy within ${timeoutMs} ms:\n${server.output.join('')}`);
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** How long a patient client keeps asking a busy server again. */
const PATIENCE_MS = 60_000;

/**
 * A fetch that asks again, as the refusal's message tells a fan to, when a sign-up or sign-in (`/api/auth/`) is
 * answered 503 with Retry-After: the process's password-hashing queue refusing what it can't answer within its
 * bound (it is niced, so it gets little while CI's end-to-end run takes the cores). That refusal under load is
 * the product's design and not what these tests are about; for up to a minute. Any other answer is returned.
 */
export async function fetchPatiently(url: string, init: RequestInit): Promise<Response> {
  const giveUpAt = Date.now() + PATIENCE_MS;
  const signIn = new URL(url).pathname.startsWith('/api/auth/');
  for (;;) {
    const response = await fetch(url, init);
    const retryAfter = Number(response.headers.get('retry-after'));
    if (!signIn || response.status !== 503 || !(retryAfter > 0) || Date.now() + retryAfter * 1000 > giveUpAt)
      return response;
    await response.body?.cancel();
    console.info(`${init.method ?? 'GET'} ${url}: 503, asking again in ${retryAfter} s`);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/** Signs in through better-auth and returns the Cookie header of the session. */
export async function signInCookie(server: ServerProcess, email: string, password: string): Promise<string> {
  const response = await fetchPatiently(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} on ${server.port}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((cookie) => cookie?.includes('session_token'))
    .join('; ');
}

/**
 * Every path under `folder` (itself included) whose mode lets anyone but its owner in, with the mode; only the
 * folders with `foldersOnly` (while the server runs, new files sit behind folders no one else can enter).
 */
export function openToOthers(folder: string, { foldersOnly = false } = {}): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0 && (stats.isDirectory() || !foldersOnly))
      found.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(folder);
  return found;
}
