/** People: the product's own profile of each fan and admin. */
import { USER_ROLES } from '@squash/core';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** Profiles carried over from the old site; they have history but no password until signing up. */
    isMigrated: boolean('is_migrated').notNull().default(false),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    tournamentUpdatesEnabled: boolean('tournament_updates_enabled').notNull().default(true),
    tournamentResultsEnabled: boolean('tournament_results_enabled').notNull().default(true),
    /**
     * History carried over from the old site (editable by an admin, spec 001 user form). Totals shown
     * to people add the entries of this site, computed from entries, so a result never rewrites users.
     */
    points: integer('points').notNull().default(0),
    correctTips: integer('correct_tips').notNull().default(0),
    totalTips: integer('total_tips').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_provider_id_key').on(t.providerId),
    check('users_role_check', oneOf('role', USER_ROLES)),
    check('users_counters_check', sql`${t.points} >= 0 and ${t.correctTips} >= 0 and ${t.totalTips} >= 0`),
  ],
);
