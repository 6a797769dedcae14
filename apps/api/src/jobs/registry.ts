import type { JobDefinition } from './define.js';
import { lifecycleSweep } from './definitions/lifecycle-sweep.js';
import { pushDeliver } from './definitions/push-deliver.js';
import { resultSync } from './definitions/result-sync.js';
import { tournamentFinish } from './definitions/tournament-finish.js';
import { tournamentLock } from './definitions/tournament-lock.js';
import { tournamentOutlook } from './definitions/tournament-outlook.js';

/** Every job of the server, one file each in definitions/: a process that runs jobs works and schedules each. */
export const JOBS: readonly JobDefinition[] = [
  lifecycleSweep,
  tournamentLock,
  tournamentFinish,
  resultSync,
  tournamentOutlook,
  pushDeliver,
];

export { lifecycleSweep, pushDeliver, resultSync, tournamentFinish, tournamentLock, tournamentOutlook };
