/** Private leagues: fans ranked among themselves (migration 0015). */
import { LEAGUE_ROLES, VERDICTS } from '@squash/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.js';
import { tournaments } from './draws.js';
import { entries } from './entries.js';
import { users } from './people.js';

/**
 * A league. Its owner is the member whose role is 'owner' (one per league). The database keeps the rest
 * whoever removes a member (leaving, the owner's tools, an account deleted): `member_count` follows the
 * members, a league whose owner goes passes to its oldest member, and one with no members left is removed.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    inviteCode: text('invite_code').notNull(),
    memberCount: integer('member_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('leagues_invite_code_key').on(t.inviteCode),
    check('leagues_member_count_check', sql`${t.memberCount} >= 0`),
  ],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: LEAGUE_ROLES }).notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.userId] }),
    index('league_members_user_idx').on(t.userId),
    uniqueIndex('league_members_owner_key').on(t.leagueId).where(sql`role = 'owner'`),
    check('league_members_role_check', oneOf('role', LEAGUE_ROLES)),
  ],
);

/**
 * Each entry's outlook within a private league's table of a tournament under way (issue 27): whether it
 * can still finish first among the league's entries, its best place there, and its chance of first, worked
 * out by the outlook job beside `entry_outlooks` and for the same leaderboard version. The league's rows
 * are shown only while they are for the league's entries as they are now (a member who joined or left
 * since makes them out of date: they wait for the next run).
 */
export const leagueOutlooks = pgTable(
  'league_outlooks',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    first: text('first', { enum: VERDICTS }).notNull(),
    bestRank: integer('best_rank').notNull(),
    bestRankExact: boolean('best_rank_exact').notNull(),
    firstChance: real('first_chance').notNull(),
    leaderboardVersion: integer('leaderboard_version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.entryId] }),
    index('league_outlooks_tournament_idx').on(t.tournamentId, t.leagueId),
    // Deleting an entry (a tournament's deletion deletes them all) finds its rows by this one (issue 63).
    index('league_outlooks_entry_idx').on(t.entryId),
    check('league_outlooks_first_check', oneOf('first', VERDICTS)),
    check('league_outlooks_chance_check', sql`${t.firstChance} between 0 and 1`),
  ],
);

/**
 * The reminders a league's owner sent to the members still without a complete entry for a tournament (issue 45):
 * at most one a day per league and tournament, the last read under a lock before the next is recorded.
 */
export const leagueReminders = pgTable(
  'league_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Members reminded: by push, by mail. */
    byPush: integer('by_push').notNull(),
    byMail: integer('by_mail').notNull(),
  },
  (t) => [
    index('league_reminders_league_tournament_idx').on(t.leagueId, t.tournamentId, t.sentAt),
    index('league_reminders_tournament_idx').on(t.tournamentId),
    index('league_reminders_sent_by_idx').on(t.sentBy),
    check('league_reminders_counts_check', sql`${t.byPush} >= 0 and ${t.byMail} >= 0`),
  ],
);
