import {
  type AdminEntry,
  AdminEntrySchema,
  type AdminPlayerDetail,
  AdminPlayerDetailSchema,
  type AdminTournamentDetail,
  AdminTournamentDetailSchema,
  type AdminUserDetail,
  AdminUserDetailSchema,
  type CreditTransaction,
  CreditTransactionSchema,
  creditNote,
  type DataIssue,
  DataIssueSchema,
  type Entry,
  type EntryComparison,
  EntryComparisonSchema,
  type EntryPicks,
  EntryPicksSchema,
  EntrySchema,
  type EntryTip,
  EntryTipSchema,
  type IdentityState,
  IdentityStateSchema,
  type LeaderboardRow,
  LeaderboardRowSchema,
  type LeagueRoster,
  LeagueRosterSchema,
  type Match,
  type MatchPlayer,
  MatchPlayerSchema,
  MatchSchema,
  type MyEntry,
  MyEntrySchema,
  type MyLeague,
  MyLeagueSchema,
  type PageInfo,
  PageInfoSchema,
  type Payment,
  PaymentSchema,
  type Player,
  PlayerSchema,
  type Prize,
  type PrizePool,
  PrizePoolSchema,
  PrizeSchema,
  type SeasonLeaderboardRow,
  SeasonLeaderboardRowSchema,
  type SiteConfig,
  SiteConfigSchema,
  type Tournament,
  type TournamentDetail,
  TournamentDetailSchema,
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

/** Page `page` of `rows`, `pageSize` a page, as a paged list answers it: its rows and its pageInfo. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { data: T[]; pageInfo: PageInfo } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  return {
    data: rows.slice(page * pageSize, (page + 1) * pageSize),
    pageInfo: PageInfoSchema.parse({
      currentPage: page,
      previousPage: page > 0 ? page - 1 : null,
      nextPage: page + 1 < pages ? page + 1 : null,
      pageSize,
      totalRecords: rows.length,
    }),
  };
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

/** Sixteen of the tour's men, by world rank: a draw's first round, best against worst. */
export const DRAW_OF_SIXTEEN = [
  'Ali Farag',
  'Mostafa Asal',
  'Paul Coll',
  'Diego Elias',
  'Karim Abdel Gawad',
  'Mohamed ElShorbagy',
  'Tarek Momen',
  'Youssef Ibrahim',
  'Joel Makin',
  'Marwan ElShorbagy',
  'Mazen Hesham',
  'Victor Crouin',
  'Fares Dessouky',
  'Eain Yow Ng',
  'Mohamed Abouelghar',
  'Baptiste Masotti',
] as const;

const ROUND_NAMES = ['Round 1', 'Quarter-finals', 'Semi-finals', 'Final'] as const;

/**
 * A tournament with its draw of sixteen (seeded 1 v 16, 8 v 9 ...), each match's winner going on to the next
 * round; `played` first-round matches have their results (the better-ranked player winning 3-1).
 */
export function tournamentWithDraw(overrides: Partial<Tournament> = {}, played = 0): TournamentDetail {
  const base = tournament(overrides);
  const players = DRAW_OF_SIXTEEN.map((name, index) =>
    MatchPlayerSchema.parse({
      id: testId(),
      fullName: name,
      worldRank: index + 1,
      country: index < 8 ? 'EGY' : 'ENG',
      seed: index < 8 ? index + 1 : null,
    }),
  );
  const order = [0, 15, 7, 8, 4, 11, 3, 12, 2, 13, 5, 10, 6, 9, 1, 14];
  const rounds = ROUND_NAMES.map((name, index) => ({ id: testId(), index: index + 1, name, matches: [] as Match[] }));
  // From the final back, so each match knows the next one's id.
  for (let roundIndex = rounds.length - 1; roundIndex >= 0; roundIndex -= 1) {
    const round = rounds[roundIndex] as (typeof rounds)[number];
    const count = 2 ** (rounds.length - 1 - roundIndex);
    const next = rounds[roundIndex + 1];
    round.matches = Array.from({ length: count }, (_, position) => {
      const one = roundIndex === 0 ? players[order[position * 2] as number] : null;
      const two = roundIndex === 0 ? players[order[position * 2 + 1] as number] : null;
      const done = roundIndex === 0 && position < played;
      return match(base, {
        roundId: round.id,
        roundName: round.name,
        roundIndex: round.index,
        position: position + 1,
        startsAt: `${base.startDate}T${String(12 + roundIndex).padStart(2, '0')}:00:00.000Z`,
        isCompleted: done,
        winnerId: done && one ? one.id : null,
        gameScore: done ? '3-1' : null,
        games: done
          ? [
              [11, 6],
              [8, 11],
              [11, 7],
              [11, 9],
            ]
          : null,
        outcome: done ? 'played' : null,
        nextMatchId: next ? (next.matches[Math.floor(position / 2)] as Match).id : null,
        nextMatchPlayerSlot: next ? (((position % 2) + 1) as 1 | 2) : null,
        playerOne: one ?? null,
        playerTwo: two ?? null,
      });
    });
  }
  return TournamentDetailSchema.parse({ ...base, rounds, players });
}

/**
 * A fan's picks of every match of `draw`: in each first-round match the player `prefers` chooses (by their
 * place in the match, 0 or 1), and in each later match the better-ranked of the two it predicted to get there.
 */
export function picksOf(
  draw: TournamentDetail,
  username: string,
  prefers: (position: number) => 0 | 1 = () => 0,
): EntryPicks {
  const predicted = new Map<string, MatchPlayer>();
  const tips: EntryTip[] = [];
  for (const round of draw.rounds) {
    for (const each of round.matches) {
      const feeders = draw.rounds
        .flatMap((r) => r.matches)
        .filter((m) => m.nextMatchId === each.id)
        .map((m) => predicted.get(m.id));
      const candidates = round.index === 1 ? [each.playerOne, each.playerTwo] : feeders;
      const [one, two] = candidates;
      const winner =
        round.index === 1
          ? candidates[prefers(each.position)]
          : (one?.worldRank ?? 99) <= (two?.worldRank ?? 99)
            ? one
            : two;
      if (!winner) continue;
      predicted.set(each.id, winner);
      tips.push(
        EntryTipSchema.parse({
          matchId: each.id,
          predictedWinnerId: winner.id,
          predictedScore: '3-1',
          adjustedFromPlayerId: null,
        }),
      );
    }
  }
  const final = draw.rounds.at(-1)?.matches[0];
  return EntryPicksSchema.parse({
    entryId: testId(),
    tournamentId: draw.id,
    userId: testId(),
    username,
    rank: 3,
    score: 4,
    possibleScore: 4,
    points: 44,
    maxPoints: 150,
    championId: final ? (predicted.get(final.id)?.id ?? null) : null,
    matchTips: tips,
  });
}

/** Two fans' picks side by side, as `GET /api/entries/:id/compare/:otherId` answers. */
export function comparison(draw: TournamentDetail, a: EntryPicks, b: EntryPicks): EntryComparison {
  const tipOf = (picks: EntryPicks, matchId: string) => picks.matchTips.find((tip) => tip.matchId === matchId) ?? null;
  const matches = draw.rounds.flatMap((round) => round.matches);
  const differences = matches.flatMap((each) => {
    const one = tipOf(a, each.id);
    const two = tipOf(b, each.id);
    if (one?.predictedWinnerId === two?.predictedWinnerId) return [];
    const pick = (tip: EntryTip | null) =>
      tip ? { predictedWinnerId: tip.predictedWinnerId, predictedScore: tip.predictedScore } : null;
    return [
      {
        matchId: each.id,
        a: pick(one),
        b: pick(two),
        scoreOnly: false,
        points: each.isCompleted
          ? {
              a: each.winnerId === one?.predictedWinnerId ? 11 : 0,
              b: each.winnerId === two?.predictedWinnerId ? 11 : 0,
            }
          : null,
        swings: each.isCompleted
          ? []
          : [{ winnerId: one?.predictedWinnerId ?? '', gain: 11 }].filter((swing) => swing.winnerId),
      },
    ];
  });
  return EntryComparisonSchema.parse({
    a,
    b,
    differences,
    agreed: matches.length - differences.length,
    atStake: { a: 33, b: 22 },
  });
}

/** A league the reader is in (a member unless the changes say otherwise). */
export function league(overrides: Partial<MyLeague> = {}): MyLeague {
  return MyLeagueSchema.parse({
    id: testId(),
    name: 'Tuesday Night Boasters',
    description: 'The club ladder, off court.',
    inviteCode: 'BOAST-2027',
    ownerId: testId(),
    ownerUsername: 'boast_machine',
    memberCount: 12,
    myRole: 'member',
    createdAt: '2026-09-01T10:00:00.000Z',
    mySeasonRank: 3,
    ...overrides,
  });
}

/** A tournament as the back office reads it: its draw, how many entered and where it was imported from. */
export function adminTournament(overrides: Partial<Tournament> = {}, played = 0): AdminTournamentDetail {
  return AdminTournamentDetailSchema.parse({
    ...tournamentWithDraw(overrides, played),
    entryCount: 0,
    sourceKey: 'psa:windy-city-open-2027',
  });
}

/** A cash prize owed (unpaid, the winner not yet verified, not held) unless the changes say otherwise. */
export function prize(overrides: Partial<Prize> = {}): Prize {
  return PrizeSchema.parse({
    id: testId(),
    userId: testId(),
    username: 'nour_drops',
    rank: 1,
    cents: 4200,
    paidAt: null,
    reference: null,
    identityVerified: false,
    held: false,
    ...overrides,
  });
}

/** A tournament's money in the back office: nothing entered yet, no window, unless the changes say otherwise. */
export function prizePool(overrides: Partial<PrizePool> = {}): PrizePool {
  return PrizePoolSchema.parse({
    entryFee: 0,
    paidEntries: 0,
    poolCredits: 0,
    poolCents: 0,
    split: { winnerCents: 0, platformCents: 0, topFinishersCredits: 0 },
    settled: false,
    prizes: [],
    creditPrizes: [],
    window: { state: 'NONE', settlesAt: null, holdReason: null, disputes: [] },
    ...overrides,
  });
}

/** A fan as the back office reads them: an Australian adult with a record, no limits, no pause, no review. */
export function adminUser(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  const none = { amount: null, pending: null };
  return AdminUserDetailSchema.parse({
    id: testId(),
    username: 'nour_drops',
    email: 'nour@example.com',
    fullName: 'Nour Fahmy',
    role: 'user',
    createdAt: '2026-09-01T10:00:00.000Z',
    acceptedTermsAt: '2026-09-01T10:05:00.000Z',
    tournamentUpdatesEnabled: true,
    tournamentResultsEnabled: false,
    points: 212,
    correctTips: 31,
    totalTips: 45,
    hasAccount: true,
    playMark: null,
    stats: { credits: 1250, entries: 6, points: 212, possiblePoints: 330, successRate: 64 },
    paidPlay: {
      dateOfBirth: '1994-05-02',
      country: 'AU',
      region: null,
      limits: { daily: none, weekly: none, monthly: none },
      pauses: [],
      openReviews: 0,
      identityVerified: false,
    },
    ...overrides,
  });
}

/** A player as the back office reads them, with the matches still to play and the last ones played. */
export function adminPlayer(
  matches: { upcoming?: Match[]; completed?: Match[] } = {},
  overrides: Partial<AdminPlayerDetail> = {},
): AdminPlayerDetail {
  return AdminPlayerDetailSchema.parse({
    id: testId(),
    externalId: '1207',
    slug: 'paul-coll',
    fullName: 'Paul Coll',
    firstName: 'Paul',
    lastName: 'Coll',
    country: 'NZL',
    gender: 'mens',
    imageUrl: null,
    url: 'https://www.psasquashtour.com/player/paul-coll/',
    worldRank: 2,
    worldRankDate: '2026-11-01',
    createdAt: '2026-09-01T10:00:00.000Z',
    upcomingMatches: matches.upcoming ?? [],
    completedMatches: matches.completed ?? [],
    ...overrides,
  });
}

/** The players of a draw as the back office lists them (the match form's lists): men, by world rank. */
export function playersOf(draw: TournamentDetail): Player[] {
  return draw.players.map((each) =>
    PlayerSchema.parse({
      id: each.id,
      externalId: null,
      slug: null,
      fullName: each.fullName,
      firstName: null,
      lastName: null,
      country: each.country,
      gender: 'mens',
      imageUrl: null,
      url: null,
      worldRank: each.worldRank,
      worldRankDate: null,
      createdAt: '2026-09-01T10:00:00.000Z',
    }),
  );
}

/** A data issue for the back office: an unranked player unless the changes say otherwise. */
export function dataIssue(overrides: Partial<DataIssue> = {}): DataIssue {
  return DataIssueSchema.parse({
    id: testId(),
    type: 'unranked-player',
    description: 'Mohamed Zakaria has no world rank',
    severity: 'MEDIUM',
    resourceType: 'PLAYER',
    resourceId: testId(),
    resourceName: 'Mohamed Zakaria',
    createdAt: '2026-11-30T08:00:00.000Z',
    ...overrides,
  });
}

/** An entry as the back office reads it: submitted and scored unless the changes say otherwise. */
export function adminEntry(of: Tournament, overrides: Partial<AdminEntry> = {}): AdminEntry {
  return AdminEntrySchema.parse({
    id: testId(),
    userId: testId(),
    tournamentId: of.id,
    status: 'FINALIZED',
    finalizedAt: '2026-11-01T14:00:00.000Z',
    createdAt: '2026-10-30T18:00:00.000Z',
    points: 44,
    rank: 3,
    username: 'nour_drops',
    tournamentName: of.name,
    ...overrides,
  });
}

/** A row of a tournament's leaderboard: ranked, no prize yet, and where it stands while play goes on (`live`). */
export function leaderboardRow(rank: number, username: string, points: number, live = false): LeaderboardRow {
  return LeaderboardRowSchema.parse({
    entryId: testId(),
    userId: testId(),
    rank,
    username,
    score: Math.floor(points / 11),
    possibleScore: 6,
    points,
    prize: null,
    outlook: live
      ? {
          first: 'can',
          prizePlaces: 'can',
          bestRank: 1,
          bestRankExact: true,
          firstChance: rank === 1 ? 0.62 : 0.1,
          prizeChance: 0.4,
        }
      : null,
  });
}

/**
 * A fan's entry of `of` with `tips` (none by default), as the API answers it twice: in the fan's list of entries
 * (`mine`: `GET /api/entries`, with its tournament and its count of tips) and on its own (`entry`: `GET
 * /api/entries/:id`, with the tips). An open entry by default; `overrides` for a finalized or scored one.
 */
export function entryOf(
  of: Tournament,
  userId: string,
  tips: EntryTip[] = [],
  overrides: Partial<Omit<Entry, 'matchTips'>> = {},
): { mine: MyEntry; entry: Entry } {
  const fields = {
    id: testId(),
    tournamentId: of.id,
    userId,
    status: 'OPEN' as const,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    finalizedAt: null,
    rank: null,
    score: 0,
    possibleScore: 0,
    points: 0,
    maxPoints: 150,
    ...overrides,
  };
  return {
    mine: MyEntrySchema.parse({ ...fields, tournament: of, tipCount: tips.length }),
    entry: EntrySchema.parse({ ...fields, matchTips: tips }),
  };
}

/** A fan's identity check as the account page reads it (`GET /api/user/identity`): none yet, in test mode. */
export function identityState(overrides: Partial<IdentityState> = {}): IdentityState {
  return IdentityStateSchema.parse({
    status: 'none',
    checkId: null,
    method: null,
    reason: null,
    decidedAt: null,
    testMode: true,
    ...overrides,
  });
}

/** A league owner's roster of the next tournament (`GET /api/leagues/:id/roster`): none to come by default. */
export function leagueRoster(members: number, overrides: Partial<LeagueRoster> = {}): LeagueRoster {
  return LeagueRosterSchema.parse({
    tournament: null,
    members: [],
    counts: { complete: 0, incomplete: 0, none: members },
    lastReminderAt: null,
    nextReminderAt: null,
    ...overrides,
  });
}
