/** The tour's side: players, tournaments, their rounds and matches. */
import {
  type FixedPrize,
  GENDERS,
  MATCH_OUTCOMES,
  MAX_MATCHES_PER_ROUND,
  PLAYER_ENTRIES,
  PRIZE_MODELS,
  TOURNAMENT_STATUSES,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.js';

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tour's numeric player id, when known (the site shows it only inside photo URLs). */
    externalId: text('external_id'),
    /** The tour's profile slug ('connor-turk', 'komal-khan-2'): how imports recognise a player. */
    slug: text('slug'),
    fullName: text('full_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    country: text('country'),
    gender: text('gender', { enum: GENDERS }).notNull(),
    imageUrl: text('image_url'),
    url: text('url'),
    worldRank: integer('world_rank'),
    /** The date of the list the rank is from (a rankings import, or a draw file's event). */
    worldRankDate: date('world_rank_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('players_external_id_key').on(t.externalId),
    uniqueIndex('players_slug_key').on(t.slug),
    index('players_gender_rank_idx').on(t.gender, t.worldRank),
    check('players_gender_check', oneOf('gender', GENDERS)),
    check('players_world_rank_check', sql`${t.worldRank} is null or ${t.worldRank} > 0`),
  ],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    location: text('location'),
    gender: text('gender', { enum: GENDERS }).notNull(),
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull().default('CREATING'),
    url: text('url'),
    imageUrl: text('image_url'),
    /** IANA zone of the venue; match times on the tour's pages are venue-local. */
    timezone: text('timezone').notNull().default('UTC'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The instant tips lock. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Where an import came from ('psa:windsor-club-open-2023:mens'), so re-importing updates. */
    sourceKey: text('source_key'),
    /**
     * Bumped by every re-score and re-rank of the tournament's entries, in the same transaction: a
     * cached leaderboard page whose version still matches needs no new read.
     */
    leaderboardVersion: integer('leaderboard_version').notNull().default(0),
    /** Entry fee in hundredths of a credit (0 = free); fixed once the first entry has paid it. */
    entryFee: integer('entry_fee').notNull().default(0),
    /**
     * A Second Chance's main tournament (decision 020): a tournament of its own whose draw copies the
     * main draw's later rounds, kept true by a trigger on `matches`. Null for a main tournament.
     */
    parentId: uuid('parent_id').references((): AnyPgColumn => tournaments.id, { onDelete: 'cascade' }),
    /**
     * When the prizes of a finished tournament settle (issue 62, point 6): the end of the dispute window, set when
     * its ranks are frozen. Until then its prizes are provisional; null for one frozen before the window existed.
     */
    prizesSettleAt: timestamp('prizes_settle_at', { withTimezone: true }),
    /** Why an administrator holds the payout (null: not held): nothing settles while it is held. */
    prizeHold: text('prize_hold'),
    /** How it pays (issue 62, point 3): the pool of the fees, fixed prizes, or free for glory. */
    prizeModel: text('prize_model', { enum: PRIZE_MODELS }).notNull().default('POOL'),
    /** A fixed-prize tournament's prizes by place, set before entries open (status CREATING) and never after. */
    fixedPrizes: jsonb('fixed_prizes').$type<FixedPrize[]>().notNull().default([]),
    /** Who funds the fixed prizes; null: the operator. */
    prizeSponsor: text('prize_sponsor'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tournaments_source_key_key').on(t.sourceKey),
    /** One Second Chance per tournament. */
    uniqueIndex('tournaments_parent_key').on(t.parentId),
    check('tournaments_second_chance_free_check', sql`${t.parentId} is null or ${t.entryFee} = 0`),
    index('tournaments_status_start_idx').on(t.status, t.startDate),
    index('tournaments_start_date_idx').on(t.startDate),
    index('tournaments_end_date_idx').on(t.endDate),
    check('tournaments_status_check', oneOf('status', TOURNAMENT_STATUSES)),
    check('tournaments_gender_check', oneOf('gender', GENDERS)),
    check('tournaments_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('tournaments_entry_fee_check', sql`${t.entryFee} between 0 and 100000`),
    check('tournaments_prize_model_check', oneOf('prize_model', PRIZE_MODELS)),
    check('tournaments_free_for_glory_check', sql`${t.prizeModel} <> 'FREE' or ${t.entryFee} = 0`),
  ],
);

/** Who plays in a tournament, with what the draw says of them there: seed and entry route. */
export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    seed: smallint('seed'),
    /** 'WC' wildcard or 'Q' qualifier; null for a direct entry. */
    entry: text('entry', { enum: PLAYER_ENTRIES }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerId] }),
    index('tournament_players_player_idx').on(t.playerId),
    check('tournament_players_seed_check', sql`${t.seed} is null or ${t.seed} > 0`),
    check('tournament_players_entry_check', sql`${t.entry} is null or ${oneOf('entry', PLAYER_ENTRIES)}`),
  ],
);

export const rounds = pgTable(
  'rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** 1 is the first round; the final has the highest index. */
    index: smallint('index').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rounds_tournament_index_key').on(t.tournamentId, t.index),
    check('rounds_index_check', sql`${t.index} >= 1`),
  ],
);

/**
 * Where an entry keeps its pick of a match: slot `(round index - 1) * TIP_SLOTS_PER_ROUND + position` of
 * the `entry_tips` arrays. Stable while the draw is played (matches only move or go while a tournament
 * is being created, before anyone can enter).
 */
export const TIP_SLOTS_PER_ROUND = MAX_MATCHES_PER_ROUND;

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    /** 1-based, top to bottom within the round. */
    position: smallint('position').notNull(),
    playerOneId: uuid('player_one_id').references(() => players.id, { onDelete: 'restrict' }),
    playerTwoId: uuid('player_two_id').references(() => players.id, { onDelete: 'restrict' }),
    isBye: boolean('is_bye').notNull().default(false),
    /** A Round 1 slot reserved for a qualifier not yet known (1 = playerOne, 2 = playerTwo). */
    qualifierSlot: smallint('qualifier_slot').$type<1 | 2>(),
    isCompleted: boolean('is_completed').notNull().default(false),
    winnerId: uuid('winner_id').references(() => players.id, { onDelete: 'restrict' }),
    /** Games won, winner first ('3-1'). */
    gameScore: text('game_score'),
    /** Points of each game played, playerOne first: [[11, 5], [9, 11]]. */
    games: jsonb('games').$type<Array<[number, number]>>(),
    outcome: text('outcome', { enum: MATCH_OUTCOMES }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    nextMatchId: uuid('next_match_id').references((): AnyPgColumn => matches.id, { onDelete: 'set null' }),
    nextMatchPlayerSlot: smallint('next_match_player_slot').$type<1 | 2>(),
    /** In a Second Chance, the main draw's match this one copies (players, result, start: migration 0027). */
    sourceMatchId: uuid('source_match_id').references((): AnyPgColumn => matches.id, { onDelete: 'cascade' }),
    /** A round-robin match's group ('A'), in a Tour Finals' group stage (decision 033); null in a knockout. */
    groupLabel: text('group_label'),
    /**
     * Where a knockout slot is filled from a group's table ('A1': group A's winner), as a Finals' semi-finals'
     * are; null where the feeding match fills it, or the draw does.
     */
    playerOneSource: text('player_one_source'),
    playerTwoSource: text('player_two_source'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('matches_source_match_key').on(t.sourceMatchId),
    uniqueIndex('matches_round_position_key').on(t.roundId, t.position),
    index('matches_tournament_idx').on(t.tournamentId),
    index('matches_completed_starts_idx').on(t.isCompleted, t.startsAt),
    index('matches_player_one_idx').on(t.playerOneId),
    index('matches_player_two_idx').on(t.playerTwoId),
    index('matches_winner_idx').on(t.winnerId),
    index('matches_next_match_idx').on(t.nextMatchId),
    check('matches_position_check', sql`${t.position} between 1 and ${sql.raw(String(TIP_SLOTS_PER_ROUND))}`),
    check('matches_qualifier_slot_check', sql`${t.qualifierSlot} is null or ${t.qualifierSlot} in (1, 2)`),
    check(
      'matches_next_slot_check',
      sql`(${t.nextMatchId} is null) = (${t.nextMatchPlayerSlot} is null) and (${t.nextMatchPlayerSlot} is null or ${t.nextMatchPlayerSlot} in (1, 2))`,
    ),
    check(
      'matches_winner_check',
      sql`${t.winnerId} is null or (${t.isCompleted} and ${t.winnerId} in (${t.playerOneId}, ${t.playerTwoId}))`,
    ),
    check(
      'matches_distinct_players_check',
      sql`${t.playerOneId} is distinct from ${t.playerTwoId} or ${t.playerOneId} is null`,
    ),
    check('matches_outcome_check', sql`${t.outcome} is null or ${oneOf('outcome', MATCH_OUTCOMES)}`),
    check('matches_game_score_check', sql`${t.gameScore} is null or ${t.gameScore} ~ '^[0-3]-[0-3]$'`),
    check('matches_group_label_check', sql`${t.groupLabel} is null or ${t.groupLabel} ~ '^[A-H]$'`),
    check(
      'matches_player_sources_check',
      sql`(${t.playerOneSource} is null or ${t.playerOneSource} ~ '^[A-H][1-8]$') and (${t.playerTwoSource} is null or ${t.playerTwoSource} ~ '^[A-H][1-8]$')`,
    ),
    /** A group match has its own players; only a knockout slot is filled from a group. */
    check(
      'matches_group_or_sources_check',
      sql`${t.groupLabel} is null or (${t.playerOneSource} is null and ${t.playerTwoSource} is null)`,
    ),
  ],
);
