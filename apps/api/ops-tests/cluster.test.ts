import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionOptions } from '../src/db/client.js';
import {
  DEMO_PASSWORD,
  emptyDatabase,
  type ServerProcess,
  signInCookie,
  startServer,
  stopServer,
  waitHealthy,
} from './server-process.js';

/*
 * Several API processes on one PostgreSQL, as a scaled deployment runs them (npm run test:cluster).
 * Real processes of the built server on loopback ports; every process and the database are removed
 * at the end.
 */
const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 3600);
let database: Awaited<ReturnType<typeof emptyDatabase>>;
let servers: ServerProcess[] = [];
let client: pg.Client;

beforeAll(async () => {
  database = await emptyDatabase();
  client = new pg.Client(connectionOptions(database.url));
  await client.connect();
}, 30_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => stopServer(server)));
  await client?.end();
  await database?.drop();
}, 30_000);

const rows = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

/** The next match of a tournament under way with both its players and no result yet. */
async function matchToPlay() {
  const [match] = await rows<{ id: string; tournament_id: string; player_one_id: string }>(
    `select m.id, m.tournament_id, m.player_one_id from matches m join tournaments t on t.id = m.tournament_id
      where t.status = 'ACTIVE' and not m.is_completed and m.player_one_id is not null and m.player_two_id is not null
      order by m.starts_at limit 1`,
  );
  return match;
}

describe('three processes on one PostgreSQL', () => {
  it('all come up when started at once on an empty database, and the demo is seeded once', async () => {
    servers = [0, 1, 2].map((n) => startServer(database.url, BASE_PORT + n));
    await Promise.all(servers.map((server) => waitHealthy(server)));
    const [counts] = await rows<{ tournaments: number; admins: number }>(
      `select (select count(*)::int from tournaments where parent_id is null) as tournaments,
              (select count(*)::int from auth_users where email = 'admin@example.com') as admins`,
    );
    expect(counts?.tournaments).toBe(5);
    expect(counts?.admins).toBe(1);
    for (const server of servers) expect(server.child.exitCode).toBeNull();
  }, 120_000);

  it('shows a result recorded through one process on the others’ leaderboards within 2 s', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const match = await matchToPlay();
    expect(match).toBeDefined();
    const board = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/api/tournaments/${match?.tournament_id}/leaderboard?page_size=100`);
      const body = (await response.json()) as { data: Array<{ entryId: string; points: number }> };
      return JSON.stringify(body.data.map((row) => [row.entryId, row.points]));
    };
    const before = await Promise.all([b, c].map(board));
    const admin = await signInCookie(a, 'admin@example.com', DEMO_PASSWORD);
    const recorded = await fetch(`${a.url}/api/admin/matches/${match?.id}/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin, origin: a.url },
      body: JSON.stringify({ winnerId: match?.player_one_id, outcome: 'played', gameScore: '3-0' }),
    });
    expect(recorded.status).toBe(200);
    const answeredAt = Date.now();
    for (const [index, server] of [b, c].entries()) {
      while ((await board(server)) === before[index]) {
        expect(Date.now() - answeredAt, `process on ${server.port} still shows the old leaderboard`).toBeLessThan(2000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }, 30_000);

  it("delivers a change within 2 s when the change log's publisher is killed, and another takes over", async () => {
    const publishers = async (among: ServerProcess[]) =>
      (
        await Promise.all(
          among.map(async (server) => {
            const health = (await (await fetch(`${server.url}/api/health`)).json()) as { changePublisher: boolean };
            return health.changePublisher ? [server] : [];
          }),
        )
      ).flat();
    const [publisher, ...others] = await publishers(servers);
    expect(publisher, 'one process publishes').toBeDefined();
    expect(others).toEqual([]);
    const index = servers.indexOf(publisher as ServerProcess);
    publisher?.child.kill('SIGKILL');
    await publisher?.exited;
    const [writer, reader] = servers.filter((_, n) => n !== index) as [ServerProcess, ServerProcess];
    const match = await matchToPlay();
    const board = async () => {
      const response = await fetch(`${reader.url}/api/tournaments/${match?.tournament_id}/leaderboard?page_size=100`);
      return JSON.stringify(((await response.json()) as { data: unknown[] }).data);
    };
    const before = await board();
    const admin = await signInCookie(writer, 'admin@example.com', DEMO_PASSWORD);
    const recorded = await fetch(`${writer.url}/api/admin/matches/${match?.id}/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin, origin: writer.url },
      body: JSON.stringify({ winnerId: match?.player_one_id, outcome: 'played', gameScore: '3-1' }),
    });
    expect(recorded.status).toBe(200);
    const answeredAt = Date.now();
    while ((await board()) === before) {
      expect(Date.now() - answeredAt, 'the other process still shows the old leaderboard').toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // One of the two left publishes within a few seconds (each tries every second).
    const tookOver = Date.now();
    while ((await publishers([writer, reader])).length !== 1) {
      expect(Date.now() - tookOver, 'no process took over publishing').toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    servers[index] = startServer(database.url, (publisher as ServerProcess).port);
    await waitHealthy(servers[index] as ServerProcess);
  }, 60_000);

  it('holds the sign-in limits across processes: wrong passwords spread over three processes count once', async () => {
    // 10 wrong passwords per email in 10 minutes (plugins/rate-limits.ts), wherever they arrive.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const server = servers[attempt % servers.length] as ServerProcess;
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'fan@example.com', password: `Wrong!Guess${attempt}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 30_000);

  it('runs each scheduled job once per schedule, not once per process', async () => {
    // The lifecycle sweep is a cron job every minute: across a minute boundary, three processes
    // queue and run it once per minute between them.
    const started = new Date();
    await new Promise((resolve) => setTimeout(resolve, 65_000));
    const perMinute = await rows<{ minute: string; runs: number }>(
      `select date_trunc('minute', created_on)::text as minute, count(*)::int as runs
         from pgboss.job where name = 'lifecycle-sweep' and created_on >= $1 group by 1 order by 1`,
      [started],
    );
    expect(perMinute.length).toBeGreaterThanOrEqual(1);
    expect(perMinute.every((row) => row.runs === 1)).toBe(true);
    const [done] = await rows<{ runs: number }>(
      `select count(*)::int as runs from pgboss.job where name = 'lifecycle-sweep' and state = 'completed' and created_on >= $1`,
      [started],
    );
    expect(done?.runs).toBeGreaterThanOrEqual(1);
  }, 90_000);
});
