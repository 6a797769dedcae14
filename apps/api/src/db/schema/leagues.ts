/** Private leagues: fans ranked among themselves (migration 0015). */
import { LEAGUE_ROLES } from '@squash/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.js';
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
