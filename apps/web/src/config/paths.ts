/**
 * Every client-side route, in one table: the router uses `path`, links use `getHref` (never hand-built
 * strings). The back office's routes are under `admin`.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  tournaments: { path: '/tournaments', getHref: () => '/tournaments' },
  tournament: {
    path: '/tournaments/:tournamentId',
    getHref: (tournamentId: string, hash?: 'leaderboard') =>
      `/tournaments/${encodeURIComponent(tournamentId)}${hash ? `#${hash}` : ''}`,
  },
  /** Any fan's picks, read-only, once the tournament has started (from a leaderboard row). */
  entryPicks: {
    path: '/tournaments/:tournamentId/entries/:entryId',
    getHref: (tournamentId: string, entryId: string) =>
      `/tournaments/${encodeURIComponent(tournamentId)}/entries/${encodeURIComponent(entryId)}`,
  },
  /** Two entries side by side: `entryId` is the one opened, `otherId` the one it is compared with. */
  compareEntries: {
    path: '/tournaments/:tournamentId/compare/:entryId/:otherId',
    getHref: (tournamentId: string, entryId: string, otherId: string) =>
      `/tournaments/${encodeURIComponent(tournamentId)}/compare/${encodeURIComponent(entryId)}/${encodeURIComponent(otherId)}`,
  },
  /** A fan's record: tournaments, finishes, season ranks and badges. */
  fan: { path: '/fans/:username', getHref: (username: string) => `/fans/${encodeURIComponent(username)}` },
  results: { path: '/results', getHref: () => '/results' },
  leaderboard: { path: '/leaderboard', getHref: () => '/leaderboard' },
  howItWorks: { path: '/how-it-works', getHref: () => '/how-it-works' },
  faq: { path: '/faq', getHref: () => '/faq' },
  rules: { path: '/rules', getHref: () => '/rules' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: {
    path: '/login',
    /** `next`: the page to come back to once signed in (an invite link, say); only a path of this site. */
    getHref: (next?: string) => (next ? `/login?${new URLSearchParams({ next })}` : '/login'),
  },
  forgotPassword: {
    path: '/forgot-password',
    /** `email` prefills the form (the login page passes the address it was given). */
    getHref: (email?: string) => (email ? `/forgot-password?${new URLSearchParams({ email })}` : '/forgot-password'),
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  leagues: { path: '/leagues', getHref: () => '/leagues' },
  league: { path: '/leagues/:leagueId', getHref: (leagueId: string) => `/leagues/${encodeURIComponent(leagueId)}` },
  /** A league's invite link: the join step, which asks before joining. */
  joinLeague: { path: '/leagues/join/:code', getHref: (code: string) => `/leagues/join/${encodeURIComponent(code)}` },
  account: { path: '/account', getHref: () => '/account' },
  /** The account page's paid-play card (issue 62): where a refusal of paid play sends the fan. */
  accountPaidPlay: { path: '/account', getHref: () => '/account#paid-play' },
  /** The account page's data card (issue 62): the export and closing the account. */
  accountData: { path: '/account', getHref: () => '/account#your-data' },
  creditTransactions: { path: '/credit-transactions', getHref: () => '/credit-transactions' },
  credits: { path: '/credits', getHref: () => '/credits' },
  payment: { path: '/payment', getHref: () => '/payment' },
  /** The receipt, under both of the spec's readings; links use the first (Stripe returns there too). */
  paymentReceipt: {
    path: '/payment/:paymentId',
    getHref: (paymentId: string) => `/payment/${encodeURIComponent(paymentId)}`,
  },
  receipt: { path: '/receipt/:paymentId', getHref: (paymentId: string) => `/receipt/${encodeURIComponent(paymentId)}` },
  admin: {
    /** The back office: each path absolute, so the admin router and links read the same entries. */
    dashboard: { path: '/admin', getHref: () => '/admin' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    userNew: { path: '/admin/users/new', getHref: () => '/admin/users/new' },
    user: { path: '/admin/users/:userId', getHref: (userId: string) => `/admin/users/${encodeURIComponent(userId)}` },
    userEdit: {
      path: '/admin/users/:userId/edit',
      getHref: (userId: string) => `/admin/users/${encodeURIComponent(userId)}/edit`,
    },
    tournaments: { path: '/admin/tournaments', getHref: () => '/admin/tournaments' },
    tournamentNew: { path: '/admin/tournaments/new', getHref: () => '/admin/tournaments/new' },
    tournament: {
      path: '/admin/tournaments/:tournamentId',
      getHref: (tournamentId: string) => `/admin/tournaments/${encodeURIComponent(tournamentId)}`,
    },
    tournamentEdit: {
      path: '/admin/tournaments/:tournamentId/edit',
      getHref: (tournamentId: string) => `/admin/tournaments/${encodeURIComponent(tournamentId)}/edit`,
    },
    matches: {
      path: '/admin/matches',
      getHref: (tab?: 'upcoming' | 'completed') => `/admin/matches${tab ? `#${tab}` : ''}`,
    },
    /** With a tournament, the form starts in it (the tournament page's 'Add Match'). */
    matchNew: {
      path: '/admin/matches/new',
      getHref: (tournamentId?: string) =>
        `/admin/matches/new${tournamentId ? `?tournamentId=${encodeURIComponent(tournamentId)}` : ''}`,
    },
    match: {
      path: '/admin/matches/:matchId',
      getHref: (matchId: string) => `/admin/matches/${encodeURIComponent(matchId)}`,
    },
    matchEdit: {
      path: '/admin/matches/:matchId/edit',
      getHref: (matchId: string) => `/admin/matches/${encodeURIComponent(matchId)}/edit`,
    },
    players: { path: '/admin/players', getHref: () => '/admin/players' },
    /** With a gender, the form starts on that tour (the players list's toggle). */
    playerNew: {
      path: '/admin/players/new',
      getHref: (gender?: 'mens' | 'womens') => `/admin/players/new${gender ? `?gender=${gender}` : ''}`,
    },
    rankings: { path: '/admin/players/rankings', getHref: () => '/admin/players/rankings' },
    player: {
      path: '/admin/players/:playerId',
      getHref: (playerId: string) => `/admin/players/${encodeURIComponent(playerId)}`,
    },
    playerEdit: {
      path: '/admin/players/:playerId/edit',
      getHref: (playerId: string) => `/admin/players/${encodeURIComponent(playerId)}/edit`,
    },
    entries: { path: '/admin/entries', getHref: () => '/admin/entries' },
    entry: {
      path: '/admin/entries/:entryId',
      getHref: (entryId: string) => `/admin/entries/${encodeURIComponent(entryId)}`,
    },
    dataIssues: { path: '/admin/data-issues', getHref: () => '/admin/data-issues' },
    outbox: { path: '/admin/outbox', getHref: () => '/admin/outbox' },
    payments: { path: '/admin/payments', getHref: () => '/admin/payments' },
    audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
    leagues: { path: '/admin/leagues', getHref: () => '/admin/leagues' },
    places: { path: '/admin/places', getHref: () => '/admin/places' },
    accountReviews: { path: '/admin/account-reviews', getHref: () => '/admin/account-reviews' },
    /** The site's settings an administrator keeps (issue 63): the footer's social links. */
    siteSettings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  },
} as const;
