import type { Job } from 'pg-boss';
import { deliverBatch, type PushBatch } from '../../modules/push/service.js';
import { defineJob, sendOptions } from '../define.js';

/** Seconds before the next try of a batch's failed devices: 30 s, then 1 and 2 minutes. */
const retryDelay = (attempt: number) => 30 * 2 ** (attempt - 2);

/**
 * Sends notifications to devices, a batch a job; a batch's failed devices come back later, fewer tries left. Its
 * own tries are for the queue's sake (the database busy); the devices' are deliverBatch's. Only in a process
 * with the server's push keys.
 */
export const pushDeliver = defineJob({
  name: 'push-deliver',
  trigger: { sent: true, prompt: true },
  pollSeconds: 1,
  retry: { limit: 2, delaySeconds: 30 },
  runsWhen: ({ vapid }) => vapid !== undefined,
  async handle(jobs, { deps, boss, vapid }) {
    if (!vapid) return;
    for (const job of jobs as Job<PushBatch>[]) {
      const retry = await deliverBatch(deps.db, vapid, job.data);
      if (retry) {
        await boss.send(pushDeliver.name, retry, sendOptions(pushDeliver, { startAfter: retryDelay(retry.attempt) }));
      }
    }
  },
});
