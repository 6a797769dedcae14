import { execFileSync } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';
import { BENCH_DEMO_PASSWORD, nextMatchToDecide, onEachDatabase, signIn, startServer } from './server.js';
import { percentile } from './stats.js';

/*
 * `npm run bench:live`: WATCHERS server-sent-event watchers of one tournament on one server process;
 * record a result; how long until each watcher has the change event (p50, p99, max), the server's memory
 * per connection, and the reads a second it still answers while they are all connected. Figures only.
 */

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 10_000);

function rssKb(pid: number): number {
  return Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  );
}

async function benchLive(label: string, env: Record<string, string>) {
  const server = await startServer(
    {
      SEED_DEMO: 'true',
      DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
      RATE_LIMIT_ENABLED: 'false',
      // Every watcher comes from this one address: lift the per-client bounds past the bench's own count.
      LIVE_STREAMS_PER_CLIENT: String(WATCHERS + 10),
      LIVE_STREAMS_MAX: String(WATCHERS + 10),
      CONNECTIONS_PER_CLIENT: String(WATCHERS + 500),
      ...env,
    },
    3992,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  try {
    const { base } = server;
    const port = Number(new URL(base).port);
    const tournaments = (await (await fetch(`${base}/api/tournaments?page_size=50`)).json()) as {
      data: Array<{ id: string; status: string }>;
    };
    const active = tournaments.data.find((t) => t.status === 'ACTIVE');
    if (!active) throw new Error('no active demo tournament');
    const pid = server.pid;
    const before = pid ? rssKb(pid) : 0;

    // The watchers connect, a few hundred at a time.
    const receivedAt: number[] = [];
    let opened = 0;
    const connectOne = () =>
      new Promise<void>((resolve, reject) => {
        const request = http.get(
          {
            host: '127.0.0.1',
            port,
            path: `/api/tournaments/${active.id}/live`,
            agent,
            headers: { accept: 'text/event-stream' },
          },
          (response) => {
            response.setEncoding('utf8');
            let seen = false;
            response.on('data', (chunk: string) => {
              if (!seen && chunk.includes('event: change')) {
                seen = true;
                receivedAt.push(performance.now());
              }
            });
            opened += 1;
            resolve();
          },
        );
        request.on('error', reject);
        requests.push(request);
      });
    const connectStarted = performance.now();
    for (let i = 0; i < WATCHERS; i += 250) {
      await Promise.all(Array.from({ length: Math.min(250, WATCHERS - i) }, connectOne));
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    const after = pid ? rssKb(pid) : 0;

    // Reads while everyone watches.
    const reads = await autocannon({ url: `${base}/api/tournaments/${active.id}`, connections: 50, duration: 5 });

    // A result, recorded through the back office.
    const cookie = await signIn(base, 'admin@example.com');
    const match = await nextMatchToDecide(base, active.id);
    const sentAt = performance.now();
    const recorded = await fetch(`${base}/api/admin/matches/${match.id}/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ winnerId: match.playerOne.id, outcome: 'played', gameScore: '3-1' }),
    });
    if (!recorded.ok) throw new Error(`recording the result: ${recorded.status} ${await recorded.text()}`);
    const deadline = Date.now() + 15_000;
    while (receivedAt.length < opened && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const delays = receivedAt.map((at) => at - sentAt).sort((a, b) => a - b);

    console.log(`\n${label}`);
    console.log(`watchers connected            ${opened} of ${WATCHERS} in ${connectSeconds.toFixed(1)} s`);
    console.log(
      `server memory                 ${(before / 1024).toFixed(0)} MB before, ${(after / 1024).toFixed(0)} MB with them: ${(((after - before) * 1024) / Math.max(opened, 1) / 1024).toFixed(1)} KB a connection`,
    );
    console.log(
      `reads meanwhile (the draw)    rps=${reads.requests.average.toFixed(0)}  p50_ms=${reads.latency.p50}  p99_ms=${reads.latency.p99}  non2xx=${reads.non2xx}`,
    );
    console.log(
      `result to watcher             had it: ${delays.length} of ${opened}  p50_ms=${percentile(delays, 50).toFixed(0)}  p99_ms=${percentile(delays, 99).toFixed(0)}  max_ms=${(delays.at(-1) ?? 0).toFixed(0)}`,
    );
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    await server.stop();
  }
}

async function main() {
  await onEachDatabase('one server process', benchLive);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
