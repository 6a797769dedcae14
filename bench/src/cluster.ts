import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase } from './database.js';
import { BENCH_DEMO_PASSWORD, startServer } from './server.js';

/*
 * The production set-up of docs/operations.md on this machine: built server processes on one PostgreSQL
 * database, those answering requests and, where asked, the live streams' own (at the CPU priority of
 * deploy/systemd/squashtips-live@.service), behind nginx run from the shipped files (deploy/nginx/nginx.conf's
 * worker lines and priority, deploy/nginx/squashtips.conf as it is but for its ports), for `npm run
 * bench:proxy` and `bench:deadline`.
 */

const NGINX = '/usr/sbin/nginx';
const MAIN_FILE = fileURLToPath(new URL('../../deploy/nginx/nginx.conf', import.meta.url));
const SITE_FILE = fileURLToPath(new URL('../../deploy/nginx/squashtips.conf', import.meta.url));
const unitFile = (name: string) => fileURLToPath(new URL(`../../deploy/systemd/${name}`, import.meta.url));
/** The units deploy/ starts each role with: the processes here take their role, pool size and priority from them. */
const UNITS = {
  requests: unitFile('squashtips@.service'),
  live: unitFile('squashtips-live@.service'),
  jobs: unitFile('squashtips-jobs@.service'),
} as const;
type Role = keyof typeof UNITS;

/**
 * BENCH_ROLES_AS_BEFORE=1: every process runs every job, as before issue 65 gave each its role (ROLE=all, no
 * jobs process), to measure what the roles changed. The processes keep their units' pools and priorities.
 */
const ROLES_AS_BEFORE = process.env.BENCH_ROLES_AS_BEFORE === '1';

/** What a unit sets for its process: its role and pool (its `Environment=` line), its CPU priority (`Nice=`). */
function unitSettings(role: Role): { env: Record<string, string>; nice: number } {
  const unit = readFileSync(UNITS[role], 'utf8');
  const line = /^Environment=(.*)$/m.exec(unit)?.[1] ?? '';
  const set = Object.fromEntries(line.split(/\s+/).map((pair) => pair.split('=') as [string, string]));
  const env = Object.fromEntries(
    ['ROLE', 'DATABASE_POOL_MAX'].filter((key) => set[key] !== undefined).map((key) => [key, set[key] as string]),
  );
  if (env.ROLE !== role) throw new Error(`${UNITS[role]}: its Environment= line starts no ROLE=${role}`);
  return { env, nice: Number(/^Nice=(-?\d+)$/m.exec(unit)?.[1] ?? 0) };
}
/** The proxy's port; the processes take the next ones. */
export const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 3880);

export interface Cluster {
  /** nginx's address: everything a fan does goes through it. */
  base: string;
  proxyPort: number;
  /** The processes' own addresses and process ids: those answering requests, the live streams' own, the jobs'. */
  servers: Array<{ base: string; pid: number; role: Role }>;
  /** The bench's own database (a fresh one on DATABASE_URL's server). */
  databaseUrl: string;
  /** What nginx was given, said beside the figures. */
  nginx: { workers: number; connections: number; rlimit: number; note: string };
  pids(): number[];
  stop(): Promise<void>;
}

/** The open-files limit this machine lets a process raise itself to (`ulimit -Hn`). */
export function hardFileLimit(): number {
  const text = execFileSync('sh', ['-c', 'ulimit -Hn']).toString().trim();
  return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
}

/** A line of the form `name value;` in an nginx file (the first one), as a number. */
function setting(file: string, name: string): string {
  const match = new RegExp(`^\\s*${name}\\s+([^;\\n]+);`, 'm').exec(file);
  if (!match?.[1]) throw new Error(`${MAIN_FILE} has no ${name} line`);
  return match[1].trim();
}

/**
 * nginx's worker lines for `watchers` live watchers: the shipped ones where this machine lets a worker open
 * the files they name; where it doesn't (these machines: 20,000 at most, for root too), workers of as many
 * connections as the limit allows, and as many of them as the watchers need (two connections each), as the
 * shipped file says to do.
 */
export function nginxSizing(watchers: number) {
  const shipped = readFileSync(MAIN_FILE, 'utf8');
  const rlimit = Number(setting(shipped, 'worker_rlimit_nofile'));
  const connections = Number(setting(shipped, 'worker_connections'));
  const cores = availableParallelism();
  const limit = hardFileLimit();
  const needed = 2 * watchers + 2_000;
  if (rlimit <= limit && cores * connections >= needed) {
    return { workers: cores, connections, rlimit, note: `the shipped lines (${cores} workers: one a core)` };
  }
  const fit = Math.min(connections, limit - 100);
  const workers = Math.max(cores, Math.ceil(needed / (fit * 0.8)));
  return {
    workers,
    connections: fit,
    rlimit: Math.min(rlimit, limit),
    note: `${workers} workers of ${fit.toLocaleString('en')} connections: this machine's open-files limit is ${limit.toLocaleString('en')} (the shipped lines: a worker a core of ${connections.toLocaleString('en')})`,
  };
}

function writeNginxFiles(
  workDir: string,
  ports: { requests: number[]; live: number[] },
  sizing: ReturnType<typeof nginxSizing>,
): string {
  const shipped = readFileSync(SITE_FILE, 'utf8');
  /** The shipped file's lines for an upstream's processes, on the bench's ports, with their parameters as shipped. */
  const lines = (upstream: string, list: number[]) => {
    const parameters = new RegExp(`upstream ${upstream} \\{[^}]*?server 127\\.0\\.0\\.1:\\d+ ([^;]*);`).exec(
      shipped,
    )?.[1];
    if (parameters === undefined) throw new Error(`${SITE_FILE}: no server line in upstream ${upstream}`);
    return list.map((port) => `    server 127.0.0.1:${port} ${parameters};\n`).join('');
  };
  const site = shipped
    // reuseport: the kernel spreads new connections over the workers evenly (deploy/nginx/nginx.conf).
    .replace(/listen 80;/, `listen 127.0.0.1:${PROXY_PORT} reuseport backlog=4096;`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${workDir}/reads`)
    .replace(/^\s*server 127\.0\.0\.1:\d+[^\n]*\n/gm, '')
    .replace(/upstream squashtips \{\n/, (head) => `${head}${lines('squashtips', ports.requests)}`)
    // Without live processes of their own, the request processes hold the streams too (as the file says).
    .replace(
      /upstream squashtips_live \{\n/,
      (head) =>
        `${head}${ports.live.length ? lines('squashtips_live', ports.live) : lines('squashtips', ports.requests)}`,
    );
  if (!site.includes('proxy_pass http://squashtips_live;'))
    throw new Error(`${SITE_FILE}: no squashtips_live upstream`);
  writeFileSync(join(workDir, 'site.conf'), site);
  const main = readFileSync(MAIN_FILE, 'utf8')
    .replace(/^user [^;]+;\n/m, '')
    .replace(/^pid [^;]+;/m, `pid ${workDir}/nginx.pid;`)
    .replace(/^error_log [^;]+;/m, `error_log ${workDir}/error.log warn;`)
    .replace(/^include \/etc\/nginx\/modules-enabled[^;]*;\n/m, '')
    .replace(/^worker_processes [^;]+;/m, `worker_processes ${sizing.workers};`)
    .replace(/^worker_rlimit_nofile [^;]+;/m, `worker_rlimit_nofile ${sizing.rlimit};`)
    .replace(/^(\s*)worker_connections [^;\n]+;/m, `$1worker_connections ${sizing.connections};`)
    // A line per request would be the bench's largest write: figures without it, as the processes' own.
    .replace(/^(\s*)access_log [^;\n]+;/m, '$1access_log off;')
    .replace(
      /include \/etc\/nginx\/conf\.d\/\*\.conf;\n\s*include \/etc\/nginx\/sites-enabled\/\*;/,
      `include ${workDir}/site.conf;
    client_body_temp_path ${workDir}/body;
    proxy_temp_path ${workDir}/proxy;
    fastcgi_temp_path ${workDir}/fastcgi;
    uwsgi_temp_path ${workDir}/uwsgi;
    scgi_temp_path ${workDir}/scgi;`,
    );
  if (!main.includes(`${workDir}/site.conf`)) throw new Error(`${MAIN_FILE}: its include lines have changed`);
  const file = join(workDir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

/**
 * `processes` built server processes answering requests and `liveProcesses` holding the live streams, on a
 * fresh PostgreSQL database (the first to start seeds the demo), each as its systemd unit runs it
 * (TRUST_PROXY=127.0.0.1, its own port, the live ones niced), behind nginx. Without live processes the
 * request processes hold the streams too.
 */
export async function startCluster(
  adminUrl: string,
  {
    processes = 3,
    liveProcesses = 0,
    watchers = 0,
    env = {},
  }: { processes?: number; liveProcesses?: number; watchers?: number; env?: Record<string, string> },
): Promise<Cluster> {
  const { url, drop } = await benchDatabase(adminUrl);
  const databaseUrl = url as string;
  const workDir = mkdtempSync(join(tmpdir(), 'squash-bench-nginx-'));
  // nginx's workers (nobody, when it starts as root) keep the reads' cache in a folder here: they must reach it.
  chmodSync(workDir, 0o755);
  const base = `http://127.0.0.1:${PROXY_PORT}`;
  // Each process as its unit runs it (deploy/systemd): its role and pool size, its CPU priority once started. The
  // jobs run in a process of their own, which nginx sends nothing to.
  const roles: Role[] = [
    ...Array.from({ length: processes }, (): Role => 'requests'),
    ...Array.from({ length: liveProcesses }, (): Role => 'live'),
    ...(ROLES_AS_BEFORE ? [] : ['jobs' as const]),
  ];
  const started = await Promise.all(
    roles.map((role, n) =>
      startServer(
        {
          DATABASE_URL: databaseUrl,
          SEED_DEMO: 'true',
          DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
          TRUST_PROXY: '127.0.0.1',
          PUBLIC_URL: base,
          WEB_DIST_DIR: '/nonexistent',
          ...unitSettings(role).env,
          ...(ROLES_AS_BEFORE ? { ROLE: 'all' } : {}),
          ...env,
        },
        PROXY_PORT + 1 + n,
      ),
    ),
  );
  // The bench runs as root; nginx sets its workers' own priority from its file.
  started.forEach((server, n) => {
    const nice = unitSettings(roles[n] as Role).nice;
    if (nice !== 0) setPriority(server.pid, nice);
  });
  const sizing = nginxSizing(watchers);
  const ports = started.map((server) => Number(new URL(server.base).port));
  const nginx: ChildProcess = spawn(
    NGINX,
    [
      '-c',
      writeNginxFiles(
        workDir,
        { requests: ports.slice(0, processes), live: ports.slice(processes, processes + liveProcesses) },
        sizing,
      ),
      '-g',
      'daemon off;',
    ],
    {
      stdio: 'inherit',
    },
  );
  const nginxExited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not answer (see ${workDir}/error.log)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    proxyPort: PROXY_PORT,
    servers: started.map(({ base, pid }, n) => ({ base, pid, role: roles[n] as Role })),
    databaseUrl,
    nginx: sizing,
    pids: () => [...started.map((server) => server.pid), nginx.pid as number],
    async stop() {
      nginx.kill('SIGTERM');
      await nginxExited;
      await Promise.all(started.map((server) => server.stop()));
      await drop();
      reportNginxErrors(`${workDir}/error.log`);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * What nginx's error log says, grouped (a 502 or 504 says only that something went wrong behind it): each
 * kind of message with its count, its time, client and request left out. Nothing when the log is empty.
 */
function reportNginxErrors(file: string) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  const kinds = new Map<string, number>();
  for (const line of text.split('\n')) {
    const message = /\[(?:warn|error|crit|alert|emerg)\] [\d#]+: (?:\*\d+ )?([^,]+)/.exec(line)?.[1];
    if (message) kinds.set(message, (kinds.get(message) ?? 0) + 1);
  }
  if (kinds.size === 0) return;
  const sorted = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`nginx's error log:\n${sorted.map(([message, count]) => `  ${count} × ${message}`).join('\n')}`);
}
