import {
  type CreditTransaction,
  CreditTransactionSchema,
  creditNote,
  type Match,
  MatchPlayerSchema,
  MatchSchema,
  type PageInfo,
  PageInfoSchema,
  type Payment,
  PaymentSchema,
  type SeasonLeaderboardRow,
  SeasonLeaderboardRowSchema,
  type SiteConfig,
  SiteConfigSchema,
  type Tournament,
  TournamentSchema,
  type UserDetails,
  UserDetailsSchema,
} from '@squash/core';

/*
 * What the mocked API answers (issue 64): each body built here is checked against the API's own schema (core's,
 * the ones the routes answer with), so a page test never draws a page from an answer the server couldn't send.
 * The names are real tour names: the page tests' text check (page-test.tsx) knows every string of these bodies
 * as data, not as a text of the site.
 */

export const SITE_CONFIG: SiteConfig = SiteConfigSchema.parse({
  productName: 'SquashTips',
  legacyHostnames: [],
  newSiteUrl: null,
  socialLinks: [
    { name: 'Facebook', url: 'https://www.facebook.com/squashtips' },
    { name: 'X', url: 'https://x.com/squashtips' },
  ],
  currency: 'AUD',
  creditsEnabled: true,
  payments: { provider: 'test', stripePublishableKey: null },
});

let sequence = 0;
/** A fresh uuid-shaped id, the same in every run (a test's order decides it). */
export function testId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

/** A day `days` from now, as the API's calendar days (YYYY-MM-DD). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function tournament(overrides: Partial<Tournament> = {}): Tournament {
  const startDate = overrides.startDate ?? dayFromNow(5);
  return TournamentSchema.parse({
    id: testId(),
    name: 'Windy City Open 2027',
    location: 'Chicago, United States',
    gender: 'mens',
    status: 'UPCOMING',
    startsAt: `${startDate}T15:00:00.000Z`,
    startDate,
    endDate: dayFromNow(11),
    imageUrl: null,
    url: 'https://www.psasquashtour.com/tournament/windy-city-open-2027/',
    timezone: 'America/Chicago',
    entryFee: 0,
    prizePool: 0,
    prizeModel: 'FREE',
    fixedPrizes: [],
    prizeSponsor: null,
    parent: null,
    secondChance: null,
    ...overrides,
  });
}

export function pageInfo(totalRecords: number, pageSize = 20): PageInfo {
  return PageInfoSchema.parse({
    currentPage: 0,
    previousPage: null,
    nextPage: totalRecords > pageSize ? 1 : null,
    pageSize,
    totalRecords,
  });
}

export function fan(overrides: Partial<UserDetails> = {}): UserDetails {
  return UserDetailsSchema.parse({
    id: testId(),
    email: 'nour@example.com',
    username: 'nour_drops',
    fullName: 'Nour Fahmy',
    firstName: 'Nour',
    avatar: null,
    acceptedTermsAt: '2026-09-01T10:00:00.000Z',
    tournamentUpdatesEnabled: true,
    tournamentResultsEnabled: true,
    pushKinds: [],
    profilePrivate: false,
    locale: null,
    isAdmin: false,
    dateOfBirth: '1994-05-02',
    country: 'AU',
    region: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    ...overrides,
  });
}

/** A player as a match shows one. */
export function player(fullName: string, worldRank: number | null = null, country: string | null = null) {
  return MatchPlayerSchema.parse({ id: testId(), fullName, worldRank, country });
}

/** A match of `tournamentOf`: played (Coll beat Farag 3-1) unless the changes say otherwise. */
export function match(tournamentOf: Tournament, overrides: Partial<Match> = {}): Match {
  const one = player('Paul Coll', 2, 'NZL');
  const two = player('Ali Farag', 1, 'EGY');
  return MatchSchema.parse({
    id: testId(),
    tournamentId: tournamentOf.id,
    tournamentName: tournamentOf.name,
    tournamentTimezone: tournamentOf.timezone,
    roundId: testId(),
    roundName: 'Final',
    roundIndex: 5,
    position: 1,
    startsAt: `${tournamentOf.endDate}T23:00:00.000Z`,
    isCompleted: true,
    isBye: false,
    winnerId: one.id,
    gameScore: '3-1',
    games: [
      [11, 7],
      [9, 11],
      [11, 5],
      [12, 10],
    ],
    outcome: 'played',
    nextMatchId: null,
    nextMatchPlayerSlot: null,
    qualifierSlot: null,
    playerOne: one,
    playerTwo: two,
    ...overrides,
  });
}

/** A row of the season's leaderboard. */
export function seasonRow(rank: number, username: string, points: number): SeasonLeaderboardRow {
  return SeasonLeaderboardRowSchema.parse({
    userId: testId(),
    username,
    rank,
    points,
    score: Math.floor(points / 10),
    possibleScore: 40,
    entries: 3,
  });
}

export const SEASON = { label: '2026/27', startDate: '2026-08-01', endDate: '2027-07-31' } as const;

/** A line of the fan's credits, its description as the ledger keeps it and its parts as the API reads them. */
export function creditLine(amount: number, description: string, type: CreditTransaction['type']): CreditTransaction {
  return CreditTransactionSchema.parse({
    id: testId(),
    type,
    amount,
    description,
    note: creditNote(description),
    createdAt: '2026-11-20T09:30:00.000Z',
    resource: null,
  });
}

/** A card payment for credits: succeeded unless the changes say otherwise. */
export function payment(overrides: Partial<Payment> = {}): Payment {
  return PaymentSchema.parse({
    id: testId(),
    status: 'SUCCEEDED',
    amountCents: 5000,
    creditAmount: 5,
    currency: 'AUD',
    createdAt: '2026-11-20T09:30:00.000Z',
    failureReason: null,
    ...overrides,
  });
}
