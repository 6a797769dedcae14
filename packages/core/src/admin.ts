import { z } from 'zod';
import {
  DATA_ISSUE_SEVERITIES,
  GAME_SCORES,
  GENDERS,
  MATCH_OUTCOMES,
  MAX_MATCHES_PER_ROUND,
  MAX_ROUNDS,
  PLAY_MARKS,
  RESOURCE_TYPES,
  TOURNAMENT_STATUSES,
  USER_ROLES,
} from './constants.js';
import { EntrySchema } from './entry.js';
import { MatchSchema } from './match.js';
import { booleanParam, enumParam, integerParam, pageQuery, SortOrderSchema } from './pagination.js';
import { PlayerSchema } from './player.js';
import { PRIZE_MODELS } from './prizes.js';
import { DepositLimitsSchema, PlayPauseSchema } from './responsible-play.js';
import { FixedPrizeSchema, MAX_FIXED_PRIZE_PLACES, TournamentDetailSchema, TournamentSchema } from './tournament.js';
import { EmailSchema, UsernameSchema } from './user.js';

/**
 * How long the back office's texts may be (issue 63: a 100,000-character name was saved, and made its page
 * 2.4 MB): a name as long as any event's or player's, a link as long as browsers keep.
 */
export const ADMIN_TEXT_MAX = { name: 200, part: 100, link: 2048 } as const;

const optionalText = z
  .string()
  .trim()
  .max(ADMIN_TEXT_MAX.link, `Links must be at most ${ADMIN_TEXT_MAX.link} characters`)
  .transform((value) => (value === '' ? null : value))
  .nullish();
const isoDate = (message: string) => z.iso.date({ error: message });

/** Spec 001 section 5: the back office's forms, with their messages. */
export const PlayerFormSchema = z
  .object({
    externalId: z
      .string({ error: 'External ID is required' })
      .trim()
      .min(1, 'External ID is required')
      .max(ADMIN_TEXT_MAX.part, `External ID must be at most ${ADMIN_TEXT_MAX.part} characters`),
    fullName: z
      .string({ error: 'Name must be at least 3 characters' })
      .trim()
      .min(3, 'Name must be at least 3 characters')
      .max(ADMIN_TEXT_MAX.name, `Name must be at most ${ADMIN_TEXT_MAX.name} characters`),
    firstName: z
      .string({ error: 'First Name is required' })
      .trim()
      .min(1, 'First Name is required')
      .max(ADMIN_TEXT_MAX.part, `First Name must be at most ${ADMIN_TEXT_MAX.part} characters`),
    lastName: z
      .string({ error: 'Last Name is required' })
      .trim()
      .min(1, 'Last Name is required')
      .max(ADMIN_TEXT_MAX.part, `Last Name must be at most ${ADMIN_TEXT_MAX.part} characters`),
    country: z
      .string({ error: 'Country must be at least 2 characters' })
      .trim()
      .min(2, 'Country must be at least 2 characters')
      .max(ADMIN_TEXT_MAX.part, `Country must be at most ${ADMIN_TEXT_MAX.part} characters`),
    gender: z.enum(GENDERS, { error: 'Gender must be mens or womens' }).default('mens'),
    imageUrl: optionalText,
    url: optionalText,
    worldRank: z
      .number({ error: 'World ranking must be a whole number' })
      .int('World ranking must be a whole number')
      .positive('World ranking must be 1 or more')
      .nullish(),
  })
  .meta({ id: 'PlayerForm' });
export type PlayerForm = z.infer<typeof PlayerFormSchema>;
/** PATCH: only the fields sent, and no defaults filled in (they would overwrite stored values). */
export const PlayerUpdateSchema = PlayerFormSchema.extend({ gender: z.enum(GENDERS).optional() }).partial();

export const TournamentFormSchema = z
  .object({
    name: z
      .string({ error: 'Name must be at least 3 characters' })
      .trim()
      .min(3, 'Name must be at least 3 characters')
      .max(ADMIN_TEXT_MAX.name, `Name must be at most ${ADMIN_TEXT_MAX.name} characters`),
    gender: z.enum(GENDERS, { error: 'Gender is required' }),
    location: z
      .string({ error: 'Location must be at least 3 characters' })
      .trim()
      .min(3, 'Location must be at least 3 characters')
      .max(ADMIN_TEXT_MAX.name, `Location must be at most ${ADMIN_TEXT_MAX.name} characters`),
    startDate: isoDate('Start date is required'),
    endDate: isoDate('End date is required'),
    status: z.enum(TOURNAMENT_STATUSES, { error: 'Status must be one of the seven statuses' }).default('CREATING'),
    timezone: z.string().trim().min(1).max(64, 'timezone must be an IANA time zone').optional(),
    startsAt: z.iso.datetime({ error: 'Start time must be a date-time' }).nullish(),
    url: optionalText,
    imageUrl: optionalText,
    /** Hundredths of a credit (100 = 1 credit); fixed once an entry has paid it. */
    entryFee: z
      .number({ error: 'Entry fee must be a number of credits' })
      .int('Entry fee must be in hundredths of a credit')
      .min(0, 'Entry fee must be 0 or more')
      .max(100_000, 'Entry fee must be at most 1000 credits')
      .optional(),
    /** How it pays (issue 62, point 3); set before entries open and unchangeable after. */
    prizeModel: z.enum(PRIZE_MODELS, { error: 'prizeModel must be POOL, FIXED or FREE' }).optional(),
    fixedPrizes: z
      .array(FixedPrizeSchema)
      .max(MAX_FIXED_PRIZE_PLACES * 2)
      .optional(),
    prizeSponsor: z.string().trim().max(ADMIN_TEXT_MAX.name, 'A sponsor is at most 200 characters').nullish(),
  })
  .meta({ id: 'TournamentForm' });
export type TournamentForm = z.infer<typeof TournamentFormSchema>;
export const TournamentUpdateSchema = TournamentFormSchema.extend({
  status: z.enum(TOURNAMENT_STATUSES, { error: 'Status must be one of the seven statuses' }).optional(),
}).partial();
export type TournamentUpdate = z.infer<typeof TournamentUpdateSchema>;

/**
 * Opening a tournament's Second Chance (decision 020): from a later round of its draw (by default the
 * first with no result yet), locking at that round's first start unless a time is given.
 */
export const SecondChanceRequestSchema = z
  .object({
    /** The main draw's round index to start from (2 or later). */
    fromRound: z
      .number({ error: 'Round must be a round number' })
      .int('Round must be a round number')
      .min(2, 'A Second Chance starts after Round 1')
      .max(MAX_ROUNDS, `A draw has at most ${MAX_ROUNDS} rounds`)
      .optional(),
    startsAt: z.iso.datetime({ error: 'Lock time must be a date-time' }).optional(),
  })
  .meta({ id: 'SecondChanceRequest' });
export type SecondChanceRequest = z.infer<typeof SecondChanceRequestSchema>;

/** Why a round takes no more matches. */
export const ROUND_FULL = `A round has at most ${MAX_MATCHES_PER_ROUND} matches`;

export const MatchFormSchema = z
  .object({
    tournamentId: z.uuid({ error: 'Tournament is required' }),
    roundId: z.uuid({ error: 'Round is required' }),
    position: z.number().int().positive('Position must be 1 or more').max(MAX_MATCHES_PER_ROUND, ROUND_FULL).optional(),
    startsAt: z.iso.datetime({ error: 'Scheduled time must be a date-time' }).nullish(),
    isCompleted: z.boolean().default(false),
    winnerId: z.uuid({ error: 'Winner must be one of the two players' }).nullish(),
    playerOneId: z.uuid({ error: 'Player 1 must be a player from the list' }).nullish(),
    playerTwoId: z.uuid({ error: 'Player 2 must be a player from the list' }).nullish(),
  })
  .meta({ id: 'MatchForm' });
export type MatchForm = z.infer<typeof MatchFormSchema>;

/**
 * PATCH a match: only the fields sent. A match stays in its tournament; ticking isCompleted records
 * the result (winner, outcome, game score) through the result operation, unticking it undoes it.
 */
export const MatchUpdateSchema = MatchFormSchema.omit({ tournamentId: true, position: true })
  .extend({
    isCompleted: z.boolean({ error: 'isCompleted must be true or false' }).optional(),
    outcome: z.enum(MATCH_OUTCOMES, { error: 'outcome must be played, walkover or retired' }).optional(),
    gameScore: z.enum(GAME_SCORES, { error: 'gameScore must be 3-0, 3-1 or 3-2' }).nullish(),
    gamesWonByRetiringPlayer: z.number().int().min(0).max(2, 'gamesWonByRetiringPlayer must be 0, 1 or 2').optional(),
  })
  .partial()
  .meta({ id: 'MatchUpdate' });
export type MatchUpdate = z.infer<typeof MatchUpdateSchema>;

const counter = (message: string) => z.number({ error: message }).int(message).min(0, message);

export type PlayerUpdate = z.infer<typeof PlayerUpdateSchema>;

export const UserFormSchema = z
  .object({
    // The fan's own rule: an admin can't give a name a fan couldn't choose.
    username: UsernameSchema,
    email: EmailSchema.optional(),
    points: counter('Points must be 0 or greater').default(0),
    correctTips: counter('Correct tips must be 0 or greater').default(0),
    totalTips: counter('Total tips must be 0 or greater').default(0),
    /** Staff or an active professional (never wins a prize), or null for neither; unchanged when absent. */
    playMark: z
      .enum(PLAY_MARKS, { error: 'playMark must be staff, professional, duplicate or null' })
      .nullable()
      .optional(),
  })
  .meta({ id: 'UserForm' });
export type UserForm = z.infer<typeof UserFormSchema>;

export const QualifierRequestSchema = z.object({
  playerPosition: z.enum(['playerOne', 'playerTwo'], { error: 'playerPosition must be playerOne or playerTwo' }),
});
export type QualifierRequest = z.infer<typeof QualifierRequestSchema>;

export const AdminListQuerySchema = z.object({
  ...pageQuery(),
  sort_by: enumParam('sort_by', ['created_at']).default('created_at'),
  sort_order: SortOrderSchema.default('desc'),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

export const AdminTournamentListQuerySchema = z.object({
  ...pageQuery(),
  status: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(enumParam('status', TOURNAMENT_STATUSES))
    .optional(),
});
export type AdminTournamentListQuery = z.infer<typeof AdminTournamentListQuerySchema>;

export const AdminMatchListQuerySchema = z.object({
  ...pageQuery(),
  is_completed: booleanParam('is_completed').optional(),
  tournament_id: z.uuid({ error: 'tournament_id must be a valid UUID' }).optional(),
});
export type AdminMatchListQuery = z.infer<typeof AdminMatchListQuerySchema>;

export const AdminPlayerListQuerySchema = z.object({
  ...pageQuery(),
  gender: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(enumParam('gender', GENDERS))
    .default('mens'),
  min_rank: integerParam('min_rank', { min: 1 }).optional(),
});
export type AdminPlayerListQuery = z.infer<typeof AdminPlayerListQuerySchema>;

export const AdminUserSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    role: z.enum(USER_ROLES),
    createdAt: z.iso.datetime(),
    acceptedTermsAt: z.iso.datetime().nullable(),
    tournamentUpdatesEnabled: z.boolean(),
    tournamentResultsEnabled: z.boolean(),
    points: z.number().int(),
    correctTips: z.number().int(),
    totalTips: z.number().int(),
    hasAccount: z.boolean(),
    /** Staff or an active professional: never wins a prize (issue 62, point 5). */
    playMark: z.enum(PLAY_MARKS).nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const UserStatsSchema = z
  .object({
    credits: z.number(),
    entries: z.number().int(),
    points: z.number().int(),
    possiblePoints: z.number().int(),
    successRate: z.number().int(),
  })
  .meta({ id: 'UserStats' });
export type UserStats = z.infer<typeof UserStatsSchema>;

/** A fan in the back office, with their credits and tipping record. */
/** What paid play knows of a fan (issue 62): their declarations, deposit limits, and every break or exclusion. */
export const AdminPaidPlaySchema = z.object({
  dateOfBirth: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  limits: DepositLimitsSchema,
  /** Newest first, ended ones too: the record of what the fan chose. */
  pauses: z.array(PlayPauseSchema),
  /** Reviews of the account as a possible second one still to decide (issue 62, point 5): its prizes are held. */
  openReviews: z.number().int(),
  /** Whether the fan's identity is verified (by the identity service or an administrator's check). */
  identityVerified: z.boolean(),
});
export type AdminPaidPlay = z.infer<typeof AdminPaidPlaySchema>;

export const AdminUserDetailSchema = AdminUserSchema.extend({ stats: UserStatsSchema, paidPlay: AdminPaidPlaySchema });
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** An entry as the back office lists it: the entry's own facts, with the fan's and the tournament's names. */
export const AdminEntrySchema = EntrySchema.pick({
  id: true,
  userId: true,
  tournamentId: true,
  status: true,
  finalizedAt: true,
  createdAt: true,
  points: true,
  rank: true,
})
  .extend({ username: z.string(), tournamentName: z.string().nullable() })
  .meta({ id: 'AdminEntry' });
export type AdminEntry = z.infer<typeof AdminEntrySchema>;

export const DataIssueSchema = z
  .object({
    id: z.uuid(),
    type: z.string(),
    description: z.string(),
    severity: z.enum(DATA_ISSUE_SEVERITIES),
    resourceType: z.enum(RESOURCE_TYPES).nullable(),
    resourceId: z.uuid().nullable(),
    resourceName: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'DataIssue' });
export type DataIssue = z.infer<typeof DataIssueSchema>;

export const AdminTournamentSchema = TournamentSchema.extend({
  sourceKey: z.string().nullable(),
  entryCount: z.number().int(),
  createdAt: z.iso.datetime(),
}).meta({ id: 'AdminTournament' });
export type AdminTournament = z.infer<typeof AdminTournamentSchema>;

/** A tournament in the back office: its draw (drafts included), entry count and source. */
export const AdminTournamentDetailSchema = TournamentDetailSchema.extend({
  entryCount: z.number().int(),
  sourceKey: z.string().nullable(),
});
export type AdminTournamentDetail = z.infer<typeof AdminTournamentDetailSchema>;

/** A player in the back office, with the matches still to play and the last ones played. */
export const AdminPlayerDetailSchema = PlayerSchema.extend({
  upcomingMatches: z.array(MatchSchema),
  completedMatches: z.array(MatchSchema),
});
export type AdminPlayerDetail = z.infer<typeof AdminPlayerDetailSchema>;

/** The answer to a delete in the back office. */
export const DeletedSchema = z.object({ id: z.uuid() });
export type Deleted = z.infer<typeof DeletedSchema>;

/** The answer to deleting a tournament: how many paid entries were refunded, in words too. */
export const TournamentDeletedSchema = z.object({
  id: z.uuid(),
  refundedEntries: z.number().int(),
  /** Whether it had started: then no fee was refunded (entries are not refunded once a competition begins). */
  started: z.boolean(),
  /** What was refunded, in English (the back office says it from the two figures above, in the reader's language). */
  refund: z.string(),
});
export type TournamentDeleted = z.infer<typeof TournamentDeletedSchema>;

/** The back-office dashboard's counts. */
/** The money an operator checks every day, over the last MONEY_PERIOD_DAYS where it is a flow. */
export const AdminMoneyStatsSchema = z.object({
  periodDays: z.number().int(),
  currency: z.string(),
  /** Card purchases paid in the period: credits (whole) and their price in cents. */
  creditsSold: z.number().int(),
  revenueCents: z.number().int(),
  /** What the tournaments' pools hold now, in hundredths of a credit and in cents. */
  poolsHeld: z.number().int(),
  poolsHeldCents: z.number().int(),
  /** Cash prizes not yet marked paid, in cents, and how many tournaments wait for 'Mark as paid'. */
  cashPrizesOwedCents: z.number().int(),
  tournamentsAwaitingPayment: z.number().int(),
  /** Card payments still open now, and failed in the period. */
  paymentsPending: z.number().int(),
  paymentsFailed: z.number().int(),
});
export type AdminMoneyStats = z.infer<typeof AdminMoneyStatsSchema>;

/** Notifications to fans' devices: how many devices are subscribed, and each of the last days' sends. */
export const AdminPushStatsSchema = z.object({
  devices: z.number().int(),
  /** The last PUSH_PERIOD_DAYS days (UTC), newest first, every day listed (zeros on a quiet one). */
  days: z.array(
    z.object({
      day: z.iso.date(),
      /** Accepted by the devices' push services. */
      sent: z.number().int(),
      /** Tries the push service refused or never answered (each is tried again, up to four times). */
      failed: z.number().int(),
      /** Devices their push service says are gone: their subscriptions were removed. */
      gone: z.number().int(),
    }),
  ),
});
export type AdminPushStats = z.infer<typeof AdminPushStatsSchema>;

export const AdminStatsSchema = z.object({
  users: z.number().int(),
  activeTournaments: z.number().int(),
  entries: z.number().int(),
  openDataIssues: z.number().int(),
  money: AdminMoneyStatsSchema,
  push: AdminPushStatsSchema,
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** A mail kept in the outbox (no SMTP configured): only administrators may read it, reset links are in it. */
export const OutboxMailSchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    link: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxQuerySchema = z.object({
  ...pageQuery(),
  to: z.string().trim().toLowerCase().max(320, 'to must be at most 320 characters').optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;
