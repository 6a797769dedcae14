/**
 * A fan's own data (issue 62, point 7): everything the product keeps about them, and the closing of their
 * account, which erases who they are and keeps, anonymised, the money records the law asks for.
 */
import type { ClosingAccount, UserExport } from '@squash/core';
import { tournamentTitle } from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import type { Profile } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { emailDigest } from '../../lib/email-digest.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { creditBalance, listCreditTransactions } from '../ledger/service.js';
import { listMyPrizes } from '../prizes/service.js';
import { getDepositLimits, lockFan, refundUpcomingPaidEntries } from '../responsible-play/service.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

async function entriesWithPicks(db: Executor, userId: string): Promise<UserExport['entries']> {
  const entries = await queryRows<{
    id: string;
    tournament_id: string;
    name: string;
    gender: 'mens' | 'womens';
    status: string;
    created_at: Date | string;
    rank: number | null;
    score: number;
    points: number;
  }>(
    db,
    sql`select e.id, e.tournament_id, t.name, t.gender, e.status, e.created_at, e.rank, e.score, e.points
        from entries e join tournaments t on t.id = e.tournament_id
        where e.user_id = ${userId} order by e.created_at desc`,
  );
  const picks = await queryRows<{
    entry_id: string;
    match_id: string;
    round: string | null;
    one: string | null;
    two: string | null;
    winner: string | null;
    predicted_score: string | null;
    adjusted_from: string | null;
  }>(
    db,
    sql`select mt.entry_id, mt.match_id, r.name as round, p1.full_name as one, p2.full_name as two,
               w.full_name as winner, mt.predicted_score, a.full_name as adjusted_from
        from entries e
        join match_tips mt on mt.entry_id = e.id
        join matches m on m.id = mt.match_id
        left join rounds r on r.id = m.round_id
        left join players p1 on p1.id = m.player_one_id
        left join players p2 on p2.id = m.player_two_id
        left join players w on w.id = mt.predicted_winner_id
        left join players a on a.id = mt.adjusted_from_player_id
        where e.user_id = ${userId}
        order by mt.entry_id, r.name, m.id`,
  );
  const byEntry = Map.groupBy(picks, (pick) => pick.entry_id);
  return entries.map((entry) => ({
    id: entry.id,
    tournamentId: entry.tournament_id,
    tournament: tournamentTitle({ name: entry.name, gender: entry.gender }),
    status: entry.status,
    createdAt: iso(entry.created_at),
    rank: entry.rank,
    score: entry.score,
    points: entry.points,
    picks: (byEntry.get(entry.id) ?? []).map((pick) => ({
      matchId: pick.match_id,
      round: pick.round,
      match: `${pick.one ?? 'TBD'} v ${pick.two ?? 'TBD'}`,
      predictedWinner: pick.winner,
      predictedScore: pick.predicted_score,
      adjustedFrom: pick.adjusted_from,
    })),
  }));
}

async function signInsAndDevices(db: Executor, profile: Profile) {
  const signIns = profile.providerId
    ? await queryRows<{
        created_at: Date | string;
        expires_at: Date | string;
        ip_address: string | null;
        user_agent: string | null;
      }>(
        db,
        sql`select created_at, expires_at, ip_address, user_agent from auth_sessions
            where user_id = ${profile.providerId} order by created_at desc`,
      )
    : [];
  const devices = await queryRows<{ endpoint: string; created_at: Date | string; last_sent_at: Date | string | null }>(
    db,
    sql`select endpoint, created_at, last_sent_at from push_subscriptions where user_id = ${profile.id}
        order by created_at desc`,
  );
  return {
    signIns: signIns.map((row) => ({
      createdAt: iso(row.created_at),
      expiresAt: iso(row.expires_at),
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
    })),
    // The push service's host says which browser's service it is; the endpoint's path is a secret of the device.
    devices: devices.map((row) => ({
      pushService: URL.canParse(row.endpoint) ? new URL(row.endpoint).host : 'unknown',
      createdAt: iso(row.created_at),
      lastSentAt: isoOrNull(row.last_sent_at),
    })),
  };
}

async function moneyOf(db: Executor, userId: string) {
  const payments = await queryRows<{
    id: string;
    status: string;
    amount_cents: number;
    currency: string;
    credit_amount: number;
    provider: string;
    failure_reason: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select id, status, amount_cents, currency, credit_amount, provider, failure_reason, created_at
        from payments where user_id = ${userId} order by created_at desc`,
  );
  const balance = await creditBalance(db, userId);
  const transactions = await listCreditTransactions(db, { userId, page: 0, pageSize: Number.MAX_SAFE_INTEGER });
  return {
    payments: payments.map((row) => ({
      id: row.id,
      status: row.status,
      amountCents: row.amount_cents,
      currency: row.currency,
      creditAmount: row.credit_amount,
      provider: row.provider,
      failureReason: row.failure_reason,
      createdAt: iso(row.created_at),
    })),
    credits: { balance, transactions: transactions.data },
    prizes: await listMyPrizes(db, { userId }),
  };
}

async function leaguesPausesAndMessages(db: Executor, userId: string) {
  const leagues = await queryRows<{ id: string; name: string; role: string; joined_at: Date | string }>(
    db,
    sql`select l.id, l.name, m.role, m.joined_at from league_members m join leagues l on l.id = m.league_id
        where m.user_id = ${userId} order by m.joined_at`,
  );
  const pauses = await queryRows<{
    kind: 'break' | 'self-exclusion';
    starts_at: Date | string;
    ends_at: Date | string | null;
  }>(db, sql`select kind, starts_at, ends_at from play_pauses where user_id = ${userId} order by starts_at`);
  const disputes = await queryRows<{
    tournament_id: string;
    message: string;
    created_at: Date | string;
    resolved_at: Date | string | null;
    resolution: string | null;
  }>(
    db,
    sql`select tournament_id, message, created_at, resolved_at, resolution from prize_disputes
        where user_id = ${userId} order by created_at`,
  );
  const checks = await queryRows<{ method: string; status: string; checked: string; created_at: Date | string }>(
    db,
    sql`select method, status, checked, created_at from identity_checks where user_id = ${userId} order by created_at`,
  );
  const messages = await queryRows<{ name: string; email: string; message: string; created_at: Date | string }>(
    db,
    sql`select name, email, message, created_at from feedback where user_id = ${userId} order by created_at`,
  );
  return {
    leagues: leagues.map((row) => ({ id: row.id, name: row.name, role: row.role, joinedAt: iso(row.joined_at) })),
    limits: await getDepositLimits(db, userId),
    pauses: pauses.map((row) => ({ kind: row.kind, since: iso(row.starts_at), until: isoOrNull(row.ends_at) })),
    disputes: disputes.map((row) => ({
      tournamentId: row.tournament_id,
      message: row.message,
      createdAt: iso(row.created_at),
      resolvedAt: isoOrNull(row.resolved_at),
      resolution: row.resolution,
    })),
    identityChecks: checks.map((row) => ({
      method: row.method,
      status: row.status,
      checked: row.checked,
      createdAt: iso(row.created_at),
    })),
    messages: messages.map((row) => ({
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: iso(row.created_at),
    })),
  };
}

/** Everything the product keeps about the fan, read in one snapshot (a repeatable-read transaction). */
export async function exportUserData(db: Executor, profile: Profile, now: Date): Promise<UserExport> {
  return db.transaction(
    async (tx) => ({
      exportedAt: now.toISOString(),
      profile: {
        id: profile.id,
        email: profile.email,
        username: profile.username,
        fullName: profile.fullName,
        firstName: profile.firstName,
        lastName: profile.lastName,
        avatar: profile.avatar,
        dateOfBirth: profile.dateOfBirth,
        country: profile.country,
        region: profile.region,
        locale: profile.locale,
        profilePrivate: profile.profilePrivate,
        role: profile.role,
        createdAt: profile.createdAt.toISOString(),
      },
      consents: {
        acceptedTermsAt: profile.acceptedTermsAt?.toISOString() ?? null,
        tournamentUpdateEmails: profile.tournamentUpdatesEnabled,
        tournamentResultEmails: profile.tournamentResultsEnabled,
        pushKinds: profile.pushKinds,
      },
      ...(await signInsAndDevices(tx, profile)),
      entries: await entriesWithPicks(tx, profile.id),
      ...(await moneyOf(tx, profile.id)),
      ...(await leaguesPausesAndMessages(tx, profile.id)),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** What closing would cost the fan now: the account page warns with it first. */
export async function closingAccount(db: Executor, userId: string, now: Date): Promise<ClosingAccount> {
  const [row] = await queryRows<{ owed: number; upcoming: number }>(
    db,
    sql`select (select count(*)::int from prizes where user_id = ${userId} and paid_at is null) as owed,
               (select count(*)::int from entries e join tournaments t on t.id = e.tournament_id
                where e.user_id = ${userId} and t.status = 'UPCOMING'
                  and t.starts_at > ${now.toISOString()}::timestamptz) as upcoming`,
  );
  return {
    balance: await creditBalance(db, userId),
    prizesOwed: row?.owed ?? 0,
    upcomingEntries: row?.upcoming ?? 0,
  };
}

/**
 * Closes the fan's account, in one transaction under the fan's locks (a purchase or paid entry in flight
 * waits, then finds no account): paid entries of tournaments not started refunded and every entry there
 * removed; the profile's personal fields erased and its name replaced; devices, league places and pending
 * mails removed; the sign-in account deleted, which ends its sessions on every process (their notices).
 * Payments, ledger lines, prizes and past entries stay, under the anonymised profile.
 */
export async function closeAccount(db: Executor, profile: Profile, now: Date): Promise<void> {
  if (profile.role === 'admin') throw AppError.said('CONFLICT', FAN_ERRORS.adminCloses);
  await db.transaction(async (tx) => {
    await lockFan(tx, profile.id);
    await tx.execute(
      sql`select id from ledger_accounts where kind = 'USER_CREDITS' and user_id = ${profile.id} for update`,
    );
    const { prizesOwed } = await closingAccount(tx, profile.id, now);
    if (prizesOwed > 0) throw AppError.said('CONFLICT', FAN_ERRORS.prizeStillOwed);
    await refundUpcomingPaidEntries(tx, profile.id, now);
    await tx.execute(
      sql`delete from entries e using tournaments t
          where e.tournament_id = t.id and e.user_id = ${profile.id}
            and t.status = 'UPCOMING' and t.starts_at > ${now.toISOString()}::timestamptz`,
    );
    const anonymous = profile.id.replaceAll('-', '').slice(0, 16);
    const email = `closed-${profile.id}@closed.invalid`;
    await tx.execute(
      sql`update users set email = ${email}, username = ${`closed-${anonymous}`}, full_name = null,
            first_name = null, last_name = null, avatar = null, provider_data = null, date_of_birth = null,
            country = null, region = null, locale = null, profile_private = true, accepted_terms_at = null,
            tournament_updates_enabled = false, tournament_results_enabled = false, push_kinds = '{}',
            closed_at = ${now.toISOString()}::timestamptz, closed_email_sha256 = ${emailDigest(profile.email)},
            updated_at = now()
          where id = ${profile.id}`,
    );
    // Its old names too (the rename above added one): no link leads to the closed account.
    await tx.execute(sql`delete from username_history where user_id = ${profile.id}`);
    await tx.execute(sql`delete from account_signals where user_id = ${profile.id}`);
    await tx.execute(sql`delete from push_subscriptions where user_id = ${profile.id}`);
    await tx.execute(sql`delete from league_members where user_id = ${profile.id}`);
    await tx.execute(sql`update feedback set name = 'Closed account', email = ${email} where user_id = ${profile.id}`);
    await tx.execute(sql`delete from mail_outbox where lower("to") = lower(${profile.email})`);
    if (profile.providerId) {
      await tx.execute(sql`delete from auth_verifications where value = ${profile.providerId}`);
      await tx.execute(sql`delete from auth_users where id = ${profile.providerId}`);
    }
  });
}
