import { defineJob } from '../define.js';
import { runTournamentFinish, TOURNAMENT_FINISH } from '../lifecycle.js';

/** Once a tournament's final is in: its scores freeze, its prizes are set and its fans told (once each). */
export const tournamentFinish = defineJob({
  name: TOURNAMENT_FINISH.name,
  trigger: { sent: true },
  pollSeconds: 2,
  retry: { limit: 5 },
  async handle([job], { deps }) {
    await runTournamentFinish(deps, job?.data);
    deps.onDataChanged?.();
  },
});
