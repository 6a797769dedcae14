/*
 * Build time only (scripts/prerender.mjs, through Vite's SSR build): the HTML of a first page as the browser's
 * first render draws it, before any data has arrived (headings, texts and skeletons). The server sends it in
 * place of the empty index.html, so the page paints before its JavaScript has loaded, and main.tsx hydrates
 * it. It must be the same tree as main.tsx renders, or React throws the markup away.
 */
import './lib/zod-config';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App, whenRouterReady } from './app/app';
import { routes } from './app/router';

export async function prerender(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await whenRouterReady(router);
  try {
    return renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } finally {
    router.dispose();
  }
}
export { FIRST_PAGES } from './app/first-pages';
