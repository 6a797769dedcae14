import type { RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

/*
 * The back office, mounted by the app router as a top-level route (outside the public header and
 * footer). Every piece is lazy: the guard, the layout and each page are their own chunks, so visitors
 * never download admin code.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./components/admin-guard')).AdminGuard }),
    hydrateFallbackElement: <Spinner fullScreen />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./components/admin-layout')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./pages/dashboard-page')).AdminDashboardPage }),
          },
          {
            path: 'tournaments',
            lazy: async () => ({ Component: (await import('./pages/tournaments-page')).AdminTournamentsPage }),
          },
          {
            path: 'tournaments/new',
            lazy: async () => ({ Component: (await import('./pages/import-tournament-page')).ImportTournamentPage }),
          },
          {
            path: 'tournaments/:tournamentId',
            lazy: async () => ({ Component: (await import('./pages/tournament-page')).AdminTournamentPage }),
          },
          {
            path: 'tournaments/:tournamentId/edit',
            lazy: async () => ({ Component: (await import('./pages/tournament-edit-page')).AdminTournamentEditPage }),
          },
          {
            path: 'matches',
            lazy: async () => ({ Component: (await import('./pages/matches-page')).AdminMatchesPage }),
          },
          {
            path: 'matches/new',
            lazy: async () => ({ Component: (await import('./pages/match-form-page')).AdminMatchNewPage }),
          },
          {
            path: 'matches/:matchId',
            lazy: async () => ({ Component: (await import('./pages/match-page')).AdminMatchPage }),
          },
          {
            path: 'matches/:matchId/edit',
            lazy: async () => ({ Component: (await import('./pages/match-form-page')).AdminMatchEditPage }),
          },
          {
            path: 'players',
            lazy: async () => ({ Component: (await import('./pages/players-page')).AdminPlayersPage }),
          },
          {
            path: 'players/new',
            lazy: async () => ({ Component: (await import('./pages/player-form-page')).AdminPlayerNewPage }),
          },
          {
            path: 'players/rankings',
            lazy: async () => ({ Component: (await import('./pages/rankings-page')).AdminRankingsPage }),
          },
          {
            path: 'players/:playerId',
            lazy: async () => ({ Component: (await import('./pages/player-page')).AdminPlayerPage }),
          },
          {
            path: 'players/:playerId/edit',
            lazy: async () => ({ Component: (await import('./pages/player-form-page')).AdminPlayerEditPage }),
          },
          {
            path: 'users',
            lazy: async () => ({ Component: (await import('./pages/users-page')).AdminUsersPage }),
          },
          {
            path: 'users/new',
            lazy: async () => ({ Component: (await import('./pages/user-form-page')).AdminUserNewPage }),
          },
          {
            path: 'users/:userId',
            lazy: async () => ({ Component: (await import('./pages/user-page')).AdminUserPage }),
          },
          {
            path: 'users/:userId/edit',
            lazy: async () => ({ Component: (await import('./pages/user-form-page')).AdminUserEditPage }),
          },
          {
            path: 'entries',
            lazy: async () => ({ Component: (await import('./pages/entries-page')).AdminEntriesPage }),
          },
          {
            path: 'entries/:entryId',
            lazy: async () => ({ Component: (await import('./pages/entry-page')).AdminEntryPage }),
          },
          {
            path: 'data-issues',
            lazy: async () => ({ Component: (await import('./pages/data-issues-page')).AdminDataIssuesPage }),
          },
          {
            path: 'outbox',
            lazy: async () => ({ Component: (await import('./pages/outbox-page')).AdminOutboxPage }),
          },
          {
            path: 'payments',
            lazy: async () => ({ Component: (await import('./pages/payments-page')).AdminPaymentsPage }),
          },
        ],
      },
    ],
  },
];
