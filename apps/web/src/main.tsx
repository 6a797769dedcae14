// First: configures zod before any schema exists.
import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, whenRouterReady } from './app/app';
import { routes } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // The server sent this page's first screen as HTML, rendered at build time (scripts/prerender.mjs): React
  // takes over that markup instead of drawing it again, once the router has the page's chunk to match it.
  // In a transition, React hydrates in slices that leave the main thread free between them (no long task),
  // and the page is already on screen meanwhile.
  void whenRouterReady(router).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
