import { buildApp, fixedClock, queryRows, scoreTournament, seedDemo, testConfig } from '@squash/api/testing';
import { sql } from 'drizzle-orm';
import { benchCommits } from './commits.js';
import { benchCommitsThroughApi } from './commits-api.js';
import { benchDatabase } from './database.js';
import { benchDeadline } from './deadline.js';
import { benchOutlook } from './outlook.js';
import { benchProxy } from './proxy.js';
import { benchPush } from './push.js';
import { load, percentile, report, timeIt } from './stats.js';
import { benchTipping } from './tipping.js';

/**
 * Read-path figures on the demo data: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
 * Figures, not assertions: these machines are shared and noisy.
 */
async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // BENCH_ONLY=outlook: who can still win and the odds (core, no database).
  if (process.env.BENCH_ONLY === 'outlook') {
    await benchOutlook();
    return;
  }
  // BENCH_ONLY=commits: the deadline's commits with the change log, without it and as before (PostgreSQL: pgbench,
  // then through the API).
  // BENCH_ONLY=commits-db or commits-api: one of the two alone.
  const commits = process.env.BENCH_ONLY?.match(/^commits(?:-(db|api))?$/);
  if (commits) {
    if (!databaseUrl) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} needs DATABASE_URL`);
    if (commits[1] !== 'api') await benchCommits(databaseUrl);
    if (commits[1] !== 'db') await benchCommitsThroughApi(databaseUrl);
    return;
  }
  // BENCH_ONLY=push: the notifications figures alone (PostgreSQL).
  if (process.env.BENCH_ONLY === 'push') {
    if (!databaseUrl) throw new Error('BENCH_ONLY=push needs DATABASE_URL');
    await benchPush(databaseUrl);
    return;
  }
  // BENCH_ONLY=submissions: entry submissions, free and paid, alone (PostgreSQL, beside 100,000 entries).
  if (process.env.BENCH_ONLY === 'submissions') {
    if (!databaseUrl) throw new Error('BENCH_ONLY=submissions needs DATABASE_URL');
    await benchTipping(databaseUrl, { only: 'submissions' });
    return;
  }
  // BENCH_ONLY=scoring: the lock, results, a correction and crowd picks at 100,000 entries (PostgreSQL).
  if (process.env.BENCH_ONLY === 'scoring') {
    if (!databaseUrl) throw new Error('BENCH_ONLY=scoring needs DATABASE_URL');
    await benchTipping(databaseUrl, { only: 'scoring' });
    return;
  }
  // BENCH_ONLY=reads: the lock and results, then the reads over HTTP (leaderboard, the leader's bracket, leagues,
  // the outlook job) at 100,000 entries (PostgreSQL).
  if (process.env.BENCH_ONLY === 'reads') {
    if (!databaseUrl) throw new Error('BENCH_ONLY=reads needs DATABASE_URL');
    await benchTipping(databaseUrl, { only: 'reads' });
    return;
  }
  // BENCH_ONLY=outlook-job: the whole outlook job at 100,000 entries and 1,000 leagues, from a result (PostgreSQL).
  if (process.env.BENCH_ONLY === 'outlook-job') {
    if (!databaseUrl) throw new Error('BENCH_ONLY=outlook-job needs DATABASE_URL');
    await benchTipping(databaseUrl, { only: 'outlook-job' });
    return;
  }
  // BENCH_ONLY=delete: deleting a tournament of 100,000 entries, with its outlooks and leagues' (PostgreSQL).
  if (process.env.BENCH_ONLY === 'delete') {
    if (!databaseUrl) throw new Error('BENCH_ONLY=delete needs DATABASE_URL');
    await benchTipping(databaseUrl, { only: 'delete' });
    return;
  }
  // BENCH_ONLY=deadline: the last hour's mix through nginx on three processes (PostgreSQL).
  if (process.env.BENCH_ONLY === 'deadline') {
    if (!databaseUrl) throw new Error('BENCH_ONLY=deadline needs DATABASE_URL');
    await benchDeadline(databaseUrl);
    return;
  }
  // BENCH_ONLY=proxy: a final's live watchers on three processes behind nginx (PostgreSQL).
  if (process.env.BENCH_ONLY === 'proxy') {
    if (!databaseUrl) throw new Error('BENCH_ONLY=proxy needs DATABASE_URL');
    await benchProxy(databaseUrl);
    return;
  }
  const { handle: database, drop } = await benchDatabase(databaseUrl);
  console.log(`database: ${database.kind}`);
  const now = new Date();
  report('seed demo data', { ms: await timeIt(() => seedDemo(database.db, { now })) });

  const app = await buildApp(testConfig({ DATABASE_URL: databaseUrl }), { db: database.db, clock: fixedClock(now) });
  await app.ready();
  const [tournament] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from tournaments where name = 'Windsor City Open 2023' and gender = 'mens'`,
  );
  if (!tournament) throw new Error('seed did not create Windsor');

  const rescoring: number[] = [];
  for (let i = 0; i < 20; i++) rescoring.push(await timeIt(() => scoreTournament(database.db, tournament.id)));
  rescoring.sort((a, b) => a - b);
  report('re-score + re-rank one tournament (50 entries)', {
    p50_ms: percentile(rescoring, 50),
    max_ms: rescoring.at(-1) ?? 0,
  });

  const routes = [
    ['GET /api/tournaments', '/api/tournaments'],
    ['GET /api/tournaments/:id (draw)', `/api/tournaments/${tournament.id}`],
    ['GET /api/tournaments/:id/leaderboard', `/api/tournaments/${tournament.id}/leaderboard`],
    ['GET /api/matches?is_completed=true', '/api/matches?is_completed=true'],
  ] as const;
  for (const [name, url] of routes) {
    const latencies = await load(400, 20, async () => {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    });
    report(`${name} x400, 20 in flight`, {
      p50_ms: percentile(latencies, 50),
      p99_ms: percentile(latencies, 99),
    });
  }

  await app.close();
  await drop();

  if (databaseUrl) {
    console.log(`\ntipping at scale (PostgreSQL, ${process.env.BENCH_ENTRIES ?? 100_000} entries)`);
    await benchTipping(databaseUrl);
    console.log(`\nnotifications (PostgreSQL, the built server, ${process.env.BENCH_PUSH_DEVICES ?? 10_000} devices)`);
    await benchPush(databaseUrl);
    await benchCommits(databaseUrl);
    await benchCommitsThroughApi(databaseUrl);
  } else {
    console.log('\nSet DATABASE_URL=postgres://... for the tipping-at-scale figures (100,000 entries).');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
