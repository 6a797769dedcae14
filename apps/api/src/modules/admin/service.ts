import { type AdminPushStats, type AdminStats, CENTS_PER_CREDIT_UNIT } from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { poolsHeldSql } from '../ledger/service.js';
import { effectiveStatusSql } from '../tournaments/service.js';

/** The period of the dashboard's money flows (credits sold, revenue, failed payments). */
export const MONEY_PERIOD_DAYS = 30;

/** The dashboard's figures, as its one statement names them. */
type StatColumn =
  | 'users'
  | 'activeTournaments'
  | 'entries'
  | 'openDataIssues'
  | 'creditsSold'
  | 'revenueCents'
  | 'poolsHeld'
  | 'cashPrizesOwed'
  | 'tournamentsAwaitingPayment'
  | 'paymentsPending'
  | 'paymentsFailed';

/**
 * The back-office dashboard's counts and money; a tournament past its start counts as active before any
 * job has run. Money in integer cents: credits at CREDIT_PRICE_CENTS, pools and prizes in hundredths.
 */
export async function adminStats(db: Executor, now: Date, currency: string): Promise<AdminStats> {
  const since = new Date(now.getTime() - MONEY_PERIOD_DAYS * 86_400_000);
  const [row] = await queryRows<Partial<Record<StatColumn, number>>>(
    db,
    sql`select
          (select count(*)::int from users) as users,
          (select count(*)::int from tournaments where ${effectiveStatusSql(now)} = 'ACTIVE') as "activeTournaments",
          (select count(*)::int from entries) as entries,
          (select count(*)::int from data_issues) as "openDataIssues",
          (select coalesce(sum(credit_amount), 0)::int from payments
            where status = 'SUCCEEDED' and created_at >= ${since.toISOString()}::timestamptz) as "creditsSold",
          (select coalesce(sum(amount_cents), 0)::int from payments
            where status = 'SUCCEEDED' and created_at >= ${since.toISOString()}::timestamptz) as "revenueCents",
          (${poolsHeldSql()}) as "poolsHeld",
          (select coalesce(sum(credits), 0)::int from prizes where paid_at is null) as "cashPrizesOwed",
          (select count(distinct tournament_id)::int from prizes where paid_at is null) as "tournamentsAwaitingPayment",
          (select count(*)::int from payments where status in ('CREATING', 'PENDING')) as "paymentsPending",
          (select count(*)::int from payments where status = 'FAILED' and created_at >= ${since.toISOString()}::timestamptz) as "paymentsFailed"`,
  );
  const r = row ?? {};
  return {
    users: r.users ?? 0,
    activeTournaments: r.activeTournaments ?? 0,
    entries: r.entries ?? 0,
    openDataIssues: r.openDataIssues ?? 0,
    money: {
      periodDays: MONEY_PERIOD_DAYS,
      currency,
      creditsSold: r.creditsSold ?? 0,
      revenueCents: r.revenueCents ?? 0,
      poolsHeld: r.poolsHeld ?? 0,
      poolsHeldCents: (r.poolsHeld ?? 0) * CENTS_PER_CREDIT_UNIT,
      cashPrizesOwedCents: (r.cashPrizesOwed ?? 0) * CENTS_PER_CREDIT_UNIT,
      tournamentsAwaitingPayment: r.tournamentsAwaitingPayment ?? 0,
      paymentsPending: r.paymentsPending ?? 0,
      paymentsFailed: r.paymentsFailed ?? 0,
    },
    push: await pushStats(db),
  };
}

/** The days of the dashboard's notification figures, today (UTC) included. */
export const PUSH_PERIOD_DAYS = 7;

/**
 * Devices subscribed now, and what became of the notifications of each of the last PUSH_PERIOD_DAYS days:
 * days of the database's clock, as the sends were counted (push/service.ts, `deliver`).
 */
export async function pushStats(db: Executor): Promise<AdminPushStats> {
  const today = sql`(now() at time zone 'utc')::date`;
  const [count] = await queryRows<{ devices: number }>(
    db,
    sql`select count(*)::int as devices from push_subscriptions`,
  );
  const days = await queryRows<AdminPushStats['days'][number]>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.sent, 0) as sent, coalesce(p.failed, 0) as failed,
               coalesce(p.gone, 0) as gone
        from generate_series(${today}, ${today} - ${PUSH_PERIOD_DAYS - 1}::int, interval '-1 day') as d(day)
        left join push_daily p on p.day = d.day::date
        order by d.day desc`,
  );
  return { devices: count?.devices ?? 0, days };
}
