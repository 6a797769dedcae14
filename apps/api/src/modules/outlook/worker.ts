import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type OutlookInput, workOutOutlooks } from './work.js';

/**
 * A worker thread started by `outlookSums` (service.ts): works out the one run it is sent and answers with its rows,
 * at a lower CPU priority than the process's requests. On Linux the priority (nice) is a thread's own, and
 * /proc/thread-self names this thread's id; elsewhere the thread keeps the process's priority.
 */
function yieldToRequests() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: the sums run at the process's priority.
  }
}

yieldToRequests();
parentPort?.once('message', (input: OutlookInput) => {
  parentPort?.postMessage(workOutOutlooks(input));
  parentPort?.close();
});
