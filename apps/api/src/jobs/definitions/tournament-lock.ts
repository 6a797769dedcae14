import { defineJob } from '../define.js';
import { runTournamentLock, TOURNAMENT_LOCK } from '../lifecycle.js';

/** At a tournament's start time exactly: its picks lock (queued by `scheduleLocks`, one per start time). */
export const tournamentLock = defineJob({
  name: TOURNAMENT_LOCK.name,
  trigger: { sent: true },
  pollSeconds: 5,
  retry: { limit: 5 },
  async handle([job], { deps }) {
    await runTournamentLock(deps, job?.data);
    deps.onDataChanged?.();
  },
});
