import { defineJob } from '../define.js';
import { LIFECYCLE_SWEEP, runLifecycleSweep } from '../lifecycle.js';

/**
 * Every minute: locks what is due, sends the reminders and results mails, ends open payments, settles prizes
 * (the safety net of the exact-time jobs); then queues an outlook for standings that have none.
 */
export const lifecycleSweep = defineJob({
  name: LIFECYCLE_SWEEP.name,
  trigger: { cron: () => '* * * * *' },
  pollSeconds: 5,
  retry: { limit: 2 },
  async handle(_jobs, { deps, queue }) {
    await runLifecycleSweep(deps);
    // Standings without an outlook (a start, a refund, a job that found them moved): queued once each.
    await queue.refreshOutlooks();
    deps.onDataChanged?.();
  },
});
