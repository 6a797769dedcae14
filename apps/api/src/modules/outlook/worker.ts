import { parentPort, workerData } from 'node:worker_threads';
import { type OutlookInput, workOutOutlooks } from './work.js';

/** A worker thread started by `calculateOutlooks` (service.ts): works out one run and answers with its rows. */
parentPort?.postMessage(workOutOutlooks(workerData as OutlookInput));
