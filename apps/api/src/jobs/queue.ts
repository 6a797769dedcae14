import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromPglite, type Job, PgBoss } from 'pg-boss';
import { type Database, type DatabaseHandle, queryRows } from '../db/client.js';
import { completedTournamentIds } from '../modules/lifecycle/service.js';
import { roundResultEvents } from '../modules/push/events.js';
import { deliverBatch, type PushBatch, type PushEvent, pushBatches, type VapidKeys } from '../modules/push/service.js';
import {
  LIFECYCLE_SWEEP,
  type LifecycleDeps,
  RESULT_SYNC,
  runLifecycleSweep,
  runResultSync,
  runTournamentFinish,
  runTournamentLock,
  runTournamentOutlook,
  TOURNAMENT_FINISH,
  TOURNAMENT_LOCK,
  TOURNAMENT_OUTLOOK,
} from './lifecycle.js';

export interface JobRunner {
  /**
   * Queues the exact-time lock of each upcoming tournament, once per tournament and start time: a
   * changed start cancels the lock queued for the old one (the minute sweep is the safety net).
   */
  scheduleLocks(): Promise<void>;
  /** Queues the finish job of every tournament whose final is in (status COMPLETED), once each. */
  finishCompleted(): Promise<void>;
  /** Queues the delivery of an event to its devices, once however many processes notice it (issue 26). */
  notify(event: PushEvent): Promise<void>;
  /** Tells entrants of a round just completed their rank (the minute sweep does too: this is prompt). */
  notifyRoundResults(): Promise<void>;
  /** Queues the outlook of each tournament under way whose results changed since it was computed (issue 27). */
  refreshOutlooks(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The id of the lock job for one tournament and start time. pg-boss inserts jobs with ON CONFLICT DO
 * NOTHING on (name, id), so the same lock sent again, by this process or another, is no new job.
 * (Its singletonKey alone dedupes nothing on a standard queue.)
 */
/** One finish job per tournament, however often its completion is noticed. */
export function finishJobId(tournamentId: string): string {
  return lockJobId(tournamentId, new Date(0)).replace(/^./, 'f');
}

/** Sends notifications to devices, a batch a job; a batch's failed devices come back later, fewer tries left. */
export const PUSH_DELIVER = { name: 'push-deliver' } as const;

/** Seconds before the next try of a batch's failed devices: 30 s, then 1 and 2 minutes. */
const pushRetryDelay = (attempt: number) => 30 * 2 ** (attempt - 2);

type JobHandler = (jobs: Job<object>[]) => Promise<void>;

/** The delivery worker: sends each batch, and queues its failed devices again later while tries remain. */
async function workPushDeliveries(
  boss: PgBoss,
  db: Database,
  vapid: VapidKeys,
  observe: (handler: JobHandler) => JobHandler,
) {
  await boss.work(
    PUSH_DELIVER.name,
    { pollingIntervalSeconds: 1 },
    observe(async (jobs) => {
      for (const job of jobs as Job<PushBatch>[]) {
        const retry = await deliverBatch(db, vapid, job.data);
        if (retry) await boss.send(PUSH_DELIVER.name, retry, { startAfter: pushRetryDelay(retry.attempt) });
      }
    }),
  );
}

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
      { id, startAfter: startsAt, singletonKey: row.id, retryLimit: 5 },
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
    await boss.send(TOURNAMENT_OUTLOOK.name, { tournamentId: id }, { id: outlookJobId(id, version), retryLimit: 3 });
  }
}

/**
 * A queue whose jobs a fan waits for (who can still win after a result, a device's notification): on
 * PostgreSQL its worker is woken by a NOTIFY as a job is sent rather than at its next poll (on PGlite, one
 * process, it polls). Set on queues made before this too.
 */
async function promptQueue(boss: PgBoss, name: string) {
  await boss.createQueue(name, { notify: true });
  await boss.updateQueue(name, { notify: true });
}

/** The outlook worker: one tournament at a time, in this process. */
async function workOutlooks(boss: PgBoss, deps: LifecycleDeps, observe: (handler: JobHandler) => JobHandler) {
  await promptQueue(boss, TOURNAMENT_OUTLOOK.name);
  await boss.work(
    TOURNAMENT_OUTLOOK.name,
    { pollingIntervalSeconds: 2 },
    observe(async ([job]) => {
      await runTournamentOutlook(deps, job?.data);
      deps.onDataChanged?.();
    }),
  );
}

export function lockJobId(tournamentId: string, startsAt: Date): string {
  const hex = createHash('sha256').update(`tournament-lock:${tournamentId}:${startsAt.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The job queue on the same database as everything else, so jobs survive restarts and several API
 * processes share them. A cron sweep every minute plus a delayed lock job at each tournament's start.
 */
export async function startJobs(
  handle: DatabaseHandle,
  deps: LifecycleDeps,
  {
    syncIntervalMinutes = 10,
    onJobFinished,
    vapid,
  }: {
    syncIntervalMinutes?: number;
    /** The server's push identity: with it, this process also delivers notifications. */
    vapid?: VapidKeys;
    /** Each run of a worker, for the metrics. */
    onJobFinished?: (job: string, outcome: 'success' | 'failure', seconds: number) => void;
  } = {},
): Promise<JobRunner> {
  const boss = handle.pglite
    ? new PgBoss({ backend: 'pglite', db: fromPglite(handle.pglite), schema: 'pgboss', supervise: true })
    : // LISTEN/NOTIFY (one more connection): the queues that opt in (`promptQueue`) wake their worker as a
      // job arrives instead of at its next poll. Polling stays, should the listener be unavailable. Through
      // PgBouncer's transactions a LISTEN can't hold: the queue polls alone there (pg-boss's claims are
      // transactions, with transaction-scoped locks).
      new PgBoss({
        connectionString: handle.databaseUrl,
        schema: 'pgboss',
        max: 4,
        useListenNotify: !handle.pooled,
      });
  boss.on('error', (error) => console.warn(`[jobs] ${error.message}`));
  await boss.start();
  const observed = observedWith(onJobFinished);
  for (const job of [LIFECYCLE_SWEEP, TOURNAMENT_LOCK, TOURNAMENT_FINISH, RESULT_SYNC])
    await boss.createQueue(job.name);
  await boss.work(
    LIFECYCLE_SWEEP.name,
    { pollingIntervalSeconds: 5 },
    observed(LIFECYCLE_SWEEP.name, async () => {
      await runLifecycleSweep(deps);
      // Standings without an outlook (a start, a refund, a job that found them moved): queued once each.
      await queueOutlooks(boss, deps.db);
      deps.onDataChanged?.();
    }),
  );
  await boss.work(
    TOURNAMENT_LOCK.name,
    { pollingIntervalSeconds: 5 },
    observed(TOURNAMENT_LOCK.name, async ([job]) => {
      await runTournamentLock(deps, job?.data);
      deps.onDataChanged?.();
    }),
  );
  await boss.work(
    TOURNAMENT_FINISH.name,
    { pollingIntervalSeconds: 2 },
    observed(TOURNAMENT_FINISH.name, async ([job]) => {
      await runTournamentFinish(deps, job?.data);
      deps.onDataChanged?.();
    }),
  );
  await boss.work(
    RESULT_SYNC.name,
    { pollingIntervalSeconds: 10 },
    observed(RESULT_SYNC.name, async () => {
      await runResultSync(deps);
      await runner.notifyRoundResults();
      await runner.refreshOutlooks();
      await runner.finishCompleted();
      deps.onDataChanged?.();
    }),
  );
  await workOutlooks(boss, deps, (handler) => observed(TOURNAMENT_OUTLOOK.name, handler));
  await promptQueue(boss, PUSH_DELIVER.name);
  if (vapid) await workPushDeliveries(boss, deps.db, vapid, (handler) => observed(PUSH_DELIVER.name, handler));
  await boss.schedule(LIFECYCLE_SWEEP.name, '* * * * *', {});
  await boss.schedule(RESULT_SYNC.name, `*/${syncIntervalMinutes} * * * *`, {});

  const runner: JobRunner = {
    async notify(event) {
      for (const batch of (await pushBatches(deps.db, event)) ?? []) {
        // Its own tries are for the queue's sake (the database busy); the devices' are deliverBatch's.
        await boss.send(PUSH_DELIVER.name, batch, { retryLimit: 2, retryDelay: 30 });
      }
    },
    scheduleLocks: () => scheduleLocks(boss, deps.db),
    async notifyRoundResults() {
      for (const event of await roundResultEvents(deps.db)) await runner.notify(event);
    },
    refreshOutlooks: () => queueOutlooks(boss, deps.db),
    async finishCompleted() {
      for (const tournamentId of await completedTournamentIds(deps.db)) {
        await boss.send(TOURNAMENT_FINISH.name, { tournamentId }, { id: finishJobId(tournamentId), retryLimit: 5 });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
  // Catch up at once after downtime, without waiting for the first cron tick.
  await runLifecycleSweep(deps);
  await runner.scheduleLocks();
  return runner;
}
