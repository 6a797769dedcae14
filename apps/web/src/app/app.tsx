import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { pageHydrated } from '@/lib/page-data';
import { GlobalErrorBoundary } from './global-error-boundary';
import { AppProvider } from './provider';

/** The whole app around a router: the browser's (main.tsx) or, at build time, one in memory (prerender.tsx). */
export function App({ router }: { router: DataRouter }) {
  // The app's first effects run once the whole tree has been committed: a page the server rendered with
  // its data is hydrated by then, and later renders read live data (lib/page-data.ts).
  useEffect(pageHydrated, []);
  return (
    <AppProvider>
      <GlobalErrorBoundary>
        <RouterProvider router={router} />
      </GlobalErrorBoundary>
    </AppProvider>
  );
}

/** Resolves once the router has loaded the first page's chunk (its routes are lazy) and can render it. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
