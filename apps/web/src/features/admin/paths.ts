/**
 * The back office's routes. They belong in `src/config/paths.ts` (one typed table, CONVENTIONS 15); they
 * live here until the lead merges them, since that file is shared and being edited elsewhere.
 */
const id = (value: string) => encodeURIComponent(value);

export const adminPaths = {
  home: { path: '/', getHref: () => '/' },
  dashboard: { path: '/admin', getHref: () => '/admin' },
  users: { path: '/admin/users', getHref: () => '/admin/users' },
  user: { path: '/admin/users/:userId', getHref: (userId: string) => `/admin/users/${id(userId)}` },
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
  match: { path: '/admin/matches/:matchId', getHref: (matchId: string) => `/admin/matches/${id(matchId)}` },
  players: { path: '/admin/players', getHref: () => '/admin/players' },
  player: { path: '/admin/players/:playerId', getHref: (playerId: string) => `/admin/players/${id(playerId)}` },
  entries: { path: '/admin/entries', getHref: () => '/admin/entries' },
  entry: { path: '/admin/entries/:entryId', getHref: (entryId: string) => `/admin/entries/${id(entryId)}` },
  dataIssues: { path: '/admin/data-issues', getHref: () => '/admin/data-issues' },
} as const;
