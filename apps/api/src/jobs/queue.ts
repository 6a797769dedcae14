import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromPglite, type Job, PgBoss } from 'pg-boss';
import { type Database, type DatabaseHandle, queryRows } from '../db/client.js';
import { type ProcessRole, runsJobs } from '../lib/roles.js';
import { completedTournamentIds } from '../modules/lifecycle/service.js';
import { roundResultEvents } from '../modules/push/events.js';
import { type PushEvent, pushBatches, type VapidKeys } from '../modules/push/service.js';
import { type JobContext, type JobDefinition, type JobSends, sendOptions } from './define.js';
import {
  type LifecycleDeps,
  runLifecycleSweep,
  TOURNAMENT_FINISH,
  TOURNAMENT_LOCK,
  TOURNAMENT_OUTLOOK,
} from './lifecycle.js';
import { JOBS, pushDeliver, tournamentFinish, tournamentLock, tournamentOutlook } from './registry.js';

/** The queue as a process holds it: the sends of every role, and the workers of a role that runs jobs. */
export interface JobRunner extends JobSends {
  /**
   * Starts a worker and the schedule of every job of the registry (registry.ts), as `startJobs` does itself for a
   * role that runs jobs (`jobs`, `all`); a live-stream or request process refuses.
   */
  work(): Promise<void>;
  stop(): Promise<void>;
}

/** One finish job per tournament, however often its completion is noticed. */
export function finishJobId(tournamentId: string): string {
  return lockJobId(tournamentId, new Date(0)).replace(/^./, 'f');
}

/** Re-exported for the tests that send a delivery themselves. */
export const PUSH_DELIVER = { name: pushDeliver.name } as const;

type JobHandler = (jobs: Job<object>[]) => Promise<void>;

/** Wraps a worker's handler so each run is timed and counted; a failure still throws, so pg-boss retries it. */
function observedWith(onJobFinished?: (job: string, outcome: 'success' | 'failure', seconds: number) => void) {
  return (job: string, handler: JobHandler): JobHandler =>
    async (jobs) => {
      const started = performance.now();
      try {
        await handler(jobs);
        onJobFinished?.(job, 'success', (performance.now() - started) / 1000);
      } catch (error) {
        onJobFinished?.(job, 'failure', (performance.now() - started) / 1000);
        throw error;
      }
    };
}

/**
 * Queues the exact-time lock of each upcoming tournament, once per tournament and start time: a changed
 * start cancels the lock queued for the old one (the minute sweep is the safety net).
 */
async function scheduleLocks(boss: PgBoss, db: Database) {
  const upcoming = await queryRows<{ id: string; starts_at: Date }>(
    db,
    sql`select id, starts_at from tournaments where status = 'UPCOMING' and starts_at is not null`,
  );
  for (const row of upcoming) {
    const startsAt = new Date(row.starts_at);
    const id = lockJobId(row.id, startsAt);
    // A lock still waiting for an earlier start time of this tournament is void now.
    const stale = await queryRows<{ id: string }>(
      db,
      sql`select id from pgboss.job where name = ${TOURNAMENT_LOCK.name} and singleton_key = ${row.id}
            and state in ('created', 'retry') and id <> ${id}::uuid`,
    );
    if (stale.length > 0)
      await boss.cancel(
        TOURNAMENT_LOCK.name,
        stale.map((job) => job.id),
      );
    await boss.send(
      TOURNAMENT_LOCK.name,
      { tournamentId: row.id },
      sendOptions(tournamentLock, { id, startAfter: startsAt, singletonKey: row.id }),
    );
  }
}

/** The outlook job of one tournament at one count of decided matches: queued once, by whichever process. */
export function outlookJobId(tournamentId: string, leaderboardVersion: number): string {
  return lockJobId(tournamentId, new Date(leaderboardVersion * 1000)).replace(/^./, 'a');
}

/**
 * Queues the outlook (who can still win, the odds) of every active tournament with entries whose standings
 * have none yet, once per tournament and leaderboard version (the job's id): a result, a correction or a
 * refund moves the version, and with it the job. The job moves it on once more as it writes, to the
 * version its rows are for, so a tournament is not queued again until its standings change.
 */
async function queueOutlooks(boss: PgBoss, db: Database) {
  const due = await queryRows<{ id: string; version: number }>(
    db,
    sql`select t.id, t.leaderboard_version as version from tournaments t
        where t.status = 'ACTIVE' and exists (select 1 from entries e where e.tournament_id = t.id)
          and not exists (select 1 from entry_outlooks o
                          where o.tournament_id = t.id and o.leaderboard_version = t.leaderboard_version)`,
  );
  for (const { id, version } of due) {
    await boss.send(
      TOURNAMENT_OUTLOOK.name,
      { tournamentId: id },
      sendOptions(tournamentOutlook, { id: outlookJobId(id, version) }),
    );
  }
}

/**
 * The id of the lock job for one tournament and start time. pg-boss inserts jobs with ON CONFLICT DO
 * NOTHING on (name, id), so the same lock sent again, by this process or another, is no new job.
 * (Its singletonKey alone dedupes nothing on a standard queue.)
 */
export function lockJobId(tournamentId: string, startsAt: Date): string {
  const hex = createHash('sha256').update(`tournament-lock:${tournamentId}:${startsAt.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A queue whose jobs a fan waits for: its worker is woken by a NOTIFY as a job is sent. Set on queues made before too. */
async function createQueue(boss: PgBoss, job: JobDefinition) {
  const prompt = 'sent' in job.trigger && job.trigger.prompt === true;
  await boss.createQueue(job.name, prompt ? { notify: true } : {});
  if (prompt) await boss.updateQueue(job.name, { notify: true });
}

/**
 * The job queue on the same database as everything else, so jobs survive restarts and several processes share
 * them. Every role sends; a role that runs jobs (`work()`) also works every job of the registry and keeps its
 * schedule: a cron sweep every minute, the sync every SYNC_INTERVAL minutes, a delayed lock job at each
 * tournament's start. More than one such process may run: pg-boss hands each job to one of them.
 */
export async function startJobs(
  handle: DatabaseHandle,
  deps: LifecycleDeps,
  {
    role = 'all',
    syncIntervalMinutes = 10,
    onJobFinished,
    vapid,
  }: {
    /** What this process is for (ROLE): only `jobs` and `all` work jobs. */
    role?: ProcessRole;
    syncIntervalMinutes?: number;
    /** The server's push identity: with it, this process also delivers notifications. */
    vapid?: VapidKeys;
    /** Each run of a worker, for the metrics. */
    onJobFinished?: (job: string, outcome: 'success' | 'failure', seconds: number) => void;
  } = {},
): Promise<JobRunner> {
  if (role === 'live')
    throw new Error('A live-stream process holds no job queue: it runs no job worker and no scheduler');
  const works = runsJobs(role);
  const boss = handle.pglite
    ? new PgBoss({
        backend: 'pglite',
        db: fromPglite(handle.pglite),
        schema: 'pgboss',
        supervise: works,
        schedule: works,
      })
    : // LISTEN/NOTIFY (one more connection) wakes a worker as a prompt job arrives instead of at its next poll:
      // only where jobs are worked, and never through PgBouncer's transactions, where a LISTEN can't hold (the
      // queue polls alone there: pg-boss's claims are transactions, with transaction-scoped locks). A process
      // that only sends needs a connection or two.
      new PgBoss({
        connectionString: handle.databaseUrl,
        schema: 'pgboss',
        max: works ? 4 : 2,
        supervise: works,
        schedule: works,
        useListenNotify: works && !handle.pooled,
      });
  boss.on('error', (error) => console.warn(`[jobs] ${error.message}`));
  await boss.start();
  for (const job of JOBS) await createQueue(boss, job);

  const sends: JobSends = {
    async notify(event: PushEvent) {
      for (const batch of (await pushBatches(deps.db, event)) ?? []) {
        await boss.send(pushDeliver.name, batch, sendOptions(pushDeliver));
      }
    },
    scheduleLocks: () => scheduleLocks(boss, deps.db),
    async notifyRoundResults() {
      for (const event of await roundResultEvents(deps.db)) await sends.notify(event);
    },
    refreshOutlooks: () => queueOutlooks(boss, deps.db),
    async finishCompleted() {
      for (const tournamentId of await completedTournamentIds(deps.db)) {
        await boss.send(
          TOURNAMENT_FINISH.name,
          { tournamentId },
          sendOptions(tournamentFinish, { id: finishJobId(tournamentId) }),
        );
      }
    },
  };
  let working = false;
  const runner: JobRunner = {
    ...sends,
    async work() {
      if (!works) throw new Error(`A ${role} process runs no job worker: start one with ROLE=jobs (or all)`);
      if (working) return;
      working = true;
      const context: JobContext = { deps, boss, queue: sends, ...(vapid ? { vapid } : {}) };
      const observed = observedWith(onJobFinished);
      for (const job of JOBS) {
        if (job.runsWhen && !job.runsWhen(context)) continue;
        await boss.work(
          job.name,
          { pollingIntervalSeconds: job.pollSeconds },
          observed(job.name, (jobs) => job.handle(jobs, context)),
        );
        if ('cron' in job.trigger) {
          await boss.schedule(job.name, job.trigger.cron({ syncIntervalMinutes }), {}, sendOptions(job));
        }
      }
      // Catch up at once after downtime, without waiting for the first cron tick.
      await runLifecycleSweep(deps);
      await sends.scheduleLocks();
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
  if (works) await runner.work();
  return runner;
}
