// First: configures zod before any schema exists.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, whenRouterReady } from './app/app';
import { routes } from './app/router';
import { documentLocale, loadCatalogue } from './lib/i18n';
import { readPageData, startHydratingPage } from './lib/page-data';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);
// The page's language, as the server wrote it into <html lang> (lib/i18n.ts): its texts load beside the page's
// chunk (the boot script preloads them, vite.config.ts), and nothing renders before both are here.
const textsLoaded = loadCatalogue(documentLocale(), 'app');
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // A page the server rendered with its data (lib/page-data.ts) is hydrated from the same data.
  const pageData = readPageData(document);
  if (pageData) startHydratingPage(pageData);
  // The server sent this page's first screen as HTML, rendered at build time (scripts/prerender.mjs): React
  // takes over that markup instead of drawing it again, once the router has the page's chunk to match it.
  // Not in a transition: Radix's roving focus (the list's toggles) never left its server state when the
  // hydration was one (useSyncExternalStore's server snapshot), and the toggles couldn't be tabbed to.
  void Promise.all([whenRouterReady(router), textsLoaded]).then(async () => {
    // A view's tab tapped before now (the boot script kept its hash, vite.config.ts): the app starts on it.
    // From here React replays taps itself, so the boot script leaves them alone.
    document.documentElement.setAttribute('data-app-hydrating', '');
    const { location } = router.state;
    if (window.location.hash !== location.hash) {
      await router.navigate(
        { pathname: location.pathname, search: location.search, hash: window.location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
    hydrateRoot(root, app);
  });
} else {
  void textsLoaded.then(() => createRoot(root).render(app));
}
