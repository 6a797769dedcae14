import {
  DATA_ISSUE_SEVERITIES,
  ENTRY_STATUSES,
  GAME_SCORES,
  GENDERS,
  LEDGER_ACCOUNT_KINDS,
  LEDGER_TRANSFER_TYPES,
  MATCH_OUTCOMES,
  MAX_MATCHES_PER_ROUND,
  PAYMENT_STATUSES,
  PLAYER_ENTRIES,
  RESOURCE_TYPES,
  TOURNAMENT_STATUSES,
  USER_ROLES,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auth_users } from './auth-schema.js';

export * from './auth-schema.js';

/** `column IN ('a', 'b')`, written out so the migration holds the literal list. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tournaments_source_key_key').on(t.sourceKey),
    index('tournaments_status_start_idx').on(t.status, t.startDate),
    index('tournaments_start_date_idx').on(t.startDate),
    index('tournaments_end_date_idx').on(t.endDate),
    check('tournaments_status_check', oneOf('status', TOURNAMENT_STATUSES)),
    check('tournaments_gender_check', oneOf('gender', GENDERS)),
    check('tournaments_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('tournaments_entry_fee_check', sql`${t.entryFee} between 0 and 100000`),
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
    qualifierSlot: smallint('qualifier_slot'),
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
    nextMatchPlayerSlot: smallint('next_match_player_slot'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('matches_round_position_key').on(t.roundId, t.position),
    index('matches_tournament_idx').on(t.tournamentId),
    index('matches_completed_starts_idx').on(t.isCompleted, t.startsAt),
    index('matches_player_one_idx').on(t.playerOneId),
    index('matches_player_two_idx').on(t.playerTwoId),
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
  ],
);

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

/** Tips one per row, as `entry_tips` holds them (a view: migration 0005). */
export const matchTips = pgView('match_tips', {
  entryId: uuid('entry_id').notNull(),
  matchId: uuid('match_id').notNull(),
  predictedWinnerId: uuid('predicted_winner_id').notNull(),
  predictedScore: text('predicted_score', { enum: GAME_SCORES }),
  adjustedFromPlayerId: uuid('adjusted_from_player_id'),
}).existing();

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
  (t) => [index('feedback_created_idx').on(t.createdAt)],
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
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    userId: uuid('user_id'),
    tournamentId: uuid('tournament_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_key').on(t.kind, t.userId, t.tournamentId).nullsNotDistinct(),
    check('ledger_accounts_kind_check', oneOf('kind', LEDGER_ACCOUNT_KINDS)),
    check('ledger_accounts_user_balance_check', sql`${t.kind} <> 'USER_CREDITS' or ${t.balance} >= 0`),
  ],
);

/** One movement of credits with its cause; the idempotency key (from the cause) makes it happen once. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    type: text('type', { enum: LEDGER_TRANSFER_TYPES }).notNull(),
    description: text('description').notNull(),
    resourceType: text('resource_type', { enum: RESOURCE_TYPES }),
    resourceId: uuid('resource_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('ledger_transfers_type_check', oneOf('type', LEDGER_TRANSFER_TYPES))],
);

/** A transfer's lines, signed, summing to zero (checked at commit); never changed or deleted. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
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

/** Provider events (Stripe webhooks) already applied, recorded in the same transaction as their effect. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'restrict' }),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
