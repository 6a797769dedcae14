import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, queryRows } from '../db/client.js';

/*
 * The change log (migration 0048, decision 032): what a write changed, appended in its own transaction by the
 * tables' statement triggers, and read here once committed. Nothing a user's write runs notifies, so no commit
 * waits for the lock PostgreSQL holds over a notifying transaction's commit; one publisher per database reads
 * the log and wakes every process (`CHANGES_PUBLISHED`), a batch at a time, and each process reads what is new
 * to it. The reader's cursor is the oldest transaction still running when it last read (`pg_snapshot_xmin`):
 * every row below it is either committed and read, or never will be; rows above it already visible are read
 * and remembered, so none is read twice.
 */

/** The channel the publisher wakes the processes on: the payload is empty, each process reads the log itself. */
export const CHANGES_PUBLISHED = 'changes_published';

/**
 * How long a row stays in the log. A reader that last read longer ago than this may have missed rows the
 * publisher deleted: it starts again from now, counting everything as changed (as a dropped connection does).
 */
export const CHANGE_LOG_RETENTION_MS = 120_000;

/** One change as a trigger recorded it: 'data_changed' with a tournament id ('*', 'league:<id>', 'outlook:<id>'), or a session's. */
export interface LoggedChange {
  channel: string;
  payload: string;
}

/** What a read of the log found: the new changes in the order they were written, or that the reader started again. */
export interface LogRead {
  changes: LoggedChange[];
  /** The reader had no cursor (its first read) or its cursor was too old: whatever came before is unknown. */
  restarted: boolean;
}

const LoggedRows = z.array(z.tuple([z.string(), z.string(), z.string(), z.string()]));
/** A read's one row: the horizon, and the rows at or above the cursor (json: parsed by one driver, not the other). */
const LogReadRow = z.object({
  horizon: z.string(),
  rows: z.union([LoggedRows, z.string().transform((text) => LoggedRows.parse(JSON.parse(text)))]),
});

/**
 * A reader of the log with its own cursor. Reads are one at a time (the caller shares them: `sharedBarrier`);
 * each is one statement, so the rows and the horizon come from one snapshot, which began after the call: a
 * change committed before the call is among what it returns.
 */
export function changeLogReader(db: Database, { now = Date.now }: { now?: () => number } = {}) {
  let cursor: bigint | null = null;
  let readAt = 0;
  /**
   * The rows read at or above the cursor, by transaction and place (a row is never updated, and a place the
   * pruning frees goes to a later transaction's row), with their transaction: they will be returned again.
   */
  let seen = new Map<string, bigint>();
  return {
    async read(): Promise<LogRead> {
      const started = now();
      const restarted = cursor === null || started - readAt > CHANGE_LOG_RETENTION_MS;
      const from = restarted ? sql`pg_snapshot_xmin(pg_current_snapshot())` : sql`${String(cursor)}::xid8`;
      const [answer] = await queryRows<unknown>(
        db,
        sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
                   coalesce((select json_agg(json_build_array(xid::text || ctid::text, xid::text, channel, payload)
                                              order by xid, ctid)
                             from change_log where xid >= ${from} and xid < ${BEFORE_THE_NEXT}), '[]'::json) as rows`,
      );
      const found = LogReadRow.parse(answer);
      const horizon = BigInt(found.horizon);
      const changes: LoggedChange[] = [];
      const kept = new Map<string, bigint>();
      for (const [id, xidText, channel, payload] of found.rows) {
        const xid = BigInt(xidText);
        if (!restarted && !seen.has(id)) changes.push({ channel, payload });
        if (xid >= horizon) kept.set(id, xid);
      }
      cursor = horizon;
      seen = kept;
      readAt = started;
      return { changes: distinct(changes), restarted };
    },
  };
}

/** The same change twice in one read is one change: a batch of tip changes to one tournament moves it once. */
function distinct(changes: LoggedChange[]): LoggedChange[] {
  const byKey = new Map<string, LoggedChange>();
  for (const change of changes) {
    const key = `${change.channel}\n${change.payload}`;
    byKey.delete(key);
    byKey.set(key, change);
  }
  return [...byKey.values()];
}

/**
 * A visible row's transaction committed before the snapshot began, so it is below the snapshot's next
 * transaction id; a row at or above it came from another cluster's numbering (a copy of the table's rows
 * restored by hand): it is never read, and pruned.
 */
const BEFORE_THE_NEXT = sql`pg_snapshot_xmax(pg_current_snapshot())`;

/** Deletes the rows below a horizon every reader has passed (`CHANGE_LOG_RETENTION_MS`), and any from another cluster. */
export async function pruneChangeLog(db: Database, below: bigint): Promise<void> {
  await queryRows(db, sql`delete from change_log where xid < ${String(below)}::xid8 or xid >= ${BEFORE_THE_NEXT}`);
}

/** The oldest transaction still running, now: the horizon a reader reading now would move its cursor to. */
export async function currentHorizon(db: Database): Promise<bigint> {
  const [row] = await queryRows<{ horizon: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
  );
  return BigInt(row?.horizon ?? '0');
}
