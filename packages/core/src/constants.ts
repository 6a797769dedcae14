/** The product's name as shown in the header, mails and the terms dialog. */
export const PRODUCT_NAME = 'SquashTips';

export const GENDERS = ['mens', 'womens'] as const;
export type Gender = (typeof GENDERS)[number];
/** How the site names each tour (toggles, badges, admin lists). */
export const GENDER_LABELS: Record<Gender, string> = { mens: "Men's", womens: "Women's" };

export const TOURNAMENT_STATUSES = ['CREATING', 'UPCOMING', 'ACTIVE', 'COMPLETED', 'SCORED', 'PAYING', 'PAID'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** CREATING tournaments are drafts of the back office and never public. */
export const PUBLIC_TOURNAMENT_STATUSES = [
  'UPCOMING',
  'ACTIVE',
  'COMPLETED',
  'SCORED',
  'PAYING',
  'PAID',
] as const satisfies readonly TournamentStatus[];
export type PublicTournamentStatus = (typeof PUBLIC_TOURNAMENT_STATUSES)[number];

/** Statuses that count as finished (past) in the spec. */
export const FINISHED_TOURNAMENT_STATUSES = ['COMPLETED', 'SCORED', 'PAYING', 'PAID'] as const;

/** The most matches a round of a draw can have (a 128-player draw's first round). */
export const MAX_MATCHES_PER_ROUND = 64;
/** Rounds of the largest draw: 64 first-round matches halve down to a final. */
export const MAX_ROUNDS = Math.log2(MAX_MATCHES_PER_ROUND) + 1;

export const GAME_SCORES = ['3-0', '3-1', '3-2'] as const;
export type GameScore = (typeof GAME_SCORES)[number];

/** `value` as a game score when it is one ('3-0', '3-1', '3-2'), else null. */
export function gameScoreOf(value: string | null | undefined): GameScore | null {
  return GAME_SCORES.find((score) => score === value) ?? null;
}

export const MATCH_OUTCOMES = ['played', 'walkover', 'retired'] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];

export const ENTRY_STATUSES = ['OPEN', 'FINALIZED', 'REFUNDED'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * An account an administrator marked (issue 62, point 5): a staff member's, an active professional's, or a
 * second account of a person who has one already (a review found them the same person). It may play free and
 * appear on leaderboards, and never wins a prize (the next eligible fan takes the place).
 */
export const PLAY_MARKS = ['staff', 'professional', 'duplicate'] as const;
export type PlayMark = (typeof PLAY_MARKS)[number];

/**
 * What says two accounts may be one person (issue 62, point 5): the same card (the provider's fingerprint), the
 * same browser (its device cookie), the same name and date of birth.
 */
export const ACCOUNT_SIGNAL_KINDS = ['card', 'device', 'person'] as const;
export type AccountSignalKind = (typeof ACCOUNT_SIGNAL_KINDS)[number];

/** How an administrator decides a review of two accounts: two people, or one person (the second account marked). */
export const ACCOUNT_REVIEW_OUTCOMES = ['DIFFERENT_PEOPLE', 'SAME_PERSON'] as const;
export type AccountReviewOutcome = (typeof ACCOUNT_REVIEW_OUTCOMES)[number];

/**
 * What a fan's devices can be notified of (issue 26): tips lock soon (a day and an hour before a start,
 * without a complete entry), results (their rank after each round of a tournament they entered, and the
 * final one), money (a prize won, a payment completed, credits refunded), leagues (someone joined a
 * league they own).
 */
export const PUSH_KINDS = ['tips', 'results', 'money', 'leagues'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const CREDIT_TRANSACTION_TYPES = ['USER_TOP_UP', 'ADMIN_TOP_UP', 'ENTRY_PURCHASE', 'PRIZE', 'REFUND'] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

export const CREDIT_TRANSACTION_LABELS: Record<CreditTransactionType, string> = {
  USER_TOP_UP: 'Purchased Credits',
  ADMIN_TOP_UP: 'Bonus Credits',
  ENTRY_PURCHASE: 'Tournament Entry',
  PRIZE: 'Tournament Prize',
  REFUND: 'Refunded Entry',
};

/**
 * The ledger's accounts (double entry: every transfer's lines sum to zero). Amounts are hundredths of
 * a credit; cash is that x CENTS_PER_CREDIT_UNIT.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'USER_CREDITS',
  'TOURNAMENT_POOL',
  'PLATFORM_REVENUE',
  'CARD_CLEARING',
  'ADMIN_GRANTS',
  'PRIZES_OWED',
  /** Prize credits of a fan under review as a possible second account (issue 62, point 5), until it is decided. */
  'PRIZES_HELD',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Transfers: the fan-visible credit transaction types, and a cash prize paid out. */
export const LEDGER_TRANSFER_TYPES = [...CREDIT_TRANSACTION_TYPES, 'PRIZE_PAYOUT'] as const;
export type LedgerTransferType = (typeof LEDGER_TRANSFER_TYPES)[number];

export const RESOURCE_TYPES = ['USER', 'PLAYER', 'MATCH', 'TOURNAMENT', 'ENTRY', 'PAYMENT'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A payment ends SUCCEEDED, FAILED, CANCELLED (the fan left its checkout for another) or EXPIRED (never paid in time). */
export const PAYMENT_STATUSES = ['CREATING', 'PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DATA_ISSUE_SEVERITIES = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type DataIssueSeverity = (typeof DATA_ISSUE_SEVERITIES)[number];

/** Scoring (see ARCHITECTURE.md, conflicts resolved): score counts correct winners, points rank. */
export const SCORING = {
  pointsPerCorrectWinner: 10,
  bonusForCorrectGameScore: 1,
} as const;

/**
 * Credits are integers in hundredths of a credit; money is integer cents. One credit is one entry.
 * The currency is configured on the server; these are the defaults the pages fall back to.
 */
export const CREDIT_UNIT = 100;
export const CREDIT_PRICE_CENTS = 1000;
export const DEFAULT_CURRENCY = 'AUD';
export const PURCHASABLE_CREDIT_AMOUNTS = [1, 2, 5, 10] as const;

/** Prize pool split in percent. */
export const PRIZE_SPLIT = {
  winnerPercent: 60,
  platformPercent: 30,
  topFinishersCreditPercent: 10,
  topFinishersSharePercent: 10,
} as const;
export const WINNERS_NOTIFIED_WITHIN_HOURS = 72;
export const MINIMUM_AGE = 18;
/** The terms' effective date as the specification writes it, and the same day for the other languages' formats. */
export const TERMS_EFFECTIVE_DATE = '29th May 2025';
export const TERMS_EFFECTIVE_ON = '2025-05-29';
export const GOVERNING_LAW = 'Queensland, Australia';
/** The governing law's place as a code (ISO 3166-2), for its name in another language ('Queensland, Australie'). */
export const GOVERNING_LAW_PLACE = 'AU-QLD';

export const LEADERBOARD_PAGE_SIZE = 10;
export const LEADERBOARD_EXPANDED_PAGE_SIZE = 100;
export const CREDIT_TRANSACTIONS_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const HOME_UPCOMING_LIMIT = 3;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_CHECK_DEBOUNCE_MS = 500;
export const COPY_FEEDBACK_MS = 2000;
export const COUNTDOWN_TICK_MS = 1000;
/** The live stream's heartbeat (spec 001, realtime heartbeat 25 s). */
export const REALTIME_HEARTBEAT_MS = 25_000;
/** How long the page waits before each reconnect of the live stream (spec 001: 1, 2, 5, then 10 s). */
export const REALTIME_RECONNECT_MS = [1000, 2000, 5000, 10_000] as const;
/**
 * The header a page sends on the reads it asks again for after hearing of a change on its live stream: the
 * process answering first hears every change committed before it, and re-checks what it keeps against them
 * (apps/api/src/cache/after-change.ts). Sent for this long after the change was heard.
 */
export const AFTER_CHANGE_HEADER = 'After-Change';
export const AFTER_CHANGE_WINDOW_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 768;
export const AVATAR_BACKGROUND = '39d177';

/** How a player got into a draw besides a direct entry: wildcard or qualifier. */
export const PLAYER_ENTRIES = ['WC', 'Q'] as const;
export type PlayerEntry = (typeof PLAYER_ENTRIES)[number];

/** What an administrator's write was about: the back office's resources. */
export const AUDIT_RESOURCES = [
  'tournament',
  'match',
  'player',
  'user',
  'credits',
  'prize',
  'league',
  'data-issue',
  'ranking',
  'jurisdiction',
  'dispute',
  'account-review',
  'site-settings',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** The badges of a fan's record (issue 45), earned from their scores. */
export const BADGE_KINDS = ['WINNER', 'TOP_TEN_PERCENT', 'CHAMPION_PICKED', 'PERFECT_ROUND'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** Each badge's name, and what earns it. */
export const BADGES: Record<BadgeKind, { title: string; rule: string }> = {
  WINNER: { title: 'Tournament winner', rule: 'Finish first on a tournament’s leaderboard.' },
  TOP_TEN_PERCENT: {
    title: 'Top 10%',
    rule: 'Finish in the top tenth of a finished tournament’s entries (ten entries or more).',
  },
  CHAMPION_PICKED: { title: 'Called the champion', rule: 'Pick the player who wins the tournament.' },
  PERFECT_ROUND: { title: 'Perfect round', rule: 'Pick every winner of a round of two matches or more.' },
};
