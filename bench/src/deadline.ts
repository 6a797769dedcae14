import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ledgerProblems, openDatabase, queryRows } from '@squash/api/testing';
import { type Pick, projectSlots, type Round, toTipDraw } from '@squash/core';
import { sql } from 'drizzle-orm';
import { bareFastify } from './baseline.js';
import { startCluster } from './cluster.js';
import { cpuMeter } from './cpu.js';
import { insertDraw } from './draw.js';
import { FAN_PASSWORD, insertFanAccounts } from './fans.js';
import { percentile } from './stats.js';

/*
 * `npm run bench:deadline`: the last hour before a lock, through nginx on three processes on PostgreSQL
 * (issue 47). Fans sign in, buy credits (the test provider), submit and change paid and free entries, and
 * many more read the draw, a running tournament's leaderboard and their own entry, at a total rate that
 * steps up (BENCH_DEADLINE_RATES, a second each, BENCH_DEADLINE_STEP_SECONDS each step). Each kind's rate
 * and p99 per step, and the highest step held with no failed request and reads' p99 under 50 ms; then
 * sign-ins as fast as they go with reads beside them; then the ledger's checks on everything acknowledged.
 */

/**
 * The mix, per 100 requests. Where it comes from: a fan's visit in the last hour as the product's own pages
 * make it (the tournament page reads the draw and the fan's entry; a submission and usually a change of mind
 * after seeing the crowd's picks; a look at the running tournament's leaderboard; one visit in two starts with
 * a sign-in, since a session lasts 30 days; one in five buys credits first), with the public pages reloaded by
 * fans who have already entered, which is why reads are three quarters. Change it here and say so beside
 * the figures.
 */
const MIX = {
  'read: the draw': 40,
  'read: a leaderboard': 20,
  'read: my entry': 15,
  'entry: submit': 8,
  'entry: change': 7,
  'sign-in': 7,
  'credits: buy': 3,
} as const;
type Kind = keyof typeof MIX;
const READS: Kind[] = ['read: the draw', 'read: a leaderboard', 'read: my entry'];

/**
 * From 50 a second: on a slow day the machine holds the mix only below 150 (100 on 2026-11-28 at bare Fastify's
 * 18,600; none from 150 at 10,000 to 18,800), and a run whose steps all start above it finds no rate held.
 */
const RATES = (process.env.BENCH_DEADLINE_RATES ?? '50,100,150,300,450,600,750')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const STEP_SECONDS = Number(process.env.BENCH_DEADLINE_STEP_SECONDS ?? 60);
const SIGN_IN_SECONDS = Number(process.env.BENCH_DEADLINE_SIGN_IN_SECONDS ?? 30);
/** CI's short run (BENCH_QUICK=1): the idle reading and bare Fastify left out, reads alone for 3 s, not 10. */
const QUICK = process.env.BENCH_QUICK === '1';
/** Fans signed in before the first step (not measured): the site isn't empty when the hour begins. */
const PRELUDE = Number(process.env.BENCH_DEADLINE_PRELUDE ?? 300);
const CREDITS_BOUGHT = 5;
const now = () => performance.timeOrigin + performance.now();

interface Fan {
  email: string;
  address: string;
  cookie?: string;
  busy: boolean;
  credits: number;
  /** Entry ids by tournament kind, once acknowledged. */
  entries: { paid?: string; free?: string };
}

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function request(
  agent: http.Agent,
  base: string,
  path: string,
  {
    method = 'GET',
    body,
    cookie,
    address,
  }: { method?: string; body?: unknown; cookie?: string; address?: string } = {},
  retried = false,
): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve) => {
    const sent = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent,
        localAddress: address,
        headers: {
          origin: base,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: response.headers,
          }),
        );
      },
    );
    sent.on('error', (error) => {
      // A kept-alive connection nginx closed as this went out on it: a browser sends a read again on a new
      // one, and so does the bench (Node's own advice for `reusedSocket`); a write is never sent twice.
      if (method === 'GET' && sent.reusedSocket && !retried) {
        resolve(request(agent, base, path, { method, body, cookie, address }, true));
        return;
      }
      resolve({ status: 0, body: error.message, headers: {} });
    });
    sent.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const cookieOf = (answer: Answer) =>
  (answer.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0])
    .filter((cookie) => cookie?.includes('session_token'))
    .join('; ');

/** The bench's fans, not yet signed in. */
async function insertFans(db: Parameters<typeof queryRows>[0], count: number): Promise<Fan[]> {
  const accounts = await insertFanAccounts(db, 'deadline.fan', count);
  return accounts.map((account) => ({ ...account, busy: false, credits: 0, entries: {} }));
}

export type Tips = Array<{ matchId: string; predictedWinnerId: string; predictedScore: string }>;

/** A whole bracket of picks for a draw whose first round is set (the first-listed player wins each match), in `score`. */
export async function bracketOf(base: string, id: string): Promise<(score: string) => Tips> {
  const detail = (await (await fetch(`${base}/api/tournaments/${id}`)).json()) as { data: { rounds: Round[] } };
  const draw = toTipDraw(detail.data.rounds);
  const picks = new Map<string, Pick>();
  for (const match of [...draw].sort((a, b) => a.roundIndex - b.roundIndex)) {
    if (match.isBye) continue;
    const [one] = projectSlots(draw, picks).get(match.id) ?? [null];
    if (!one) throw new Error(`match ${match.id} of ${id} has an empty slot`);
    picks.set(match.id, { predictedWinnerId: one, predictedScore: '3-1' });
  }
  return (score) =>
    [...picks].map(([matchId, pick]) => ({
      matchId,
      predictedWinnerId: pick.predictedWinnerId,
      predictedScore: score,
    }));
}

interface Outcome {
  kind: Kind;
  at: number;
  ms: number;
  /** What the server said: what was asked, a bound's refusal (429 or 503, meant), or anything else. */
  result: Result;
}

type Result = 'ok' | 'refused' | 'failed';
const resultOf = (done: boolean | 'refused'): Result => (done === true ? 'ok' : done === false ? 'failed' : 'refused');

/** The fans, the tournaments and what the server acknowledged, shared by every request of the run. */
function deadlineRun(base: string, fans: Fan[], tournaments: { paid: string; free: string; running: string }) {
  // The timeout lets the agent follow nginx's Keep-Alive hint: an idle socket is closed a second before nginx
  // would close it, so no sign-in goes out on one nginx is closing (a write is never sent twice).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16, timeout: 60_000 });
  const tips: Record<'paid' | 'free', (score: string) => Tips> = { paid: () => [], free: () => [] };
  let nextSignIn = 0;
  const active: Fan[] = [];
  const acknowledged = {
    entries: new Map<string, Fan>(),
    payments: new Map<string, Fan>(),
    fees: new Map<Fan, number>(),
  };
  /** The first few refusals and, apart, the first failures, with what they answered. */
  const problems = { refused: [] as string[], failed: [] as string[] };
  const call = (path: string, options: Parameters<typeof request>[3] = {}) => request(agent, base, path, options);
  /** A refusal a bound meant (429, 503: the sign-ins' queue, say), or a failure, noted for the report. */
  const wrong = (what: string, answer: Answer): false | 'refused' => {
    const refused = answer.status === 429 || answer.status === 503;
    const noted = refused ? problems.refused : problems.failed;
    if (noted.length < (refused ? 5 : 20)) noted.push(`${what}: ${answer.status} ${answer.body.slice(0, 160)}`);
    return refused ? 'refused' : false;
  };
  const pickFan = (wanted: (fan: Fan) => boolean): Fan | undefined => {
    for (let tries = 0; tries < 24 && active.length > 0; tries++) {
      const fan = active[Math.floor(Math.random() * active.length)] as Fan;
      if (!fan.busy && wanted(fan)) return fan;
    }
    return undefined;
  };
  /** Holds a fan for one write at a time, as one browser would. */
  const asFan = async (fan: Fan, work: () => Promise<boolean | 'refused'>) => {
    fan.busy = true;
    try {
      return await work();
    } finally {
      fan.busy = false;
    }
  };

  const signIn = async (): Promise<boolean | 'refused'> => {
    const fan = fans[nextSignIn++];
    if (!fan) return wrong('sign-in', { status: 0, body: 'no fan left to sign in: raise the fan count', headers: {} });
    return asFan(fan, async () => {
      const answer = await call('/api/auth/sign-in/email', {
        method: 'POST',
        body: { email: fan.email, password: FAN_PASSWORD },
        address: fan.address,
      });
      if (answer.status !== 200) return wrong('sign-in', answer);
      fan.cookie = cookieOf(answer);
      // The page's first signed-in call makes the fan's profile.
      const synced = await call('/api/users-sync', { method: 'POST', cookie: fan.cookie, address: fan.address });
      if (synced.status !== 200) return wrong('profile', synced);
      // An adult in Australia who accepted the terms: paid play is open to them (issue 62).
      const declared = await call('/api/user', {
        method: 'PATCH',
        body: { acceptedTermsAt: '2026-01-01T00:00:00.000Z', dateOfBirth: '1990-06-15', country: 'AU' },
        cookie: fan.cookie,
        address: fan.address,
      });
      if (declared.status !== 200) return wrong('declaring the fan eligible', declared);
      active.push(fan);
      return true;
    });
  };

  const buy = async (fan: Fan) =>
    asFan(fan, async () => {
      const made = await call('/api/payments', {
        method: 'POST',
        body: { creditAmount: CREDITS_BOUGHT },
        cookie: fan.cookie,
        address: fan.address,
      });
      if (made.status !== 201) return wrong('payment', made);
      const { id } = (JSON.parse(made.body) as { data: { id: string } }).data;
      const paid = await call(`/api/payments/${id}/test-checkout`, {
        method: 'POST',
        body: { cardNumber: '4000000360000006' },
        cookie: fan.cookie,
        address: fan.address,
      });
      if (paid.status !== 200 || !paid.body.includes('SUCCEEDED')) return wrong('test checkout', paid);
      fan.credits += CREDITS_BOUGHT;
      acknowledged.payments.set(id, fan);
      return true;
    });

  const submit = async (fan: Fan) =>
    asFan(fan, async () => {
      const kind = fan.credits >= 1 && !fan.entries.paid ? 'paid' : 'free';
      const answer = await call(`/api/tournaments/${tournaments[kind]}/entries`, {
        method: 'POST',
        body: { matchTips: tips[kind]('3-1') },
        cookie: fan.cookie,
        address: fan.address,
      });
      if (answer.status !== 201) return wrong(`${kind} entry`, answer);
      const { id } = (JSON.parse(answer.body) as { data: { id: string } }).data;
      fan.entries[kind] = id;
      acknowledged.entries.set(id, fan);
      if (kind === 'paid') {
        fan.credits -= 1;
        acknowledged.fees.set(fan, (acknowledged.fees.get(fan) ?? 0) + 1);
      }
      return true;
    });

  const change = async (fan: Fan) =>
    asFan(fan, async () => {
      const kind = fan.entries.paid ? 'paid' : 'free';
      const answer = await call(`/api/entries/${fan.entries[kind]}/match-tips`, {
        method: 'PUT',
        body: { matchTips: tips[kind](Math.random() < 0.5 ? '3-0' : '3-2') },
        cookie: fan.cookie,
        address: fan.address,
      });
      return answer.status === 200 || wrong(`changed ${kind} entry`, answer);
    });

  /**
   * A public read comes from a fan's browser too: from one of the fans' addresses, each with its own sockets (16
   * an address in the bench's agent), not all through one address's 16, where at 300 a second they queued in
   * the bench for seconds while the server answered the fans' own reads in milliseconds (2026-11-29).
   */
  const visitorAddress = () => fans[Math.floor(Math.random() * fans.length)]?.address;
  const read = async (path: string, fan?: Fan) => {
    const answer = await call(path, { cookie: fan?.cookie, address: fan?.address ?? visitorAddress() });
    return answer.status === 200 || wrong(`read ${path.replace(/[0-9a-f-]{36}/g, ':id')}`, answer);
  };

  /** One request of `kind`, or the nearest one possible now (no fan signed in yet, or none with an entry). */
  const perform = async (kind: Kind): Promise<Outcome> => {
    const at = now();
    let done: Kind = kind;
    let ok: boolean | 'refused';
    const withEntry = (fan: Fan) => Boolean(fan.entries.paid || fan.entries.free);
    const canEnter = (fan: Fan) => !fan.entries.free || (fan.credits >= 1 && !fan.entries.paid);
    const fan =
      kind === 'credits: buy'
        ? pickFan((each) => each.credits === 0)
        : kind === 'entry: submit'
          ? pickFan(canEnter)
          : kind === 'entry: change' || kind === 'read: my entry'
            ? pickFan(withEntry)
            : undefined;
    if (kind === 'sign-in') ok = await signIn();
    else if (kind === 'credits: buy' && fan) ok = await buy(fan);
    else if (kind === 'entry: submit' && fan) ok = await submit(fan);
    else if (kind === 'entry: change' && fan) ok = await change(fan);
    else if (kind === 'read: my entry' && fan)
      ok = await read(`/api/entries/${fan.entries.paid ?? fan.entries.free}`, fan);
    else if (kind === 'read: a leaderboard') ok = await read(`/api/tournaments/${tournaments.running}/leaderboard`);
    else {
      done = 'read: the draw';
      ok = await read(`/api/tournaments/${tournaments.paid}`);
    }
    return { kind: done, at, ms: now() - at, result: resultOf(ok) };
  };

  return {
    async prepare() {
      tips.paid = await bracketOf(base, tournaments.paid);
      tips.free = await bracketOf(base, tournaments.free);
    },
    perform,
    signIn,
    read,
    acknowledged,
    problems,
    signedIn: () => active.length,
    /** Whether a fan is left to sign in (the flat-out sign-ins stop when none is). */
    fansLeft: () => nextSignIn < fans.length,
    close: () => agent.destroy(),
  };
}

type Run = ReturnType<typeof deadlineRun>;

/**
 * The bench's own event-loop delay from now until the returned function is called, as text: this process sends
 * every request and notes every answer, so a read can't be noted sooner than its loop gets to it. A p99 near the
 * reads' says the bench, not the server, set their tail.
 */
function benchDelay(): () => string {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  return () => {
    delay.disable();
    return `the bench's own event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`;
  };
}

/** `rate` requests a second of the mix for `seconds`, open loop (a late timer sends what is due at once). */
async function step(run: Run, rate: number, seconds: number): Promise<Outcome[]> {
  const kinds = Object.entries(MIX) as Array<[Kind, number]>;
  const total = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  const choose = (): Kind => {
    let roll = Math.random() * total;
    for (const [kind, weight] of kinds) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return 'read: the draw';
  };
  const outcomes: Array<Promise<Outcome>> = [];
  const started = now();
  const end = started + seconds * 1000;
  let next = started;
  while (next < end) {
    while (next <= now() && next < end) {
      outcomes.push(run.perform(choose()));
      next += 1000 / rate;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - now())));
  }
  return Promise.all(outcomes);
}

function kindFigures(outcomes: Outcome[], kind: Kind | 'reads', seconds: number) {
  const mine = outcomes.filter((o) => (kind === 'reads' ? READS.includes(o.kind) : o.kind === kind));
  const times = mine.map((o) => o.ms).sort((a, b) => a - b);
  const failed = mine.filter((o) => o.result === 'failed').length;
  const refused = mine.filter((o) => o.result === 'refused').length;
  return {
    count: mine.length,
    failed,
    refused,
    p99: percentile(times, 99),
    text: `${(mine.length / seconds).toFixed(1).padStart(6)}/s  p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms  p99 ${percentile(times, 99).toFixed(0).padStart(5)} ms  refused ${refused}  failed ${failed}`,
  };
}

/** Sign-ins as fast as `inFlight` browsers make them for `seconds`, with the draw read at 200 a second beside. */
async function signInsFlatOut(run: Run, inFlight: number, seconds: number, paid: string) {
  const reads: Outcome[] = [];
  const signIns: Outcome[] = [];
  let signing = false;
  let stopped = false;
  const reader = (async () => {
    let next = now();
    while (!stopped) {
      while (next <= now()) {
        const at = now();
        void run
          .read(`/api/tournaments/${paid}`)
          .then((ok) =>
            reads.push({ kind: signing ? 'sign-in' : 'read: the draw', at, ms: now() - at, result: resultOf(ok) }),
          );
        next += 5;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - now())));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, QUICK ? 3_000 : 10_000));
  const ownDelay = benchDelay();
  signing = true;
  const end = now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (now() < end && run.fansLeft()) {
        const at = now();
        const done = await run.signIn();
        signIns.push({ kind: 'sign-in', at, ms: now() - at, result: resultOf(done) });
        // Told to wait (the queue full), a fan tries again a second later at the soonest, not at once.
        if (done === 'refused') await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }),
  );
  const own = ownDelay();
  stopped = true;
  await reader;
  const p = (list: Outcome[]) => {
    const times = list.map((o) => o.ms).sort((a, b) => a - b);
    return `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, refused ${list.filter((o) => o.result === 'refused').length}, failed ${list.filter((o) => o.result === 'failed').length}`;
  };
  // Reads sent while sign-ins ran are the ones marked 'sign-in' above.
  const alone = reads.filter((o) => o.kind === 'read: the draw');
  const beside = reads.filter((o) => o.kind === 'sign-in');
  console.log(
    `sign-ins flat out (${inFlight} in flight)   ${(signIns.filter((o) => o.result === 'ok').length / seconds).toFixed(1)} a second signed in, ${p(signIns)}`,
  );
  console.log(`the draw, 200/s, before them       ${p(alone)}`);
  console.log(`the draw, 200/s, beside them       ${p(beside)}  (target: p99 under 50 ms; ${own})`);
  return { failed: [...signIns, ...reads].filter((o) => o.result === 'failed').length };
}

/** What the server acknowledged is all there: every entry, every payment, every fan's balance, the ledger. */
async function ledgerChecks(databaseUrl: string, run: Run): Promise<string[]> {
  const database = await openDatabase({ databaseUrl });
  try {
    const problems = [...(await ledgerProblems(database.db))];
    const entryIds = [...run.acknowledged.entries.keys()];
    const [entries] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from entries where id = any(${`{${entryIds.join(',')}}`}::uuid[])`,
    );
    if (entries?.count !== entryIds.length)
      problems.push(`${entryIds.length} entries acknowledged, ${entries?.count} kept`);
    const paymentIds = [...run.acknowledged.payments.keys()];
    const [payments] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from payments where id = any(${`{${paymentIds.join(',')}}`}::uuid[]) and status = 'SUCCEEDED'`,
    );
    if (payments?.count !== paymentIds.length)
      problems.push(`${paymentIds.length} purchases acknowledged, ${payments?.count} kept as paid`);
    const expected = new Map<string, number>();
    for (const fan of run.acknowledged.payments.values())
      expected.set(fan.email, (expected.get(fan.email) ?? 0) + CREDITS_BOUGHT);
    for (const [fan, fees] of run.acknowledged.fees) expected.set(fan.email, (expected.get(fan.email) ?? 0) - fees);
    const balances = await queryRows<{ email: string; balance: number }>(
      database.db,
      sql`select u.email, a.balance::int as balance from ledger_accounts a join users u on u.id = a.user_id
           where a.kind = 'USER_CREDITS' and u.email like 'deadline.fan%'`,
    );
    const kept = new Map(balances.map((row) => [row.email, row.balance]));
    const off = [...expected].filter(([email, credits]) => (kept.get(email) ?? 0) !== credits * 100);
    if (off.length > 0)
      problems.push(`${off.length} fans' balances differ from what they were told, e.g. ${off[0]?.[0]}`);
    console.log(
      `ledger checks                      ${entryIds.length} entries, ${paymentIds.length} purchases and ${expected.size} fans' balances acknowledged: ${problems.length === 0 ? 'all kept, the ledger holds' : `${problems.length} PROBLEMS`}`,
    );
    return problems;
  } finally {
    await database.close();
  }
}

export async function benchDeadline(adminUrl: string): Promise<void> {
  const signInsPerSecond = RATES.reduce((sum, rate) => sum + rate * STEP_SECONDS, 0) * (MIX['sign-in'] / 100);
  const fanCount = Math.ceil(signInsPerSecond * 1.3) + PRELUDE + SIGN_IN_SECONDS * 60;
  const cluster = await startCluster(adminUrl, { processes: 3, env: { ENTRY_FEE_CREDITS: '1' } });
  const database = await openDatabase({ databaseUrl: cluster.databaseUrl });
  const failures: string[] = [];
  let run: Run | undefined;
  try {
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const paid = await insertDraw(database.db, {
      name: 'Deadline Open (paid)',
      gender: 'mens',
      status: 'UPCOMING',
      size: 32,
      startsAt,
    });
    const free = await insertDraw(database.db, {
      name: 'Deadline Open (free)',
      gender: 'womens',
      status: 'UPCOMING',
      size: 32,
      startsAt,
      playerPrefix: 'Rival',
    });
    await database.db.execute(sql`update tournaments set entry_fee = 100 where id = ${paid.tournamentId}`);
    const [running] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from tournaments where status = 'ACTIVE' and parent_id is null limit 1`,
    );
    const fans = await insertFans(database.db, fanCount);
    run = deadlineRun(cluster.base, fans, {
      paid: paid.tournamentId,
      free: free.tournamentId,
      running: running?.id as string,
    });
    await run.prepare();
    console.log(
      `the deadline hour through nginx: 3 processes on PostgreSQL, ${fans.length.toLocaleString('en')} fans, steps of ${STEP_SECONDS} s`,
    );
    console.log(
      `mix per 100 requests: ${Object.entries(MIX)
        .map(([kind, weight]) => `${kind} ${weight}`)
        .join(', ')}`,
    );
    // Fans already on the site when the hour begins (not measured).
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = 0; i < PRELUDE / 10; i++) await run?.signIn();
      }),
    );
    let held = 0;
    const pids = cluster.pids();
    // What the set-up uses doing nothing (timers, the job queue's polls), to read the steps' CPU against.
    if (!QUICK) {
      const idle = cpuMeter({ processes: pids.slice(0, -1), nginx: pids.at(-1) as number });
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      const quiet = idle();
      console.log(
        `idle, 10 s: the processes ${(quiet.processes / 10).toFixed(2)} cores, PostgreSQL ${(quiet.postgres / 10).toFixed(2)}, nginx ${(quiet.nginx / 10).toFixed(2)}`,
      );
    }
    for (const rate of RATES) {
      const meter = cpuMeter({ processes: pids.slice(0, -1), nginx: pids.at(-1) as number });
      const ownDelay = benchDelay();
      const outcomes = await step(run, rate, STEP_SECONDS);
      const own = ownDelay();
      const cpu = meter();
      const reads = kindFigures(outcomes, 'reads', STEP_SECONDS);
      const failed = outcomes.filter((o) => o.result === 'failed').length;
      const refused = outcomes.filter((o) => o.result === 'refused').length;
      const holds = failed === 0 && refused === 0 && reads.p99 < 50;
      console.log(
        `\n${rate} a second for ${STEP_SECONDS} s: ${(outcomes.length / STEP_SECONDS).toFixed(0)} a second sent, ${refused} refused by a bound, ${failed} failed, reads' p99 ${reads.p99.toFixed(0)} ms${holds ? '  held' : ''}`,
      );
      for (const kind of Object.keys(MIX) as Kind[])
        console.log(`  ${kind.padEnd(22)} ${kindFigures(outcomes, kind, STEP_SECONDS).text}`);
      const cores = (seconds: number) =>
        `${(seconds / STEP_SECONDS).toFixed(2)} cores (${((seconds * 1000) / outcomes.length).toFixed(2)} ms a request)`;
      console.log(
        `  CPU: the processes ${cores(cpu.processes)}, PostgreSQL ${cores(cpu.postgres)}, nginx ${cores(cpu.nginx)}; ${own}`,
      );
      if (failed > 0) failures.push(`${failed} requests failed at ${rate} a second`);
      if (holds) held = rate;
    }
    console.log(
      `\nhighest rate held (nothing refused or failed, reads' p99 under 50 ms): ${held ? `${held} a second` : 'none of the steps'}`,
    );
    const flatOut = await signInsFlatOut(run, 24, SIGN_IN_SECONDS, paid.tournamentId);
    if (flatOut.failed > 0) failures.push(`${flatOut.failed} requests failed beside the sign-ins`);
    failures.push(...(await ledgerChecks(cluster.databaseUrl, run)));
    if (!QUICK) {
      const bare = await bareFastify();
      console.log(
        `bare Fastify's hello world         ${bare.rps.toFixed(0)} a second, p99 ${bare.p99} ms (50 in flight, direct)`,
      );
    }
  } finally {
    for (const [name, noted] of [
      ['first refusals', run?.problems.refused ?? []],
      ['first failures', run?.problems.failed ?? []],
    ] as const)
      if (noted.length > 0) console.log(`\n${name}:\n  ${noted.join('\n  ')}`);
    run?.close();
    await database.close();
    await cluster.stop();
  }
  if (failures.length > 0) {
    console.log(`\nFAILED:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  }
}
