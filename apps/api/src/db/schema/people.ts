/** People: the product's own profile of each fan and admin. */
import {
  ACCOUNT_REVIEW_OUTCOMES,
  ACCOUNT_SIGNAL_KINDS,
  DEPOSIT_PERIODS,
  LOCALES,
  PLAY_MARKS,
  PLAY_PAUSE_KINDS,
  PUSH_KINDS,
  USER_ROLES,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auth_users } from '../auth-schema.js';
import { oneOf, timestamps } from './columns.js';

/** The product's own profile of a person; the sign-in account (auth tables) links to it by providerId. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatar: text('avatar'),
    /** The sign-in account (better-auth user) this profile belongs to; none for migrated profiles. */
    providerId: uuid('provider_id').references(() => auth_users.id, { onDelete: 'set null' }),
    providerData: jsonb('provider_data'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /** Staff or an active professional (issue 62, point 5): plays free, never wins a prize. Set by an admin. */
    playMark: text('play_mark', { enum: PLAY_MARKS }),
    /** Profiles carried over from the old site; they have history but no password until signing up. */
    isMigrated: boolean('is_migrated').notNull().default(false),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    /** Paid play needs these (issue 62): the date of birth and where the fan plays from, as they declare them. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    /** ISO 3166-2, where the operator's table tells the country's regions apart. */
    region: text('region'),
    tournamentUpdatesEnabled: boolean('tournament_updates_enabled').notNull().default(true),
    tournamentResultsEnabled: boolean('tournament_results_enabled').notNull().default(true),
    /** The fan's record page shows only their name (issue 45): set from the account page. */
    profilePrivate: boolean('profile_private').notNull().default(false),
    /** The language the fan chose (issue 46): their mails and push notifications are in it. Null: not chosen. */
    locale: text('locale', { enum: LOCALES }),
    /** What the fan's subscribed devices are notified of (issue 26): all kinds until they choose. */
    pushKinds: text('push_kinds', { enum: PUSH_KINDS })
      .array()
      .notNull()
      .default(sql`array['tips', 'results', 'money', 'leagues']`),
    /**
     * History carried over from the old site (editable by an admin, spec 001 user form). Totals shown
     * to people add the entries of this site, computed from entries, so a result never rewrites users.
     */
    /** When the fan closed the account (issue 62, point 7): its personal fields are erased, its money records kept. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * SHA-256 of a closed account's email, lowercased: a break or exclusion still in force follows the person to
     * an account opened again with that email. Nothing else about them is kept.
     */
    closedEmailSha256: text('closed_email_sha256'),
    points: integer('points').notNull().default(0),
    correctTips: integer('correct_tips').notNull().default(0),
    totalTips: integer('total_tips').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_provider_id_key').on(t.providerId),
    index('users_closed_email_idx').on(t.closedEmailSha256).where(sql`${t.closedEmailSha256} is not null`),
    check('users_role_check', oneOf('role', USER_ROLES)),
    check(
      'users_play_mark_check',
      sql`${t.playMark} is null or ${t.playMark} in ('staff', 'professional', 'duplicate')`,
    ),
    check('users_counters_check', sql`${t.points} >= 0 and ${t.correctTips} >= 0 and ${t.totalTips} >= 0`),
    check('users_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('users_region_check', sql`${t.region} is null or ${t.region} like ${t.country} || '-%'`),
    check('users_push_kinds_check', sql`${t.pushKinds} <@ array['tips', 'results', 'money', 'leagues']`),
  ],
);

/**
 * The names a fan went by before (issue 63): a shared `/fans/<old name>` link still finds them, unless another fan
 * has taken the name since. Removed when the account closes.
 */
export const usernameHistory = pgTable(
  'username_history',
  {
    /** The old name, lowercased. */
    username: text('username').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('username_history_user_idx').on(t.userId)],
);

/** A fan's or admin's profile as stored: who `request.profile` is once signed in. */
export type Profile = typeof users.$inferSelect;

/**
 * A device a fan turned notifications on for (issue 26): the browser's push service endpoint and the
 * keys its payloads are encrypted for. Removed when the push service says it is gone (404, 410) and when
 * the sign-in that subscribed it signs out (`sessionKey`).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** SHA-256 of the session token of the sign-in that subscribed the device (never the token). */
    sessionKey: text('session_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionKey),
  ],
);

/**
 * A fan's deposit limits (issue 62): one row a period, in credits; a raise or removal waits a day (`pending*`),
 * a lowering replaces `amount` at once. Read under a lock on the fan's profile with the purchases they bound.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period', { enum: DEPOSIT_PERIODS }).notNull(),
    amount: integer('amount'),
    /** A raise (or removal, null) asked for, in force from `pendingFrom`. */
    pendingAmount: integer('pending_amount'),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    check('deposit_limits_period_check', oneOf('period', DEPOSIT_PERIODS)),
    check('deposit_limits_amount_check', sql`${t.amount} is null or ${t.amount} > 0`),
    check('deposit_limits_pending_check', sql`${t.pendingAmount} is null or ${t.pendingAmount} > 0`),
  ],
);

/**
 * Breaks and self-exclusions a fan took (issue 62): in force from `startsAt` until `endsAt` (null: for good).
 * Never updated or deleted by the product: neither the fan nor an admin can end one early.
 */
export const playPauses = pgTable(
  'play_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PLAY_PAUSE_KINDS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('play_pauses_user_idx').on(t.userId, t.startsAt),
    check('play_pauses_kind_check', oneOf('kind', PLAY_PAUSE_KINDS)),
    check('play_pauses_span_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * What the operator allows where (issue 62, point 2): a country ('AU'), a region ('US-NJ') or '*' for everywhere
 * else. Read at every paid action, so a change applies on every process at once; every change is audited.
 */
export const jurisdictions = pgTable(
  'jurisdictions',
  {
    code: text('code').primaryKey(),
    paidPools: boolean('paid_pools').notNull(),
    /** The licence or legal basis of the paid pools there. */
    poolBasis: text('pool_basis'),
    fixedPrizes: boolean('fixed_prizes').notNull(),
    minimumAge: integer('minimum_age').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('jurisdictions_code_check', sql`${t.code} ~ '^([A-Z]{2}(-[A-Z0-9]{1,3})?|[*])$'`),
    check('jurisdictions_minimum_age_check', sql`${t.minimumAge} in (18, 19, 21)`),
    check('jurisdictions_pool_basis_check', sql`not ${t.paidPools} or ${t.poolBasis} is not null`),
  ],
);

/**
 * What an account was seen with that could say it is another's person's second (issue 62, point 5): a card's
 * fingerprint, a browser's device cookie, a name with a date of birth. Only a SHA-256 digest of each is kept.
 * Removed when the account closes.
 */
export const accountSignals = pgTable(
  'account_signals',
  {
    kind: text('kind', { enum: ACCOUNT_SIGNAL_KINDS }).notNull(),
    digest: text('digest').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.digest, t.userId] }),
    index('account_signals_user_idx').on(t.userId),
    check('account_signals_kind_check', oneOf('kind', ACCOUNT_SIGNAL_KINDS)),
  ],
);

/**
 * Two accounts a signal ties together, for an administrator to decide (issue 62, point 5); `userId` is the
 * older account. While one is open, neither account's prizes are paid.
 */
export const accountReviews = pgTable(
  'account_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signal: text('signal', { enum: ACCOUNT_SIGNAL_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The administrator who decided it (their email, as the audit log names them). */
    resolvedBy: text('resolved_by'),
    outcome: text('outcome', { enum: ACCOUNT_REVIEW_OUTCOMES }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('account_reviews_pair_key').on(t.userId, t.otherUserId, t.signal),
    index('account_reviews_other_idx').on(t.otherUserId),
    index('account_reviews_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    check('account_reviews_pair_check', sql`${t.userId} <> ${t.otherUserId}`),
    check('account_reviews_signal_check', oneOf('signal', ACCOUNT_SIGNAL_KINDS)),
    check('account_reviews_outcome_check', sql`(${t.resolvedAt} is null) = (${t.outcome} is null)`),
  ],
);
