import {
  deleteTournament,
  getLeaderboard,
  grantBonusCredits,
  keepCrowdPicks,
  loadTipDraw,
  lockDueTournaments,
  myLeaderboardRows,
  pickStats,
  queryRows,
  recordResult,
  scoreTournament,
  submitEntry,
  tipSlotSql,
} from '@squash/api/testing';
import { applyPick, type MatchTip, type Pick, projectSlots } from '@squash/core';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { bareFastify, bareFastifySending, CONNECTIONS, measure } from './baseline.js';
import { benchDatabase } from './database.js';
import { insertDraw } from './draw.js';
import { benchLeagueTables } from './leagues.js';
import { benchOutlookJob } from './outlook-job.js';
import { startServer } from './server.js';
import { load, percentile, report, timeIt } from './stats.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const DRAW = 64;

/**
 * Tipping at scale on PostgreSQL: a 64-draw (63 matches) with 100,000 entries of 63 tips each.
 * Prints the time to record a result and re-score + re-rank every entry, leaderboard and my-rows
 * latency under concurrent load, and entry submissions per second.
 */
export async function benchTipping(
  adminUrl: string,
  { only }: { only?: 'submissions' | 'outlook-job' | 'scoring' | 'reads' | 'delete' } = {},
) {
  let statements = 0;
  const {
    handle: database,
    url,
    drop,
  } = await benchDatabase(adminUrl, () => {
    statements += 1;
  });
  try {
    const db = database.db;
    const now = new Date('2026-11-21T12:00:00Z');

    // A tournament, its 64 players and its 63 matches, round 1 set.
    const { tournamentId } = await insertDraw(db, {
      name: 'Bench Open',
      gender: 'mens',
      status: 'UPCOMING',
      size: DRAW,
      startsAt: '2026-12-01T10:00:00Z',
    });

    // 100,000 fans with 63 tips each, generated in SQL: each fan backs the better-ranked or the
    // worse-ranked player of every first-round match at random, and one path through the bracket.
    const seeding = await timeIt(async () => {
      await db.execute(sql`insert into users (email, username)
        select 'bench' || n || '@example.org', 'bench' || n from generate_series(1, ${ENTRIES}) n`);
      await db.execute(sql`insert into entries (tournament_id, user_id, status)
        select ${tournamentId}, id, 'OPEN' from users where email like 'bench%'`);
      // Picks follow n mod 6 (coin and score), so six tip arrays cover every fan.
      await db.execute(sql`
        with e as (select id, row_number() over () as n from entries where tournament_id = ${tournamentId}),
        m as (
          select m.id, r.index as round_index, m.position, ${tipSlotSql('r', 'm')} as slot
          from matches m join rounds r on r.id = m.round_id
          where m.tournament_id = ${tournamentId}
        ),
        slots as (select generate_series(1, (select max(slot) from m)) as slot),
        patterns as (
          select k,
            -- one of the players who can reach this match: the first of its top or bottom half, by coin
            array(select p.id from slots left join m on m.slot = slots.slot
                  left join players p on p.world_rank =
                    ((m.position - 1) * (1 << m.round_index)) + 1 + ((k + m.position) % 2) * (1 << (m.round_index - 1))
                  order by slots.slot) as winner_ids,
            array(select case when m.id is not null then ((k + m.round_index) % 3)::smallint end
                  from slots left join m on m.slot = slots.slot order by slots.slot) as lost_games
          from generate_series(0, 5) k
        )
        insert into entry_tips (entry_id, winner_ids, lost_games)
        select e.id, p.winner_ids, p.lost_games from e join patterns p on p.k = e.n % 6`);
      await db.execute(sql`analyze`);
    });
    const [counts] = await queryRows<{ entries: number; tips: number }>(
      db,
      sql`select (select count(*)::int from entries) as entries,
                 (select sum(cardinality(array_remove(winner_ids, null)))::int from entry_tips) as tips`,
    );
    report(`seed ${counts?.entries} entries, ${counts?.tips} tips`, { s: seeding / 1000 });

    if (only === 'outlook-job') {
      await benchOutlookJobAlone(db, url as string, tournamentId);
      return;
    }
    if (only === 'delete') {
      await benchDeleteTournament(db, tournamentId);
      return;
    }
    if (only === 'scoring') {
      await benchScoring(db, tournamentId, now);
      return;
    }
    if (only !== 'submissions') await benchScoringAndReads(db, url as string, tournamentId, now);
    if (only === 'reads') return;
    await benchSubmissions(db, tournamentId, now, {
      reset: () => {
        statements = 0;
      },
      count: () => statements,
    });
  } finally {
    await drop();
  }
}

type Db = Parameters<typeof submitEntry>[0];

/** Lock, results, a correction, crowd picks and the leaderboard's reads, on the seeded tournament. */
async function benchScoringAndReads(db: Db, url: string, tournamentId: string, now: Date) {
  await benchScoring(db, tournamentId, now);
  await benchReads(db, url, tournamentId);
}

/** Lock, the first round's results one by one, a correction and the crowd picks (BENCH_ONLY=scoring). */
async function benchScoring(db: Db, tournamentId: string, now: Date) {
  // Lock as the lock job does at the start: entries finalized, scored, and the crowd picks counted and kept.
  report(`lock: finalize, score, count crowd picks of ${ENTRIES} entries (job)`, {
    ms: await timeIt(async () => {
      const locked = await lockDueTournaments(db, new Date('2026-12-01T10:00:01Z'), tournamentId);
      if (locked.length !== 1) throw new Error('the bench tournament did not lock');
    }),
  });
  // Then record the first round's results one by one: each re-scores and re-ranks everything.
  const firstRound = await queryRows<{ id: string; player_one_id: string }>(
    db,
    sql`select m.id, m.player_one_id from matches m join rounds r on r.id = m.round_id
        where m.tournament_id = ${tournamentId} and r.index = 1 order by m.position limit 8`,
  );
  const rescoring: number[] = [];
  for (const match of firstRound) {
    rescoring.push(
      await timeIt(() =>
        recordResult(db, {
          matchId: match.id,
          winnerId: match.player_one_id,
          outcome: 'played',
          gameScore: '3-1',
          now,
        }),
      ),
    );
  }
  rescoring.sort((a, b) => a - b);
  report(
    `record a result + re-score ${ENTRIES} entries`,
    { p50_ms: percentile(rescoring, 50), max_ms: rescoring.at(-1) ?? 0 },
    'p50 under 2,000 ms',
  );
  // Statistics reach pg_stat a moment after each transaction; HOT updates write no index entries.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [updates] = await queryRows<{ updated: number; hot: number }>(
    db,
    sql`select n_tup_upd::int as updated, n_tup_hot_upd::int as hot from pg_stat_user_tables where relname = 'entries'`,
  );
  report('entry row updates so far that were HOT', {
    hot: updates?.hot ?? 0,
    of: updates?.updated ?? 0,
  });

  // A correction: the first result recorded had the other winner, as the back office records it
  // (moved from each entry's figures). Every entry that picked either player of that match changes,
  // and the ranks with them. Then a full re-score, as a draw change or taking a result back does.
  const corrected = firstRound[0];
  if (!corrected) throw new Error('no first-round match to correct');
  const [players] = await queryRows<{ player_two_id: string }>(
    db,
    sql`select player_two_id from matches where id = ${corrected.id}`,
  );
  report(
    `a correction (the other winner): record + re-score ${ENTRIES} entries`,
    {
      ms: await timeIt(() =>
        recordResult(db, {
          matchId: corrected.id,
          winnerId: players?.player_two_id as string,
          outcome: 'played',
          gameScore: '3-2',
          now,
        }),
      ),
    },
    'under 2,000 ms',
  );
  report(`full re-score + re-rank of ${ENTRIES} entries (draw changes, a result taken back)`, {
    ms: await timeIt(() => scoreTournament(db, tournamentId)),
  });

  // Crowd picks: what a read costs with nothing in the API's memory (kept in the database since the
  // lock), and what counting them again costs after a change of tips (a late draw change).
  report(
    `crowd picks of ${ENTRIES} entries (service, uncached)`,
    { ms: await timeIt(() => pickStats(db, tournamentId, now)) },
    'under 500 ms',
  );
  report(`crowd picks counted again from every tip (after a change)`, {
    ms: await timeIt(() => keepCrowdPicks(db, tournamentId)),
  });
}

/** The leaderboard's reads, from the database and over HTTP from the production server. */
async function benchReads(db: Db, url: string, tournamentId: string) {
  // The leaderboard straight from the database (what a page costs when it is not cached).
  const direct = await load(400, 20, () =>
    getLeaderboard(db, tournamentId, { page: Math.floor(Math.random() * 100), page_size: 10 }),
  );
  report('leaderboard page from the database, 20 in flight', {
    p50_ms: percentile(direct, 50),
    p99_ms: percentile(direct, 99),
  });

  // Leaderboard pages over HTTP from the production server in its own process (it caches pages
  // for LEADERBOARD_CACHE_MS), random pages of 10 rows, for 10 seconds per level of concurrency.
  const server = await startServer(
    { DATABASE_URL: url as string, NODE_ENV: 'production', SEED_DEMO: 'false', RATE_LIMIT_ENABLED: 'false' },
    Number(process.env.BENCH_PORT ?? 3191),
  );
  try {
    const pagePath = () =>
      `/api/tournaments/${tournamentId}/leaderboard?page=${Math.floor(Math.random() * 100)}&page_size=10`;
    report('leaderboard page, first read (nothing cached)', {
      ms: await timeIt(async () => {
        const response = await fetch(`${server.base}${pagePath()}`);
        if (response.status !== 200) throw new Error(`leaderboard answered ${response.status}`);
      }),
    });
    for (const connections of [50, 200]) {
      const result = await autocannon({
        url: server.base,
        connections,
        duration: 10,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pagePath() }) }],
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`leaderboard load: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      report(`leaderboard page, ${connections} in flight (HTTP, 10 s)`, {
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        max_ms: result.latency.max,
        rps: result.requests.average,
      });
    }
    await benchLeaderPicks(db, server.base, tournamentId);
    await benchLeagueTables(db, server.base, tournamentId);
    await benchOutlookJob(db, server.base, tournamentId);
  } finally {
    await server.stop();
  }
  const users = await queryRows<{ id: string }>(db, sql`select id from users order by random() limit 2000`);
  const myRows = await load(4000, 200, () =>
    myLeaderboardRows(db, { userId: users[Math.floor(Math.random() * users.length)]?.id as string, tournamentId }),
  );
  report('my rows, 200 in flight (service)', { p50_ms: percentile(myRows, 50), p99_ms: percentile(myRows, 99) });
}

/**
 * Issue 45: the leader's bracket opened from the leaderboard of a tournament of 100,000 entries, over HTTP: the
 * first read (nothing kept), then 50 connections for the bench's seconds beside bare Fastify's hello world
 * measured right before.
 */
async function benchLeaderPicks(db: Db, base: string, tournamentId: string) {
  const [leader] = await queryRows<{ id: string }>(
    db,
    sql`select id from entries where tournament_id = ${tournamentId} order by position asc nulls last limit 1`,
  );
  if (!leader) throw new Error('no entry to open');
  const path = `${base}/api/entries/${leader.id}/picks`;
  report("the leader's bracket, first read (nothing kept)", {
    ms: await timeIt(async () => {
      const response = await fetch(path);
      if (response.status !== 200) throw new Error(`the leader's picks answered ${response.status}`);
      await response.arrayBuffer();
    }),
  });
  const bare = await bareFastify();
  const same = await bareFastifySending(path);
  const picks = await measure(path);
  report(`bare Fastify: hello world; the same ${same.bytes} bytes`, { hello_rps: bare.rps, same_bytes_rps: same.rps });
  // As a browser asks: compressed (the cache keeps the brotli form made once), 63 picks are 1 kB instead of 6.
  const asBrowser = await measure(path, { 'accept-encoding': 'gzip, deflate, br' });
  for (const [how, figure] of [
    ['', picks],
    [' (br, as a browser asks)', asBrowser],
  ] as const) {
    report(`the leader's bracket over HTTP, ${CONNECTIONS} in flight${how}`, {
      rps: figure.rps,
      p50_ms: figure.p50,
      p99_ms: figure.p99,
      share_of_hello_world: Number((figure.rps / bare.rps).toFixed(2)),
      share_of_bare_same_bytes: Number((figure.rps / same.rps).toFixed(2)),
    });
  }
}

/**
 * `BENCH_ONLY=delete`: deleting the 100,000-entry tournament as the back office does (issue 63), with what refers
 * to its entries: their outlooks, and 1,000 leagues of 100 of its fans with each member's league outlook. Every
 * foreign key's referencing columns lead an index, so each entry deleted finds its rows by it. Printed beside
 * bare Fastify's hello world of the same run, the machine's speed.
 */
async function benchDeleteTournament(db: Db, tournamentId: string) {
  const seeding = await timeIt(async () => {
    await db.execute(sql`insert into leagues (name, invite_code)
      select 'Bench League ' || n, 'BENCH' || lpad(n::text, 5, '0') from generate_series(1, 1000) n`);
    await db.execute(sql`
      with l as (select id, row_number() over (order by name) - 1 as k from leagues where name like 'Bench League %'),
      u as (select id, row_number() over (order by email) - 1 as n from users where email like 'bench%@example.org')
      insert into league_members (league_id, user_id, role)
      select l.id, u.id, case when u.n % 100 = 0 then 'owner' else 'member' end
      from u join l on l.k = u.n / 100 where u.n < 100000`);
    await db.execute(sql`
      insert into entry_outlooks (entry_id, tournament_id, first, prize_places, best_rank, best_rank_exact,
                                  first_chance, prize_chance, decided)
      select id, tournament_id, 'unknown', 'unknown', 1, false, 0.5, 0.5, 0 from entries
      where tournament_id = ${tournamentId}`);
    await db.execute(sql`
      insert into league_outlooks (league_id, entry_id, tournament_id, first, best_rank, best_rank_exact,
                                   first_chance, leaderboard_version)
      select m.league_id, e.id, e.tournament_id, 'unknown', 1, false, 0.5, 0
      from entries e join league_members m on m.user_id = e.user_id where e.tournament_id = ${tournamentId}`);
    await db.execute(sql`analyze`);
  });
  const [rows] = await queryRows<{ entries: number; outlooks: number; league_outlooks: number }>(
    db,
    sql`select (select count(*)::int from entries where tournament_id = ${tournamentId}) as entries,
               (select count(*)::int from entry_outlooks) as outlooks,
               (select count(*)::int from league_outlooks) as league_outlooks`,
  );
  report(`seed 1,000 leagues and ${rows?.league_outlooks} league outlooks, ${rows?.outlooks} outlooks`, {
    s: seeding / 1000,
  });
  const bare = await bareFastify();
  const deleting = await timeIt(async () => {
    await deleteTournament(db, tournamentId, new Date('2026-11-21T12:00:00Z'));
  });
  const [left] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from entries`);
  if (left?.n !== 0) throw new Error(`${left?.n} entries left after the tournament's deletion`);
  report(`delete the tournament of ${rows?.entries} entries (the back office's delete)`, {
    s: deleting / 1000,
    bare_fastify_rps: Math.round(bare.rps),
  });
}

/** `BENCH_ONLY=outlook-job`: the lock, the leagues, and the whole outlook job from a result (benchOutlookJob). */
async function benchOutlookJobAlone(db: Db, url: string, tournamentId: string) {
  const locked = await lockDueTournaments(db, new Date('2026-12-01T10:00:01Z'), tournamentId);
  if (locked.length !== 1) throw new Error('the bench tournament did not lock');
  const server = await startServer(
    { DATABASE_URL: url, NODE_ENV: 'production', SEED_DEMO: 'false', RATE_LIMIT_ENABLED: 'false' },
    Number(process.env.BENCH_PORT ?? 3191),
  );
  try {
    await benchLeaderPicks(db, server.base, tournamentId);
    await benchLeagueTables(db, server.base, tournamentId);
    await benchOutlookJob(db, server.base, tournamentId);
  } finally {
    await server.stop();
  }
}

/**
 * Entry submissions with 63 tips each, free and with the 1-credit fee, on the seeded tournament opened
 * again. `statements` counts the database's statements (round trips) from `reset` on.
 */
async function benchSubmissions(
  db: Db,
  tournamentId: string,
  now: Date,
  statements: { reset: () => void; count: () => number },
) {
  // Entry submissions with 63 tips each, on a fresh upcoming tournament copy of the same draw.
  await db.execute(sql`update tournaments set status = 'UPCOMING' where id = ${tournamentId}`);
  await db.execute(
    sql`update matches set is_completed = false, winner_id = null, game_score = null, outcome = null where tournament_id = ${tournamentId}`,
  );
  await db.execute(
    sql`update matches m set player_one_id = null, player_two_id = null from rounds r where r.id = m.round_id and r.index > 1 and m.tournament_id = ${tournamentId}`,
  );
  // A valid full bracket: the better-ranked player wins every match.
  const tipDraw = await loadTipDraw(db, tournamentId);
  let picks = new Map<string, Pick>();
  for (const match of [...tipDraw].sort((a, b) => a.roundIndex - b.roundIndex)) {
    const [one] = projectSlots(tipDraw, picks).get(match.id) ?? [null];
    picks = applyPick(tipDraw, picks, match.id, { predictedWinnerId: one as string, predictedScore: '3-1' });
  }
  const tips: MatchTip[] = [...picks].map(([matchId, pick]) => ({ matchId, ...pick }));
  // 4,000 fans pay, 500 others enter free (their entries deleted after each run, so they can enter again).
  const fans = await queryRows<{ id: string }>(db, sql`select id from users order by id limit 4500`);
  const submitters = fans.slice(0, 4000);
  const freeFans = fans.slice(4000);
  // Every paying fan gets the 1-credit fee first, so no run follows a burst of ledger writes the other didn't.
  await db.execute(sql`update tournaments set entry_fee = 100 where id = ${tournamentId}`);
  for (const [i, submitter] of submitters.entries()) {
    await grantBonusCredits(db, { userId: submitter.id, amount: 1, reason: 'Bench', requestId: `bench-${i}` });
  }
  // 4,000 submissions each way, 20 in flight, in runs of 500 ordered free, paid, paid, free, free, paid, ...
  // (each pair mirrored), so a change in the machine's speed meanwhile falls on both alike: per second,
  // latency, and statements each (round trips).
  const figures = {
    free: { ms: 0, latencies: [] as number[], statements: 0 },
    paid: { ms: 0, latencies: [] as number[], statements: 0 },
  };
  const submitAll = async (group: { id: string }[], charge: boolean) => {
    // Each run starts from vacuumed tables, so neither pays for the rows the other (or the seed) left
    // dead, nor meets autovacuum cleaning up after it halfway through.
    await db.execute(sql`vacuum (analyze) entries, entry_tips, ledger_accounts, ledger_transfers, ledger_lines`);
    const kind = figures[charge ? 'paid' : 'free'];
    let next = 0;
    statements.reset();
    const started = process.hrtime.bigint();
    kind.latencies.push(
      ...(await load(group.length, 20, async () => {
        const userId = group[next++]?.id as string;
        await submitEntry(db, { userId, tournamentId, tips, now, charge });
      })),
    );
    kind.ms += Number(process.hrtime.bigint() - started) / 1e6;
    kind.statements += statements.count();
  };
  await db.execute(sql`delete from entries where tournament_id = ${tournamentId}`);
  for (let run = 0; run < 8; run++) {
    const paying = submitters.slice(run * 500, (run + 1) * 500);
    const order = run % 2 === 0 ? [false, true] : [true, false];
    for (const charge of order) {
      await submitAll(charge ? paying : freeFans, charge);
      if (!charge) {
        await db.execute(
          sql`delete from entries where tournament_id = ${tournamentId} and user_id in ${freeFans.map((fan) => fan.id)}`,
        );
      }
    }
  }
  const summary = ({ ms, latencies, statements: count }: (typeof figures)['free']) => ({
    per_second: latencies.length / (ms / 1000),
    p50_ms: percentile(
      latencies.sort((a, b) => a - b),
      50,
    ),
    p99_ms: percentile(latencies, 99),
    statements: count / latencies.length,
  });
  const free = summary(figures.free);
  const paidFigures = summary(figures.paid);
  report('entry submissions, 63 tips, 20 in flight (free)', free, '1,000 a second');
  // The fee is debited in the entry's statement. Every fee goes into the one pool, but the pool keeps
  // no balance row (its balance is the sum of its lines): only each fan's own account row is updated,
  // so submissions don't queue behind each other.
  report(
    'entry submissions, 63 tips, 20 in flight (1-credit fee)',
    { ...paidFigures, vs_free: paidFigures.per_second / free.per_second },
    '1,000 a second and vs_free 0.8 or more',
  );
  const [paid] = await queryRows<{ entries: number; pool: number }>(
    db,
    sql`select (select count(*)::int from entries where tournament_id = ${tournamentId}) as entries,
               (select coalesce(sum(l.amount), 0)::int from ledger_lines l join ledger_accounts a on a.id = l.account_id
                where a.kind = 'TOURNAMENT_POOL' and a.tournament_id = ${tournamentId}) as pool`,
  );
  if (paid?.entries !== submitters.length || paid.pool !== submitters.length * 100) {
    throw new Error(`paid submissions: ${paid?.entries} entries and a pool of ${paid?.pool}`);
  }
}
