import { type SetupWorker, setupWorker } from 'msw/browser';
import { defaultHandlers, unanswered } from './handlers';

const shared = globalThis as { pageTestWorker?: { worker: SetupWorker; pending: Map<number, string> } };

/**
 * The mocked API's worker, and the page's requests under way: every fetch counted from the moment the page
 * makes it (before the service worker has it) until its answer is in, so a test waits for all of them.
 */
function start() {
  const worker = setupWorker(...defaultHandlers);
  const pending = new Map<number, string>();
  const fetchOfPage = window.fetch.bind(window);
  let next = 0;
  window.fetch = async (input, init) => {
    const url = new Request(input, init).url;
    next += 1;
    const id = next;
    pending.set(id, url);
    try {
      return await fetchOfPage(input, init);
    } finally {
      pending.delete(id);
    }
  };
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
  return [...instance.pending.values()].every((url) => unanswered.has(url));
}
