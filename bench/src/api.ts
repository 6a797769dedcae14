import { bareFastify, bareFastifySending, CONNECTIONS, type Figure, measure, SECONDS } from './baseline.js';
import { BENCH_DEMO_PASSWORD, onEachDatabase, signIn, startServer } from './server.js';

/*
 * `npm run bench:api`: the production server (apps/api/dist/server.js, demo data) under autocannon, 50
 * connections, each public read and the signed-in ones, on PGlite and (with DATABASE_URL) PostgreSQL,
 * beside bare Fastify's hello world measured in the same run. Figures, never assertions.
 */

async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function benchServer(label: string, env: Record<string, string>) {
  // Bare Fastify right before each server's reads: this machine's speed drifts within a run.
  const bare = await bareFastify();
  console.log(
    `\nbare Fastify hello world: rps=${bare.rps.toFixed(0)}  p50_ms=${bare.p50}  p99_ms=${bare.p99} (${CONNECTIONS} connections, ${SECONDS} s each)`,
  );
  const server = await startServer(
    { SEED_DEMO: 'true', DEMO_PASSWORD: BENCH_DEMO_PASSWORD, RATE_LIMIT_ENABLED: 'false', ...env },
    3991,
  );
  try {
    const { base } = server;
    const tournaments = await json<{ data: Array<{ id: string; status: string }> }>(
      `${base}/api/tournaments?page_size=50`,
    );
    const active = tournaments.data.find((t) => t.status === 'ACTIVE') ?? tournaments.data[0];
    if (!active) throw new Error('no demo tournament');
    const draw = await json<{ data: { players: Array<{ id: string }> } }>(`${base}/api/tournaments/${active.id}`);
    const player = draw.data.players[0]?.id;
    const cookie = await signIn(base, 'fan@example.com');
    const board = await json<{ data: Array<{ entryId: string }> }>(
      `${base}/api/tournaments/${active.id}/leaderboard?page_size=100`,
    );
    const leader = board.data[0]?.entryId;
    const reads: Array<[string, string, Record<string, string>?]> = [
      ['GET /api/site-config (a constant)', '/api/site-config'],
      ['GET /api/tournaments', '/api/tournaments'],
      ['GET /api/tournaments/:id (the draw)', `/api/tournaments/${active.id}`],
      ['GET /api/tournaments/:id/leaderboard', `/api/tournaments/${active.id}/leaderboard`],
      ['GET /api/tournaments/:id/pick-stats', `/api/tournaments/${active.id}/pick-stats`],
      ['GET /api/matches?is_completed=true (Results)', '/api/matches?is_completed=true'],
      ["GET /api/players/:id/matches (a player's)", `/api/players/${player}/matches`],
      ['GET /api/leaderboard (the season)', '/api/leaderboard'],
      ["GET /api/entries/:id/picks (the leader's bracket)", `/api/entries/${leader}/picks`],
      ['GET /api/share/tournaments/:id/image.png (kept)', `/api/share/tournaments/${active.id}/image.png`],
      ["GET /api/fans/:username (a fan's record)", '/api/fans/alex_boast'],
      ['GET /api/user-details (signed in)', '/api/user-details', { cookie }],
      ['GET /api/entries (signed in)', '/api/entries', { cookie }],
      [
        'GET /api/tournaments/:id/user-leaderboard (signed in)',
        `/api/tournaments/${active.id}/user-leaderboard`,
        { cookie },
      ],
    ];
    console.log(`\n${label}`);
    const line = (name: string, figure: Figure) =>
      console.log(
        `${name.padEnd(56)} rps=${figure.rps.toFixed(0).padStart(6)}  p50_ms=${String(figure.p50).padStart(3)}  p99_ms=${String(figure.p99).padStart(4)}  share_of_bare=${(figure.rps / bare.rps).toFixed(2)}`,
      );
    // BENCH_API_ONLY=share: the share images' figures alone.
    for (const [name, path, headers] of process.env.BENCH_API_ONLY === 'share' ? [] : reads) {
      line(name, await measure(`${base}${path}`, headers));
      // What a browser sends: it accepts compressed answers, which the cache keeps made (a draw is 25 kB, 3 kB in brotli).
      const asBrowser = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
      const compressed = await fetch(`${base}${path}`, { headers: asBrowser });
      if (compressed.headers.get('content-encoding')) {
        line(
          `  the same, as a browser asks (${compressed.headers.get('content-encoding')})`,
          await measure(`${base}${path}`, asBrowser),
        );
      }
      // What a browser refreshing an unchanged read sends: its ETag back, answered 304 with no body.
      // (Asked for uncompressed, as autocannon reads: Node's fetch would ask for gzip, whose tag differs.)
      const etag = (
        await fetch(`${base}${path}`, { headers: { ...headers, 'accept-encoding': 'identity' } })
      ).headers.get('etag');
      if (etag) {
        line(
          '  the same, revalidated (304)',
          await measure(`${base}${path}`, { ...headers, 'if-none-match': etag }, 304),
        );
      }
    }
    await shareImages(
      base,
      active.id,
      board.data.map((row) => row.entryId),
    );
  } finally {
    await server.stop();
  }
}

/**
 * Share images: each drawn the first time its data is asked for (the time to the first byte of distinct
 * entries' images, one after another), and reads' p99 alone and while a flood of image requests for images not
 * drawn yet arrives (drawn in a worker thread, a bounded queue; past it, 503).
 */
async function shareImages(base: string, tournamentId: string, entryIds: readonly string[]) {
  const drawn: number[] = [];
  for (const entryId of entryIds.slice(0, 10)) {
    const started = performance.now();
    const response = await fetch(`${base}/api/share/entries/${entryId}/image.png`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`share image of ${entryId}: ${response.status}`);
    drawn.push(performance.now() - started);
  }
  drawn.sort((a, b) => a - b);
  console.log(
    `share image drawn on first request (10 entries, one after another): p50_ms=${drawn[5]?.toFixed(0)}  max_ms=${drawn.at(-1)?.toFixed(0)} (the first starts the worker thread)`,
  );
  // A kept image against bare Fastify sending the same bytes from memory (a static file's cost here).
  const kept = `${base}/api/share/tournaments/${tournamentId}/image.png`;
  const image = await measure(kept);
  const same = await bareFastifySending(kept);
  const size = same.bytes;
  console.log(
    `share image served kept (${size} bytes): rps=${image.rps.toFixed(0)} p99_ms=${image.p99}; bare Fastify, the same bytes: rps=${same.rps.toFixed(0)} p99_ms=${same.p99}; share=${(image.rps / same.rps).toFixed(2)}`,
  );
  const readUrl = `${base}/api/tournaments/${tournamentId}/leaderboard`;
  const alone = await measure(readUrl);
  // The flood: every entry's image at once, twice over, while the reads run (the images aren't kept yet: the
  // server was asked for ten of them above; the rest are new).
  const flood = Promise.all(
    [...entryIds.slice(10), ...entryIds.slice(10)].map((entryId) =>
      fetch(`${base}/api/share/entries/${entryId}/image.png`).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  const during = await measure(readUrl);
  const statuses = await flood;
  console.log(
    `leaderboard reads alone: p99_ms=${alone.p99} rps=${alone.rps.toFixed(0)}; during a flood of ${statuses.length} image requests: p99_ms=${during.p99} rps=${during.rps.toFixed(0)} (images: ${statuses.filter((status) => status === 200).length} drawn or kept, ${statuses.filter((status) => status === 503).length} refused 503)`,
  );
}

async function main() {
  await onEachDatabase('production server', benchServer);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
