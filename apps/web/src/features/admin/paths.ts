/**
 * The back office's routes. They belong in `src/config/paths.ts` (one typed table, CONVENTIONS 15); they
 * live here until the lead merges them, since that file is shared and being edited elsewhere.
 */
const id = (value: string) => encodeURIComponent(value);

export const adminPaths = {
  home: { path: '/', getHref: () => '/' },
  dashboard: { path: '/admin', getHref: () => '/admin' },
  users: { path: '/admin/users', getHref: () => '/admin/users' },
  userNew: { path: '/admin/users/new', getHref: () => '/admin/users/new' },
  user: { path: '/admin/users/:userId', getHref: (userId: string) => `/admin/users/${id(userId)}` },
  userEdit: { path: '/admin/users/:userId/edit', getHref: (userId: string) => `/admin/users/${id(userId)}/edit` },
  tournaments: { path: '/admin/tournaments', getHref: () => '/admin/tournaments' },
  tournamentNew: { path: '/admin/tournaments/new', getHref: () => '/admin/tournaments/new' },
  tournament: {
    path: '/admin/tournaments/:tournamentId',
    getHref: (tournamentId: string) => `/admin/tournaments/${id(tournamentId)}`,
  },
  tournamentEdit: {
    path: '/admin/tournaments/:tournamentId/edit',
    getHref: (tournamentId: string) => `/admin/tournaments/${id(tournamentId)}/edit`,
  },
  matches: {
    path: '/admin/matches',
    getHref: (tab?: 'upcoming' | 'completed') => `/admin/matches${tab ? `#${tab}` : ''}`,
  },
  /** With a tournament, the form starts in it (the tournament page's 'Add Match'). */
  matchNew: {
    path: '/admin/matches/new',
    getHref: (tournamentId?: string) => `/admin/matches/new${tournamentId ? `?tournamentId=${id(tournamentId)}` : ''}`,
  },
  match: { path: '/admin/matches/:matchId', getHref: (matchId: string) => `/admin/matches/${id(matchId)}` },
  matchEdit: {
    path: '/admin/matches/:matchId/edit',
    getHref: (matchId: string) => `/admin/matches/${id(matchId)}/edit`,
  },
  players: { path: '/admin/players', getHref: () => '/admin/players' },
  /** With a gender, the form starts on that tour (the players list's toggle). */
  playerNew: {
    path: '/admin/players/new',
    getHref: (gender?: 'mens' | 'womens') => `/admin/players/new${gender ? `?gender=${gender}` : ''}`,
  },
  rankings: { path: '/admin/players/rankings', getHref: () => '/admin/players/rankings' },
  player: { path: '/admin/players/:playerId', getHref: (playerId: string) => `/admin/players/${id(playerId)}` },
  playerEdit: {
    path: '/admin/players/:playerId/edit',
    getHref: (playerId: string) => `/admin/players/${id(playerId)}/edit`,
  },
  entries: { path: '/admin/entries', getHref: () => '/admin/entries' },
  entry: { path: '/admin/entries/:entryId', getHref: (entryId: string) => `/admin/entries/${id(entryId)}` },
  dataIssues: { path: '/admin/data-issues', getHref: () => '/admin/data-issues' },
  outbox: { path: '/admin/outbox', getHref: () => '/admin/outbox' },
  payments: { path: '/admin/payments', getHref: () => '/admin/payments' },
} as const;
