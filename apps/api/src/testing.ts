/** What benchmarks and tools outside the API workspace may build on. */
export { buildApp } from './app.js';
export { testConfig } from './config.js';
export { openDatabase, queryRows } from './db/client.js';
export { fixedClock, systemClock } from './lib/clock.js';
export { scoreTournament } from './modules/scoring/service.js';
export { seedDemo } from './seed/demo.js';
