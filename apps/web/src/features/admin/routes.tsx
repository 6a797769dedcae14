import type { RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { withTexts } from '@/lib/i18n';

/*
 * The back office, mounted by the app router as a top-level route (outside the public header and
 * footer). Every piece is lazy: the guard, the layout and each page are their own chunks, so visitors
 * never download admin code.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.dashboard.path,
    // The back office's texts (and the fan pages' it shares) load with its guard, before any of its pages.
    lazy: withTexts(['more', 'admin'], async () => ({
      Component: (await import('./components/admin-guard')).AdminGuard,
    })),
    hydrateFallbackElement: <Spinner fullScreen />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./components/admin-layout')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./dashboard/pages/dashboard-page')).AdminDashboardPage }),
          },
          {
            path: paths.admin.tournaments.path,
            lazy: async () => ({
              Component: (await import('./tournaments/pages/tournaments-page')).AdminTournamentsPage,
            }),
          },
          {
            path: paths.admin.tournamentNew.path,
            lazy: async () => ({
              Component: (await import('./tournaments/pages/import-tournament-page')).ImportTournamentPage,
            }),
          },
          {
            path: paths.admin.tournament.path,
            lazy: async () => ({
              Component: (await import('./tournaments/pages/tournament-page')).AdminTournamentPage,
            }),
          },
          {
            path: paths.admin.tournamentEdit.path,
            lazy: async () => ({
              Component: (await import('./tournaments/pages/tournament-edit-page')).AdminTournamentEditPage,
            }),
          },
          {
            path: paths.admin.matches.path,
            lazy: async () => ({ Component: (await import('./matches/pages/matches-page')).AdminMatchesPage }),
          },
          {
            path: paths.admin.matchNew.path,
            lazy: async () => ({ Component: (await import('./matches/pages/match-form-page')).AdminMatchNewPage }),
          },
          {
            path: paths.admin.match.path,
            lazy: async () => ({ Component: (await import('./matches/pages/match-page')).AdminMatchPage }),
          },
          {
            path: paths.admin.matchEdit.path,
            lazy: async () => ({ Component: (await import('./matches/pages/match-form-page')).AdminMatchEditPage }),
          },
          {
            path: paths.admin.players.path,
            lazy: async () => ({ Component: (await import('./players/pages/players-page')).AdminPlayersPage }),
          },
          {
            path: paths.admin.playerNew.path,
            lazy: async () => ({ Component: (await import('./players/pages/player-form-page')).AdminPlayerNewPage }),
          },
          {
            path: paths.admin.rankings.path,
            lazy: async () => ({ Component: (await import('./players/pages/rankings-page')).AdminRankingsPage }),
          },
          {
            path: paths.admin.player.path,
            lazy: async () => ({ Component: (await import('./players/pages/player-page')).AdminPlayerPage }),
          },
          {
            path: paths.admin.playerEdit.path,
            lazy: async () => ({ Component: (await import('./players/pages/player-form-page')).AdminPlayerEditPage }),
          },
          {
            path: paths.admin.users.path,
            lazy: async () => ({ Component: (await import('./users/pages/users-page')).AdminUsersPage }),
          },
          {
            path: paths.admin.userNew.path,
            lazy: async () => ({ Component: (await import('./users/pages/user-form-page')).AdminUserNewPage }),
          },
          {
            path: paths.admin.user.path,
            lazy: async () => ({ Component: (await import('./users/pages/user-page')).AdminUserPage }),
          },
          {
            path: paths.admin.userEdit.path,
            lazy: async () => ({ Component: (await import('./users/pages/user-form-page')).AdminUserEditPage }),
          },
          {
            path: paths.admin.entries.path,
            lazy: async () => ({ Component: (await import('./entries/pages/entries-page')).AdminEntriesPage }),
          },
          {
            path: paths.admin.entry.path,
            lazy: async () => ({ Component: (await import('./entries/pages/entry-page')).AdminEntryPage }),
          },
          {
            path: paths.admin.dataIssues.path,
            lazy: async () => ({
              Component: (await import('./data-issues/pages/data-issues-page')).AdminDataIssuesPage,
            }),
          },
          {
            path: paths.admin.outbox.path,
            lazy: async () => ({ Component: (await import('./outbox/pages/outbox-page')).AdminOutboxPage }),
          },
          {
            path: paths.admin.leagues.path,
            lazy: async () => ({ Component: (await import('./leagues/pages/leagues-page')).AdminLeaguesPage }),
          },
          {
            path: paths.admin.places.path,
            lazy: async () => ({ Component: (await import('./places/pages/places-page')).AdminPlacesPage }),
          },
          {
            path: paths.admin.accountReviews.path,
            lazy: async () => ({
              Component: (await import('./account-reviews/pages/account-reviews-page')).AdminAccountReviewsPage,
            }),
          },
          {
            path: paths.admin.siteSettings.path,
            lazy: async () => ({
              Component: (await import('./site-settings/pages/site-settings-page')).AdminSiteSettingsPage,
            }),
          },
          {
            path: paths.admin.payments.path,
            lazy: async () => ({ Component: (await import('./payments/pages/payments-page')).AdminPaymentsPage }),
          },
          {
            path: paths.admin.audit.path,
            lazy: async () => ({ Component: (await import('./audit/pages/audit-page')).AdminAuditPage }),
          },
        ],
      },
    ],
  },
];
