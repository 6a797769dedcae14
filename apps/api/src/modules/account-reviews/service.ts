import { createHash } from 'node:crypto';
import {
  type AccountReview,
  type AccountReviewsQuery,
  type AccountSignalKind,
  describeCredit,
  profileName,
  type ResolveAccountReviewRequest,
} from '@squash/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, onlyRow, queryRows } from '../../db/client.js';
import { accountReviews, heldPrizes, tournaments, users } from '../../db/schema.js';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { required } from '../../lib/required.js';
import { postTransfer } from '../ledger/service.js';

/*
 * One person, one account (issue 62, point 5). What an account is seen with (a card's fingerprint, a browser's
 * device cookie, a name with a date of birth) is kept as a digest; the same digest on two accounts opens a review
 * of the pair for an administrator. While any review of an account is open, or it is marked (staff, professional,
 * a second account), its prizes are held: prize credits wait in PRIZES_HELD, a cash prize can't be marked paid.
 */

/** The digest kept of what was seen: SHA-256 of the kind and the value, so the value itself is never stored. */
export function signalDigest(kind: AccountSignalKind, value: string): string {
  return createHash('sha256').update(`${kind}|${value}`).digest('hex');
}

/**
 * The person signal of a profile: the name (first and last, else the full one), without case, accents or extra
 * spaces, with the date of birth. Null while either is missing.
 */
export function personValue(fan: {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  dateOfBirth: string | null;
}): string | null {
  const plain = profileName(fan);
  return plain && fan.dateOfBirth ? `${plain}|${fan.dateOfBirth}` : null;
}

/**
 * Records that `userId` was seen with `value` (of `kind`), and opens a review of each pair it now shares with
 * another open account (one per pair and signal: seen again, it is dated again, a decided one stays decided).
 * Returns the number of reviews opened. Cheap enough for each purchase and sign-in: two statements.
 */
export async function recordSignal(
  db: Executor,
  { userId, kind, value, now }: { userId: string; kind: AccountSignalKind; value: string; now: Date },
): Promise<number> {
  const digest = signalDigest(kind, value);
  const at = now.toISOString();
  await db.execute(
    sql`insert into account_signals (kind, digest, user_id, first_seen_at, last_seen_at)
        values (${kind}, ${digest}, ${userId}, ${at}, ${at})
        on conflict (kind, digest, user_id) do update set last_seen_at = excluded.last_seen_at`,
  );
  // The older account of the pair first, so a pair has one review whichever of the two is seen.
  const opened = await queryRows<{ opened: boolean }>(
    db,
    sql`insert into account_reviews (user_id, other_user_id, signal, created_at, seen_at)
        select case when (a.created_at, a.id) < (b.created_at, b.id) then a.id else b.id end,
               case when (a.created_at, a.id) < (b.created_at, b.id) then b.id else a.id end,
               ${kind}, ${at}, ${at}
        from users a
        join account_signals s on s.kind = ${kind} and s.digest = ${digest} and s.user_id <> a.id
        join users b on b.id = s.user_id and b.closed_at is null
        where a.id = ${userId} and a.closed_at is null
        on conflict (user_id, other_user_id, signal) do update set seen_at = excluded.seen_at
        returning (xmax = 0) as opened`,
  );
  return opened.filter((row) => row.opened).length;
}

/** The browser an account signed in on, by the account's email: nothing for an unknown or closed account. */
export async function recordSignInBrowser(
  db: Executor,
  { email, browserId, now }: { email: string; browserId: string; now: Date },
) {
  const [fan] = await queryRows<{ id: string }>(
    db,
    sql`select id from users where lower(email) = lower(${email}) and closed_at is null`,
  );
  if (fan) await recordSignal(db, { userId: fan.id, kind: 'device', value: browserId, now });
}

/** The accounts among `userIds` whose prizes are held: under an open review, or marked (they never win). */
export async function accountsHeld(db: Executor, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select u.id from users u
        where u.id in (${sql.join(
          userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and (u.play_mark is not null
               or exists (select 1 from account_reviews r
                          where r.resolved_at is null and (r.user_id = u.id or r.other_user_id = u.id)))`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The prize credits of a fan whose prizes are held, kept at settlement (in the settlement's transaction; the
 * transfer's line to PRIZES_HELD is the caller's): released or forfeited when the review is decided.
 */
export async function keepHeldPrize(
  db: Executor,
  { tournamentId, userId, credits }: { tournamentId: string; userId: string; credits: number },
) {
  await db.insert(heldPrizes).values({ tournamentId, userId, credits }).onConflictDoNothing();
}

/** Moves a fan's held prize credits once: to them (released) or to the platform (forfeited). */
async function settleHeldPrizes(db: Executor, userId: string, how: 'release' | 'forfeit', now: Date) {
  const held = await db
    .select({
      tournamentId: heldPrizes.tournamentId,
      credits: heldPrizes.credits,
      name: tournaments.name,
      gender: tournaments.gender,
    })
    .from(heldPrizes)
    .leftJoin(tournaments, eq(tournaments.id, heldPrizes.tournamentId))
    .where(and(eq(heldPrizes.userId, userId), isNull(heldPrizes.releasedAt), isNull(heldPrizes.forfeitedAt)))
    .for('update', { of: heldPrizes });
  for (const prize of held) {
    const tournament = { name: prize.name ?? 'a tournament', gender: prize.gender ?? null };
    await postTransfer(db, {
      key: `prize-${how}:${prize.tournamentId}:${userId}`,
      type: 'PRIZE',
      description: describeCredit({
        kind: how === 'release' ? 'PRIZE_RELEASED' : 'PRIZE_FORFEITED',
        tournament,
        credits: null,
        sponsor: null,
      }),
      resource: { type: 'TOURNAMENT', id: prize.tournamentId },
      lines: [
        { account: { kind: 'PRIZES_HELD' }, amount: -prize.credits },
        how === 'release'
          ? { account: { kind: 'USER_CREDITS', userId }, amount: prize.credits }
          : { account: { kind: 'PLATFORM_REVENUE' }, amount: prize.credits },
      ],
    });
    await db
      .update(heldPrizes)
      .set(how === 'release' ? { releasedAt: now } : { forfeitedAt: now })
      .where(and(eq(heldPrizes.tournamentId, prize.tournamentId), eq(heldPrizes.userId, userId)));
  }
}

/** Releases a fan's held prize credits once nothing holds them any more (no open review, no mark). */
export async function releaseIfClear(db: Executor, userId: string, now: Date) {
  if ((await accountsHeld(db, [userId])).size > 0) return;
  await settleHeldPrizes(db, userId, 'release', now);
}

interface ReviewRow {
  id: string;
  signal: AccountReview['signal'];
  created_at: Date | string;
  seen_at: Date | string;
  resolved_at: Date | string | null;
  resolved_by: string | null;
  outcome: AccountReview['outcome'];
  note: string | null;
  accounts: Array<{
    id: string;
    username: string;
    email: string;
    full_name: string | null;
    created_at: string;
    play_mark: AccountReview['accounts'][number]['playMark'];
    held: number;
    unpaid: number;
  }>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function reviewOf(row: ReviewRow): AccountReview {
  const [older, newer] = row.accounts.map((account) => ({
    id: account.id,
    username: account.username,
    email: account.email,
    fullName: account.full_name,
    createdAt: iso(account.created_at),
    playMark: account.play_mark,
    heldCredits: Number(account.held),
    unpaidCashPrizes: Number(account.unpaid),
  }));
  if (!older || !newer) throw new Error(`review ${row.id} has no pair of accounts`);
  return {
    id: row.id,
    signal: row.signal,
    accounts: [older, newer],
    createdAt: iso(row.created_at),
    seenAt: iso(row.seen_at),
    resolvedAt: row.resolved_at ? iso(row.resolved_at) : null,
    resolvedBy: row.resolved_by,
    outcome: row.outcome,
    note: row.note,
  };
}

/** Reviews, open or decided, optionally of one account: newest first, each pair with what holds its prizes. */
export async function listAccountReviews(db: Executor, query: AccountReviewsQuery & { id?: string }) {
  const rows = await queryRows<ReviewRow>(
    db,
    sql`select r.id, r.signal, r.created_at, r.seen_at, r.resolved_at, r.resolved_by, r.outcome, r.note,
               (select json_agg(json_build_object(
                  'id', u.id, 'username', u.username, 'email', u.email, 'full_name', u.full_name,
                  'created_at', u.created_at, 'play_mark', u.play_mark,
                  'held', (select coalesce(sum(h.credits), 0) from held_prizes h
                           where h.user_id = u.id and h.released_at is null and h.forfeited_at is null),
                  'unpaid', (select count(*) from prizes p where p.user_id = u.id and p.paid_at is null))
                  order by u.id = r.other_user_id)
                from users u where u.id in (r.user_id, r.other_user_id)) as accounts
        from account_reviews r
        where ${query.id ? sql`r.id = ${query.id}` : query.status === 'open' ? sql`r.resolved_at is null` : sql`r.resolved_at is not null`}
          ${query.userId ? sql`and (r.user_id = ${query.userId} or r.other_user_id = ${query.userId})` : sql``}
        order by r.seen_at desc
        limit 200`,
  );
  return rows.map(reviewOf);
}

/**
 * An administrator decides a review, once, saying what was checked: two people, whose held prizes are released
 * once no other review of them is open; or one person, the named second account marked `duplicate` (it plays
 * free and never wins again) and its held prize credits forfeited to the platform, the other's released when
 * clear. Its cash prizes not yet paid stay unpayable while it is marked. Run it inside the audited transaction.
 */
export async function resolveAccountReview(
  db: Executor,
  { reviewId, decision, by, now }: { reviewId: string; decision: ResolveAccountReviewRequest; by: string; now: Date },
): Promise<AccountReview> {
  const [review] = await db.select().from(accountReviews).where(eq(accountReviews.id, reviewId)).for('update');
  if (!review) throw notFound('Review');
  if (review.resolvedAt) throw AppError.said('CONFLICT', ADMIN_ERRORS.reviewResolved);
  const pair = [review.userId, review.otherUserId];
  const duplicate = decision.outcome === 'SAME_PERSON' ? decision.duplicateUserId : undefined;
  if (duplicate !== undefined && !pair.includes(duplicate)) {
    throw AppError.said('VALIDATION_ERROR', ADMIN_ERRORS.duplicateNotReviewed, undefined, {
      duplicateUserId: ADMIN_ERRORS.duplicateNotReviewed,
    });
  }
  onlyRow(
    await db
      .update(accountReviews)
      .set({ resolvedAt: now, resolvedBy: by, outcome: decision.outcome, note: decision.note })
      .where(eq(accountReviews.id, reviewId))
      .returning(),
    'The review',
  );
  if (duplicate !== undefined) {
    await db.update(users).set({ playMark: 'duplicate', updatedAt: now }).where(eq(users.id, duplicate));
    await settleHeldPrizes(db, duplicate, 'forfeit', now);
  }
  for (const userId of pair) if (userId !== duplicate) await releaseIfClear(db, userId, now);
  const [decided] = await listAccountReviews(db, { id: reviewId, status: 'resolved' });
  return required(decided, `review ${reviewId}`);
}
