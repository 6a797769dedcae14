/** Running the site: data issues, feedback, the mail outbox and log, settings, rate limits. */
import { AUDIT_RESOURCES, DATA_ISSUE_SEVERITIES, RESOURCE_TYPES, SOCIAL_LINK_MAX_LENGTH } from '@squash/core';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './columns.js';
import { tournaments } from './draws.js';
import { users } from './people.js';

export const dataIssues = pgTable(
  'data_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    severity: text('severity', { enum: DATA_ISSUE_SEVERITIES }).notNull(),
    resourceType: text('resource_type', { enum: RESOURCE_TYPES }),
    resourceId: uuid('resource_id'),
    resourceName: text('resource_name'),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_issues_created_idx').on(t.createdAt),
    index('data_issues_tournament_idx').on(t.tournamentId),
    check('data_issues_severity_check', oneOf('severity', DATA_ISSUE_SEVERITIES)),
    check('data_issues_resource_check', sql`${t.resourceType} is null or ${oneOf('resource_type', RESOURCE_TYPES)}`),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt), index('feedback_user_idx').on(t.userId)],
);

/** Mails kept instead of sent when no SMTP server is configured: administrators only (GET /api/admin/outbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The one link the mail is about (verify, reset), so tests and people can follow it. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Settings the server generates once and keeps (e.g. the session-signing secret when none is configured). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The site's settings an administrator keeps in the back office (issue 63): one row, written only through the
 * audited `PUT /api/admin/site-settings`. No row: the footer shows the server environment's links (SOCIAL_*_URL).
 * Read by `GET /api/site-config` through the public read cache: its trigger notices every change (migration 0047).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean('id').primaryKey().default(true),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    xUrl: text('x_url'),
    youtubeUrl: text('youtube_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('site_settings_one_row_check', sql`${t.id}`),
    ...(['facebook_url', 'instagram_url', 'x_url', 'youtube_url'] as const).map((column) =>
      check(
        `site_settings_${column}_check`,
        sql`${sql.identifier(column)} is null or (${sql.identifier(column)} ~* '^https?://' and length(${sql.identifier(column)}) <= ${sql.raw(String(SOCIAL_LINK_MAX_LENGTH))})`,
      ),
    ),
  ],
);

/**
 * Notification events already sent to devices (issue 26), by a key naming the event (the result, the
 * payment, the join): whichever process notices an event first sends it, once.
 */
export const pushEvents = pgTable('push_events', {
  key: text('key').primaryKey(),
  devices: integer('devices').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What became of the notifications sent each day (UTC), all processes together: accepted by the push
 * service, failed (each try: a 5xx, 429 or timeout), or the device gone (404/410, its subscription removed).
 */
export const pushDaily = pgTable(
  'push_daily',
  {
    day: date('day').primaryKey(),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    gone: integer('gone').notNull().default(0),
  },
  (t) => [check('push_daily_counts_check', sql`${t.sent} >= 0 and ${t.failed} >= 0 and ${t.gone} >= 0`)],
);

/** Mails sent once per user and tournament (reminders, results), so a job can run again safely. */
export const notificationLog = pgTable(
  'notification_log',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reminder', 'results'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tournamentId, t.kind] }),
    index('notification_log_tournament_idx').on(t.tournamentId),
    check('notification_log_kind_check', sql`${t.kind} in ('reminder', 'results')`),
  ],
);

/**
 * Rate-limit counters shared by every API process (sign-in, sign-up, reset, lookups): one row per
 * limiter key and its current window. In the database because a fresh machine has nothing else shared.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * The ledger (double entry): an account per fan's credits, per tournament's pool, and the platform's
 * revenue, card clearing, admin grants and prizes owed in cash. Owners are plain ids, not foreign keys:
 * posted history outlives a deleted user or tournament. Balances are kept on the account in the same
 * transaction as their lines (a fan's never below zero), except a pool's, which is the sum of its lines:
 * every entry of a tournament would otherwise update that one row and queue behind the others.
 */

/**
 * Every write an administrator made, append-only: the database refuses to update, delete or truncate it
 * (migration 0017's triggers). No foreign keys, so a deleted user or tournament keeps its record.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminId: uuid('admin_id'),
    adminEmail: text('admin_email').notNull(),
    address: text('address').notNull(),
    action: text('action').notNull(),
    resourceType: text('resource_type', { enum: AUDIT_RESOURCES }).notNull(),
    resourceId: text('resource_id'),
    /** The resource's name when the action was recorded (migration 0031; null before it). */
    resourceName: text('resource_name'),
    statusCode: integer('status_code').notNull(),
    request: jsonb('request'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('admin_audit_at_idx').on(t.at),
    index('admin_audit_admin_idx').on(t.adminEmail, t.at),
    index('admin_audit_resource_idx').on(t.resourceType, t.resourceId),
  ],
);
