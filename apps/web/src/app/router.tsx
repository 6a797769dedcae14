import type { RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { adminRoutes } from '@/features/admin/routes';
import { withTexts } from '@/lib/i18n';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

/*
 * Route-level code splitting: each page is its own chunk, fetched when its route is first visited. The
 * layout and the 404 page are in the entry chunk, so the frame paints without waiting for a page. The
 * router itself is made by main.tsx (in the browser) and prerender.tsx (at build time, in memory).
 */
const pages: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: async () => ({ Component: (await import('@/features/home/pages/home-page')).HomePage }),
  },
  {
    path: paths.tournaments.path,
    lazy: async () => ({ Component: (await import('@/features/tournaments/pages/tournaments-page')).TournamentsPage }),
  },
  {
    path: paths.tournament.path,
    lazy: async () => ({ Component: (await import('@/features/tournaments/pages/tournament-page')).TournamentPage }),
  },
  {
    path: paths.entryPicks.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/tournaments/pages/entry-picks-page')).EntryPicksPage,
    })),
  },
  {
    path: paths.compareEntries.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/tournaments/pages/compare-page')).ComparePage,
    })),
  },
  {
    path: paths.fan.path,
    lazy: withTexts(['more'], async () => ({ Component: (await import('@/features/fans/pages/fan-page')).FanPage })),
  },
  {
    path: paths.results.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/results/pages/results-page')).ResultsPage,
    })),
  },
  {
    path: paths.leaderboard.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/leaderboard/pages/season-leaderboard-page')).SeasonLeaderboardPage,
    })),
  },
  {
    path: paths.howItWorks.path,
    lazy: withTexts(['more', 'content'], async () => ({
      Component: (await import('@/features/content/pages/how-it-works-page')).HowItWorksPage,
    })),
  },
  {
    path: paths.faq.path,
    lazy: withTexts(['more', 'content'], async () => ({
      Component: (await import('@/features/content/pages/faq-page')).FaqPage,
    })),
  },
  {
    path: paths.rules.path,
    lazy: withTexts(['more', 'content'], async () => ({
      Component: (await import('@/features/content/pages/rules-page')).RulesPage,
    })),
  },
  {
    path: paths.terms.path,
    lazy: withTexts(['more', 'content'], async () => ({
      Component: (await import('@/features/content/pages/terms-page')).TermsPage,
    })),
  },
  {
    path: paths.privacy.path,
    lazy: withTexts(['more', 'content'], async () => ({
      Component: (await import('@/features/content/pages/privacy-page')).PrivacyPage,
    })),
  },
  {
    path: paths.contact.path,
    lazy: withTexts(['more', 'content'], async () => ({
      Component: (await import('@/features/content/pages/contact-page')).ContactPage,
    })),
  },
  {
    path: paths.login.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/auth/pages/login-page')).LoginPage,
    })),
  },
  {
    path: paths.forgotPassword.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
    })),
  },
  {
    path: paths.resetPassword.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
    })),
  },
  {
    path: paths.dashboard.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/dashboard/pages/dashboard-page')).DashboardPage,
    })),
  },
  {
    path: paths.leagues.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/leagues/pages/leagues-page')).LeaguesPage,
    })),
  },
  {
    path: paths.joinLeague.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/leagues/pages/join-league-page')).JoinLeaguePage,
    })),
  },
  {
    path: paths.league.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/leagues/pages/league-page')).LeaguePage,
    })),
  },
  {
    path: paths.account.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/account/pages/account-page')).AccountPage,
    })),
  },
  {
    path: paths.creditTransactions.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/credits/pages/credit-transactions-page')).CreditTransactionsPage,
    })),
  },
  {
    path: paths.credits.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/credits/pages/credits-page')).CreditsPage,
    })),
  },
  {
    path: paths.payment.path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/credits/pages/payment-page')).PaymentPage,
    })),
  },
  ...[paths.paymentReceipt.path, paths.receipt.path].map((path) => ({
    path,
    lazy: withTexts(['more'], async () => ({
      Component: (await import('@/features/credits/pages/receipt-page')).ReceiptPage,
    })),
  })),
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  // The back office has its own layout (sidebar), outside the public header and footer.
  ...adminRoutes.map((route) => ({ ...route, errorElement: <RouteError fullPage /> })),
  {
    element: <RootLayout />,
    // The layout itself failed: nothing of the frame can be trusted, so the error screen fills the page.
    errorElement: <RouteError fullPage />,
    children: [
      {
        // A page failed: the error screen takes its place inside the header and footer.
        errorElement: <RouteError />,
        // While the first page's chunk loads, the header is already there above this. A full screen high, so
        // the footer waits below the fold instead of jumping down when the page arrives (layout shift).
        hydrateFallbackElement: <Spinner className="min-h-dvh" />,
        children: pages,
      },
    ],
  },
];
