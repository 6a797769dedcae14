import http from 'node:http';
import { AFTER_CHANGE_HEADER } from '@squash/core';

/*
 * One client process of `npm run bench:proxy`'s live watchers (forked, told what to do over IPC): it opens
 * its share of the streams through nginx from its own loopback source addresses, a few hundred at a time,
 * and notes when each first hears `event: change` after the bench arms it. A process holds one descriptor a
 * watcher: the bench spreads 30,000 over several, under these machines' 20,000 open files a process.
 */

type Command =
  | { type: 'open'; port: number; path: string; addresses: string[]; perAddress: number }
  | { type: 'arm'; refresh?: Refresh | null }
  | { type: 'count' }
  | { type: 'collect' }
  | { type: 'close' };

/** The reads a page asks again for on a change, with the ETags its browser holds, through nginx at `port`. */
interface Refresh {
  port: number;
  reads: Array<{ path: string; etag: string }>;
  /** Connections a client process keeps for them (the fans' devices are many; the bench's sockets are not). */
  sockets: number;
}

/** The wall clock in milliseconds with the monotonic clock's precision: comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

const requests: http.ClientRequest[] = [];
/** When each open watcher first heard a change since the last arming (NaN: not yet). */
const heardAt: number[] = [];
/** Whether each watcher's stream has closed (nginx or the process ended it): it will hear nothing. */
const lost: boolean[] = [];
let armed = false;
let refresh: Refresh | null = null;
let refreshAgent: http.Agent | null = null;
/** Each arming's number: a read answered after the next arming is not that arming's. */
let arming = 0;
/** When each watcher had every read asked again (NaN: not yet), and what they answered. */
const refreshedAt: number[] = [];
const refreshOutcomes = new Map<string, number>();
/** Change events heard since the last arming, by all the watchers together. */
let changes = 0;

function send(message: unknown) {
  process.send?.(message);
}

function openOne(port: number, path: string, localAddress: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, localAddress, agent: false, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          request.destroy();
          resolve(response.statusCode ?? 0);
          return;
        }
        const index = heardAt.push(Number.NaN) - 1;
        refreshedAt.push(Number.NaN);
        lost.push(false);
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (!armed || !chunk.includes('event: change')) return;
          changes += chunk.split('event: change').length - 1;
          if (Number.isNaN(heardAt[index])) {
            heardAt[index] = now();
            // The change's token, which the page puts in the reads it asks again for.
            const at = /"at":"([^"]+)"/.exec(chunk)?.[1] ?? null;
            if (refresh) void askAgain(refresh, index, at);
          }
        });
        response.on('close', () => {
          lost[index] = true;
        });
        resolve(200);
      },
    );
    request.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
    requests.push(request);
  });
}

/** One read asked again as the browser does (compressed, revalidated): its status, or the error's code. */
function readAgain(port: number, path: string, etag: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(
      // As the page asks after a change it heard (apps/web/src/lib/after-change.ts).
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { 'accept-encoding': 'br', 'if-none-match': etag, [AFTER_CHANGE_HEADER]: '1' },
      },
      (response) => {
        response.resume();
        // The status, and whether nginx answered it from its cache (HIT) or a process did.
        const cache = response.headers['x-cache'];
        response.on('end', () => resolve(`${response.statusCode}${cache === 'HIT' ? ' from nginx' : ''}`));
      },
    );
    request.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
  });
}

/** A watcher's page on hearing the change: every read again at once; when all have answered, it shows the result. */
async function askAgain({ port, reads, sockets }: Refresh, index: number, at: string | null) {
  refreshAgent ??= new http.Agent({ keepAlive: true, maxSockets: sockets });
  const agent = refreshAgent;
  const armedAs = arming;
  const withToken = (path: string) => (at ? `${path}?at=${encodeURIComponent(at)}` : path);
  const outcomes = await Promise.all(reads.map((read) => readAgain(port, withToken(read.path), read.etag, agent)));
  if (armedAs !== arming) return;
  for (const outcome of outcomes) refreshOutcomes.set(outcome, (refreshOutcomes.get(outcome) ?? 0) + 1);
  // A 304 is the page's old copy (the result not in it); only new answers everywhere show the result.
  if (outcomes.every((outcome) => outcome.startsWith('200'))) refreshedAt[index] = now();
}

async function open({ port, path, addresses, perAddress }: Extract<Command, { type: 'open' }>) {
  const started = now();
  const outcomes = new Map<string, number>();
  const targets = addresses.flatMap((address) => Array.from({ length: perAddress }, () => address));
  for (let i = 0; i < targets.length; i += 200) {
    const batch = await Promise.all(targets.slice(i, i + 200).map((address) => openOne(port, path, address)));
    for (const outcome of batch) outcomes.set(String(outcome), (outcomes.get(String(outcome)) ?? 0) + 1);
  }
  send({ type: 'opened', outcomes: Object.fromEntries(outcomes), ms: now() - started });
}

process.on('message', (command: Command) => {
  if (command.type === 'open') void open(command);
  else if (command.type === 'arm') {
    heardAt.fill(Number.NaN);
    refreshedAt.fill(Number.NaN);
    refreshOutcomes.clear();
    arming += 1;
    refresh = command.refresh ?? null;
    changes = 0;
    armed = true;
    send({ type: 'armed' });
  } else if (command.type === 'count') {
    send({
      type: 'heard',
      count: heardAt.filter((at) => !Number.isNaN(at)).length,
      refreshed: refreshedAt.filter((at) => !Number.isNaN(at)).length,
    });
  } else if (command.type === 'collect') {
    send({
      type: 'times',
      times: heardAt.map((at) => (Number.isNaN(at) ? null : at)),
      refreshed: refreshedAt.map((at) => (Number.isNaN(at) ? null : at)),
      refreshOutcomes: Object.fromEntries(refreshOutcomes),
      lost: lost.filter(Boolean).length,
      changes,
    });
  } else if (command.type === 'close') {
    for (const request of requests) request.destroy();
    refreshAgent?.destroy();
    process.disconnect?.();
    setTimeout(() => process.exit(0), 100).unref();
  }
});
