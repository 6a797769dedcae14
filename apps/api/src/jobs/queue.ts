import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { type DatabaseHandle, queryRows } from '../db/client.js';
import {
  LIFECYCLE_SWEEP,
  type LifecycleDeps,
  RESULT_SYNC,
  runLifecycleSweep,
  runResultSync,
  runTournamentFinish,
  runTournamentLock,
  TOURNAMENT_FINISH,
  TOURNAMENT_LOCK,
} from './lifecycle.js';

/**
 * pg-boss on PGlite: parameterised calls go to `query`, calls without parameters to `exec` (its
 * migrations send several statements in one string), with node-postgres's result shape.
 */
function pgliteAdapter(pglite: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await pglite.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await pglite.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
  };
}

export interface JobRunner {
  /** Queues the exact-time lock of each upcoming tournament (the minute sweep is the safety net). */
  scheduleLocks(): Promise<void>;
  /** Queues the end of a tournament whose final just got its result. */
  finishTournament(tournamentId: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The job queue on the same database as everything else, so jobs survive restarts and several API
 * processes share them. A cron sweep every minute plus a delayed lock job at each tournament's start.
 */
export async function startJobs(
  handle: DatabaseHandle,
  deps: LifecycleDeps,
  { syncIntervalMinutes = 10 }: { syncIntervalMinutes?: number } = {},
): Promise<JobRunner> {
  const boss = handle.pglite
    ? new PgBoss({ db: pgliteAdapter(handle.pglite), schema: 'pgboss', supervise: true })
    : new PgBoss({ connectionString: handle.databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => console.warn(`[jobs] ${error.message}`));
  await boss.start();
  for (const job of [LIFECYCLE_SWEEP, TOURNAMENT_LOCK, TOURNAMENT_FINISH, RESULT_SYNC])
    await boss.createQueue(job.name);
  await boss.work(LIFECYCLE_SWEEP.name, { pollingIntervalSeconds: 5 }, async () => {
    await runLifecycleSweep(deps);
    deps.onDataChanged?.();
  });
  await boss.work(TOURNAMENT_LOCK.name, { pollingIntervalSeconds: 5 }, async ([job]) => {
    await runTournamentLock(deps, job?.data);
    deps.onDataChanged?.();
  });
  await boss.work(TOURNAMENT_FINISH.name, { pollingIntervalSeconds: 2 }, async ([job]) => {
    await runTournamentFinish(deps, job?.data);
    deps.onDataChanged?.();
  });
  await boss.work(RESULT_SYNC.name, { pollingIntervalSeconds: 10 }, async () => {
    await runResultSync({ ...deps, onTournamentCompleted: (id) => runner.finishTournament(id) });
    deps.onDataChanged?.();
  });
  await boss.schedule(LIFECYCLE_SWEEP.name, '* * * * *', {});
  await boss.schedule(RESULT_SYNC.name, `*/${syncIntervalMinutes} * * * *`, {});

  const runner: JobRunner = {
    async scheduleLocks() {
      const upcoming = await queryRows<{ id: string; starts_at: Date }>(
        deps.db,
        sql`select id, starts_at from tournaments where status = 'UPCOMING' and starts_at is not null`,
      );
      for (const row of upcoming) {
        const startsAt = new Date(row.starts_at);
        await boss.send(
          TOURNAMENT_LOCK.name,
          { tournamentId: row.id },
          { startAfter: startsAt, singletonKey: `${row.id}:${startsAt.toISOString()}`, retryLimit: 5 },
        );
      }
    },
    async finishTournament(tournamentId) {
      await boss.send(TOURNAMENT_FINISH.name, { tournamentId }, { singletonKey: tournamentId, retryLimit: 5 });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
  // Catch up at once after downtime, without waiting for the first cron tick.
  await runLifecycleSweep(deps);
  await runner.scheduleLocks();
  return runner;
}
