import http from 'node:http';

/*
 * One client process of `npm run bench:proxy`'s live watchers (forked, told what to do over IPC): it opens
 * its share of the streams through nginx from its own loopback source addresses, a few hundred at a time,
 * and notes when each first hears `event: change` after the bench arms it. A process holds one descriptor a
 * watcher: the bench spreads 30,000 over several, under these machines' 20,000 open files a process.
 */

type Command =
  | { type: 'open'; port: number; path: string; addresses: string[]; perAddress: number }
  | { type: 'arm' }
  | { type: 'count' }
  | { type: 'collect' }
  | { type: 'close' };

/** The wall clock in milliseconds with the monotonic clock's precision: comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

const requests: http.ClientRequest[] = [];
/** When each open watcher first heard a change since the last arming (NaN: not yet). */
const heardAt: number[] = [];
/** Whether each watcher's stream has closed (nginx or the process ended it): it will hear nothing. */
const lost: boolean[] = [];
let armed = false;
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
        lost.push(false);
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (!armed || !chunk.includes('event: change')) return;
          changes += chunk.split('event: change').length - 1;
          if (Number.isNaN(heardAt[index])) heardAt[index] = now();
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
    changes = 0;
    armed = true;
    send({ type: 'armed' });
  } else if (command.type === 'count') {
    send({ type: 'heard', count: heardAt.filter((at) => !Number.isNaN(at)).length });
  } else if (command.type === 'collect') {
    send({
      type: 'times',
      times: heardAt.map((at) => (Number.isNaN(at) ? null : at)),
      lost: lost.filter(Boolean).length,
      changes,
    });
  } else if (command.type === 'close') {
    for (const request of requests) request.destroy();
    process.disconnect?.();
    setTimeout(() => process.exit(0), 100).unref();
  }
});
