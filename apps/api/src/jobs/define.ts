import type { Job, PgBoss } from 'pg-boss';
import type { VapidKeys } from '../modules/push/service.js';
import type { LifecycleDeps } from './lifecycle.js';

/*
 * A job, declared once (issue 65, as Documenso's jobs are): its name, what starts it (the clock or a send), how
 * often a worker looks for it, how often it is tried again, and its handler. `registry.ts` lists them all; a
 * process whose role runs jobs (`jobs`, or `all` for `npm start`) registers a worker and a schedule for each.
 */

/** What a job's handler can reach: the domain's dependencies, and the queue (to send other jobs). */
export interface JobContext {
  deps: LifecycleDeps;
  boss: PgBoss;
  queue: JobSends;
  /** The server's push identity, when this process delivers notifications. */
  vapid?: VapidKeys;
}

/** The sends every process may make (any role: a request queues a job, a job process runs it). */
export interface JobSends {
  /** Queues the exact-time lock of each upcoming tournament, once per tournament and start time. */
  scheduleLocks(): Promise<void>;
  /** Queues the finish job of every tournament whose final is in (status COMPLETED), once each. */
  finishCompleted(): Promise<void>;
  /** Queues the delivery of an event to its devices, once however many processes notice it (issue 26). */
  notify(event: import('../modules/push/service.js').PushEvent): Promise<void>;
  /** Tells entrants of a round just completed their rank (the minute sweep does too: this is prompt). */
  notifyRoundResults(): Promise<void>;
  /** Queues the outlook of each tournament under way whose results changed since it was computed (issue 27). */
  refreshOutlooks(): Promise<void>;
}

/** The settings a schedule can read (SYNC_INTERVAL). */
export interface ScheduleOptions {
  syncIntervalMinutes: number;
}

export interface JobDefinition {
  name: string;
  /**
   * What starts it: a cron line (pg-boss sends it once a tick, whichever process's scheduler is first), or a
   * send; `prompt` sends wake their worker at once (LISTEN/NOTIFY) rather than at its next poll.
   */
  trigger: { cron: (options: ScheduleOptions) => string } | { sent: true; prompt?: boolean };
  /** How often an idle worker looks for a job, in seconds. */
  pollSeconds: number;
  /** How many times a failed run is tried again, and after how many seconds (pg-boss's retryLimit and retryDelay). */
  retry: { limit: number; delaySeconds?: number };
  /** Run only where this holds (the delivery of notifications needs the server's push keys). */
  runsWhen?: (context: JobContext) => boolean;
  handle(jobs: Job<object>[], context: JobContext): Promise<void>;
}

export const defineJob = (definition: JobDefinition): JobDefinition => definition;

/** pg-boss's send options for a definition's retry rule, with the job's own (an id that dedupes it). */
export function sendOptions(
  definition: JobDefinition,
  options: { id?: string; startAfter?: Date | number; singletonKey?: string } = {},
) {
  return {
    retryLimit: definition.retry.limit,
    ...(definition.retry.delaySeconds === undefined ? {} : { retryDelay: definition.retry.delaySeconds }),
    ...options,
  };
}
