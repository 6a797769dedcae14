import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { GlobalErrorBoundary } from './global-error-boundary';
import { AppProvider } from './provider';

/** The whole app around a router: the browser's (main.tsx) or, at build time, one in memory (prerender.tsx). */
export function App({ router }: { router: DataRouter }) {
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
