import { sql } from 'drizzle-orm';
import { bareFastify } from './baseline.js';
import {
  CLIENTS,
  createNotifyingTipFunction,
  format,
  inTurn,
  MODES,
  type Mode,
  median,
  ROUNDS,
  type Run,
  SECONDS,
  setMode,
  settle,
} from './commits.js';
import { benchDatabase } from './database.js';
import { bracketOf } from './deadline.js';
import { insertDraw } from './draw.js';
import { FAN_PASSWORD, insertFanAccounts } from './fans.js';
import { signIn, startServer } from './server.js';
import { percentile } from './stats.js';

/*
 * The deadline's commits through the API (issue 65): the same entry and tip-change writes as `commits.ts`, sent
 * by fans signed in to one production server process on PostgreSQL, at 16 and 64 in flight, with the change
 * recording as shipped, off and as before. On this 2-core machine the server's own CPU binds before the
 * database's commits do, so the three come out close: what the change log buys shows past one app process,
 * where `commits.ts` measures it. Bare Fastify's figure of the same run says how fast the machine is today.
 */

const PORT = 4391;
/** Fans signed in: 256 a run, taken in turn by the clients in flight. */
const FANS = 256;
/** The tournaments fans enter in turn: 256 fans × 40 is 10,240 entries a run, more than a run sends. */
const ENTRY_TOURNAMENTS = 40;

interface Fan {
  cookie: string;
  /** Its entry in the tip-change tournament. */
  entry: string;
}

/** One request of a run: fan `fan`'s `k`th of it. Null when the fan has nothing left to send. */
type Send = (fan: Fan, k: number) => Promise<boolean | null>;

export async function benchCommitsThroughApi(adminUrl: string) {
  const { handle, url, drop } = await benchDatabase(adminUrl);
  const db = handle.db;
  const server = await startServer({ DATABASE_URL: url as string, RATE_LIMIT_ENABLED: 'false', ROLE: 'all' }, PORT);
  const base = server.base;
  try {
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const draw = async (name: string) =>
      (await insertDraw(db, { name, gender: 'mens', status: 'UPCOMING', size: 16, startsAt, playerPrefix: name }))
        .tournamentId;
    const changing = await draw('Commits Open');
    const entering: string[] = [];
    for (let i = 0; i < ENTRY_TOURNAMENTS; i++) entering.push(await draw(`Commits Cup ${i + 1}`));
    await createNotifyingTipFunction(db);
    const tips = await bracketOf(base, changing);
    const brackets = await Promise.all(entering.map((id) => bracketOf(base, id)));
    const fans: Fan[] = [];
    for (const account of await insertFanAccounts(db, 'commits.fan', FANS)) {
      const cookie = await signInFan(base, account.email);
      const entered = await call(base, `/api/tournaments/${changing}/entries`, cookie, 'POST', {
        matchTips: tips('3-1'),
      });
      if (entered.status !== 201) throw new Error(`the tip-change entry: ${entered.status} ${entered.body}`);
      fans.push({ cookie, entry: (JSON.parse(entered.body) as { data: { id: string } }).data.id });
    }
    const enter: Send = async (fan, k) => {
      const tournament = entering[k];
      const bracket = brackets[k];
      if (!tournament || !bracket) return null;
      const answer = await call(base, `/api/tournaments/${tournament}/entries`, fan.cookie, 'POST', {
        matchTips: bracket('3-1'),
      });
      return answer.status === 201;
    };
    const change: Send = async (fan, k) => {
      const answer = await call(base, `/api/entries/${fan.entry}/match-tips`, fan.cookie, 'PUT', {
        matchTips: tips(k % 2 ? '3-0' : '3-2'),
      });
      return answer.status === 200;
    };
    const bare = await bareFastify();
    console.log(
      `\nthe same through the API: one server process (ROLE=all) on PostgreSQL, ${FANS} fans signed in (the median of ${ROUNDS} runs of ${SECONDS} s each, the modes in turn; the requests' p99; bare Fastify in this run: ${bare.rps.toFixed(0)} requests a second)`,
    );
    for (const clients of CLIENTS) {
      for (const [name, send] of [
        ['an entry submitted', enter],
        ['a tip change', change],
      ] as const) {
        // The entries' tournaments empty again, unmeasured, before each run.
        const emptied = () =>
          db.execute(sql`delete from entries where tournament_id = any(${`{${entering.join(',')}}`}::uuid[])`);
        // A run unmeasured first: the server's code warmed by its JIT, the pools' connections open.
        await load(fans, clients, send);
        await emptied();
        const rounds = new Map<Mode, Run[]>(MODES.map((mode) => [mode, []]));
        for (let round = 0; round < ROUNDS; round++) {
          for (const mode of inTurn(round)) {
            await setMode(db, mode);
            await settle(db);
            rounds.get(mode)?.push(await load(fans, clients, send));
            await emptied();
          }
        }
        await setMode(db, 'shipped');
        const runs = new Map<Mode, Run>(MODES.map((mode) => [mode, median(rounds.get(mode) ?? [])]));
        const shipped = runs.get('shipped') as Run;
        const off = runs.get('off') as Run;
        const before = runs.get('before') as Run;
        console.log(
          `  ${clients} in flight, ${name.padEnd(19)} shipped ${format(shipped)}; recording off ${format(off)}; as before (pg_notify) ${format(before)}; shipped / off ${(shipped.commits / off.commits).toFixed(2)}, before / off ${(before.commits / off.commits).toFixed(2)}`,
        );
      }
    }
  } finally {
    await setMode(db, 'shipped').catch(() => {});
    await server.stop();
    await drop();
  }
}

/**
 * `clients` requests in flight for SECONDS: client j sends as fans j, j + clients, … in turn, each fan counting
 * its own requests. Every answer must be the one asked for: a refusal or an error stops the bench.
 */
async function load(fans: Fan[], clients: number, send: Send): Promise<Run> {
  const sent = new Map<Fan, number>();
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const client = async (j: number) => {
    const mine = fans.filter((_, i) => i % clients === j);
    for (let turn = 0; performance.now() < until; turn++) {
      const fan = mine[turn % mine.length] as Fan;
      const k = sent.get(fan) ?? 0;
      sent.set(fan, k + 1);
      const at = performance.now();
      const done = await send(fan, k);
      if (done === null) throw new Error('a fan entered every tournament: raise ENTRY_TOURNAMENTS');
      if (!done) throw new Error('the server refused or failed a write');
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, j) => client(j)));
  latencies.sort((a, b) => a - b);
  return { commits: latencies.length / SECONDS, p99: percentile(latencies, 99) };
}

async function call(base: string, path: string, cookie: string, method: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

/** A bench fan signed in, their profile made and the terms accepted, as the pages do: the session's cookie. */
async function signInFan(base: string, email: string): Promise<string> {
  const cookie = await signIn(base, email, FAN_PASSWORD);
  const synced = await call(base, '/api/users-sync', cookie, 'POST', {});
  if (synced.status !== 200) throw new Error(`the profile of ${email}: ${synced.status} ${synced.body}`);
  const agreed = await call(base, '/api/user', cookie, 'PATCH', { acceptedTermsAt: '2026-01-01T00:00:00.000Z' });
  if (agreed.status !== 200) throw new Error(`the terms of ${email}: ${agreed.status} ${agreed.body}`);
  return cookie;
}
