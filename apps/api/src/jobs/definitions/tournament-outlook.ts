import { defineJob } from '../define.js';
import { runTournamentOutlook, TOURNAMENT_OUTLOOK } from '../lifecycle.js';

/** After a result: who can still win and the odds, one tournament at a time (a fan waits: prompt). */
export const tournamentOutlook = defineJob({
  name: TOURNAMENT_OUTLOOK.name,
  trigger: { sent: true, prompt: true },
  pollSeconds: 2,
  retry: { limit: 3 },
  async handle([job], { deps }) {
    await runTournamentOutlook(deps, job?.data);
    deps.onDataChanged?.();
  },
});
