import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, type ServerProcess, startServer, stopServer, waitHealthy } from './server-process.js';

/*
 * The memory that drawing share images takes (issue 63, point 1; npm run test:limits): the built server over
 * real sockets, signed out, asking for the entry images of a started tournament in three languages 8 at a time,
 * with nothing kept (no memory or disk tier), so that every ask is drawn again, as a probe's flood of images
 * nobody had asked for before would be. resvg keeps every image's pixels (3.3 MB) until its thread ends: before
 * the drawing thread was recycled, these asks took the process past 5 GB.
 */
const PORT = Number(process.env.SHARE_LIMITS_PORT ?? 3670);
const METRICS_TOKEN = 'share-limits-test-metrics-token';
/*
 * Enough for fourteen threads' turns, and for a leak to show far past the bound (one thread for good: +1.5 GB
 * at 400 images). Not more: the drawing thread runs niced, as the end-to-end run beside this one in CI is, and
 * shares the CPU with all its processes (1,500 images took over ten minutes there, 80 s on an idle machine).
 */
const IMAGES = Number(process.env.SHARE_IMAGES_DRAWN ?? 450);
const AT_ONCE = 8;
/** What the process may grow by while drawing them all: a few threads' worth, far below the images' own sum. */
const GROWTH_BOUND_MB = 1000;

let database: Awaited<ReturnType<typeof emptyDatabase>>;
let server: ServerProcess;
let urls: string[];

beforeAll(async () => {
  database = await emptyDatabase();
  server = startServer(database.url, PORT, {
    SHARE_IMAGE_MEMORY_MB: '0',
    SHARE_IMAGE_DISK_MB: '0',
    METRICS_TOKEN,
    RATE_LIMIT_ENABLED: 'false',
  });
  await waitHealthy(server);
  const list = (await (await fetch(`${server.url}/api/tournaments?status=ACTIVE&page_size=1`)).json()) as {
    data: Array<{ id: string }>;
  };
  const board = (await (
    await fetch(`${server.url}/api/tournaments/${list.data[0]?.id}/leaderboard?page_size=100`)
  ).json()) as { data: Array<{ entryId: string }> };
  urls = board.data.flatMap(({ entryId }) =>
    ['en', 'fr', 'ar'].map((lang) => `${server.url}/api/share/entries/${entryId}/image.png?lang=${lang}`),
  );
}, 120_000);
afterAll(async () => {
  if (server) await stopServer(server);
  await database?.drop();
}, 30_000);

/** The server process's resident memory in MB, as the kernel counts it. */
function residentMb(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

async function drawnSoFar(): Promise<number> {
  const text = await (
    await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return Number(/^share_images_drawn_total (\d+)/m.exec(text)?.[1] ?? 0);
}

/** Asks for `count` images, `AT_ONCE` at a time, round the entries and languages; each must be a PNG. */
async function askFor(count: number): Promise<void> {
  let next = 0;
  const asker = async () => {
    for (let n = next++; n < count; n = next++) {
      const response = await fetch(urls[n % urls.length] as string);
      expect(response.status, `image ${n}`).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, asker));
}

describe('share images drawn by the hundred', () => {
  it('keep the memory of the process bounded', async () => {
    expect(urls.length).toBeGreaterThan(100);
    await askFor(2 * AT_ONCE);
    const before = residentMb();
    const drawnBefore = await drawnSoFar();
    await askFor(IMAGES);
    const after = residentMb();
    // Each was drawn again (nothing kept), so the bound is the drawing's, not a cache's.
    expect((await drawnSoFar()) - drawnBefore).toBeGreaterThanOrEqual(IMAGES);
    console.info(`${IMAGES} share images drawn: the process went from ${before.toFixed(0)} to ${after.toFixed(0)} MB`);
    expect(after - before).toBeLessThan(GROWTH_BOUND_MB);
  }, 600_000);
});
