/**
 * Every TanStack Query key of the app, in one table (like `config/paths.ts` for routes). Query options
 * take their key from here, and writes refresh through here, so a key is never typed by hand and never
 * borrowed from a fetcher called with a dummy argument. Keys nest: refreshing a key refreshes every key
 * that starts with it (`tournaments.leaderboards(id)` covers each page of that leaderboard).
 *
 * Plain arrays, no imports: the first page loads this module.
 */
export const queryKeys = {
  siteConfig: () => ['site-config'] as const,
  currentUser: () => ['current-user'] as const,
  checkUsername: (username: string) => ['check-username', username] as const,
  /** The fan's deposit limits and break or exclusion (issue 62). */
  responsiblePlay: {
    all: () => ['responsible-play'] as const,
    limits: () => [...queryKeys.responsiblePlay.all(), 'limits'] as const,
    pause: () => [...queryKeys.responsiblePlay.all(), 'pause'] as const,
  },
  /** What closing the account would give up (issue 62, point 7). */
  closingAccount: () => ['closing-account'] as const,
  /** Whether the fan's identity is verified (issue 62, point 6). */
  identity: () => ['identity'] as const,
  creditBalance: () => ['credit-balance'] as const,
  creditTransactions: {
    all: () => ['credit-transactions'] as const,
    page: (page: number) => [...queryKeys.creditTransactions.all(), { page }] as const,
  },
  payment: (paymentId: string) => ['payments', paymentId] as const,
  /** The fan's own payments (/credits), every status: refreshed with the balance. */
  myPayments: () => ['my-payments'] as const,
  /** The fan's prizes, all of them (null) or one tournament's. */
  myPrizes: (tournamentId: string | null) => ['my-prizes', tournamentId] as const,

  tournaments: {
    list: (params: object) => ['tournaments', 'list', params] as const,
    upcoming: (limit: number) => ['tournaments', 'upcoming', limit] as const,
    detail: (tournamentId: string) => ['tournaments', 'detail', tournamentId] as const,
    /** Every page of a tournament's leaderboard, and the fan's own rows in it. */
    leaderboards: (tournamentId: string) => ['tournaments', 'leaderboard', tournamentId] as const,
    leaderboard: (tournamentId: string, params: object) =>
      [...queryKeys.tournaments.leaderboards(tournamentId), params] as const,
    myLeaderboardRows: (tournamentId: string) => [...queryKeys.tournaments.leaderboards(tournamentId), 'mine'] as const,
    /** Its prizes' dispute window (issue 62, point 6): provisional, held or settled, and the fan's dispute. */
    /** Its entries found by a fan's name ('Compare with', issue 63). */
    entrySearch: (tournamentId: string, q: string) =>
      [...queryKeys.tournaments.detail(tournamentId), 'entry-search', q.toLowerCase()] as const,
    prizeWindow: (tournamentId: string) => [...queryKeys.tournaments.detail(tournamentId), 'prize-window'] as const,
    pickStats: (tournamentId: string) => ['tournaments', 'pick-stats', tournamentId] as const,
  },
  entries: {
    /** Everything about the fan's entries: theirs, each entry, My Tips. */
    all: () => ['entries'] as const,
    mine: () => [...queryKeys.entries.all(), 'mine'] as const,
    /** Under `mine()` on purpose: whatever refreshes the fan's entries refreshes My Tips too. */
    myTips: () => [...queryKeys.entries.mine(), 'tips'] as const,
    detail: (entryId: string) => [...queryKeys.entries.all(), 'detail', entryId] as const,
    /** Any fan's picks once tips are locked (under `all()`: a result refreshes them). */
    picks: (entryId: string) => [...queryKeys.entries.all(), 'picks', entryId] as const,
    compare: (entryId: string, otherId: string) => [...queryKeys.entries.all(), 'compare', entryId, otherId] as const,
  },
  completedMatches: {
    all: () => ['matches', 'completed'] as const,
    list: (params: object) => [...queryKeys.completedMatches.all(), params] as const,
  },
  seasonLeaderboard: (params: object) => ['leaderboard', 'season', params] as const,
  fans: {
    all: () => ['fans'] as const,
    /** A fan's public record, by name (any case: the key is the name lower-cased). */
    record: (username: string) => [...queryKeys.fans.all(), 'record', username.toLowerCase()] as const,
    /** The signed-in fan's own record, whole even when private. */
    own: () => [...queryKeys.fans.all(), 'own'] as const,
  },
  leagues: {
    /** Everything about the fan's leagues: a join, a leave or an owner's change refreshes it all. */
    all: () => ['leagues'] as const,
    mine: () => [...queryKeys.leagues.all(), 'mine'] as const,
    detail: (leagueId: string) => [...queryKeys.leagues.all(), 'detail', leagueId] as const,
    members: (leagueId: string, params: object) => [...queryKeys.leagues.all(), 'members', leagueId, params] as const,
    /** A league's tables: the season's, and one per tournament (`params.tournamentId`). */
    table: (leagueId: string, params: object) => [...queryKeys.leagues.all(), 'table', leagueId, params] as const,
    invite: (code: string) => [...queryKeys.leagues.all(), 'invite', code] as const,
    /** The owner's roster for the next tournament (who has picked), and the reminder's state. */
    roster: (leagueId: string) => [...queryKeys.leagues.all(), 'roster', leagueId] as const,
  },

  admin: {
    stats: () => ['admin', 'stats'] as const,
    dataIssues: {
      lists: () => ['admin', 'data-issues', 'list'] as const,
      list: (params: object) => [...queryKeys.admin.dataIssues.lists(), params] as const,
    },
    entries: {
      lists: () => ['admin', 'entries', 'list'] as const,
      list: (params: object) => [...queryKeys.admin.entries.lists(), params] as const,
      detail: (entryId: string) => ['admin', 'entries', 'detail', entryId] as const,
    },
    matches: {
      lists: () => ['admin', 'matches', 'list'] as const,
      list: (params: object) => [...queryKeys.admin.matches.lists(), params] as const,
      details: () => ['admin', 'matches', 'detail'] as const,
      detail: (matchId: string) => [...queryKeys.admin.matches.details(), matchId] as const,
    },
    /** The site's settings kept in the back office (issue 63): the footer's social links. */
    siteSettings: () => ['admin', 'site-settings'] as const,
    /** The operator's table of places for paid play (issue 62). */
    places: () => ['admin', 'places'] as const,
    /** Pairs of accounts that may be one person's (issue 62, point 5), open or decided. */
    accountReviews: {
      all: () => ['admin', 'account-reviews'] as const,
      list: (status: 'open' | 'resolved') => [...queryKeys.admin.accountReviews.all(), status] as const,
    },
    leagues: {
      lists: () => ['admin', 'leagues', 'list'] as const,
      list: (params: object) => [...queryKeys.admin.leagues.lists(), params] as const,
    },
    outbox: {
      lists: () => ['admin', 'outbox', 'list'] as const,
      list: (params: object) => [...queryKeys.admin.outbox.lists(), params] as const,
    },
    players: {
      /** Pages of the list and the match form's whole-tour lists: a saved player refreshes both. */
      lists: () => ['admin', 'players', 'list'] as const,
      list: (params: object) => [...queryKeys.admin.players.lists(), params] as const,
      options: (gender: string) => [...queryKeys.admin.players.lists(), 'all', gender] as const,
      details: () => ['admin', 'players', 'detail'] as const,
      detail: (playerId: string) => [...queryKeys.admin.players.details(), playerId] as const,
    },
    tournaments: {
      lists: () => ['admin', 'tournaments', 'list'] as const,
      list: (params: object) => [...queryKeys.admin.tournaments.lists(), params] as const,
      details: () => ['admin', 'tournaments', 'detail'] as const,
      detail: (tournamentId: string) => [...queryKeys.admin.tournaments.details(), tournamentId] as const,
      prizePool: (tournamentId: string) => ['admin', 'tournaments', 'prize-pool', tournamentId] as const,
    },
    users: {
      lists: () => ['admin', 'users', 'list'] as const,
      list: (params: object) => [...queryKeys.admin.users.lists(), params] as const,
      detail: (userId: string) => ['admin', 'users', 'detail', userId] as const,
      credits: (userId: string) => ['admin', 'users', 'credits', userId] as const,
      creditsPage: (userId: string, page: number) => [...queryKeys.admin.users.credits(userId), { page }] as const,
    },
    payments: (params: object) => ['admin', 'payments', 'list', params] as const,
    audit: (params: object) => ['admin', 'audit', 'list', params] as const,
  },
};
