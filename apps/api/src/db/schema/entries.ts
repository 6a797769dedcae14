/** Fans' entries and their tips. */
import { ENTRY_STATUSES, GAME_SCORES, VERDICTS } from '@squash/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.js';
import { tournaments } from './draws.js';
import { users } from './people.js';

export const entries = pgTable(
  'entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ENTRY_STATUSES }).notNull().default('OPEN'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /** Correct winners so far. */
    score: integer('score').notNull().default(0),
    /** Decided non-bye matches so far. */
    possibleScore: integer('possible_score').notNull().default(0),
    /** 10 per correct winner + 1 per correct game score. */
    points: integer('points').notNull().default(0),
    /** Points still reachable from undecided matches. */
    maxPoints: integer('max_points').notNull().default(0),
    rank: integer('rank'),
    /**
     * 1-based place on the leaderboard (rank, then username). Deliberately not indexed: scoring
     * rewrites score, points, rank and position of every entry after each result, and with no index on
     * them (and free room in each page, migration 0002) those are HOT updates that touch no index.
     */
    position: integer('position'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('entries_tournament_user_key').on(t.tournamentId, t.userId),
    index('entries_user_idx').on(t.userId),
    check('entries_status_check', oneOf('status', ENTRY_STATUSES)),
    check('entries_counts_check', sql`${t.score} >= 0 and ${t.possibleScore} >= 0 and ${t.points} >= 0`),
  ],
);

/**
 * An entry's picks, one row per entry (migration 0005): a submission writes two rows instead of 64, and
 * scoring reads the one element of each entry's arrays that a new result decides. Read tip by tip
 * through the `match_tips` view below.
 */
export const entryTips = pgTable(
  'entry_tips',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => entries.id, { onDelete: 'cascade' }),
    /** The picked winner of each match, by tip slot; null where the entry has no pick (a bye). */
    winnerIds: uuid('winner_ids').array().notNull(),
    /** Games the picked winner drops (0 for 3-0, 1 for 3-1, 2 for 3-2), by tip slot; null without a score. */
    lostGames: smallint('lost_games').array().notNull(),
    /** The fan's original pick where the late-draw-change rule replaced it, by tip slot, so the fan can see why. */
    adjustedFromIds: uuid('adjusted_from_ids').array(),
    adjustedAt: timestamp('adjusted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check('entry_tips_lost_games_check', sql`0 <= all(${t.lostGames}) and 2 >= all(${t.lostGames})`)],
);

/**
 * A tournament's crowd picks ('62% picked Crowne'), computed once its tips are locked (the lock job does
 * it) and kept here for every process, as `pickStats` answers them. A change to any of its entries'
 * tips after that (a late draw change, an entry deleted) deletes the row in the same transaction
 * (triggers, migration 0019), and the next read computes it again.
 */
export const crowdPicks = pgTable('crowd_picks', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  picks: jsonb('picks').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each entry's outlook in a tournament under way (issue 27, decision 019): whether it can still finish
 * first and in the prize places, its best rank still possible, and its chances, as computed by the
 * outlook job after the result that made `decided` matches decided (a row with fewer is out of date).
 */
export const entryOutlooks = pgTable(
  'entry_outlooks',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => entries.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    first: text('first', { enum: VERDICTS }).notNull(),
    prizePlaces: text('prize_places', { enum: VERDICTS }).notNull(),
    bestRank: integer('best_rank').notNull(),
    bestRankExact: boolean('best_rank_exact').notNull(),
    firstChance: real('first_chance').notNull(),
    prizeChance: real('prize_chance').notNull(),
    decided: integer('decided').notNull(),
    /**
     * The tournament's leaderboard version these were worked out for (the job moves it on as it writes
     * them): a row whose version is no longer the tournament's is out of date and never shown.
     */
    leaderboardVersion: integer('leaderboard_version').notNull().default(-1),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entry_outlooks_tournament_idx').on(t.tournamentId),
    check('entry_outlooks_first_check', oneOf('first', VERDICTS)),
    check('entry_outlooks_prize_places_check', oneOf('prize_places', VERDICTS)),
    check('entry_outlooks_chances_check', sql`${t.firstChance} between 0 and 1 and ${t.prizeChance} between 0 and 1`),
  ],
);

/** Tips one per row, as `entry_tips` holds them (a view: migration 0005). */
export const matchTips = pgView('match_tips', {
  entryId: uuid('entry_id').notNull(),
  matchId: uuid('match_id').notNull(),
  predictedWinnerId: uuid('predicted_winner_id').notNull(),
  predictedScore: text('predicted_score', { enum: GAME_SCORES }),
  adjustedFromPlayerId: uuid('adjusted_from_player_id'),
}).existing();
