import {
  askedLimit,
  DEPOSIT_PERIODS,
  DEPOSIT_WINDOW_MS,
  type DepositLimits,
  type DepositLimitsRequest,
  type DepositPeriod,
  describeCredit,
  type Gender,
  type LimitState,
  limitInForce,
  type PlayPause,
  type PlayPauseKind,
} from '@squash/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { depositLimits, playPauses } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { emailDigest } from '../../lib/email-digest.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { postTransfer } from '../ledger/service.js';

/*
 * Responsible play (issue 62, point 4): a fan's deposit limits, breaks and self-exclusions, read from the
 * database at every purchase and paid entry, so every process enforces them at once.
 */

type LimitRow = typeof depositLimits.$inferSelect;

const stateOf = (row: LimitRow | undefined): LimitState => ({
  amount: row?.amount ?? null,
  pending: row?.pendingFrom ? { amount: row.pendingAmount, from: row.pendingFrom.toISOString() } : null,
});

export async function getDepositLimits(db: Executor, userId: string): Promise<DepositLimits> {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
  const of = (period: DepositPeriod) => stateOf(rows.find((row) => row.period === period));
  return { daily: of('daily'), weekly: of('weekly'), monthly: of('monthly') };
}

/** Each period's limit as asked: lowered at once, raised or removed a day later (core's `askedLimit`). */
export async function setDepositLimits(db: Executor, userId: string, body: DepositLimitsRequest, now: Date) {
  await db.transaction(async (tx) => {
    await lockFan(tx, userId);
    const stored = await getDepositLimits(tx, userId);
    for (const period of DEPOSIT_PERIODS) {
      const next = askedLimit(stored[period], body[period], now);
      const values = {
        amount: next.amount,
        pendingAmount: next.pending?.amount ?? null,
        pendingFrom: next.pending ? new Date(next.pending.from) : null,
        updatedAt: now,
      };
      await tx
        .insert(depositLimits)
        .values({ userId, period, ...values })
        .onConflictDoUpdate({ target: [depositLimits.userId, depositLimits.period], set: values });
    }
  });
  return getDepositLimits(db, userId);
}

/**
 * The fan's profile row, locked: their purchases, limits and pauses are decided one at a time. `no key update`:
 * rows that refer to the fan (an entry, a payment) take a key-share lock on it, which this one lets through, so
 * a paid entry (which locks the fan's credit account first) never waits for it while holding that account.
 */
export async function lockFan(tx: Executor, userId: string) {
  await tx.execute(sql`select id from users where id = ${userId} for no key update`);
}

/** The break or exclusion in force at `now` that ends last (for good before any date); null when none. */
export async function pauseInForce(db: Executor, userId: string, now: Date): Promise<PlayPause | null> {
  const [row] = await db
    .select()
    .from(playPauses)
    .where(
      and(
        eq(playPauses.userId, userId),
        sql`${playPauses.startsAt} <= ${now.toISOString()}::timestamptz`,
        sql`(${playPauses.endsAt} is null or ${playPauses.endsAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(sql`${playPauses.endsAt} desc nulls first`)
    .limit(1);
  return row
    ? { kind: row.kind, since: row.startsAt.toISOString(), until: row.endsAt ? row.endsAt.toISOString() : null }
    : null;
}

/**
 * SQL: the fan `userId` (a column) has no break or exclusion in force at `now`. Reminders to pick, by mail and
 * push, go only to such fans: a fan on a break hears nothing that invites them back to play.
 */
export const notPausedAt = (userId: SQL, now: Date) => sql`not exists (
  select 1 from play_pauses pp where pp.user_id = ${userId} and pp.starts_at <= ${now.toISOString()}::timestamptz
    and (pp.ends_at is null or pp.ends_at > ${now.toISOString()}::timestamptz))`;

/** Refused (403) while a break or an exclusion is in force, saying until when and where to read more. */
export async function assertMayPlayForMoney(db: Executor, userId: string, now: Date): Promise<void> {
  const pause = await pauseInForce(db, userId, now);
  if (!pause) return;
  const until = pause.until?.slice(0, 10);
  if (pause.kind === 'break') throw AppError.said('FORBIDDEN', FAN_ERRORS.onBreak, { until });
  if (until) throw AppError.said('FORBIDDEN', FAN_ERRORS.excludedUntil, { until });
  throw AppError.said('FORBIDDEN', FAN_ERRORS.excludedForGood);
}

/**
 * A purchase of `creditAmount` credits may start: no break or exclusion, and within every limit in force,
 * counting what the fan bought or is buying (payments not failed, cancelled or expired) in each period's
 * rolling window. In the caller's transaction, under a lock on the fan's profile, so purchases at once are
 * counted one after another and never buy past a limit together.
 */
export async function assertDepositAllowed(tx: Executor, userId: string, creditAmount: number, now: Date) {
  await lockFan(tx, userId);
  await assertMayPlayForMoney(tx, userId, now);
  const limits = await getDepositLimits(tx, userId);
  for (const period of DEPOSIT_PERIODS) {
    const limit = limitInForce(limits[period], now);
    if (limit === null) continue;
    const since = new Date(now.getTime() - DEPOSIT_WINDOW_MS[period]);
    const [bought] = await queryRows<{ credits: number }>(
      tx,
      sql`select coalesce(sum(credit_amount), 0)::int as credits from payments
          where user_id = ${userId} and created_at > ${since.toISOString()}::timestamptz
            and status in ('CREATING', 'PENDING', 'SUCCEEDED')`,
    );
    const used = bought?.credits ?? 0;
    if (used + creditAmount > limit) {
      throw AppError.said('FORBIDDEN', FAN_ERRORS.depositLimit, {
        amount: creditAmount,
        period,
        limit,
        left: Math.max(0, limit - used),
      });
    }
  }
}

/**
 * A break or a self-exclusion from `now` until `endsAt` (null: for good), and the fan's paid entries in
 * tournaments that haven't started given back (the entry removed, its fee refunded): all in one transaction,
 * under the fan's credit account's lock, which a paid entry being written takes too.
 */
export async function takePause(
  db: Executor,
  { userId, kind, endsAt, now }: { userId: string; kind: PlayPauseKind; endsAt: Date | null; now: Date },
): Promise<{ pause: PlayPause; refundedEntries: number }> {
  return db.transaction(async (tx) => {
    await lockFan(tx, userId);
    await tx.execute(
      sql`select id from ledger_accounts where kind = 'USER_CREDITS' and user_id = ${userId} for update`,
    );
    await tx.insert(playPauses).values({ userId, kind, startsAt: now, endsAt });
    const refundedEntries = await refundUpcomingPaidEntries(tx, userId, now);
    const pause = await pauseInForce(tx, userId, now);
    if (!pause) throw new Error('the pause just taken is not in force');
    return { pause, refundedEntries };
  });
}

/** The fan's entries that paid a fee into tournaments not yet started: removed, each fee given back once. */
export async function refundUpcomingPaidEntries(tx: Executor, userId: string, now: Date): Promise<number> {
  const paid = await queryRows<{ tournament_id: string; entry_id: string; name: string; gender: Gender; paid: number }>(
    tx,
    sql`select t.id as tournament_id, e.id as entry_id, t.name, t.gender, -sum(fan_line.amount)::int as paid
        from entries e
        join tournaments t on t.id = e.tournament_id
        join ledger_accounts pool on pool.kind = 'TOURNAMENT_POOL' and pool.tournament_id = t.id
        join ledger_lines pool_line on pool_line.account_id = pool.id
        join ledger_lines fan_line on fan_line.transfer_id = pool_line.transfer_id
        join ledger_accounts fan on fan.id = fan_line.account_id and fan.kind = 'USER_CREDITS' and fan.user_id = ${userId}
        where e.user_id = ${userId} and t.status = 'UPCOMING' and t.starts_at > ${now.toISOString()}::timestamptz
        group by t.id, e.id, t.name, t.gender
        having sum(fan_line.amount) < 0`,
  );
  for (const entry of paid) {
    await postTransfer(tx, {
      // Its own key: the tournament's own refund (`refund:<tournament>:<fan>`) must still give back a fee the
      // fan pays again after the break.
      key: `refund:${entry.tournament_id}:${userId}:entry:${entry.entry_id}`,
      type: 'REFUND',
      description: describeCredit({
        kind: 'REFUND_BREAK',
        tournament: { name: entry.name, gender: entry.gender },
        credits: null,
        sponsor: null,
      }),
      resource: { type: 'TOURNAMENT', id: entry.tournament_id },
      lines: [
        { account: { kind: 'USER_CREDITS', userId }, amount: entry.paid },
        { account: { kind: 'TOURNAMENT_POOL', tournamentId: entry.tournament_id }, amount: -entry.paid },
      ],
    });
    await tx.execute(sql`delete from entries where id = ${entry.entry_id}`);
  }
  return paid.length;
}

/**
 * A break or exclusion still in force on a closed account with this email, carried over to the person's new
 * profile: closing an account doesn't end an exclusion early.
 */
export async function carryPausesOver(db: Executor, { userId, email }: { userId: string; email: string }) {
  await db.execute(
    sql`insert into play_pauses (user_id, kind, starts_at, ends_at)
        select ${userId}, p.kind, p.starts_at, p.ends_at from play_pauses p
        join users u on u.id = p.user_id and u.closed_email_sha256 = ${emailDigest(email)}
        where p.ends_at is null or p.ends_at > now()`,
  );
}
