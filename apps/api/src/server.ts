import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CREDIT_UNIT, PRODUCT_NAME } from '@squash/core';
import { buildApp } from './app.js';
import { publicUrl } from './auth/auth.js';
import { loadConfig } from './config.js';
import { BackupError, serveControlSocket, serverHolds } from './db/backup.js';
import { openDatabase } from './db/client.js';
import { closeToOthers, ownerOnlyDataDir } from './db/data-dir.js';
import { startJobs } from './jobs/queue.js';
import { systemClock } from './lib/clock.js';
import { defaultLiveStreamsMax, raiseDescriptorLimit } from './lib/descriptors.js';
import { WORKER_FILE as OUTLOOK_WORKER_FILE } from './modules/outlook/service.js';
import { paymentProvider } from './modules/payments/provider.js';
import { seedDemo } from './seed/demo.js';
import { ensureDemoAccounts } from './seed/demo-accounts.js';

async function main() {
  const config = loadConfig();
  // Live streams hold a descriptor each: take what the hard limit allows before sizing their cap.
  const descriptors = raiseDescriptorLimit();
  // The outlook's worker is part of the build: without it the server would fail at the first result.
  if (config.OUTLOOK_THREAD === 'worker' && !existsSync(fileURLToPath(OUTLOOK_WORKER_FILE))) {
    throw new Error(`${fileURLToPath(OUTLOOK_WORKER_FILE)} is missing: build the API, or set OUTLOOK_THREAD=main`);
  }
  const dataDir = resolve(config.DATA_DIR);
  if (!config.DATABASE_URL) {
    // One process owns an embedded database: a second one on the same folder would corrupt it.
    if (await serverHolds(dataDir)) throw new BackupError(`Another server is running on ${dataDir}.`);
    ownerOnlyDataDir(dataDir);
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    poolMax: config.DATABASE_POOL_MAX,
    dataDir,
  });
  // PGlite sets its files' modes itself (0666): behind the folder's 0700 nobody else reaches them, and they are
  // closed once it has made them, and again when it stops.
  if (database.pglite) closeToOthers(dataDir);
  // The embedded database's backups come from this process (npm run backup asks on this socket).
  const control = database.pglite ? await serveControlSocket(database.pglite, dataDir) : undefined;
  // Migrations, the demo seed and the demo sign-ins under one database lock: several processes may
  // start at once on an empty database, and only the first one seeds.
  const { app, demoSignIns } = await database.withStartupLock(async () => {
    await database.migrate();
    if (
      config.SEED_DEMO &&
      (await seedDemo(database.db, { now: systemClock.now(), entryFee: config.ENTRY_FEE_CREDITS * CREDIT_UNIT }))
    ) {
      console.log('Seeded demo data: real tour draws and 50 demo fans.');
    }
    const built = await buildApp(config, { db: database.db, clock: systemClock, poolStats: database.poolStats });
    return { app: built, demoSignIns: config.SEED_DEMO ? await ensureDemoAccounts(built, config.DEMO_PASSWORD) : [] };
  });
  // A live-stream process holds nothing but streams (decision 025): no job queue at all.
  const jobs =
    config.ROLE === 'live'
      ? null
      : await startJobs(
          database,
          {
            db: database.db,
            mailer: app.mailer,
            clock: systemClock,
            baseUrl: publicUrl(config),
            currency: config.CURRENCY,
            psaFetchBase: config.PSA_FETCH_BASE,
            onDataChanged: () => app.leaderboards.invalidate(),
            payments: paymentProvider(config),
            notify: app.notify,
            outlookThread: config.OUTLOOK_THREAD,
            disputeWindowMs: config.PRIZE_DISPUTE_WINDOW_HOURS * 3_600_000,
          },
          {
            role: config.ROLE,
            syncIntervalMinutes: config.SYNC_INTERVAL,
            onJobFinished: app.metrics.jobFinished,
            vapid: app.vapid,
          },
        );
  app.jobs = jobs;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let those in flight finish, then close the database.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await jobs?.stop();
      await app.close();
      control?.close();
      await database.close();
      if (database.pglite) closeToOthers(dataDir);
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${dataDir}`;
  console.log(
    `${PRODUCT_NAME} is running at http://localhost:${config.PORT} (database: ${where}, role: ${config.ROLE})`,
  );
  console.log(`API docs: http://localhost:${config.PORT}/api/docs`);
  const liveMax = config.LIVE_STREAMS_MAX || defaultLiveStreamsMax(descriptors);
  app.log.info(
    { openFiles: descriptors?.soft, liveStreamsMax: liveMax, liveStreamsPerClient: config.LIVE_STREAMS_PER_CLIENT },
    'live stream bounds',
  );
  if (config.OUTLOOK_THREAD === 'main') {
    app.log.warn("the outlook job's sums run on the main thread (OUTLOOK_THREAD=main): requests wait meanwhile");
  }
  for (const { email, role, password } of demoSignIns) {
    console.log(`Demo sign-in (${role}): ${email} / ${password ?? '(password changed by its owner)'}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
