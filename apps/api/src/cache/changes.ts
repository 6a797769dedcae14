import type { PGlite } from '@electric-sql/pglite';
import { REALTIME_RECONNECT_MS } from '@squash/core';
import type pg from 'pg';
import { type Database, sessionPoolOf } from '../db/client.js';
import { required } from '../lib/required.js';
import {
  CHANGE_LOG_RETENTION_MS,
  CHANGES_PUBLISHED,
  changeLogReader,
  currentHorizon,
  pruneChangeLog,
} from './change-log.js';

/**
 * The change log's channel for data (migrations 0012 and 0048): the payload is a tournament id, or '*';
 * 'outlook:<id>' when the change is the tournament's outlook alone (migration 0035); 'league:<id>' a league's.
 */
export const DATA_CHANGED = 'data_changed';
const OUTLOOK_PREFIX = 'outlook:';

/** What a change to a tournament was: its outlook alone (who can still win), or anything else. */
export interface TournamentChange {
  outlookOnly: boolean;
}
/** Changes about signed-in users (migration 0012): a session ended (its id), a profile changed (the user's id). */
export const SESSION_CHANNELS = ['session_ended', 'profile_changed'] as const;
export type SessionChannel = (typeof SESSION_CHANNELS)[number];
const isSessionChannel = (channel: string): channel is SessionChannel =>
  SESSION_CHANNELS.some((session) => session === channel);

/**
 * What this process knows of the data's versions, kept current by the change log (decision 032: what each
 * write changed, recorded in its transaction and read here once committed, within about 25 ms and at most a
 * second). A version only grows. Public read caches compare versions (no query per read); the live stream
 * tells its watchers.
 */
export interface DataChanges {
  /** The version of one tournament's data (draw, results, entries, leaderboard). */
  tournamentVersion(tournamentId: string): number;
  /** The version of everything: any change anywhere (lists, results, the season). */
  globalVersion(): number;
  /** Whether the log is being read; when not (the database is unreachable), caches must not be trusted. */
  isLive(): boolean;
  /** A write made by this process: every version moves now, before its answer goes out (read your writes). */
  touch(): void;
  /**
   * Resolves once every change of a transaction committed before the call has been heard here. A page that
   * heard of a change from a live stream (another process) asks again at once; the process answering may
   * not have read the same change yet. The barrier is a read of the log: one statement, whose snapshot
   * began after the call, so it returns every change committed before it. Calls while one read is out share
   * the next.
   */
  sync(): Promise<void>;
  /** Called with the tournament's new version after each change to it. */
  subscribe(tournamentId: string, listener: (version: number, change: TournamentChange) => void): () => void;
  /** Called with each notice on a session channel (the session cache forgets what it names). */
  onSessionNotice(listener: (channel: SessionChannel, id: string) => void): () => void;
  /** Called after every change notice (the dashboards' and results' stream). */
  subscribeAll(listener: (tournamentId: string | null, version: number) => void): () => void;
  /** Whether this process is the change log's publisher now (the health check says so). */
  isPublisher(): boolean;
  close(): Promise<void>;
}

/** The versions and subscribers, fed by `notice` (exported for tests without a database). */
export function dataChangeState() {
  let version = 0;
  let allChangedAt = 0;
  const tournaments = new Map<string, number>();
  const listeners = new Map<string, Set<(version: number, change: TournamentChange) => void>>();
  const everyone = new Set<(tournamentId: string | null, version: number) => void>();
  const call = (tournamentId: string, change: TournamentChange) => {
    const current = Math.max(tournaments.get(tournamentId) ?? 0, allChangedAt);
    for (const listener of listeners.get(tournamentId) ?? []) listener(current, change);
  };
  return {
    notice(notice: string) {
      version += 1;
      const outlookOnly = notice.startsWith(OUTLOOK_PREFIX);
      const payload = outlookOnly ? notice.slice(OUTLOOK_PREFIX.length) : notice;
      if (payload === '*') {
        allChangedAt = version;
        for (const tournamentId of listeners.keys()) call(tournamentId, { outlookOnly: false });
      } else {
        tournaments.set(payload, version);
        call(payload, { outlookOnly });
      }
      for (const listener of everyone) listener(payload === '*' ? null : payload, version);
    },
    /** Everything may have changed (a write here, or notices that may have been missed). */
    touchAll() {
      version += 1;
      allChangedAt = version;
    },
    tournamentVersion: (tournamentId: string) => Math.max(tournaments.get(tournamentId) ?? 0, allChangedAt),
    globalVersion: () => version,
    subscribe(tournamentId: string, listener: (version: number, change: TournamentChange) => void) {
      let set = listeners.get(tournamentId);
      if (!set) {
        set = new Set();
        listeners.set(tournamentId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(tournamentId);
      };
    },
    subscribeAll(listener: (tournamentId: string | null, version: number) => void) {
      everyone.add(listener);
      return () => everyone.delete(listener);
    },
    /** How many subscribers, for the metrics and the bench. */
    watchers: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0) + everyone.size,
  };
}

/** The longest a read after a change waits for the barrier (a database that stopped answering). */
const SYNC_WAIT_MS = 2000;
/** How often the publisher reads the log for what has committed since (the delay a change waits at most). */
export const PUBLISH_EVERY_MS = 25;
/** How often a process that isn't the publisher tries to become it (the publisher's failover). */
const ELECT_EVERY_MS = 1000;
/** A process reads the log itself when woken by nobody for this long (a publisher failing over). */
const READ_AT_LEAST_EVERY_MS = 1000;
/** The versions are trusted while the last read of the log is this recent. */
const STALE_AFTER_MS = 3000;
/** How often the publisher deletes the rows every reader has passed. */
const PRUNE_EVERY_MS = 10_000;
/** The session lock the publisher holds (`pg_try_advisory_lock`): one publisher per database. */
const PUBLISHER_LOCK = 0x5371_c4a1;

/** Where the changes go, as the log's reader hands them over. */
interface NoticeSink {
  data(payload: string): void;
  session(channel: SessionChannel, id: string): void;
  /** The reader started again: whatever changed meanwhile is unknown. */
  missed(): void;
}

/** The wake-up connection, as `listenForChanges` uses it on either database. */
interface Listener {
  /**
   * Tries to take the publisher's lock on this connection (PostgreSQL: a session's advisory lock, given up
   * when the connection ends). On PGlite the one process is the publisher.
   */
  lead(): Promise<boolean>;
  /** Whether this connection still holds the publisher's lock. */
  leading(): boolean;
  /** The publisher's wake-up to every process: one notice, in a transaction of its own. */
  announce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The data's versions, moved by the change log (decision 032): this process reads the log when the publisher
 * wakes it (`CHANGES_PUBLISHED`), at least every second anyway, and at once for a read after a change
 * (`sync`). One process per database, elected by a session lock on its wake-up connection, is the publisher:
 * it reads the log every 25 ms and, when something new has committed, wakes everyone with one notice. On
 * PGlite the same, in one process.
 */
export async function listenForChanges(db: Database, { log = console } = {}): Promise<DataChanges> {
  // The driver's own client under Drizzle: PGlite itself, or node-postgres' pool.
  const driver = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const state = dataChangeState();
  const sessionListeners = new Set<(channel: SessionChannel, id: string) => void>();
  const sink: NoticeSink = {
    data: (payload) => state.notice(payload),
    session(channel, id) {
      for (const listener of sessionListeners) listener(channel, id);
    },
    missed() {
      // What changed while nobody read is unknown: count everything as changed, every session as ended.
      state.touchAll();
      sink.session('session_ended', '*');
    },
  };
  let closed = false;
  const reader = changeLogReader(db);
  let readAt = 0;
  const read = sharedBarrier(async () => {
    try {
      const found = await reader.read();
      readAt = Date.now();
      if (found.restarted) sink.missed();
      for (const change of found.changes) {
        if (change.channel === DATA_CHANGED) sink.data(change.payload);
        else if (isSessionChannel(change.channel)) sink.session(change.channel, change.payload);
      }
    } catch (error) {
      if (!closed) log.warn(`[live] could not read the change log: ${String(error)}`);
    }
  });
  const wake = () => void read();
  const listener =
    'listen' in driver ? await listenOnPglite(driver, wake) : await listenOnPostgres(driver, wake, log, () => closed);
  await read();
  const publisher = publish(db, listener, log, () => closed);
  const backstop = setInterval(() => {
    if (Date.now() - readAt >= READ_AT_LEAST_EVERY_MS) wake();
  }, READ_AT_LEAST_EVERY_MS);
  backstop.unref();

  return {
    tournamentVersion: state.tournamentVersion,
    globalVersion: state.globalVersion,
    isLive: () => !closed && Date.now() - readAt < STALE_AFTER_MS,
    touch: state.touchAll,
    async sync() {
      // A read that fails proves nothing, and needn't: the versions are not trusted once reads stop. One that
      // doesn't answer holds no reader past SYNC_WAIT_MS.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        read(),
        new Promise<void>((resolve) => {
          waited = setTimeout(resolve, SYNC_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
    },
    subscribe: state.subscribe,
    subscribeAll: state.subscribeAll,
    onSessionNotice(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    isPublisher: () => listener.leading(),
    async close() {
      closed = true;
      clearInterval(backstop);
      await publisher.stop();
      await listener.stop();
    },
  };
}

/**
 * The publisher's loop: while this process holds the lock, it reads the log every `PUBLISH_EVERY_MS` and, when
 * something new has committed, wakes every process with one notice (its own transaction: no user's commit
 * waits for it); every `PRUNE_EVERY_MS` it deletes the rows every reader has passed. Otherwise it tries to
 * take the lock every second, so another process takes over within about a second of the publisher's end.
 */
function publish(db: Database, listener: Listener, log: Pick<Console, 'warn'>, isClosed: () => boolean) {
  const reader = changeLogReader(db);
  // Horizons seen, oldest first: the rows below one seen CHANGE_LOG_RETENTION_MS ago may go.
  const horizons: Array<{ at: number; horizon: bigint }> = [];
  let prunedAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    if (!listener.leading() && !(await listener.lead().catch(() => false))) return ELECT_EVERY_MS;
    try {
      const found = await reader.read();
      if (found.changes.length > 0) await listener.announce();
      const now = Date.now();
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        horizons.push({ at: now, horizon: await currentHorizon(db) });
        const passed = horizons.filter((seen) => now - seen.at >= CHANGE_LOG_RETENTION_MS).at(-1);
        if (passed) {
          await pruneChangeLog(db, passed.horizon);
          horizons.splice(0, horizons.indexOf(passed) + 1);
        }
      }
    } catch (error) {
      log.warn(`[live] the change log's publisher could not publish: ${String(error)}`);
    }
    return PUBLISH_EVERY_MS;
  };
  const loop = () => {
    if (isClosed()) return;
    running = tick().then((wait) => {
      if (isClosed()) return;
      timer = setTimeout(loop, wait);
      timer.unref();
    });
  };
  loop();
  return {
    async stop() {
      if (timer) clearTimeout(timer);
      await running.catch(() => {});
    },
  };
}

async function listenOnPglite(driver: PGlite, wake: () => void): Promise<Listener> {
  const unlisten = await driver.listen(CHANGES_PUBLISHED, wake);
  return {
    lead: async () => true,
    leading: () => true,
    async announce() {
      await driver.query(`select pg_notify('${CHANGES_PUBLISHED}', '')`);
    },
    async stop() {
      await unlisten();
    },
  };
}

async function listenOnPostgres(
  driver: pg.Pool,
  wake: () => void,
  log: Pick<Console, 'warn'>,
  isClosed: () => boolean,
): Promise<Listener> {
  const pool = sessionPoolOf(driver);
  let client: pg.PoolClient | null = null;
  let leadingOn: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  let attempt = 0;
  const connect = async () => {
    if (isClosed()) return;
    let next: pg.PoolClient;
    try {
      // A connection kept for the wake-ups and the publisher's lock (one of its pool's `max`: the direct
      // pool's behind PgBouncer, whose transactions keep no LISTEN and no session lock), given back broken if
      // it fails, which ends its lock.
      next = await pool.connect();
    } catch (error) {
      log.warn(`[live] could not listen for changes: ${String(error)}`);
      schedule();
      return;
    }
    const onNotice = () => wake();
    next.on('notification', onNotice);
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      leadingOn = null;
      next.off('notification', onNotice);
      next.release(error ?? true);
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.query(`LISTEN ${CHANGES_PUBLISHED}`);
      client = next;
      attempt = 0;
      // Wakes missed while nobody listened: read now.
      wake();
    } catch (error) {
      next.release(true);
      log.warn(`[live] could not listen for changes: ${String(error)}`);
      schedule();
    }
  };
  const schedule = () => {
    if (isClosed() || retry) return;
    const delay = required(REALTIME_RECONNECT_MS[Math.min(attempt, REALTIME_RECONNECT_MS.length - 1)], 'a delay');
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  };
  await connect();
  return {
    async lead() {
      const current = client;
      if (!current) return false;
      const { rows } = await current.query<{ lead: boolean }>('select pg_try_advisory_lock($1) as lead', [
        PUBLISHER_LOCK,
      ]);
      if (rows[0]?.lead === true && client === current) leadingOn = current;
      return leadingOn === current;
    },
    leading: () => leadingOn !== null && leadingOn === client,
    async announce() {
      await client?.query(`select pg_notify('${CHANGES_PUBLISHED}', '')`);
    },
    async stop() {
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      leadingOn = null;
      if (current) {
        // Back to its pool, the session lives on: the lock must not.
        await current.query('UNLISTEN *; SELECT pg_advisory_unlock_all()').catch(() => {});
        current.release();
      }
    },
  };
}

/**
 * One barrier at a time for any number of callers: a call while one is out waits for the next, which
 * starts when the one out ends (a barrier already under way may have started before the caller's moment).
 */
export function sharedBarrier(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const running = run().finally(() => {
      if (current === running) current = null;
    });
    current = running;
    return running;
  };
  return () => {
    if (!current) return start();
    next ??= current.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}
