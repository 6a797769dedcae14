import type { PGlite } from '@electric-sql/pglite';
import { REALTIME_RECONNECT_MS } from '@squash/core';
import type pg from 'pg';
import { type Database, sessionPoolOf } from '../db/client.js';
import { required } from '../lib/required.js';

/**
 * The channel the database's triggers notify on (migration 0012): the payload is a tournament id, or '*';
 * 'outlook:<id>' when the change is the tournament's outlook alone (migration 0035).
 */
export const DATA_CHANGED = 'data_changed';
const OUTLOOK_PREFIX = 'outlook:';

/** What a change to a tournament was: its outlook alone (who can still win), or anything else. */
export interface TournamentChange {
  outlookOnly: boolean;
}
/** Notices about signed-in users (migration 0012): a session ended (its id), a profile changed (the user's id). */
export const SESSION_CHANNELS = ['session_ended', 'profile_changed'] as const;
export type SessionChannel = (typeof SESSION_CHANNELS)[number];

/**
 * What this process knows of the data's versions, kept current by the database's change notices
 * (LISTEN/NOTIFY: delivered at commit to every process on the same database, PGlite included, in its
 * own process). A version only grows. Public read caches compare versions (no query per read); the
 * live stream tells its watchers.
 */
export interface DataChanges {
  /** The version of one tournament's data (draw, results, entries, leaderboard). */
  tournamentVersion(tournamentId: string): number;
  /** The version of everything: any change anywhere (lists, results, the season). */
  globalVersion(): number;
  /** Whether notices are arriving; when not (the listening connection is down), caches must not be trusted. */
  isLive(): boolean;
  /** A write made by this process: every version moves now, before its answer goes out (read your writes). */
  touch(): void;
  /**
   * Resolves once every notice of a transaction committed before the call has been heard here. A page that
   * heard of a change from a live stream (another process) asks again at once; the process answering may
   * not have heard the same notice yet. On PostgreSQL a query on the listening connection is the barrier:
   * the server sends a listening session the notices already committed before that query's answer, on the
   * same socket, and the driver hands them over in order. Calls while one barrier is out share the next.
   * On PGlite it waits for nothing: there the stream and the reader are one process, which had heard the
   * notice before its stream told anyone.
   */
  sync(): Promise<void>;
  /** Called with the tournament's new version after each change to it. */
  subscribe(tournamentId: string, listener: (version: number, change: TournamentChange) => void): () => void;
  /** Called with each notice on a session channel (the session cache forgets what it names). */
  onSessionNotice(listener: (channel: SessionChannel, id: string) => void): () => void;
  /** Called after every change notice (the dashboards' and results' stream). */
  subscribeAll(listener: (tournamentId: string | null, version: number) => void): () => void;
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

/** The longest a read after a change waits for the barrier (a listening connection that stopped answering). */
const SYNC_WAIT_MS = 2000;

/** Where the notices go, as a listener hands them over. */
interface NoticeSink {
  data(payload: string): void;
  session(channel: SessionChannel, id: string): void;
  /** The listener (re)connected: whatever was sent while nobody listened is gone. */
  missed(): void;
}

/** A listening connection, as `listenForChanges` uses it on either database. */
interface Listener {
  isLive(): boolean;
  /** A query on the listening connection (PostgreSQL); nothing on PGlite (`listenOnPglite` says why). */
  barrier(): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Listens for the database's change notices: on PGlite through its in-process `listen`, on PostgreSQL
 * on a connection of its own, reconnected with back-off when it drops. While it is down the versions
 * can't be trusted (`isLive` is false); on reconnecting, everything counts as changed.
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
      // Notices sent while nobody listened are gone: count everything as changed, every session as ended.
      state.touchAll();
      sink.session('session_ended', '*');
    },
  };
  let closed = false;
  const listener =
    'listen' in driver ? await listenOnPglite(driver, sink) : await listenOnPostgres(driver, sink, log, () => closed);

  return {
    tournamentVersion: state.tournamentVersion,
    globalVersion: state.globalVersion,
    isLive: () => listener.isLive() && !closed,
    touch: state.touchAll,
    sync: sharedBarrier(async () => {
      // A barrier that fails (the connection just dropped) proves nothing, and needn't: the listener's
      // reconnection counts everything as changed. One that doesn't answer holds no reader past SYNC_WAIT_MS.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        listener.barrier().catch(() => {}),
        new Promise<void>((resolve) => {
          waited = setTimeout(resolve, SYNC_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
    }),
    subscribe: state.subscribe,
    subscribeAll: state.subscribeAll,
    onSessionNotice(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    async close() {
      closed = true;
      await listener.stop();
    },
  };
}

async function listenOnPglite(driver: PGlite, sink: NoticeSink): Promise<Listener> {
  const unlisten = [
    await driver.listen(DATA_CHANGED, (payload) => sink.data(payload)),
    ...(await Promise.all(
      SESSION_CHANNELS.map((channel) => driver.listen(channel, (payload) => sink.session(channel, payload))),
    )),
  ];
  return {
    isLive: () => true,
    // Nothing to wait for: on PGlite the database, the stream that told the page and the process answering
    // are one process, whose listeners were called before the stream's event went out, so before the page
    // could ask. (A query here would only queue the read behind PGlite's writes, one at a time.)
    barrier: async () => {},
    async stop() {
      for (const stopListening of unlisten) await stopListening();
    },
  };
}

async function listenOnPostgres(
  driver: pg.Pool,
  sink: NoticeSink,
  log: Pick<Console, 'warn'>,
  isClosed: () => boolean,
): Promise<Listener> {
  const pool = sessionPoolOf(driver);
  let client: pg.PoolClient | null = null;
  let live = false;
  let retry: NodeJS.Timeout | null = null;
  let attempt = 0;
  const connect = async () => {
    if (isClosed()) return;
    let next: pg.PoolClient;
    try {
      // A connection kept for listening (one of its pool's `max`: the direct pool's behind PgBouncer), given
      // back broken if it fails.
      next = await pool.connect();
    } catch (error) {
      log.warn(`[live] could not listen for changes: ${String(error)}`);
      schedule();
      return;
    }
    const onNotice = (message: pg.Notification) => {
      const channel = message.channel as SessionChannel | typeof DATA_CHANGED;
      if (channel === DATA_CHANGED) sink.data(message.payload ?? '*');
      else sink.session(channel, message.payload ?? '');
    };
    next.on('notification', onNotice);
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      live = false;
      next.off('notification', onNotice);
      next.release(error ?? true);
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      for (const channel of [DATA_CHANGED, ...SESSION_CHANNELS]) await next.query(`LISTEN ${channel}`);
      client = next;
      attempt = 0;
      sink.missed();
      live = true;
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
    isLive: () => live,
    // The server sends a listening session the notices committed before a query ahead of that query's
    // answer, on the same socket. While nobody listens nothing is trusted (isLive): nothing to wait for.
    barrier: async () => client?.query('select 1'),
    async stop() {
      live = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        await current.query('UNLISTEN *').catch(() => {});
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
