import { readdirSync, readFileSync } from 'node:fs';
import { type ClientRequest, get, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, type ServerProcess, startServer, stopServer, waitHealthy } from './server-process.js';

/*
 * What one client can hold (issue 23, points 1 and 2; npm run test:limits): the built server over real
 * sockets, with small bounds so the test stays short. Every loopback address (127.0.0.x) is another
 * client address.
 */
const PORT = Number(process.env.LIMITS_PORT ?? 3660);
const PER_CLIENT = 20;
const MAX = 45;
const HEADERS_TIMEOUT_MS = 2000;
const CONNECTIONS_PER_CLIENT = 60;
const METRICS_TOKEN = 'limits-test-metrics-token';

let database: Awaited<ReturnType<typeof emptyDatabase>>;
let server: ServerProcess;
let tournamentId: string;
const held: ClientRequest[] = [];

beforeAll(async () => {
  database = await emptyDatabase();
  server = startServer(database.url, PORT, {
    LIVE_STREAMS_PER_CLIENT: String(PER_CLIENT),
    LIVE_STREAMS_MAX: String(MAX),
    CONNECTIONS_PER_CLIENT: String(CONNECTIONS_PER_CLIENT),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: '4000',
    KEEP_ALIVE_TIMEOUT_MS: '2000',
    METRICS_TOKEN,
    RATE_LIMIT_ENABLED: 'false',
  });
  await waitHealthy(server);
  const list = (await (await fetch(`${server.url}/api/tournaments?page_size=100`)).json()) as {
    data: Array<{ id: string; name: string }>;
  };
  tournamentId = list.data.find((tournament) => tournament.name.startsWith('Demo Women'))?.id as string;
}, 120_000);
afterAll(async () => {
  for (const request of held) request.destroy();
  if (server) await stopServer(server);
  await database?.drop();
}, 30_000);

interface StreamAnswer {
  status: number;
  retryAfter: string | undefined;
  request: ClientRequest;
  response: IncomingMessage;
}

/** Opens the tournament's live stream from `address`; resolves when the answer's head arrives. */
function openStream(address: string, path = `/api/tournaments/${tournamentId}/live`): Promise<StreamAnswer> {
  return new Promise((resolve, reject) => {
    const request = get(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        localAddress: address,
        headers: { accept: 'text/event-stream' },
        agent: false,
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], request, response });
        if (response.statusCode !== 200) response.resume();
      },
    );
    request.on('error', reject);
    held.push(request);
  });
}

/** Reads the draw from `address` `count` times, one after another: each read's time in ms. */
async function timedReads(address: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      get(
        {
          host: '127.0.0.1',
          port: PORT,
          path: `/api/tournaments/${tournamentId}`,
          localAddress: address,
          agent: false,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      ).on('error', reject);
    });
    expect(status).toBe(200);
    times.push(performance.now() - started);
  }
  return times;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] as number;
const descriptors = () => readdirSync(`/proc/${server.child.pid}/fd`).length;
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const metric = async (line: RegExp) => {
  const text = await (
    await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return Number(line.exec(text)?.[1] ?? Number.NaN);
};

describe('live streams', () => {
  it("refuses one address's streams beyond its cap while another address reads and streams as usual", async () => {
    const before = { fds: descriptors(), rss: rssMb() };
    // One address asks for three times its cap while a second one reads the draw.
    const [greedy, reads] = await Promise.all([
      Promise.all(Array.from({ length: PER_CLIENT * 3 }, () => openStream('127.0.0.2'))),
      timedReads('127.0.0.3', 200),
    ]);
    expect(greedy.filter((answer) => answer.status === 200)).toHaveLength(PER_CLIENT);
    const refused = greedy.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(PER_CLIENT * 2);
    for (const answer of refused) expect(answer).toMatchObject({ status: 429, retryAfter: '30' });
    // Every read answered 200 (timedReads checks each); how fast is a figure, printed, not asserted.
    expect(reads).toHaveLength(200);
    console.log(
      `reads beside the greedy address: p50 ${percentile(reads, 50).toFixed(1)} ms, p99 ${percentile(reads, 99).toFixed(1)} ms`,
    );
    expect((await openStream('127.0.0.3')).status).toBe(200);

    // Descriptors and memory stay bounded: the refused streams hold nothing.
    expect(descriptors()).toBeLessThan(before.fds + PER_CLIENT + 1 + 20);
    expect(rssMb()).toBeLessThan(before.rss + 100);
    expect(await metric(/live_streams_refused_total\{reason="client"\} (\d+)/)).toBe(PER_CLIENT * 2);
    expect(await metric(/^live_connections (\d+)/m)).toBe(PER_CLIENT + 1);
    // Logged once for the address, not forty times.
    expect(server.output.join('').match(/live streams refused: this address holds its share/g)).toHaveLength(1);
  });

  it('refuses streams beyond the process cap with 503, and takes them again once others close', async () => {
    // 21 open; two more addresses fill the process to its cap of 45 and ask for more.
    const third = await Promise.all(Array.from({ length: PER_CLIENT }, () => openStream('127.0.0.4')));
    const fourth = await Promise.all(Array.from({ length: 10 }, () => openStream('127.0.0.5')));
    expect(third.every((answer) => answer.status === 200)).toBe(true);
    expect(fourth.filter((answer) => answer.status === 200)).toHaveLength(MAX - PER_CLIENT - 1 - PER_CLIENT);
    for (const answer of fourth.filter((candidate) => candidate.status !== 200)) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '30' });
    }
    expect(await metric(/live_streams_refused_total\{reason="process"\} (\d+)/)).toBe(
      10 - (MAX - PER_CLIENT - 1 - PER_CLIENT),
    );
    // The health check and ordinary reads still answer.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    for (const answer of third) answer.request.destroy();
    await expect.poll(() => metric(/^live_connections (\d+)/m), { timeout: 5000 }).toBe(MAX - PER_CLIENT);
    // Nothing needs a restart: the fourth address gets its streams now.
    expect((await openStream('127.0.0.5')).status).toBe(200);
  });
});

/** A health check on a new connection from `address` to the process on `port`: its status. */
function healthStatus(port: number, address: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port, path: '/api/health', localAddress: address, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.setTimeout(5000, () => request.destroy(new Error('health check timed out')));
  });
}

describe('slow clients', () => {
  it('closes connections whose headers trickle in, within the headers timeout', async () => {
    const started = Date.now();
    const closedAfter = await Promise.all(
      Array.from(
        { length: 30 },
        () =>
          new Promise<number>((resolve) => {
            const socket: Socket = connect({ host: '127.0.0.1', port: PORT, localAddress: '127.0.0.6' }, () => {
              socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
              const drip = setInterval(() => socket.write(`X-Drip-${Date.now()}: 1\r\n`), 500);
              socket.on('close', () => {
                clearInterval(drip);
                resolve(Date.now() - started);
              });
            });
            socket.on('error', () => {});
            socket.resume();
          }),
      ),
    );
    // Checked every second: closed between the timeout and a couple of seconds after it.
    expect(Math.max(...closedAfter)).toBeLessThan(HEADERS_TIMEOUT_MS + 3000);
  });

  it('closes connections beyond what one address may hold, answering 429', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: CONNECTIONS_PER_CLIENT + 5 },
        () =>
          new Promise<{ socket: Socket; answer: Promise<string> }>((resolve) => {
            const socket = connect({ host: '127.0.0.1', port: PORT, localAddress: '127.0.0.7' }, () => {
              let text = '';
              socket.on('data', (chunk) => {
                text += chunk.toString();
              });
              const answer = new Promise<string>((done) => socket.on('close', () => done(text)));
              resolve({ socket, answer });
            });
            socket.on('error', () => {});
          }),
      ),
    );
    const early = await Promise.race([
      Promise.all(
        sockets.map(({ answer }) => Promise.race([answer, new Promise((r) => setTimeout(() => r(null), 1000))])),
      ),
    ]);
    const refused = early.filter((text) => typeof text === 'string' && text.startsWith('HTTP/1.1 429'));
    expect(refused).toHaveLength(5);
    for (const { socket } of sockets) socket.destroy();
    // Another address is served meanwhile.
    expect((await timedReads('127.0.0.8', 5)).length).toBe(5);
  });

  it('closes bodies that trickle in: at the bound they make room, and each goes within seconds, not a minute', async () => {
    // A process of its own with a small total bound and the default timeouts (a minute for a request).
    const bounded = startServer(database.url, PORT + 2, { CONNECTIONS_MAX: '100', RATE_LIMIT_ENABLED: 'false' });
    try {
      await waitHealthy(bounded);
      const started = Date.now();
      /** A POST from `address` whose 5,000-byte body comes a byte a second; tells what ended it, and when. */
      const dripping = (address: string) =>
        new Promise<{ socket: Socket; ended: Promise<{ text: string; afterMs: number }> }>((resolve) => {
          const socket = connect({ host: '127.0.0.1', port: PORT + 2, localAddress: address }, () => {
            socket.write(
              'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
            );
            const drip = setInterval(() => socket.write(' '), 1000);
            let text = '';
            socket.on('data', (chunk) => {
              text += chunk.toString();
            });
            const ended = new Promise<{ text: string; afterMs: number }>((done) =>
              socket.on('close', () => {
                clearInterval(drip);
                done({ text, afterMs: Date.now() - started });
              }),
            );
            resolve({ socket, ended });
          });
          socket.on('error', () => {});
        });
      const crowd = [];
      for (const address of ['127.0.0.71', '127.0.0.72', '127.0.0.73']) {
        crowd.push(...(await Promise.all(Array.from({ length: 33 }, () => dripping(address)))));
      }
      // Past a second, at the bound of 100: the slowest bodies make room, and every health check is answered.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      for (let n = 0; n < 10; n++) expect(await healthStatus(PORT + 2, '127.0.0.74')).toBe(200);
      // Every one of them is answered 408 and closed a few seconds in (5 s of grace, checked every second).
      const ends = await Promise.all(crowd.map(({ ended }) => ended));
      expect(ends.every(({ text }) => text.startsWith('HTTP/1.1 408'))).toBe(true);
      expect(Math.max(...ends.map(({ afterMs }) => afterMs))).toBeLessThan(15_000);
    } finally {
      await stopServer(bounded);
    }
  }, 60_000);

  it('bounds the connections of all addresses together: silent ones make room, health checks are answered', async () => {
    // A process of its own with a small total bound and the default 20 s headers timeout, as in production.
    const bounded = startServer(database.url, PORT + 1, { CONNECTIONS_MAX: '100', RATE_LIMIT_ENABLED: 'false' });
    try {
      await waitHealthy(bounded);
      /** Opens a connection from `address` that never sends a request; tells how it ended. */
      const silent = (address: string) =>
        new Promise<{ socket: Socket; ended: Promise<string> }>((resolve) => {
          const socket = connect({ host: '127.0.0.1', port: PORT + 1, localAddress: address }, () => {
            let text = '';
            socket.on('data', (chunk) => {
              text += chunk.toString();
            });
            resolve({ socket, ended: new Promise((done) => socket.on('close', () => done(text))) });
          });
          socket.on('error', () => {});
        });
      const ended = (list: Array<{ ended: Promise<string> }>, withinMs: number) =>
        Promise.all(
          list.map(({ ended }) => Promise.race([ended, new Promise((r) => setTimeout(() => r(null), withinMs))])),
        );
      // 99 silent connections from three addresses (each under its own cap of 500), then five more at once:
      // past the bound of 100 with nothing old enough to close, the newcomers are refused with a 503.
      const crowd = [];
      for (const address of ['127.0.0.51', '127.0.0.52', '127.0.0.53']) {
        crowd.push(...(await Promise.all(Array.from({ length: 33 }, () => silent(address)))));
      }
      const late = await Promise.all(Array.from({ length: 5 }, () => silent('127.0.0.54')));
      const lateAnswers = await ended(late, 500);
      expect(
        lateAnswers.filter((text) => typeof text === 'string' && text.startsWith('HTTP/1.1 503')).length,
      ).toBeGreaterThanOrEqual(4);
      // A second on, the silent ones are the first to go: every health check, each on a new connection, is answered.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      for (let n = 0; n < 10; n++) expect(await healthStatus(PORT + 1, '127.0.0.60')).toBe(200);
      // Closed by the server long before the 20 s headers timeout would have.
      const closed = (await ended(crowd, 100)).filter((text) => text !== null).length;
      expect(closed).toBeGreaterThanOrEqual(5);
      for (const { socket } of [...crowd, ...late]) socket.destroy();
    } finally {
      await stopServer(bounded);
    }
  }, 60_000);
});
