/** The money: card payments, the credits ledger, prizes, the provider's events. */
import { LEDGER_ACCOUNT_KINDS, LEDGER_TRANSFER_TYPES, PAYMENT_STATUSES, RESOURCE_TYPES } from '@squash/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.js';
import { tournaments } from './draws.js';
import { users } from './people.js';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('CREATING'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    creditAmount: integer('credit_amount').notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    /** Why a payment failed, as the fan is told ('Your card was declined.'). */
    failureReason: text('failure_reason'),
    /** Test provider: when a payment waiting on an extra authentication step goes through. */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_session_key').on(t.provider, t.providerSessionId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_status_check', oneOf('status', PAYMENT_STATUSES)),
    check('payments_amounts_check', sql`${t.amountCents} > 0 and ${t.creditAmount} > 0`),
  ],
);

/**
 * The ledger's kinds of account and of transfer as the database's own types rather than text under a
 * check: a check is read back from its stored text by every statement that writes the table, and a paid
 * entry writes three ledger tables (issue 29, decision 017).
 */
export const ledgerAccountKind = pgEnum('ledger_account_kind', LEDGER_ACCOUNT_KINDS);
export const ledgerTransferType = pgEnum('ledger_transfer_type', LEDGER_TRANSFER_TYPES);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerAccountKind('kind').notNull(),
    userId: uuid('user_id'),
    tournamentId: uuid('tournament_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_key').on(t.kind, t.userId, t.tournamentId).nullsNotDistinct(),
    check('ledger_accounts_user_balance_check', sql`${t.kind} <> 'USER_CREDITS' or ${t.balance} >= 0`),
  ],
);

/** One movement of credits with its cause; the idempotency key (from the cause) makes it happen once. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    type: ledgerTransferType('type').notNull(),
    description: text('description').notNull(),
    resourceType: text('resource_type', { enum: RESOURCE_TYPES }),
    resourceId: uuid('resource_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The minute sweep looks for the last day's refunds to tell devices of (push/events.ts): refunds only.
    index('ledger_transfers_refunds_idx').on(t.createdAt).where(sql`${t.type} = 'REFUND'`),
  ],
);

/** A transfer's lines, signed, summing to zero (checked for each statement that posts lines); never changed or deleted. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The transfer is a foreign key (migration 0030); the account is checked by the statement trigger that
    // applies the lines to its balance, rather than by a key that would share-lock a pool's row for every paid
    // entry in flight (decision 008). Transfers and accounts are never deleted.
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_lines_account_idx').on(t.accountId, t.createdAt),
    index('ledger_lines_transfer_idx').on(t.transferId),
    check('ledger_lines_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Cash prizes owed to a tournament's winners (the pool's 60%), in hundredths of a credit (x 10 cents),
 * until the back office pays them and records the reference. Plain ids, like the ledger's: history stays.
 */
export const prizes = pgTable(
  'prizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id').notNull(),
    userId: uuid('user_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    rank: integer('rank').notNull(),
    credits: integer('credits').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prizes_tournament_user_key').on(t.tournamentId, t.userId),
    check('prizes_credits_check', sql`${t.credits} > 0`),
  ],
);

/**
 * A fan's dispute of a finished tournament's provisional result (issue 62, point 6), raised in the dispute window:
 * the prizes don't settle while one is open. An administrator resolves it, saying how (audited).
 */
export const prizeDisputes = pgTable(
  'prize_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    /** The administrator who resolved it (their email, as the audit log names them). */
    resolvedBy: text('resolved_by'),
  },
  (t) => [
    index('prize_disputes_tournament_idx').on(t.tournamentId),
    index('prize_disputes_user_idx').on(t.userId),
    // One open dispute per fan and tournament.
    uniqueIndex('prize_disputes_open_key').on(t.tournamentId, t.userId).where(sql`${t.resolvedAt} is null`),
    check('prize_disputes_resolution_check', sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
  ],
);

/**
 * How a winner's identity was checked before a cash prize is paid (issue 62, point 6): by the payment provider's
 * identity service (`provider`, its verified name and date of birth matched to the profile) or recorded by an
 * administrator with what they checked (`admin`). Kept: the record of each payout's check.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['provider', 'admin'] }).notNull(),
    status: text('status', { enum: ['pending', 'verified', 'failed'] }).notNull(),
    /** The provider's session (Stripe's VerificationSession id), for `provider`. */
    providerSessionId: text('provider_session_id'),
    /** What was checked: the administrator's words, or what the provider reported. */
    checked: text('checked').notNull(),
    /** The administrator who recorded it (their email, as the audit log names them). */
    recordedBy: text('recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('identity_checks_user_idx').on(t.userId),
    check('identity_checks_method_check', sql`${t.method} in ('provider', 'admin')`),
    check('identity_checks_status_check', sql`${t.status} in ('pending', 'verified', 'failed')`),
  ],
);

/**
 * Prize credits won by a fan under review as a possible second account (issue 62, point 5): posted to the
 * PRIZES_HELD account at settlement instead of theirs, then released to them or, when the review finds the
 * account a second one, forfeited to the platform. Each once (`released_at` or `forfeited_at`).
 */
export const heldPrizes = pgTable(
  'held_prizes',
  {
    tournamentId: uuid('tournament_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** Hundredths of a credit, as the ledger counts. */
    credits: integer('credits').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    forfeitedAt: timestamp('forfeited_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('held_prizes_user_idx').on(t.userId),
    check('held_prizes_credits_check', sql`${t.credits} > 0`),
    check('held_prizes_once_check', sql`${t.releasedAt} is null or ${t.forfeitedAt} is null`),
  ],
);

/** Provider events (Stripe webhooks) already applied, recorded in the same transaction as their effect. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);
