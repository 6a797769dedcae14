import { Trans } from '@lingui/react/macro';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { TermsGate } from '@/features/account/components/terms-gate';
import { MigrationGate } from '@/features/site/components/migration-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-50"
      >
        <Trans>Skip to content</Trans>
      </a>
      <NavigationProgress />
      <SiteHeader />
      {/* tabIndex -1: the skip link moves focus here, so the next Tab starts inside the page. */}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <TermsGate />
      <MigrationGate />
      {/*
       * A followed link opens the new page at the top (Back returns to where the reader was). The scroll is
       * smooth through `scroll-behavior` on <html> (index.css), which is off for prefers-reduced-motion.
       */}
      <ScrollRestoration />
    </div>
  );
}

/** A thin bar at the top while the next page's code loads, so a click never seems ignored. */
function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand transition-[transform,opacity] duration-500 ${
        loading ? 'scale-x-75 opacity-100' : 'scale-x-100 opacity-0'
      }`}
    />
  );
}
