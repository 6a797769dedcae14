import { type ChildProcess, spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { queryRows } from '@squash/api/testing';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { benchDatabase } from './database.js';
import { insertDraw } from './draw.js';
import { BENCH_DEMO_PASSWORD, signIn, startServer } from './server.js';
import { report } from './stats.js';

const DEVICES = Number(process.env.BENCH_PUSH_DEVICES ?? 10_000);
const SINK_PORT = 3995;
const SERVER_PORT = 3994;

/**
 * A push service on this machine, in a process of its own (so counting arrivals costs the server nothing):
 * answers 201 to every notification, and GET /count with how many arrived and when the last did.
 */
function startSink(): Promise<{ origin: string; stop: () => void }> {
  const source = `
    const http = require('node:http');
    let count = 0, last = 0;
    http.createServer((request, response) => {
      if (request.method === 'GET') {
        response.setHeader('content-type', 'application/json');
        return response.end(JSON.stringify({ count, last }));
      }
      request.resume();
      request.on('end', () => { count++; last = Date.now(); response.statusCode = 201; response.end(); });
    }).listen(${SINK_PORT}, '127.0.0.1', () => console.log('ready'));`;
  const child: ChildProcess = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) =>
    child.stdout?.once('data', () =>
      resolve({ origin: `http://127.0.0.1:${SINK_PORT}`, stop: () => child.kill('SIGTERM') }),
    ),
  );
}

/** An active 8-player draw (quarter-finals first), its `devices` entrants each with a subscribed device. */
async function seedTournament(db: Awaited<ReturnType<typeof benchDatabase>>['handle']['db'], sink: string) {
  const { tournamentId } = await insertDraw(db, {
    name: 'Push Bench Open',
    gender: 'womens',
    status: 'ACTIVE',
    size: 8,
    startsAt: '2026-11-01T10:00:00Z',
    playerPrefix: 'Push Player',
  });
  // One device key for all: each send is still encrypted on its own (a fresh key pair and salt per message).
  const device = createECDH('prime256v1');
  device.generateKeys();
  await db.execute(sql`insert into users (email, username)
    select 'push' || n || '@example.org', 'push' || n from generate_series(1, ${DEVICES}) n`);
  await db.execute(sql`insert into entries (tournament_id, user_id, status)
    select ${tournamentId}, id, 'FINALIZED' from users where email like 'push%@example.org'`);
  await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, session_key)
    select id, ${`${sink}/device/`} || id, ${device.getPublicKey('base64url')}, ${randomBytes(16).toString('base64url')}, 'bench'
    from users where email like 'push%@example.org'`);
  await db.execute(sql`analyze`);
  const quarterFinals = await queryRows<{ id: string; player_one_id: string }>(
    db,
    sql`select m.id, m.player_one_id from matches m join rounds r on r.id = m.round_id
        where m.tournament_id = ${tournamentId} and r.index = 1 order by m.position`,
  );
  return { tournamentId, quarterFinals };
}

/**
 * `npm run bench` on PostgreSQL (issue 26): the result that completes a round, recorded through the back
 * office, tells each of DEVICES entrants' devices their rank. Prints the time from the result to the last
 * notification at a local push service, and the draw's read latency under load before and meanwhile.
 */
export async function benchPush(adminUrl: string) {
  const sink = await startSink();
  const { handle, url, drop } = await benchDatabase(adminUrl);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const { tournamentId, quarterFinals } = await seedTournament(handle.db, sink.origin);
    server = await startServer(
      {
        DATABASE_URL: url as string,
        PUSH_SERVICE_HOSTS: sink.origin,
        SEED_DEMO: 'true',
        DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
        // The bench reads as fast as it can, from one address.
        RATE_LIMIT_ENABLED: 'false',
      },
      SERVER_PORT,
    );
    const base = server.base;
    const cookie = await signIn(base, 'admin@example.com');
    const draw = `${base}/api/tournaments/${tournamentId}`;
    const before = await autocannon({ url: draw, connections: 10, duration: 5 });
    const record = async (match: { id: string; player_one_id: string }) => {
      const response = await fetch(`${base}/api/admin/matches/${match.id}/result`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ winnerId: match.player_one_id, outcome: 'played', gameScore: '3-1' }),
      });
      if (!response.ok) throw new Error(`recording a result: ${response.status} ${await response.text()}`);
    };
    for (const match of quarterFinals.slice(0, -1)) await record(match);

    // Reads of the draw from the moment of the result until the last notification is out.
    let readsMeanwhile: autocannon.Result | undefined;
    const meanwhile = autocannon({ url: draw, connections: 10, duration: 100 }, (_error, result) => {
      readsMeanwhile = result;
    });
    const finished = new Promise<void>((resolve) => meanwhile.once('done', () => resolve()));
    const started = Date.now();
    await record(quarterFinals.at(-1) as { id: string; player_one_id: string });
    let arrived = { count: 0, last: 0 };
    while (Date.now() - started < 90_000) {
      arrived = (await (await fetch(`${sink.origin}/count`)).json()) as typeof arrived;
      if (arrived.count >= DEVICES) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    meanwhile.stop();
    await finished;
    if (!readsMeanwhile) throw new Error('the reads meanwhile gave no figures');
    report(
      `push: a round's result to ${DEVICES} devices (job queue, one process, local push service)`,
      {
        delivered: arrived.count,
        to_last_send_s: arrived.last ? (arrived.last - started) / 1000 : 'none',
        draw_reads_p99_ms_before: before.latency.p99,
        draw_reads_p99_ms_meanwhile: readsMeanwhile.latency.p99,
        draw_reads_per_s_meanwhile: readsMeanwhile.requests.average,
      },
      'all sent within 60 s; reads p99 under 50 ms',
    );
  } finally {
    await server?.stop();
    sink.stop();
    await drop();
  }
}
