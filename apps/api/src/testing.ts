/** What benchmarks and tools outside the API workspace may build on. */
export { buildApp } from './app.js';
export { testConfig } from './config.js';
export { connectionOptions, openDatabase, queryRows } from './db/client.js';
export { fixedClock, systemClock } from './lib/clock.js';
export { storeDraw } from './modules/draws/store-draw.js';
export { loadTipDraw } from './modules/draws/tip-draw.js';
export { tipSlotSql } from './modules/draws/tip-slots.js';
export { myLeaderboardRows, pickStats } from './modules/entries/reads.js';
export { submitEntry } from './modules/entries/service.js';
export { getLeaderboard } from './modules/leaderboard/service.js';
export { grantBonusCredits, ledgerProblems } from './modules/ledger/service.js';
export { keepCrowdPicks } from './modules/lifecycle/crowd-picks.js';
export { lockDueTournaments } from './modules/lifecycle/service.js';
export { computeOutlooks } from './modules/outlook/service.js';
export { recordResult } from './modules/results/service.js';
export { scoreTournament } from './modules/scoring/service.js';
export { deleteTournament } from './modules/tournaments/admin-service.js';
export { seedDemo } from './seed/demo.js';
