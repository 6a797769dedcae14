import { defineJob } from '../define.js';
import { RESULT_SYNC, runResultSync } from '../lifecycle.js';

/** Every SYNC_INTERVAL minutes: the tour's pages read again, and what they brought told and queued. */
export const resultSync = defineJob({
  name: RESULT_SYNC.name,
  trigger: { cron: ({ syncIntervalMinutes }) => `*/${syncIntervalMinutes} * * * *` },
  pollSeconds: 10,
  retry: { limit: 2 },
  async handle(_jobs, { deps, queue }) {
    await runResultSync(deps);
    await queue.notifyRoundResults();
    await queue.refreshOutlooks();
    await queue.finishCompleted();
    deps.onDataChanged?.();
  },
});
