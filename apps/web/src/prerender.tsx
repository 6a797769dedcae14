/*
 * Node only, built by scripts/prerender.mjs (Vite's SSR build). Two uses:
 * - at build time, `prerender`: the HTML of a first page as the browser's first render draws it before
 *   any data has arrived (headings, texts and skeletons);
 * - at request time, `renderWithData` (the API server, apps/api/src/plugins/web-app.ts): a first page
 *   whose main content is data (a tournament) rendered with the API's answers `dataRequests` names, so its
 *   largest text is in the HTML the browser paints first (decision 018).
 * The server sends either in place of the empty index.html, so the page paints before its JavaScript has
 * loaded, and main.tsx hydrates it. It must be the same tree as main.tsx renders, or React throws the
 * markup away.
 */
import './lib/zod-config';
import type { Messages } from '@lingui/core';
import { intlLocale, LOCALES, type Locale, textDirection } from '@squash/core/rules';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App, whenRouterReady } from './app/app';
import { FIRST_PAGES } from './app/first-pages';
import { routes } from './app/router';
import { i18n } from './lib/i18n';
import { type PageData, pageDataJson, withPageData } from './lib/page-data';
import { queryKeys } from './lib/query-keys';
import { messages as ar } from './locales/ar/app.po';
import { messages as en } from './locales/en/app.po';
import { messages as fr } from './locales/fr/app.po';

// Every language's texts of the first pages, in this Node bundle (a browser loads its own language's alone).
const APP_MESSAGES: Readonly<Record<Locale, Messages>> = { en, fr, ar };
for (const locale of LOCALES) i18n.load(locale, APP_MESSAGES[locale]);

/**
 * The page at `url` in `locale`. One language at a time: the rendering is synchronous, and the language is
 * set just before it.
 */
export async function prerender(url: string, locale: Locale, data?: PageData): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await whenRouterReady(router);
  i18n.activate(locale, [intlLocale(locale)]);
  const render = () =>
    renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  try {
    return data ? withPageData(data, render) : render();
  } finally {
    router.dispose();
  }
}

/**
 * Where the app keeps each API answer a first page is rendered with (`FirstPage.serverData`): its query
 * key (from the path's first group) and what of the answer the query holds.
 */
const SERVER_DATA: Record<string, { key: (group: string) => readonly unknown[]; data: (body: unknown) => unknown }> = {
  '/api/tournaments/$1': { key: (id) => queryKeys.tournaments.detail(id), data: (body) => body },
  '/api/site-config': { key: () => queryKeys.siteConfig(), data: (body) => (body as { data: unknown }).data },
};

/** The API answers (`FirstPage.serverData`) the first page at `path` is rendered with; none for other paths. */
export function dataRequests(path: string): string[] {
  const page = FIRST_PAGES.find((each) => each.serverData && each.path.test(path));
  const group = page?.path.exec(path)?.[1];
  if (!page?.serverData || group === undefined) return [];
  return page.serverData.map((template) => template.replace('$1', group));
}

/**
 * The first page at `path` (no query string) rendered with `answers`, the JSON bodies of its
 * `dataRequests(path)` in order, as at the instant `now`. `title` and `markup` go into the page's
 * template; `pageData` in a `<script type="application/json" id="page-data">`.
 */
export async function renderWithData(
  path: string,
  answers: readonly unknown[],
  now: number,
  locale: Locale,
): Promise<{ title: string; markup: string; pageData: string }> {
  const page = FIRST_PAGES.find((each) => each.serverData && each.path.test(path));
  const group = page?.path.exec(path)?.[1];
  if (!page?.serverData || group === undefined) throw new Error(`${path}: no page is rendered with data here`);
  const queries = page.serverData.map((template, index) => {
    const kept = SERVER_DATA[template];
    if (!kept) throw new Error(`${template}: no query keeps this answer (prerender.tsx, SERVER_DATA)`);
    return { queryKey: kept.key(group), data: kept.data(answers[index]) };
  });
  const data: PageData = { renderedAt: now, queries };
  const rendered = await prerender(path, locale, data);
  const [, title, markup] = rendered.match(/^(<title>[^<]*<\/title>)(.*)$/s) ?? [];
  if (!title || markup === undefined) throw new Error(`${path}: the page rendered no <title> first`);
  return { title, markup, pageData: pageDataJson(data) };
}

export { FIRST_PAGES, LOCALES, textDirection };
