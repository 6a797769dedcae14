import { type SetupWorker, setupWorker } from 'msw/browser';
import { defaultHandlers, unanswered } from './handlers';

const shared = globalThis as { pageTestWorker?: { worker: SetupWorker; pending: Set<string> } };

function start() {
  const worker = setupWorker(...defaultHandlers);
  // The requests of the page still under way (every one the worker saw, until it is answered).
  const pending = new Set<string>();
  worker.events.on('request:start', ({ requestId }) => pending.add(requestId));
  worker.events.on('request:end', ({ requestId }) => pending.delete(requestId));
  return { worker, pending };
}

/*
 * The page tests' mocked API: a service worker answering the app's fetches (page-setup.ts starts it). One per
 * page: the setup file and the tests may import this module under two URLs, and must share one worker.
 */
shared.pageTestWorker ??= start();
const instance = shared.pageTestWorker;
export const worker: SetupWorker = instance.worker;

/** Whether every request the page made has been answered (those held for ever by a loading state aside). */
export function requestsSettled(): boolean {
  return [...instance.pending].every((id) => unanswered.has(id));
}
